/**
 * The India Rails delivery planner. A plan is a short trip — pick up a load, deliver it; or deliver
 * what the train already carries; or two or three of those combined — scored by payout per turn,
 * the turns being the larger of the turns to build the missing track and the turns to travel
 * (docs/bots.md, "How they play").
 * Costs come from Dijkstra over the lattice: own track and red areas are free, others' track is
 * ridden for a charge standing for the rent while the player can pay it (ride.ts) and closed when it
 * cannot; new track starts from the player's network or out of a major city.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import { edgeOwners, networkMileposts, ownEdges } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import { PILGRIMS } from '../../src/games/india-rails/data/loads.ts';
import { type RideMap, rideCosts, rideMap, ridePath } from './ride.ts';
import { IR_TUNING } from './tuning.ts';

/** One stop of a trip. */
export interface Stop {
  city: string;
  kind: 'pickup' | 'deliver';
  load: string;
  card?: string;
  demand?: number;
  /** Pilgrims: the region of their destination, where a boarding does not count. */
  notFrom?: string;
}

/** A trip and what it is worth. */
export interface Trip {
  stops: Stop[];
  payout: number;
  build: number;
  /** Mileposts to travel from stop to stop: along the track where it runs (see `legDistance`). */
  travel: number;
  turns: number;
  /** Payout per turn, net of part of the track cost (track stays an asset). */
  value: number;
}

/** What the planner needs of a state for one seat, computed once per decision. */
export interface Situation {
  own: ReadonlySet<number>;
  blocked: ReadonlySet<number>;
  /**
   * Where new track usefully starts: the part of the network the train stands on (own track and
   * red areas joined to it) once the train is placed; before that, the whole network and every
   * major city (building out of a major is cheaper than building into one).
   */
  network: ReadonlySet<number>;
  /** Build cost to every milepost from where track may start in `network`. */
  fromNet: Float64Array;
  /** Key of the track on the board, for caches. */
  trackKey: string;
  /** Track the train may run on: its own, and others' when it can pay the rent. */
  usable: ReadonlySet<number>;
  /** Whether the train stands on a piece of track not joined to its own. */
  foreign: boolean;
  /** Others' track and where building may start, when the player can pay to ride others' track. */
  ride?: RideMap;
  /** Riding: mileposts travelled along the chosen way from the train to each milepost. */
  hops?: Float64Array;
}

/**
 * Whether `seat` may ride others' track: it holds the rent for `IR_TUNING.rentTurns` turns on every
 * opponent's track; or, with its train standing on others' track outside a major city, for one
 * turn (riding on is then the only way off: the train may neither build there nor turn back outside a city).
 */
