/**
 * The honest cost of an India Rails plan: its stops in order, played out turn by turn as the rules
 * interleave moving and building (rules: How to Play, Building Railroads, No Credit / No Loans).
 * - Track is one network: each stop the network does not reach is joined to the cheaper of the
 *   network and the stops before it (track planned for an earlier leg counts as built for later
 *   ones, and once only).
 * - Cash runs through the plan: track is paid when built, at most the build limit a turn, from the
 *   cash in hand and the payouts already collected; a plan that needs money it will not have is
 *   out of reach.
 * - Turns: the train travels leg by leg at its speed while the track is built in turn order; it
 *   waits at the end of the track for the track still to come.
 * The score is the payout per turn, net of the share of the track that does not stay an asset.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { type CityLinks, cityLinks, linkCost } from './city-links.ts';
import { legDistance } from './legs.ts';
import type { Stop, Trip } from './trip.ts';
import type { Situation } from './situation.ts';
import type { IrTuning } from './tuning.ts';

/** Scores plans of one seat in one state. */
export interface PlanCosting {
  /** The plan `stops` (in visit order), costed (value -Infinity when out of reach); it pays what its deliveries pay. */
  cost(stops: readonly Stop[]): Trip;
  /** The track from the network to a city (0 when reached), in money. */
  netCost(city: City): number;
  /** The track between two cities on an empty board. */
  link(a: City, b: City): number;
}

/** An unreachable plan. */
function outOfReach(stops: readonly Stop[], payout: number, build = Number.POSITIVE_INFINITY): Trip {
  return { stops, payout, build, travel: 0, turns: Number.POSITIVE_INFINITY, value: Number.NEGATIVE_INFINITY };
}

/** The costing of plans for `seat` in `s`, with the situation `sit` (its costs from the network and its track). */
export function planCosting(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation): PlanCosting {
  const { ctx, tuning } = bot;
  const g = ctx.graph;
  const pl = s.players[seat];
  const speed = s.params.speed[pl.loco];
  const rate = s.params.buildLimit * tuning.buildPace;
  const links: CityLinks = cityLinks(ctx);
  const fromNet = sit.fromNet;
  // Turns of building left before the train may run (the building turns have no operations).
  const buildingLeft = s.phase === 'building' ? Math.max(0, s.params.buildingTurns - pl.turns) : 0;
  // Caches by city index (the map's city list, as the links number it): the plans compared ask
  // for the same cities' track and legs again and again.
  const n = links.n;
  const cities = g.data.cities;
  const netMoney = new Float64Array(n).fill(Number.NaN);
  const netHops = new Float64Array(n);
  const net = (c: number) => {
    if (Number.isNaN(netMoney[c])) {
      const city = cities[c];
      let best = city.mileposts[0];
      for (const m of city.mileposts) if (fromNet.cost(m) < fromNet.cost(best)) best = m;
      const cost = fromNet.cost(best);
      // Riding, the search also charges each milepost travelled: that is time, not money.
      const hops = fromNet.tracksHops && Number.isFinite(cost) ? fromNet.hops(best) : -1;
      netMoney[c] = Math.max(0, hops >= 0 ? cost - tuning.hopCost * hops : cost);
      netHops[c] = hops;
    }
    return netMoney[c];
  };
  const linkAt = (i: number, j: number) => Math.min(links.cost[i * n + j], links.cost[j * n + i]);
  // Legs between two cities (and from the train to each), asked for again and again by the plans compared.
  const legs = new Float64Array(n * n).fill(-1);
  const between = (a: number, b: number) => {
    let d = legs[a * n + b];
    if (d < 0) {
      d = legDistance(bot, sit, cities[a].mileposts, cities[b]);
      legs[a * n + b] = d;
    }
    return d;
  };
  const fromTrain = new Float64Array(n).fill(-1);
  const trainLeg = (c: number) => {
    if (fromTrain[c] < 0) fromTrain[c] = legDistance(bot, sit, [pl.at!], cities[c]);
    return fromTrain[c];
  };
  const cash = spendableCash(tuning, pl.cash);
  // The stops' city indices of the plan being costed (cost is not re-entrant).
  let at = new Int32Array(8);

  function cost(stops: readonly Stop[]): Trip {
    let payout = 0;
    for (const st of stops) if (st.kind === 'deliver') payout += deliveredPayout(ctx.demandById, st);
    if (at.length < stops.length) at = new Int32Array(stops.length);
    for (let i = 0; i < stops.length; i++) at[i] = links.index.get(stops[i].city)!;
    let arrive = buildingLeft;
    let buildEnd = 0;
    let spent = 0;
    let earned = 0;
    let paidAt = 0;
    let travel = 0;
    for (let i = 0; i < stops.length; i++) {
      const city = at[i];
      const money = net(city);
      // No way from the network (others' track closes every approach): none from a stop joined to it either.
      if (!Number.isFinite(money)) return outOfReach(stops, payout);
      // Before the train is placed the network is every major city: a later stop joins the piece
      // of track that holds the stops before it, or the train could not travel between them.
      let need = i > 0 && pl.at === null ? Number.POSITIVE_INFINITY : money;
      for (let j = 0; j < i && need > 0; j++) need = Math.min(need, linkAt(at[j], city));
      if (!Number.isFinite(need)) return outOfReach(stops, payout);
      if (need > 0) {
        // No credit: track waits for the payout that pays for it, and none comes from this plan before.
        if (spent + need > cash + earned) return outOfReach(stops, payout, spent + need);
        const start = spent + need > cash ? Math.max(buildEnd, paidAt) : buildEnd;
        buildEnd = start + need / rate;
        spent += need;
      }
      let leg: number;
      if (i > 0) leg = between(at[i - 1], city);
      else if (pl.at === null) leg = 0;
      else leg = netHops[city] >= 0 ? netHops[city] : trainLeg(city);
      travel += leg;
      const moved = arrive + leg / speed + tuning.stopTurns;
      // New track is usable the turn after it is built, and the train still runs over it.
      arrive = need > 0 ? Math.max(moved, buildEnd + Math.min(1, leg / speed)) : moved;
      if (stops[i].kind === 'deliver') {
        earned += deliveredPayout(ctx.demandById, stops[i]);
        paidAt = arrive;
      }
    }
    const turns = Math.max(arrive, 0.5);
    return { stops, payout, build: spent, travel, turns, value: (payout - tuning.trackCharge * spent) / turns };
  }

  return { cost, netCost: (c) => net(links.index.get(c.id)!), link: (a, b) => linkCost(links, a, b) };
}

/**
 * What of `cash` a plan's track may cost: all of it up to `marginFrom`, the `buildMargin` share of
 * the rest (paths cost more than planned; but a poor player held to a share of a few million
 * finds no plan and discards its hand for ever).
 */
export function spendableCash(tuning: Readonly<IrTuning>, cash: number): number {
  return Math.min(cash, tuning.marginFrom) + Math.max(0, cash - tuning.marginFrom) * tuning.buildMargin;
}

/** What a delivery stop pays (its card's demand). */
function deliveredPayout(demands: ReadonlyMap<string, { demands: readonly { payout: number }[] }>, stop: Stop): number {
  return demands.get(stop.card!)!.demands[stop.demand!].payout;
}
