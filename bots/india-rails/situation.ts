/**
 * What the India Rails planner knows of a state for one seat, computed once per decision: own and
 * others' track, where new track usefully starts, and the cheapest costs from there (own track and
 * red areas free; others' track ridden for a charge standing for the rent while the player can pay
 * it, ride.ts).
 */
import type { Seat } from '../../src/engine/core.ts';
import { memoByObject } from '../../src/engine/memo.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import { closedCityEntries } from '../../src/games/india-rails/rules/blocking.ts';
import { edgeOwners, networkMileposts, ownEdges } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IrBot } from './bot.ts';
import { type RideMap, rideMap } from './ride.ts';
import { LazyRideCosts, type MilepostCosts, tableCosts } from './ride-lazy.ts';

/** What the planner needs of a state for one seat, computed once per decision. */
export interface Situation {
  own: ReadonlySet<number>;
  /** Others' track: new track may not use it. */
  blocked: ReadonlySet<number>;
  /**
   * What the builder may not build: others' track, and the city entries that the entry limits close
   * to this seat. The planner's costs leave those entries open: a plan into a city full of others'
   * track is made by building near it and riding in (closed to the costing too, they made 3-player
   * games 3 turns slower to win).
   */
  closed: ReadonlySet<number>;
  /**
   * Where new track usefully starts: the part of the network the train stands on (own track and
   * red areas joined to it) once the train is placed; before that, the whole network and every
   * major city (building out of a major is cheaper than building into one).
   */
  network: ReadonlySet<number>;
  /** Build cost to every milepost from where track may start in `network` (riding, searched when asked; with the mileposts travelled from the train). */
  readonly fromNet: MilepostCosts;
  /** Key of `fromNet` (the track and where it starts), for caches that depend on no more. */
  netKey: string;
  /** Key of the track on the board, for caches. */
  trackKey: string;
  /** Track the train may run on: its own, and others' when it can pay the rent. */
  usable: ReadonlySet<number>;
  /** Whether the train stands on a piece of track not joined to its own. */
  foreign: boolean;
  /** Others' track and where building may start, when the player can pay to ride others' track. */
  ride?: RideMap;
}

/**
 * Whether `seat` may ride others' track: it holds the rent for `rentTurns` (tuning) turns on every
 * opponent's track; or, with its train standing on others' track outside a major city, for one
 * turn (riding on is then the only way off: the train may neither build there nor turn back outside a city).
 */
export function holdsRent(bot: IrBot, s: IndiaRailsState, seat: Seat): boolean {
  const cash = s.players[seat].cash;
  if (cash >= bot.tuning.rentTurns * turnRent(s)) return true;
  return cash >= turnRent(s) && onOthersTrack(bot.ctx, s, seat);
}

/** The rent for one turn on every opponent's track. */
export function turnRent(s: IndiaRailsState): number {
  return s.params.rent * (s.players.length - 1);
}

/** Whether the train of `seat` stands off its own network and outside a major city (on others' track, or on none). */
export function onOthersTrack(ctx: RulesContext, s: IndiaRailsState, seat: Seat): boolean {
  const at = s.players[seat].at;
  return at !== null && ctx.isMajor[at] !== 1 && !networkMileposts(ctx, s, seat).has(at);
}

/**
 * Own track, others' track and the cheapest costs for `seat` (new track, plus the charge for riding
 * others' track when the player holds the rent; with `ownOnly`, never riding). The train usefully
 * goes on from the piece of track holding `anchor` (a reached stop of the trip) and the train;
 * without an anchor, from the train's piece; with the train not placed either, from the whole
 * network and every major city (track may only start from a major city or one's own track).
 */