export function holdsRent(ctx: RulesContext, s: IndiaRailsState, seat: Seat): boolean {
  const cash = s.players[seat].cash;
  if (cash >= IR_TUNING.rentTurns * turnRent(s)) return true;
  return cash >= turnRent(s) && onOthersTrack(ctx, s, seat);
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
export function situation(ctx: RulesContext, s: IndiaRailsState, seat: Seat, anchor?: readonly number[], ownOnly = false): Situation {
  const own = ownEdges(s, seat);
  const blocked = new Set<number>();
  for (const [edge, owner] of edgeOwners(s)) if (owner !== seat) blocked.add(edge);
  const at = s.players[seat].at;
  // With cash for the rent, others' track takes the train where its own does not reach (ride.ts).
  // Not before the train is placed: a player with no track of its own would build none and live on rent.
  const rent = !ownOnly && at !== null && holdsRent(ctx, s, seat);
  const trackKey = `${seat}|${rent ? 'rent|' : ''}${s.track.map(trackHash).join(',')}`;
  // Track may only start from one's own track or a major city.
  const mine = networkMileposts(ctx, s, seat);
  let riding = rideMaps.get(trackKey);
  if (rent && !riding) {
    riding = { ride: rideMap(ctx, own, blocked, mine, true, IR_TUNING.rideCost, IR_TUNING.hopCost), usable: new Set([...own, ...blocked]) };
    remember(rideMaps, trackKey, riding);
  }
  const ride = riding?.ride;
  const usable = riding?.usable ?? own;
  let network: Set<number>;
  if (anchor) network = component(ctx, usable, at === null ? anchor : [...anchor, at]);
  else if (at !== null) network = component(ctx, usable, [at]);
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
  let found = netCosts.get(key);
  if (!found) {
    const hops = fromTrain ? new Float64Array(ctx.graph.size) : undefined;
    found = { costs: ride ? rideCosts(ctx, ride, starts, Number.POSITIVE_INFINITY, foreign, hops) : ctx.graph.cheapestCosts(starts, { own, blocked }), hops };
    remember(netCosts, key, found);
  }
  return { own, blocked, usable, network, fromNet: found.costs, trackKey, ride, foreign, hops: found.hops };
}

/**
 * A key for one player's track: its length and a hash of its edges in order. (The length alone
 * told apart the states of one game, where track only grows, but not two games in one process.)
 */
function trackHash(edges: readonly number[]): string {
  let h = 0x811c9dc5;
  for (const e of edges) h = Math.imul(h ^ e, 0x01000193);
  return `${edges.length}:${(h >>> 0).toString(36)}`;
}

/** Mileposts joined to `seeds` by own track and red areas. */
function component(ctx: RulesContext, own: ReadonlySet<number>, seeds: readonly number[]): Set<number> {
  const g = ctx.graph;
  const seen = new Set<number>(seeds);
  const stack = [...seeds];
  while (stack.length > 0) {
    const m = stack.pop()!;
    for (const v of g.neighbours(m)) {
      if (seen.has(v) || !(own.has(g.edgeKey(m, v)) || g.isRedAreaEdge(m, v))) continue;
      seen.add(v);
      stack.push(v);
    }
  }
  return seen;
}

// Cost arrays depend only on the map and the track on it: cache them across decisions. Costs from
// the network; costs from a source city, searched only as far as a trip could afford (`maxCost`)
// and reused by a later query that needs no further.
const netCosts = new Map<string, { costs: Float64Array; hops?: Float64Array }>();
/** A player's ride map and the track its train may use, by track key. */
const rideMaps = new Map<string, { ride: RideMap; usable: ReadonlySet<number> }>();
const sourceCosts = new Map<string, { maxCost: number; costs: Float64Array; hops?: Float64Array }>();
const CACHE_SIZE = 400;

/** Stores `value` under `key`, dropping the oldest entry when the cache is full. */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_SIZE && !cache.has(key)) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}

/** Cheapest cost to reach any milepost of a city in a cost array. */
export function cityCost(costs: Float64Array, city: City): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of city.mileposts) best = Math.min(best, costs[m]);
  return best;
}

/** Hops along usable track from a set of mileposts, and leg lengths, by track key. */
const hopCache = new Map<string, { hops: Uint16Array; reached: number[] }>();
const legCache = new Map<string, number>();
/** A hop count for "the track does not go there". */
const FAR = 65535;

/** Hops along the track the train may use (its own, red areas, others' when riding) from `from`; FAR where the track does not go. */
function trackHops(ctx: RulesContext, sit: Situation, from: readonly number[]): { hops: Uint16Array; reached: number[] } {
  const key = `${sit.trackKey}|${from.join(',')}`;
  let out = hopCache.get(key);
  if (out) return out;
  const { start, to, key: edgeKey, red } = ctx.adj;
  const hops = new Uint16Array(ctx.graph.size).fill(FAR);
  const reached = [...from];
  for (const m of from) hops[m] = 0;
  for (let h = 0; h < reached.length; h++) {
    const m = reached[h];
    for (let j = start[m], end = start[m + 1]; j < end; j++) {
      const v = to[j];
      if (hops[v] !== FAR || (red[j] !== 1 && !sit.usable.has(edgeKey[j]))) continue;
      hops[v] = hops[m] + 1;
      reached.push(v);
    }
  }
  out = { hops, reached };
  remember(hopCache, key, out);
  return out;
}

