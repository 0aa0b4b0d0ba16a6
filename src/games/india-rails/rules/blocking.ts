/**
 * "No blocking" (docs/rules/india-rails.md §6.4–§6.6): checked on the lattice. A build is refused if afterwards some
 * player could no longer join all the major cities over free segments, his own track and the red
 * areas, or if a small or medium city would have too few free segments left for the players it
 * still admits.
 */
import type { City } from '../map/types.ts';
import { FIXED_PARAMS } from '../params.ts';
import type { RulesContext } from './context.ts';

/**
 * Whether player q can reach every major city from the first over free segments, his own track
 * and red areas; `owner` is the owner per adjacency slot, and `taken` (edge keys) belong to `taker`.
 */
export function majorsReachableFor(ctx: RulesContext, owner: Int8Array, q: number, taken: ReadonlySet<number> = new Set(), taker = -1): boolean {
  if (ctx.majors.length < 2) return true;
  const { start, to, key, red, cost } = ctx.adj;
  const n = ctx.graph.size;
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  const first = ctx.majors[0].milepost;
  seen[first] = 1;
  queue[tail++] = first;
  while (head < tail) {
    const m = queue[head++];
    for (let j = start[m]; j < start[m + 1]; j++) {
      const v = to[j];
      if (seen[v]) continue;
      if (!red[j]) {
        const o = taken.has(key[j]) ? taker : owner[j];
        if (o < 0 ? cost[j] === Number.POSITIVE_INFINITY : o !== q) continue;
      }
      seen[v] = 1;
      queue[tail++] = v;
    }
  }
  return ctx.majors.every((c) => seen[c.milepost] === 1);
}

/**
 * Whether a build of `path` by `seat` keeps every other player's access to the major cities. Before
 * the build every player could reach them; the build only takes its own segments away from the
 * others. If each of those segments still has a short detour for a player (usually around one of
 * the lattice's triangles), nothing changed for him; otherwise the exact search over the whole
 * lattice decides for him.
 */
export function buildKeepsMajorsReachable(ctx: RulesContext, owner: Int8Array, seat: number, path: readonly number[], numPlayers: number): boolean {
  const g = ctx.graph;
  const taken = new Set<number>();
  for (let i = 0; i + 1 < path.length; i++) taken.add(g.edgeKey(path[i], path[i + 1]));
  for (let q = 0; q < numPlayers; q++) {
    if (q === seat) continue;
    for (let i = 0; i + 1 < path.length; i++) {
      if (detourExists(ctx, owner, taken, q, path[i], path[i + 1], FIXED_PARAMS.detourSearchLimit)) continue;
      if (!majorsReachableFor(ctx, owner, q, taken, seat)) return false;
      break;
    }
  }
  return true;
}

/** Marks of the mileposts a detour search has seen: `seenMark[m] === mark` for the current search (scratch, not a cache). */
let seenMark = new Int32Array(0);
let mark = 0;

/** A short breadth-first search from a to b for player q, avoiding the taken segments. */
function detourExists(ctx: RulesContext, owner: Int8Array, taken: ReadonlySet<number>, q: number, a: number, b: number, limit: number): boolean {
  const { start, to, key, red, cost } = ctx.adj;
  if (seenMark.length < ctx.graph.size) seenMark = new Int32Array(ctx.graph.size);
  const marks = seenMark;
  mark = mark === 0x7fffffff ? 1 : mark + 1;
  if (mark === 1) marks.fill(0);
  const now = mark;
  const seen = [a];
  marks[a] = now;
  for (let h = 0; h < seen.length && seen.length < limit; h++) {
    const m = seen[h];
    for (let j = start[m]; j < start[m + 1]; j++) {
      const v = to[j];
      if (marks[v] === now || taken.has(key[j])) continue;
      if (!red[j]) {
        const o = owner[j];
        if (o < 0 ? cost[j] === Number.POSITIVE_INFINITY : o !== q) continue;
      }
      if (v === b) return true;
      seen.push(v);
      marks[v] = now;
    }
  }
  return false;
}

/** Why the segments into a small or medium city would break its entry limits after a build, or null. */
export function cityEntryProblem(
  ctx: RulesContext,
  city: City,
  owners: ReadonlyMap<number, number>,
  taken: ReadonlySet<number>,
  seat: number,
  limits: { small: number; medium: number },
  maxSections: number,
): string | null {
  if (city.class === 'major') return null;
  const g = ctx.graph;
  const m = city.milepost;
  const players = new Set<number>();
  let mine = 0;
  let free = 0;
  for (const v of g.neighbours(m)) {
    const k = g.edgeKey(m, v);
    const owner = taken.has(k) ? seat : owners.get(k);
    if (owner === undefined) {
      if (Number.isFinite(g.buildCost(v, m))) free += 1;
      continue;
    }
    players.add(owner);
    if (owner === seat) mine += 1;
  }
  const limit = limits[city.class];
  if (players.size > limit) return `only ${limit} players may build into ${city.name}`;
  if (mine > maxSections) return `no player may build more than ${maxSections} sections into ${city.name}`;
  if (free < limit - players.size) return `that would keep other players out of ${city.name}`;
  return null;
}

/**
 * The free segments at small and medium cities that `seat` may not build even alone, by the
 * cities' entry limits (the city is full, `seat` has its sections there, or the segment is one
 * the other players still need): edge keys, for build searches that must not go through them.
 */
export function closedCityEntries(
  ctx: RulesContext,
  owners: ReadonlyMap<number, number>,
  seat: number,
  limits: { small: number; medium: number },
  maxSections: number,
): Set<number> {
  const g = ctx.graph;
  const closed = new Set<number>();
  for (const city of g.data.cities) {
    if (city.class === 'major') continue;
    for (const v of g.neighbours(city.milepost)) {
      const k = g.edgeKey(city.milepost, v);
      if (owners.has(k) || !Number.isFinite(g.buildCost(v, city.milepost))) continue;
      if (cityEntryProblem(ctx, city, owners, new Set([k]), seat, limits, maxSections)) closed.add(k);
    }
  }
  return closed;
}
