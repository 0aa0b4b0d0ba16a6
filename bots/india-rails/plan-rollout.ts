/**
 * Plays one India Rails player's game forward plan by plan, with the real planner: each plan is
 * taken whole — its track (plan-track.ts) added to the network, its payouts and its track's cost
 * to the cash, its costed turns to the clock, the train to its last stop, the cards it delivers
 * replaced from a sampled order of the cards to come — and the next plan is medium's best from
 * there. A hand with no plan worth making is thrown away (a turn); the loco is upgraded when the
 * cash allows, as medium does; the game ends when the cash pays the target and the track still
 * needed to join the major cities. The other players stand still: this is a race against the clock.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsState, PlayerState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { networkWorth } from './network-value.ts';
import { planTrack } from './plan-track.ts';
import { planTrips } from './plan.ts';
import { situation } from './situation.ts';
import type { Trip } from './trip.ts';

/** A player's position in a rollout: the state the planner reads, and the own turns played (fractional). */
export interface RolloutPosition {
  s: IndiaRailsState;
  turns: number;
}

/** The position after `trip` is taken whole by `seat`, its delivered cards replaced by `draw()`. */
export function afterPlan(bot: IrBot, pos: RolloutPosition, seat: Seat, trip: Trip, draw: () => string | undefined): RolloutPosition {
  const { s } = pos;
  const g = bot.ctx.graph;
  const sit = situation(bot, s, seat, undefined, true);
  const track = planTrack(bot, s, seat, sit, trip);
  const pl = s.players[seat];
  const delivered = trip.stops.filter((st) => st.kind === 'deliver');
  const cards = new Set(delivered.map((st) => st.card!));
  const hand = pl.hand.filter((c) => !cards.has(c));
  while (hand.length < pl.hand.length) {
    const c = draw();
    if (c === undefined) break;
    hand.push(c);
  }
  const loads = [...pl.loads];
  for (const st of delivered) {
    const i = loads.findIndex((c) => c.load === st.load);
    if (i >= 0) loads.splice(i, 1);
  }
  const last = g.cityById(trip.stops[trip.stops.length - 1].city)!;
  const turns = pos.turns + trip.turns;
  const player: PlayerState = {
    ...pl,
    cash: pl.cash + trip.payout - track.cost,
    at: last.milepost,
    prev: null,
    loads,
    hand,
    turns: Math.floor(turns),
    deliveries: pl.deliveries + delivered.length,
    income: pl.income + trip.payout,
  };
  return { s: withPlayer(s, seat, player, track.edges), turns };
}

/** `s` with `seat`'s holdings replaced and `edges` added to its track, in its operations stage of a main turn. */
function withPlayer(s: IndiaRailsState, seat: Seat, player: PlayerState, edges: readonly number[]): IndiaRailsState {
  return {
    ...s,
    phase: 'main',
    turn: { ...s.turn, seat, stage: 'operations', moved: 0, spent: 0, acted: false, actions: 0, rented: [], majorSegments: 0, upgraded: false },
    players: s.players.map((p, q) => (q === seat ? player : p)),
    track: edges.length > 0 ? s.track.map((list, q) => (q === seat ? [...list, ...edges] : list)) : s.track,
  };
}

/** Own turns until `seat` wins from `pos`, playing medium's best plan each time (at most `maxPlans` of them; `cutoff` when it does not win by then). */
export function rolloutTurns(bot: IrBot, pos: RolloutPosition, seat: Seat, draw: () => string | undefined, maxPlans: number, cutoff: number): number {
  const { tuning } = bot;
  let at = pos;
  for (let k = 0; k < maxPlans; k++) {
    const s = at.s;
    const pl = s.players[seat];
    if (pl.cash >= s.target) {
      const sit = situation(bot, s, seat, undefined, true);
      const debt = networkWorth(bot, s, seat, sit.own, sit.closed).majorsDebt;
      if (pl.cash >= s.target + debt) return at.turns + Math.ceil(debt / s.params.buildLimit);
    }
    const loco = upgradeTo(bot, s, pl);
    if (loco) at = { ...at, s: withPlayer(s, seat, { ...pl, loco, cash: pl.cash - s.params.upgradeCost }, []) };
    const sit = situation(bot, at.s, seat, undefined, true);
    const best = planTrips(bot, at.s, seat, sit, 1)[0];
    if (!best || !Number.isFinite(best.turns) || best.payout / best.turns < tuning.discardBelow) {
      // No plan worth making: a fresh hand, for a turn.
      const p = at.s.players[seat];
      const hand = p.hand.map((c) => draw() ?? c);
      at = { s: withPlayer(at.s, seat, { ...p, hand, turns: p.turns + 1 }, []), turns: at.turns + 1 };
      continue;
    }
    at = afterPlan(bot, at, seat, best, draw);
  }
  return Math.max(cutoff, at.turns);
}

/** The loco medium would buy between plans with this cash, if any. */
function upgradeTo(bot: IrBot, s: IndiaRailsState, pl: PlayerState): PlayerState['loco'] | undefined {
  const spare = pl.cash - s.params.upgradeCost - bot.tuning.upgradeReserve;
  if (spare < 0) return undefined;
  if (pl.loco === 'freight') return 'fastFreight';
  if (pl.loco === 'fastFreight' && bot.tuning.superFreight) return 'superFreight';
  return undefined;
}

/** `trips` judged by rollouts in `worlds` (orders of the cards to come, next first), each to the end: the mean own turns to win of each, in the order given. */
export function rolloutJudge(bot: IrBot, s: IndiaRailsState, seat: Seat, trips: readonly Trip[], worlds: readonly (readonly string[])[], maxPlans: number): number[] {
  const cutoff = 200;
  return trips.map((trip) => {
    let sum = 0;
    for (const order of worlds) {
      let next = 0;
      const draw = () => (next < order.length ? order[next++] : undefined);
      const first = afterPlan(bot, { s, turns: s.players[seat].turns }, seat, trip, draw);
      sum += rolloutTurns(bot, first, seat, draw, maxPlans, cutoff);
    }
    return sum / Math.max(1, worlds.length);
  });
}