/**
 * Mileposts the train travels from `from` (one milepost, or a city's) to `city`: along the track
 * when the track joins them; otherwise at least the track to the nearest point of departure plus
 * the crow's distance from there, seen from both ends (new track runs about straight, but the
 * train first follows the track it has, which may wind far around).
 */
export function legDistance(ctx: RulesContext, sit: Situation, from: readonly number[], city: City): number {
  const key = `${sit.trackKey}|${from.join(',')}>${city.id}`;
  const known = legCache.get(key);
  if (known !== undefined) return known;
  const g = ctx.graph;
  const a = trackHops(ctx, sit, from);
  let d = FAR;
  for (const m of city.mileposts) d = Math.min(d, a.hops[m]);
  if (d === FAR) {
    let fromA = FAR;
    for (const x of a.reached) fromA = Math.min(fromA, a.hops[x] + g.distance(x, city.milepost));
    const b = trackHops(ctx, sit, city.mileposts);
    let fromB = FAR;
    for (const y of b.reached) for (const x of from) fromB = Math.min(fromB, b.hops[y] + g.distance(x, y));
    d = Math.max(fromA, fromB);
  }
  remember(legCache, key, d);
  return d;
}

/** Whether the step a→b of a way is new track: neither track the train may use (`sit.usable`) nor a red area. */
export function newSegment(ctx: RulesContext, sit: Situation, a: number, b: number): boolean {
  return !ctx.graph.isRedAreaEdge(a, b) && !sit.usable.has(ctx.graph.edgeKey(a, b));
}

/** Whether the useful network (see Situation) already reaches the city. */
export function reaches(sit: Situation, city: City): boolean {
  return city.mileposts.some((m) => sit.network.has(m));
}

/** Cities where a load can be picked up. */
export function sourcesOf(ctx: RulesContext, load: string): City[] {
  const out: City[] = [];
  for (const [city, goods] of ctx.goodsAt) if (goods.includes(load)) out.push(ctx.graph.cityById(city)!);
  return out;
}

/**
 * The best trips of `seat` now, best first (at most `limit`). With `carriedOnly`, only the single
 * deliveries of loads aboard (cheap: no search from a source city), each valued as in a full plan.
 */
