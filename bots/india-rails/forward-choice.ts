/**
 * The hard player's choice of plan, judged to the payout: each of medium's best plans is played
 * out on the forward model (forward-model.ts) from where it leaves the player — its track added to
 * the network, its payouts and track in the cash, its turns passed, the train at its last stop,
 * its cards replaced — to the end of the game, in worlds that deal the cards still to come in
 * sampled orders (the same worlds for every plan). The plan with the fewest own turns to win on
 * average is taken.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { cityLinks } from './city-links.ts';
import { type ModelRules, type ModelStart, turnsToWin } from './forward-model.ts';
import { cardsToCome } from './network-value.ts';
import { planTrack } from './plan-track.ts';
import type { Situation } from './situation.ts';
import type { Trip } from './trip.ts';

/** A plan and its average own turns to win in the model's worlds. */
export interface JudgedPlan {
  trip: Trip;
  turnsToWin: number;
}

/** Track from the network `own` (edge keys) to every city, by the map's city index; with no track, from every major city. */
export function cityCosts(bot: IrBot, own: ReadonlySet<number>, blocked: ReadonlySet<number>): Float64Array {
  const { ctx } = bot;
  const g = ctx.graph;
  const starts = new Set<number>();
  for (const k of own) for (const m of g.edgeEnds(k)) starts.add(m);
  if (starts.size === 0) for (const c of ctx.majors) for (const m of c.mileposts) starts.add(m);
  const costs = g.cheapestCosts([...starts], { own, blocked });
  return Float64Array.from(g.data.cities, (c) => {
    let best = Number.POSITIVE_INFINITY;
    for (const m of c.mileposts) best = Math.min(best, costs[m]);
    return best;
  });
}

/** `trips` judged on the forward model in `worlds` sampled orders of the cards to come (drawn with `rng`), best (fewest turns) first. */
export function judgeToPayout(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trips: readonly Trip[], worlds: number, rng: Rng): JudgedPlan[] {
  const pl = s.players[seat];
  const index = cityLinks(bot.ctx).index;
  const rules: ModelRules = { target: s.target, buildLimit: s.params.buildLimit, upgradeCost: s.params.upgradeCost, fastSpeed: s.params.speed.fastFreight };
  const toCome = cardsToCome(bot, s);
  const orders = Array.from({ length: worlds }, () => rng.shuffle(toCome));
  const judged = trips.map((trip) => {
    const track = planTrack(bot, s, seat, sit, trip);
    const own = new Set(sit.own);
    for (const k of track.edges) own.add(k);
    const delivered = new Set(trip.stops.filter((st) => st.kind === 'deliver').map((st) => st.card!));
    const kept = pl.hand.filter((c) => !delivered.has(c));
    const start: Omit<ModelStart, 'hand'> = {
      cityCost: cityCosts(bot, own, sit.closed),
      cash: pl.cash + trip.payout - track.cost,
      turns: pl.turns + trip.turns,
      at: index.get(trip.stops[trip.stops.length - 1].city)!,
      speed: s.params.speed[pl.loco],
      canUpgrade: pl.loco === 'freight',
    };
    let sum = 0;
    for (const order of orders) {
      const fresh = order.slice(0, delivered.size);
      sum += turnsToWin(bot, rules, { ...start, hand: [...kept, ...fresh] }, order.slice(delivered.size));
    }
    return { trip, turnsToWin: sum / Math.max(1, worlds) };
  });
  return judged.sort((a, b) => a.turnsToWin - b.turnsToWin);
}

/**
 * What `trips`' track is worth, in own turns to win, by the forward model from a common start:
 * the player as it stands now (cash, loco, turns) with a fresh hand from each world, its train at
 * the plan's last stop, once on the network as it is and once with the plan's track added. The
 * difference is the network's part of the plan, apart from its own payout.
 */
export function networkTurnsSaved(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trips: readonly Trip[], worlds: number, rng: Rng): number[] {
  const pl = s.players[seat];
  const index = cityLinks(bot.ctx).index;
  const rules: ModelRules = { target: s.target, buildLimit: s.params.buildLimit, upgradeCost: s.params.upgradeCost, fastSpeed: s.params.speed.fastFreight };
  const toCome = cardsToCome(bot, s);
  const orders = Array.from({ length: worlds }, () => rng.shuffle(toCome));
  const base = cityCosts(bot, sit.own, sit.closed);
  const mean = (cityCost: Float64Array, at: number) => {
    let sum = 0;
    for (const order of orders) {
      const start: ModelStart = { cityCost, cash: pl.cash, turns: 0, at, speed: s.params.speed[pl.loco], canUpgrade: pl.loco === 'freight', hand: order.slice(0, 3) };
      sum += turnsToWin(bot, rules, start, order.slice(3));
    }
    return sum / Math.max(1, worlds);
  };
  return trips.map((trip) => {
    const track = planTrack(bot, s, seat, sit, trip);
    if (track.edges.length === 0) return 0;
    const own = new Set(sit.own);
    for (const k of track.edges) own.add(k);
    const at = index.get(trip.stops[trip.stops.length - 1].city)!;
    return mean(base, at) - mean(cityCosts(bot, own, sit.closed), at);
  });
}
