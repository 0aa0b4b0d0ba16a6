/**
 * The India Rails delivery planner. A plan is a short trip — pick up a load, deliver it; or deliver
 * what the train already carries — scored by payout per turn, the turns being the larger of the
 * turns to build the missing track and the turns to travel (REFERENCES.md, "Bots that play well").
 * Build costs come from Dijkstra over the lattice with the player's own track free and others'
 * track closed; building starts from the player's network or out of a major city.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import { edgeOwners, networkMileposts, ownEdges } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';

/** One stop of a trip. */
export interface Stop {
  city: string;
  kind: 'pickup' | 'deliver';
  load: string;
  card?: string;
  demand?: number;
}

/** A trip and what it is worth. */
export interface Trip {
  stops: Stop[];
  payout: number;
  build: number;
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
}

/** Share of the track cost charged against a trip: the rest stays useful for later trips. */
const TRACK_CHARGE = 0.6;
/** Share of the cash a trip's track may need: paths cost more than planned (rivers, detours), and a broke player is stuck. */
const BUILD_MARGIN = 0.8;
/** Part of the build limit a turn of building spends on average. */
const BUILD_PACE = 0.75;

/**
 * Own track, others' track and the cheapest build costs for `seat`. New track usefully starts from
 * the piece of network holding `anchor` (a reached stop of the trip) and the train; without an
 * anchor, from the train's piece; with the train not placed either, from the whole network and
 * every major city (track may only start from a major city or one's own track).
 */
export function situation(ctx: RulesContext, s: IndiaRailsState, seat: Seat, anchor?: readonly number[]): Situation {
  const own = ownEdges(s, seat);
  const blocked = new Set<number>();
  for (const [edge, owner] of edgeOwners(s)) if (owner !== seat) blocked.add(edge);
  const at = s.players[seat].at;
  let network: Set<number>;
  if (anchor) network = component(ctx, own, at === null ? anchor : [...anchor, at]);
  else if (at !== null) network = component(ctx, own, [at]);
  else {
    network = new Set(networkMileposts(ctx, s, seat));
    for (const c of ctx.majors) for (const m of c.mileposts) network.add(m);
  }
  const trackKey = `${seat}|${s.track.map((t) => t.length).join(',')}`;
  const key = `net|${trackKey}|${at}|${anchor?.join(',') ?? ''}`;
  let fromNet = cache.get(key);
  if (!fromNet) {
    // Track may only start from one's own track or a major city.
    const mine = networkMileposts(ctx, s, seat);
    let starts = [...network].filter((m) => mine.has(m) || ctx.isMajor[m] === 1);
    if (starts.length === 0) {
      starts = [...mine];
      for (const c of ctx.majors) starts.push(...c.mileposts);
    }
    fromNet = ctx.graph.cheapestCosts(starts, { own, blocked });
    remember(key, fromNet);
  }
  return { own, blocked, network, fromNet, trackKey };
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

// Cost arrays depend only on the map and the track on it: cache them across decisions.
const cache = new Map<string, Float64Array>();
const CACHE_SIZE = 400;
function remember(key: string, value: Float64Array): void {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}

/** Cheapest cost to reach any milepost of a city in a cost array. */
export function cityCost(costs: Float64Array, city: City): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of city.mileposts) best = Math.min(best, costs[m]);
  return best;
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