export function planTrips(ctx: RulesContext, s: IndiaRailsState, seat: Seat, sit: Situation, limit = 5, carriedOnly = false): Trip[] {
  const g = ctx.graph;
  const pl = s.players[seat];
  const speed = s.params.speed[pl.loco];
  const buildPerTurn = s.params.buildLimit * IR_TUNING.buildPace;
  // A trip's track may cost at most this much (see `score`): a search from a source city need
  // not look further than that less the track to the source.
  const affordable = pl.cash * IR_TUNING.buildMargin;
  const costsFrom = (city: City, maxCost: number) => {
    const key = `src|${sit.trackKey}|${city.id}`;
    let c = sourceCosts.get(key);
    if (!c || c.maxCost < maxCost) {
      const hops = sit.ride ? new Float64Array(g.size) : undefined;
      c = { maxCost, hops, costs: sit.ride ? rideCosts(ctx, sit.ride, city.mileposts, maxCost, true, hops) : g.cheapestCosts(city.mileposts, { own: sit.own, blocked: sit.blocked }, maxCost) };
      remember(sourceCosts, key, c);
    }
    return c;
  };
  // Mileposts travelled to a city: along the way the search chose (riding), else as `legDistance` estimates.
  const legTo = (costs: Float64Array, hops: Float64Array | undefined, from: readonly number[], city: City) => {
    if (hops) {
      let best = city.mileposts[0];
      for (const m of city.mileposts) if (costs[m] < costs[best]) best = m;
      if (Number.isFinite(costs[best])) return hops[best];
    }
    return legDistance(ctx, sit, from, city);
  };
  const here = pl.at;
  const trips: Trip[] = [];
  // Pickup trips wait for their search from the source city; `bound` caps their value (below).
  const waiting: { at: number; src: City; dest: City; stops: Stop[]; payout: number; toSource: number; travel: number; toSrc: number; bound: number }[] = [];
  const stopsTime = (stops: Stop[]) => stops.length * IR_TUNING.stopTurns;
  for (const cardId of pl.hand) {
    const card = ctx.demandById.get(cardId)!;
    card.demands.forEach((d, i) => {
      const dest = g.cityById(d.city);
      if (!dest) return;
      const deliver: Stop = { city: d.city, kind: 'deliver', load: d.load, card: cardId, demand: i };
      const carried = pl.loads.some((c) => c.load === d.load && (c.region === undefined || c.region !== dest.region));
      if (carried && here !== null) {
        const build = cityCost(sit.fromNet, dest);
        const travel = legTo(sit.fromNet, sit.hops, [here], dest);
        trips.push(score([deliver], d.payout, build, travel));
        return;
      }
      // No chip left in the supply: nothing to pick up until one is delivered.
      if (carriedOnly || (s.supply[d.load] ?? 0) <= 0) return;
      for (const src of sourcesOf(ctx, d.load)) {
        if (src.id === d.city || (d.load === PILGRIMS && src.region === dest.region)) continue;
        const toSource = cityCost(sit.fromNet, src);
        const toSrc = here === null ? 0 : legTo(sit.fromNet, sit.hops, [here], src);
        // Riding, the search from the source below measures the rest; the crow's distance bounds it.
        const travel = toSrc + (sit.ride ? g.distance(src.milepost, dest.milepost) : legDistance(ctx, sit, src.mileposts, dest));
        const pickup: Stop = { city: src.id, kind: 'pickup', load: d.load, ...(d.load === PILGRIMS ? { notFrom: dest.region } : {}) };
        const stops = [pickup, deliver];
        // Worthless until searched; track dearer than the player can afford keeps it so (score).
        trips.push(score(stops, d.payout, Number.POSITIVE_INFINITY, travel));
        if (toSource > affordable) continue;
        // The trip's track costs at least the way to the source, so its value is at most this.
        const most = d.payout - IR_TUNING.trackCharge * toSource;
        const bound = most <= 0 ? 0 : most / (Math.max(toSource / buildPerTurn, travel / speed) + stopsTime(stops));
        waiting.push({ at: trips.length - 1, src, dest, stops, payout: d.payout, toSource, travel, toSrc, bound });
      }
    });
  }
  // Search from the sources, most promising trip first, until no trip left can enter the best
  // `keep` (the best `limit`, and the singles combined below): the plan is the same as with every
  // trip searched, for a fraction of the searches.
  const keep = Math.max(limit, IR_TUNING.pairPool);
  const best = trips.filter((t) => Number.isFinite(t.value)).map((t) => t.value);
  best.sort((a, b) => b - a);
  waiting.sort((a, b) => b.bound - a.bound);
  for (const w of waiting) {
    if (best.length >= keep && w.bound < best[keep - 1]) break;
    const from = costsFrom(w.src, affordable - w.toSource);
    const build = w.toSource + cityCost(from.costs, w.dest);
    const travel = from.hops ? w.toSrc + legTo(from.costs, from.hops, w.src.mileposts, w.dest) : w.travel;
    const trip = score(w.stops, w.payout, build, travel);
    trips[w.at] = trip;
    if (!Number.isFinite(trip.value)) continue;
    let i = best.length;
    while (i > 0 && best[i - 1] < trip.value) i--;
    best.splice(i, 0, trip.value);
  }
  function score(stops: Stop[], payout: number, build: number, travel: number): Trip {
    if (!Number.isFinite(build)) return { stops, payout, build, travel, turns: Number.POSITIVE_INFINITY, value: Number.NEGATIVE_INFINITY };
    // Track the player cannot pay for now is out of reach: income has to come from another trip first.
    if (build > pl.cash * IR_TUNING.buildMargin) return { stops, payout, build, travel, turns: Number.POSITIVE_INFINITY, value: Number.NEGATIVE_INFINITY };
    const turns = Math.max(build / buildPerTurn, travel / speed) + stopsTime(stops);
    return { stops, payout, build, travel, turns, value: (payout - IR_TUNING.trackCharge * build) / turns };
  }
  const singles = trips.filter((t) => Number.isFinite(t.value)).sort((a, b) => b.value - a.value);
  let combos = carriedOnly ? [] : planCombos(ctx, s, seat, sit, singles.slice(0, IR_TUNING.pairPool), score);
  // Before the train is placed, each trip of a combination may start from a different major city,
  // and their sum then prices pieces of track the train cannot travel between. Such combinations
  // are priced as the track is built: one connected piece, stop after stop.
  if (here === null) combos = combos.map((t) => score(t.stops, t.payout, tripTrack(ctx, s, seat, sit, t.stops).cost, t.travel)).filter((t) => Number.isFinite(t.value));
  return [...singles, ...combos].sort((a, b) => b.value - a.value).slice(0, limit);
}

