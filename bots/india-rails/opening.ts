/**
 * The India Rails hard player's opening search. The first trip, chosen in the building turns on an
 * empty network, decides where the first 40M of track go and so shapes the whole game; it is
 * chosen once a game, so it can afford what a trip choice in play cannot: more candidate trips,
 * more iterations and rollouts long enough (some 30 turns of each player) to see what the opening
 * network earns after its first trip. hard.ts runs its trip search with these settings instead of
 * its usual ones for that choice; `openingIterations` 0 turns it off.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { SearchLimits } from '../mcts/ismcts.ts';
import type { IrBot } from './bot.ts';
import { planTripsAhead } from './lookahead.ts';
import { tripKey } from './memory.ts';
import type { Trip } from './plan.ts';
import type { IrTuning } from './tuning.ts';

/** How one trip search runs: trips compared, its limits, rollout length and reward scale. */
export interface TripSearch {
  compared: number;
  limits: SearchLimits;
  rolloutActions: number;
  rewardScale: number;
}

/** Whether choosing a trip now is `seat`'s opening: the building turns, with no track of its own yet. */
export function isOpening(s: IndiaRailsState, seat: Seat): boolean {
  return s.phase === 'building' && s.track[seat].length === 0;
}

/**
 * The opening search's settings, or null when it is off (`openingIterations` 0). A caller's limits
 * (the hard level's iterations or time budget) are scaled by the opening's iterations over the
 * usual search's, so a hard player given more time gives the opening more in proportion.
 */
export function openingSearch(tuning: Readonly<IrTuning>, limits: SearchLimits): TripSearch | null {
  if (tuning.openingIterations <= 0) return null;
  const scale = tuning.openingIterations / tuning.search.iterations;
  const scaled: SearchLimits =
    limits.budgetMs !== undefined
      ? { budgetMs: limits.budgetMs * scale }
      : { iterations: limits.iterations !== undefined ? Math.max(1, Math.round(limits.iterations * scale)) : tuning.openingIterations };
  return { compared: tuning.openingTrips, limits: scaled, rolloutActions: tuning.openingRolloutActions, rewardScale: tuning.openingRewardScale };
}

/**
 * The opening's candidate trips: the lookahead's best `openingTrips` (planned afresh, as the usual
 * pool holds fewer), less those in `dropped`; the usual pool when planning finds none.
 */
export function openingTrips(bot: IrBot, s: IndiaRailsState, seat: Seat, dropped: readonly string[], pool: readonly Trip[]): Trip[] {
  const { openingTrips: n, lookaheadPool } = bot.tuning;
  const trips = planTripsAhead(bot, s, seat, Math.max(lookaheadPool, n), n).filter((t) => !dropped.includes(tripKey(t)));
  return trips.length > 0 ? trips : [...pool];
}