/** The best trips of `seat` now, best first (at most `limit`). */
export function planTrips(ctx: RulesContext, s: IndiaRailsState, seat: Seat, sit: Situation, limit = 5): Trip[] {
  const g = ctx.graph;
  const pl = s.players[seat];
  const speed = s.params.speed[pl.loco];
  const buildPerTurn = s.params.buildLimit * BUILD_PACE;
  const costsFrom = (city: City) => {
    const key = `src|${sit.trackKey}|${city.id}`;
    let c = cache.get(key);
    if (!c) {
      c = g.cheapestCosts(city.mileposts, { own: sit.own, blocked: sit.blocked });
      remember(key, c);
    }
    return c;
  };
  const here = pl.at;
  const trips: Trip[] = [];
  const stopsTime = (stops: Stop[]) => stops.length / 2;
  for (const cardId of pl.hand) {
    const card = ctx.demandById.get(cardId)!;
    card.demands.forEach((d, i) => {
      const dest = g.cityById(d.city);
      if (!dest) return;
      const deliver: Stop = { city: d.city, kind: 'deliver', load: d.load, card: cardId, demand: i };
      const carried = pl.loads.some((c) => c.load === d.load);
      if (carried && here !== null) {
        const build = cityCost(sit.fromNet, dest);
        const travel = g.distance(here, dest.milepost);
        trips.push(score([deliver], d.payout, build, travel));
        return;
      }
      // No chip left in the supply: nothing to pick up until one is delivered.
      if ((s.supply[d.load] ?? 0) <= 0) return;
      for (const src of sourcesOf(ctx, d.load)) {
        if (src.id === d.city || (d.load === 'Pilgrims' && src.region === dest.region)) continue;
        const build = cityCost(sit.fromNet, src) + cityCost(costsFrom(src), dest);
        const travel = (here === null ? 0 : g.distance(here, src.milepost)) + g.distance(src.milepost, dest.milepost);
        trips.push(score([{ city: src.id, kind: 'pickup', load: d.load }, deliver], d.payout, build, travel));
      }
    });
  }
  function score(stops: Stop[], payout: number, build: number, travel: number): Trip {
    if (!Number.isFinite(build)) return { stops, payout, build, turns: Number.POSITIVE_INFINITY, value: Number.NEGATIVE_INFINITY };
    // Track the player cannot pay for now is out of reach: income has to come from another trip first.
    if (build > pl.cash * BUILD_MARGIN) return { stops, payout, build, turns: Number.POSITIVE_INFINITY, value: Number.NEGATIVE_INFINITY };
    const turns = Math.max(build / buildPerTurn, travel / speed) + stopsTime(stops);
    return { stops, payout, build, turns, value: (payout - TRACK_CHARGE * build) / turns };
  }
  const singles = trips.filter((t) => Number.isFinite(t.value)).sort((a, b) => b.value - a.value);
  const pairs = planPairs(ctx, s, seat, singles.slice(0, PAIR_POOL), score);
  return [...singles, ...pairs].sort((a, b) => b.value - a.value).slice(0, limit);
}

/** Singles considered for pairing. */
const PAIR_POOL = 6;

/**
 * Two deliveries from different cards in one trip: both pickups before the deliveries or one trip
 * after the other, in the visit order with the least travel. Track the two share is counted once
 * (roughly: the smaller build is discounted by the mileposts the trips' cities lie apart).
 */
function planPairs(
  ctx: RulesContext,
  s: IndiaRailsState,
  seat: Seat,
  singles: readonly Trip[],
  score: (stops: Stop[], payout: number, build: number, travel: number) => Trip,
): Trip[] {
  const g = ctx.graph;
  const pl = s.players[seat];
  if (s.params.capacity[pl.loco] - pl.loads.length < 2) return [];
  const at = pl.at;
  const out: Trip[] = [];
  const hops = (a: string, b: string) => g.distance(g.cityById(a)!.milepost, g.cityById(b)!.milepost);
  for (let i = 0; i < singles.length; i++) {
    for (let j = i + 1; j < singles.length; j++) {
      const a = singles[i];
      const b = singles[j];
      const da = a.stops[a.stops.length - 1];
      const db = b.stops[b.stops.length - 1];
      if (da.card === db.card || da.load === db.load || a.stops.length < 2 || b.stops.length < 2) continue;
      const [pa, pb] = [a.stops[0], b.stops[0]];
      const orders: Stop[][] = [
        [pa, pb, da, db],
        [pa, pb, db, da],
        [pb, pa, da, db],
        [pb, pa, db, da],
        [pa, da, pb, db],
        [pb, db, pa, da],
      ];
      let best: Stop[] | undefined;
      let bestTravel = Number.POSITIVE_INFINITY;
      for (const order of orders) {
        let travel = at === null ? 0 : g.distance(at, g.cityById(order[0].city)!.milepost);
        for (let k = 1; k < order.length; k++) travel += hops(order[k - 1].city, order[k].city);
        if (travel < bestTravel) {
          bestTravel = travel;
          best = order;
        }
      }
      const near = Math.min(hops(pa.city, pb.city), hops(da.city, db.city));
      const shared = Math.max(0, Math.min(a.build, b.build) - near);
      out.push(score(best!, a.payout + b.payout, a.build + b.build - shared, bestTravel));
    }
  }
  return out.filter((t) => Number.isFinite(t.value));
}
