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
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import { PILGRIMS } from '../../src/games/india-rails/data/loads.ts';
import type { IrBot } from './bot.ts';
import { planCombos } from './combos.ts';
import { LazyRideCosts, type MilepostCosts, tableCosts } from './ride-lazy.ts';
import { cityCost, type Situation, usableSlots } from './situation.ts';
import { tripTrack } from './trip-track.ts';

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

/** A hop count for "the track does not go there". */
const FAR = 65535;

/** Hops along the track the train may use (its own, red areas, others' when riding) from `from`; FAR where the track does not go. */
function trackHops(bot: IrBot, sit: Situation, from: readonly number[]): { hops: Uint16Array; reached: number[] } {
  return bot.memo.hops.get(`${sit.trackKey}|${from.join(',')}`, () => {
    const ctx = bot.ctx;
    const { start, to } = ctx.adj;
    const open = usableSlots(ctx, sit.usable);
    const hops = new Uint16Array(ctx.graph.size).fill(FAR);
    const reached = [...from];
    for (const m of from) hops[m] = 0;
    for (let h = 0; h < reached.length; h++) {
      const m = reached[h];
      for (let j = start[m], end = start[m + 1]; j < end; j++) {
        const v = to[j];
        if (hops[v] !== FAR || open[j] === 0) continue;
        hops[v] = hops[m] + 1;
        reached.push(v);
      }
    }
    return { hops, reached };
  });
}

/**
 * Mileposts the train travels from `from` (one milepost, or a city's) to `city`: along the track
 * when the track joins them; otherwise at least the track to the nearest point of departure plus
 * the crow's distance from there, seen from both ends (new track runs about straight, but the
 * train first follows the track it has, which may wind far around).
 */