export function situation(bot: IrBot, s: IndiaRailsState, seat: Seat, anchor?: readonly number[], ownOnly = false): Situation {
  const { ctx, tuning, memo } = bot;
  const own = ownEdges(s, seat);
  const blocked = othersEdges(s, seat);
  const at = s.players[seat].at;
  // With cash for the rent, others' track takes the train where its own does not reach (ride.ts).
  // Not before the train is placed: a player with no track of its own would build none and live on rent.
  const rent = !ownOnly && at !== null && holdsRent(bot, s, seat);
  const trackKey = `${seat}|${rent ? 'rent|' : ''}${s.track.map(trackHash).join(',')}`;
  // Track may only start from one's own track or a major city.
  const mine = networkMileposts(ctx, s, seat);
  const riding = rent
    ? memo.rideMaps.get(trackKey, () => ({
        ride: rideMap(ctx, own, blocked, mine, true, tuning.rideCost, tuning.hopCost),
        usable: new Set([...own, ...blocked]),
      }))
    : undefined;
  const ride = riding?.ride;
  const usable = riding?.usable ?? own;
  let network: Set<number>;
  if (anchor) network = usableComponent(ctx, usable, at === null ? anchor : [...anchor, at]);
  else if (at !== null) network = usableComponent(ctx, usable, [at]);
  else {
    network = new Set(networkMileposts(ctx, s, seat));
    for (const c of ctx.majors) for (const m of c.mileposts) network.add(m);
  }
  // Riding, the train starts anywhere on the track it reaches; building, only where track may start.
  const canBuild = (m: number) => mine.has(m) || ctx.isMajor[m] === 1;
  const joined = [...network].some(canBuild);
  // A train on a piece of track not joined to its own (others' track, or a storm erased the way
  // back) is priced as if building out of that piece: the heuristic builds its own track to it.
  const foreign = ride !== undefined && at !== null && !anchor && !joined;
  // Riding, the way to each milepost is searched from the train itself, weighing its travel.
  const fromTrain = ride !== undefined && at !== null && !anchor && !foreign;
  const starts = fromTrain ? [at] : ride ? [...network] : [...network].filter(canBuild);
  if (!joined && !foreign) {
    starts.push(...mine);
    for (const c of ctx.majors) starts.push(...c.mileposts);
  }
  // Keyed by where the track starts, not by where the train stands: a train moving along its
  // own network needs the same costs.
  starts.sort((a, b) => a - b);
  const key = `net|${trackKey}|${starts.join(',')}`;
  // Searched when first read: a decision that only checks its budget or moves needs none of it.
  let fromNet: MilepostCosts | undefined;
  return {
    own,
    blocked,
    get closed() {
      return buildClosed(ctx, s, seat);
    },
    usable,
    network,
    get fromNet() {
      fromNet ??= memo.netCosts.get(key, () =>
        ride
          ? new LazyRideCosts(ctx, ride, starts, Number.POSITIVE_INFINITY, foreign, fromTrain)
          : tableCosts(ctx.graph.cheapestCosts(starts, { own, blocked })),
      );
      return fromNet;
    },
    netKey: key,
    trackKey,
    ride,
    foreign,
  };
}

/** A key for one player's track: its length and a hash of its edges in order (told apart across games, not only within one). */
function trackHash(edges: readonly number[]): string {
  return trackHashes.get(edges, () => {
    let h = 0x811c9dc5;
    for (const e of edges) h = Math.imul(h ^ e, 0x01000193);
    return `${edges.length}:${(h >>> 0).toString(36)}`;
  });
}

// Values derived from parts of a state that are never changed (a track list, the track lists, a
// set of usable track kept by the planner's memo), held weakly by those parts as track.ts does.
const trackHashes = memoByObject<readonly number[], string>();
const othersEdgeSets = memoByObject<readonly (readonly number[])[], Map<Seat, ReadonlySet<number>>>();
const closedEdgeSets = memoByObject<readonly (readonly number[])[], Map<Seat, ReadonlySet<number>>>();
const components = memoByObject<ReadonlySet<number>, Map<string, Set<number>>>();

/** Others' track as seen by `seat`: every edge with track of another player (the situation's `blocked`). */
function othersEdges(s: IndiaRailsState, seat: Seat): ReadonlySet<number> {
  const bySeat = othersEdgeSets.get(s.track, () => new Map());
  let blocked = bySeat.get(seat);
  if (!blocked) {
    const set = new Set<number>();
    for (const [edge, owner] of edgeOwners(s)) if (owner !== seat) set.add(edge);
    blocked = set;
    bySeat.set(seat, blocked);
  }
  return blocked;
}

/**
 * Segments `seat` may not build (the situation's `closed`): others' track, and the free segments
 * into small and medium cities that the entry limits close to it. Without the latter, the builder
 * chose a way the rules refuse, and the train waited for good with the cash in hand.
 */
function buildClosed(ctx: RulesContext, s: IndiaRailsState, seat: Seat): ReadonlySet<number> {
  const bySeat = closedEdgeSets.get(s.track, () => new Map());
  let closed = bySeat.get(seat);
  if (!closed) {
    const set = closedCityEntries(ctx, edgeOwners(s), seat, s.params.cityPlayerLimit, s.params.maxSectionsIntoCity);
    for (const k of othersEdges(s, seat)) set.add(k);
    closed = set;
    bySeat.set(seat, closed);
  }
  return closed;
}