/** Where `seat` may build from in the useful network of `sit` (own track or a major city); every major when there is none. */
export function buildStarts(ctx: RulesContext, s: IndiaRailsState, seat: Seat, sit: Situation): number[] {
  const mine = networkMileposts(ctx, s, seat);
  const starts = [...sit.network].filter((m) => mine.has(m) || ctx.isMajor[m] === 1);
  if (starts.length === 0) for (const c of ctx.majors) starts.push(...c.mileposts);
  return starts;
}

/**
 * The track `stops` need and what it costs, laid as the heuristic lays it: the first stop off the
 * network by the cheapest path from where track may start (`sit`), each later one from the piece
 * of track that holds the stop before it, so that the train can travel the whole trip. Riding,
 * the new runs of the ways the ride search chooses from the train, stop after stop.
 */
export function tripTrack(ctx: RulesContext, s: IndiaRailsState, seat: Seat, sit: Situation, stops: readonly Stop[]): { own: Set<number>; cost: number } {
  const g = ctx.graph;
  const own = new Set(sit.own);
  const at = s.players[seat].at;
  if (sit.ride && at !== null) {
    // Riding, the heuristic builds only the new runs of the ways the search chooses, stop after stop.
    let origin = [at];
    let cost = 0;
    for (const stop of stops) {
      const city = g.cityById(stop.city)!;
      const res = ridePath(ctx, sit.ride, origin, city.mileposts);
      if (!res) return { own, cost: Number.POSITIVE_INFINITY };
      for (let i = 1; i < res.path.length; i++) {
        const [a, b] = [res.path[i - 1], res.path[i]];
        if (!newSegment(ctx, sit, a, b) || own.has(g.edgeKey(a, b))) continue;
        own.add(g.edgeKey(a, b));
        cost += g.buildCost(a, b);
      }
      origin = city.mileposts;
    }
    return { own, cost };
  }
  let starts = buildStarts(ctx, s, seat, sit);
  let cost = 0;
  for (const stop of stops) {
    const city = g.cityById(stop.city)!;
    if (!city.mileposts.some((m) => starts.includes(m))) {
      const res = g.cheapestPath(starts, city.mileposts, { own, blocked: sit.blocked });
      if (!res) return { own, cost: Number.POSITIVE_INFINITY };
      cost += res.cost;
      for (let i = 1; i < res.path.length; i++) own.add(g.edgeKey(res.path[i - 1], res.path[i]));
    }
    starts = [...component(ctx, own, city.mileposts)];
  }
  return { own, cost };
}

