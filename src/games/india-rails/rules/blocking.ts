/**
 * "No blocking" (rulebook, "Right to Enter Major Cities", "Limits on Entry into Medium and Small
 * Cities"; DECISIONS.md, "Play"): checked on the lattice. A build is refused if afterwards some
 * player could no longer join all the major cities over free segments, his own track and the red
 * areas, or if a small or medium city would have too few free segments left for the players it
 * still admits.
 */
import type { City } from '../map/types.ts';
import type { RulesContext } from './context.ts';

/** Whether every player can still connect all major cities, given who owns each edge after a build. */
export function majorsStayReachable(ctx: RulesContext, owners: ReadonlyMap<number, number>, numPlayers: number): boolean {
  const g = ctx.graph;
  if (ctx.majors.length < 2) return true;
  const seen = new Uint8Array(g.size);
  const queue = new Int32Array(g.size);
  for (let q = 0; q < numPlayers; q++) {
    seen.fill(0);
    let head = 0;
    let tail = 0;
    const start = ctx.majors[0].milepost;
    seen[start] = 1;
    queue[tail++] = start;
    while (head < tail) {
      const m = queue[head++];
      for (const v of g.neighbours(m)) {
        if (seen[v]) continue;
        const owner = owners.get(g.edgeKey(m, v));
        const usable = g.isRedAreaEdge(m, v) || owner === q || (owner === undefined && Number.isFinite(g.buildCost(m, v)));
        if (!usable) continue;
        seen[v] = 1;
        queue[tail++] = v;
      }
    }
    if (ctx.majors.some((c) => !seen[c.milepost])) return false;
  }
  return true;
}

/** Why the segments into a small or medium city would break its entry limits after a build, or null. */
export function cityEntryProblem(
  ctx: RulesContext,
  city: City,
  owners: ReadonlyMap<number, number>,
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
    const owner = owners.get(g.edgeKey(m, v));
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
