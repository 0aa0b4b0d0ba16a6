/**
 * Money the India Rails heuristic must not spend: the track to the trip's next payout, and the rent
 * to ride there. Under the basic rules nobody lends, so a player that spends its last millions on
 * track that does not reach a paying delivery waits for good (issue 23, the poverty trap).
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import type { Stop } from './plan.ts';
import { type Situation, turnRent } from './situation.ts';
import { tripTrack } from './trip-track.ts';

/** The trip's next payout: its index among the stops still to do (-1 when none), and what the track up to it still costs. */
export interface NextPayout {
  index: number;
  cost: number;
}

/** The first delivery among `remaining` and the cost of the track the stops up to it still need (riding: their new runs). */
export function nextPayout(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, remaining: readonly Stop[]): NextPayout {
  const index = remaining.findIndex((st) => st.kind === 'deliver');
  if (index < 0) return { index, cost: 0 };
  return { index, cost: tripTrack(bot.ctx, s, seat, sit, remaining.slice(0, index + 1)).cost };
}

/**
 * The cash the way to the next payout needs: its track, and while the player rides others' track
 * the rent for `rentTurns` turns (tuning). A build beyond that payout leaves at least this much.
 */
export function payoutFunds(bot: IrBot, s: IndiaRailsState, sit: Situation, payout: NextPayout): number {
  return payout.index < 0 ? 0 : payout.cost + (sit.ride ? bot.tuning.rentTurns * turnRent(s) : 0);
}