/**
 * Two or three deliveries from different cards in one trip (three only when the train can carry
 * three): the visit order is built greedily — always the nearest stop that may come next, a pickup
 * only with room aboard, a delivery only with its load aboard — and track the trips share is
 * counted once (roughly: each further build is discounted by how near its cities lie to the
 * others').
 */
function planCombos(
  ctx: RulesContext,
  s: IndiaRailsState,
  seat: Seat,
  sit: Situation,
  singles: readonly Trip[],
  score: (stops: Stop[], payout: number, build: number, travel: number) => Trip,
): Trip[] {
  const g = ctx.graph;
  const pl = s.players[seat];
  const capacity = s.params.capacity[pl.loco];
  const out: Trip[] = [];
  const milepostOf = (city: string) => g.cityById(city)!.milepost;
  const last = (t: Trip) => t.stops[t.stops.length - 1];
  const combos: Trip[][] = [];
  for (let i = 0; i < singles.length; i++) {
    for (let j = i + 1; j < singles.length; j++) {
      combos.push([singles[i], singles[j]]);
      if (capacity >= 3) for (let k = j + 1; k < singles.length; k++) combos.push([singles[i], singles[j], singles[k]]);
    }
  }
  // From a city's centre the train may leave by any of its mileposts.
  const leg = (from: number, city: string) => {
    const fc = g.cityAt(from);
    return legDistance(ctx, sit, fc && fc.milepost === from ? fc.mileposts : [from], g.cityById(city)!);
  };
  for (const combo of combos) {
    const cards = new Set(combo.map((t) => last(t).card));
    const loads = new Set(combo.map((t) => last(t).load));
    if (cards.size < combo.length || loads.size < combo.length) continue;
    const route = orderStops(g, pl.at, pl.loads.length, capacity, combo.map((t) => t.stops), leg);
    if (!route) continue;
    let travel = 0;
    let at = pl.at;
    for (const st of route) {
      const m = milepostOf(st.city);
      if (at !== null) travel += leg(at, st.city);
      at = m;
    }
    let build = 0;
    for (let a = 0; a < combo.length; a++) {
      let b = combo[a].build;
      // Track near what an earlier trip of the combo builds is partly shared.
      for (let z = 0; z < a; z++) {
        const near = Math.min(...combo[a].stops.flatMap((x) => combo[z].stops.map((y) => g.distance(milepostOf(x.city), milepostOf(y.city)))));
        b -= Math.max(0, Math.min(b, combo[z].build) - near);
      }
      build += Math.max(0, b);
    }
    out.push(score(route, combo.reduce((sum, t) => sum + t.payout, 0), build, travel));
  }
  return out.filter((t) => Number.isFinite(t.value));
}

/** A greedy visit order of the trips' stops (nearest allowed stop next), or undefined when capacity forbids every order tried. */
function orderStops(
  g: RulesContext['graph'],
  from: number | null,
  aboard: number,
  capacity: number,
  trips: readonly (readonly Stop[])[],
  leg: (from: number, city: string) => number,
): Stop[] | undefined {
  const next = trips.map(() => 0);
  const route: Stop[] = [];
  let at = from;
  let load = aboard;
  const total = trips.reduce((n, t) => n + t.length, 0);
  while (route.length < total) {
    let best = -1;
    let bestD = Number.POSITIVE_INFINITY;
    for (let i = 0; i < trips.length; i++) {
      const st = trips[i][next[i]];
      if (!st) continue;
      if (st.kind === 'pickup' && load >= capacity) continue;
      const d = at === null ? 0 : leg(at, st.city);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    if (best < 0) return undefined;
    const st = trips[best][next[best]++];
    load += st.kind === 'pickup' ? 1 : -1;
    route.push(st);
    at = g.cityById(st.city)!.milepost;
  }
  return route;
}