export function legDistance(bot: IrBot, sit: Situation, from: readonly number[], city: City): number {
  return bot.memo.legs.get(`${sit.trackKey}|${from.join(',')}>${city.id}`, () => {
    const g = bot.ctx.graph;
    const a = trackHops(bot, sit, from);
    let d = FAR;
    for (const m of city.mileposts) d = Math.min(d, a.hops[m]);
    if (d === FAR) {
      let fromA = FAR;
      for (const x of a.reached) fromA = Math.min(fromA, a.hops[x] + g.distance(x, city.milepost));
      const b = trackHops(bot, sit, city.mileposts);
      let fromB = FAR;
      for (const y of b.reached) for (const x of from) fromB = Math.min(fromB, b.hops[y] + g.distance(x, y));
      d = Math.max(fromA, fromB);
    }
    return d;
  });
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
export function planTrips(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, limit = bot.tuning.tripsPlanned, carriedOnly = false): Trip[] {
  const { ctx, tuning } = bot;
  const g = ctx.graph;
  const pl = s.players[seat];
  const speed = s.params.speed[pl.loco];
  const buildPerTurn = s.params.buildLimit * tuning.buildPace;
  // A trip's track may cost at most this much (see `score`): a search from a source city need
  // not look further than that less the track to the source.
  const affordable = pl.cash * tuning.buildMargin;
  const costsFrom = (city: City, maxCost: number) => {
    const key = `src|${sit.trackKey}|${city.id}`;
    let c = bot.memo.sourceCosts.peek(key);
    if (!c || c.maxCost < maxCost) {
      c = {
        maxCost,
        costs: sit.ride
          ? new LazyRideCosts(ctx, sit.ride, city.mileposts, maxCost, true, true)
          : tableCosts(g.cheapestCosts(city.mileposts, { own: sit.own, blocked: sit.blocked }, maxCost)),
      };
      bot.memo.sourceCosts.set(key, c);
    }
    return c;
  };
  // Mileposts travelled to a city: along the way the search chose (riding), else as `legDistance` estimates.
  const legTo = (costs: MilepostCosts, from: readonly number[], city: City) => {
    if (costs.tracksHops) {
      let best = city.mileposts[0];
      for (const m of city.mileposts) if (costs.cost(m) < costs.cost(best)) best = m;
      if (Number.isFinite(costs.cost(best))) return costs.hops(best);
    }
    return legDistance(bot, sit, from, city);
  };
  const here = pl.at;
  const trips: Trip[] = [];
  // Pickup trips wait for their search from the source city; `bound` caps their value (below).
  const waiting: { at: number; src: City; dest: City; stops: Stop[]; payout: number; toSource: number; travel: number; toSrc: number; bound: number }[] = [];
  const stopsTime = (stops: Stop[]) => stops.length * tuning.stopTurns;
  for (const cardId of pl.hand) {
    const card = ctx.demandById.get(cardId)!;
    card.demands.forEach((d, i) => {
      const dest = g.cityById(d.city);
      if (!dest) return;
      const deliver: Stop = { city: d.city, kind: 'deliver', load: d.load, card: cardId, demand: i };
      const carried = pl.loads.some((c) => c.load === d.load && (c.region === undefined || c.region !== dest.region));
      if (carried && here !== null) {
        const build = cityCost(sit.fromNet, dest);
        const travel = legTo(sit.fromNet, [here], dest);
        trips.push(score([deliver], d.payout, build, travel));
        return;
      }
      // No chip left in the supply: nothing to pick up until one is delivered.
      if (carriedOnly || (s.supply[d.load] ?? 0) <= 0) return;
      for (const src of sourcesOf(ctx, d.load)) {
        if (src.id === d.city || (d.load === PILGRIMS && src.region === dest.region)) continue;
        const toSource = cityCost(sit.fromNet, src);
        const toSrc = here === null ? 0 : legTo(sit.fromNet, [here], src);
        // Riding, the search from the source below measures the rest; the crow's distance bounds it.
        const travel = toSrc + (sit.ride ? g.distance(src.milepost, dest.milepost) : legDistance(bot, sit, src.mileposts, dest));
        const pickup: Stop = { city: src.id, kind: 'pickup', load: d.load, ...(d.load === PILGRIMS ? { notFrom: dest.region } : {}) };
        const stops = [pickup, deliver];
        // Worthless until searched; track dearer than the player can afford keeps it so (score).
        trips.push(score(stops, d.payout, Number.POSITIVE_INFINITY, travel));
        if (toSource > affordable) continue;
        // The trip's track costs at least the way to the source, so its value is at most this.
        const most = d.payout - tuning.trackCharge * toSource;
        const bound = most <= 0 ? 0 : most / (Math.max(toSource / buildPerTurn, travel / speed) + stopsTime(stops));
        waiting.push({ at: trips.length - 1, src, dest, stops, payout: d.payout, toSource, travel, toSrc, bound });
      }
    });
  }
  // Search from the sources, most promising trip first, until no trip left can enter the best
  // `keep` (the best `limit`, and the singles combined below): the plan is the same as with every
  // trip searched, for a fraction of the searches.
  const keep = Math.max(limit, tuning.pairPool);
  const best = trips.filter((t) => Number.isFinite(t.value)).map((t) => t.value);
  best.sort((a, b) => b - a);
  waiting.sort((a, b) => b.bound - a.bound);
  for (const w of waiting) {
    if (best.length >= keep && w.bound < best[keep - 1]) break;
    const from = costsFrom(w.src, affordable - w.toSource);
    const build = w.toSource + cityCost(from.costs, w.dest);
    const travel = from.costs.tracksHops ? w.toSrc + legTo(from.costs, w.src.mileposts, w.dest) : w.travel;
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
    // Riding, the search's cost also charges each milepost travelled (`hopCost`): that is time, not
    // money, and counted as money it made every trip look unaffordable to a player down to a few millions.
    if (build - (sit.ride ? tuning.hopCost * travel : 0) > pl.cash * tuning.buildMargin)
      return { stops, payout, build, travel, turns: Number.POSITIVE_INFINITY, value: Number.NEGATIVE_INFINITY };
    const turns = Math.max(build / buildPerTurn, travel / speed) + stopsTime(stops);
    return { stops, payout, build, travel, turns, value: (payout - tuning.trackCharge * build) / turns };
  }
  const singles = trips.filter((t) => Number.isFinite(t.value)).sort((a, b) => b.value - a.value);
  let combos = carriedOnly ? [] : planCombos(bot, s, seat, sit, singles.slice(0, tuning.pairPool), score);
  // Before the train is placed, each trip of a combination may start from a different major city,
  // and their sum then prices pieces of track the train cannot travel between. Such combinations
  // are priced as the track is built: one connected piece, stop after stop.
  if (here === null)
    combos = combos.map((t) => score(t.stops, t.payout, tripTrack(ctx, s, seat, sit, t.stops).cost, t.travel)).filter((t) => Number.isFinite(t.value));
  return [...singles, ...combos].sort((a, b) => b.value - a.value).slice(0, limit);
}
