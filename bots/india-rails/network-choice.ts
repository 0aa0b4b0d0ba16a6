/**
 * The hard player's choice of plan: medium's best plans, scored again by what they leave behind.
 * A plan earns its payout, pays its new track in full, and is credited with what that track does
 * to the network's worth (network-value.ts): the rise in the rate future hands earn on it, over
 * the turns left to play, and the part of the major cities' connection it builds.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { type NetworkWorth, networkWorth } from './network-value.ts';
import { planTrack } from './plan-track.ts';
import type { Situation } from './situation.ts';
import type { Trip } from './trip.ts';

/** A plan with its score by the network it leaves. */
export interface NetworkScored {
  trip: Trip;
  score: number;
  /** The new track's cost, and its credit (rate gained over the turns left, majors debt paid). */
  track: number;
  credit: number;
}

/** The turns over which a rise in the network's rate counts, for a player with `cash` now and the network's worth `now`. */
export function turnsLeft(bot: IrBot, s: IndiaRailsState, cash: number, now: NetworkWorth): number {
  const short = s.target + (Number.isFinite(now.majorsDebt) ? now.majorsDebt : 0) - cash;
  return Math.max(0, Math.min(bot.tuning.netValueTurns, short / Math.max(1, now.rate)));
}

/** `trips` scored by their payout, their track and what it does to the network's worth, best first. */
export function scoreByNetwork(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trips: readonly Trip[]): NetworkScored[] {
  const { tuning } = bot;
  const now = networkWorth(bot, s, seat, sit.own, sit.closed);
  const horizon = turnsLeft(bot, s, s.players[seat].cash, now);
  const scored = trips.map((trip) => {
    const track = planTrack(bot, s, seat, sit, trip);
    const own = new Set(sit.own);
    for (const k of track.edges) own.add(k);
    const then = track.edges.length > 0 ? networkWorth(bot, s, seat, own, sit.closed) : now;
    const debtPaid = Number.isFinite(now.majorsDebt) && Number.isFinite(then.majorsDebt) ? now.majorsDebt - then.majorsDebt : 0;
    const credit = horizon * (then.rate - now.rate) + tuning.majorsCredit * debtPaid;
    const score = Number.isFinite(trip.turns) ? (trip.payout - track.cost + credit) / trip.turns : Number.NEGATIVE_INFINITY;
    return { trip, score, track: track.cost, credit };
  });
  return scored.sort((a, b) => b.score - a.score);
}