/** `component` over a set of usable track that is never changed (own track, or own and others' riding), kept by that set and the seeds. */
function usableComponent(ctx: RulesContext, usable: ReadonlySet<number>, seeds: readonly number[]): Set<number> {
  const bySeeds = components.get(usable, () => new Map());
  const key = seeds.join(',');
  let network = bySeeds.get(key);
  if (!network) {
    network = slotComponent(ctx, usableSlots(ctx, usable), seeds);
    bySeeds.set(key, network);
  }
  return network;
}

/** Per set of usable track (kept by the situation's memo), 1 per adjacency slot the train may take: that track or a red area. */
const slotMasks = memoByObject<ReadonlySet<number>, Uint8Array>();

export function usableSlots(ctx: RulesContext, usable: ReadonlySet<number>): Uint8Array {
  return slotMasks.get(usable, () => {
    const open = Uint8Array.from(ctx.adj.red);
    for (const k of usable) for (const j of ctx.adjSlots(k)) open[j] = 1;
    return open;
  });
}

/** `component` with the track given per adjacency slot (`usableSlots`): the same mileposts in the same order. */
function slotComponent(ctx: RulesContext, open: Uint8Array, seeds: readonly number[]): Set<number> {
  const { start, to } = ctx.adj;
  const seen = new Set<number>(seeds);
  const marked = new Uint8Array(ctx.graph.size);
  for (const m of seeds) marked[m] = 1;
  const stack = [...seeds];
  while (stack.length > 0) {
    const m = stack.pop()!;
    for (let j = start[m], end = start[m + 1]; j < end; j++) {
      const v = to[j];
      if (open[j] === 0 || marked[v] === 1) continue;
      marked[v] = 1;
      seen.add(v);
      stack.push(v);
    }
  }
  return seen;
}

/** Mileposts joined to `seeds` by own track and red areas (in the order a depth-first search meets them). */
export function component(ctx: RulesContext, own: ReadonlySet<number>, seeds: readonly number[]): Set<number> {
  const { start, to, key, red } = ctx.adj;
  const seen = new Set<number>(seeds);
  const stack = [...seeds];
  while (stack.length > 0) {
    const m = stack.pop()!;
    // The adjacency slots list each milepost's neighbours in the order of `graph.neighbours`.
    for (let j = start[m], end = start[m + 1]; j < end; j++) {
      const v = to[j];
      if ((red[j] !== 1 && !own.has(key[j])) || seen.has(v)) continue;
      seen.add(v);
      stack.push(v);
    }
  }
  return seen;
}

/** Cheapest cost to reach any milepost of a city in a cost array. */
export function cityCost(costs: MilepostCosts, city: City): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of city.mileposts) best = Math.min(best, costs.cost(m));
  return best;
}

/** Whether the step a→b of a way is new track: neither track the train may use (`sit.usable`) nor a red area. */
export function newSegment(ctx: RulesContext, sit: Situation, a: number, b: number): boolean {
  return !ctx.graph.isRedAreaEdge(a, b) && !sit.usable.has(ctx.graph.edgeKey(a, b));
}

/** Whether the useful network (see Situation) already reaches the city. */
export function reaches(sit: Situation, city: City): boolean {
  return city.mileposts.some((m) => sit.network.has(m));
}

/** Where `seat` may build from in the useful network of `sit` (own track or a major city); every major when there is none. */
export function buildStarts(ctx: RulesContext, s: IndiaRailsState, seat: Seat, sit: Situation): number[] {
  const mine = networkMileposts(ctx, s, seat);
  const starts = [...sit.network].filter((m) => mine.has(m) || ctx.isMajor[m] === 1);
  if (starts.length === 0) for (const c of ctx.majors) starts.push(...c.mileposts);
  return starts;
}

/**
 * The situation `compute` gives, computed when a field is first read: a decision that reads none
 * of it (a delivery, a pickup or a move mid-turn) then skips its searches. `compute` must give
 * the same answer whenever it is called (situation() does: its caches only keep what it computed).
 */
export function lazySituation(compute: () => Situation): Situation {
  let sit: Situation | undefined;
  const get = () => {
    sit ??= compute();
    return sit;
  };
  return {
    get own() {
      return get().own;
    },
    get blocked() {
      return get().blocked;
    },
    get closed() {
      return get().closed;
    },
    get network() {
      return get().network;
    },
    get fromNet() {
      return get().fromNet;
    },
    get netKey() {
      return get().netKey;
    },
    get trackKey() {
      return get().trackKey;
    },
    get usable() {
      return get().usable;
    },
    get foreign() {
      return get().foreign;
    },
    get ride() {
      return get().ride;
    },
  };
}
