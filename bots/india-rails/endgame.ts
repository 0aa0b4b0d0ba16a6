/**
 * The India Rails hard player's last sprint: once its network joins the major cities, the game is
 * won by the first to reach the target cash, so a trip that gets there is chosen for how soon it
 * does (fewest turns), not for its payout per turn nor for what it leaves for the next trip.
 */
import type { Seat } from '../../src/engine/core.ts';
import { connectsMajors } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { tripKey } from './memory.ts';
import { planTrips, type Trip } from './plan.ts';
import { situation } from './situation.ts';

/**
 * The trip that brings `seat`'s cash to the target in the fewest turns (its payout less its track
 * and `sprintMargin` for rent on the way), or null when the majors are not joined yet, when no
 * planned trip gets there, or when `sprintTrips` is 0 (off). Trips in `dropped` are not taken.
 */
export function sprintTrip(bot: IrBot, s: IndiaRailsState, seat: Seat, dropped: readonly string[]): Trip | null {
  const { sprintTrips, sprintMargin } = bot.tuning;
  if (sprintTrips <= 0 || s.phase !== 'main' || !connectsMajors(bot.ctx, s, seat)) return null;
  const need = s.target - s.players[seat].cash + sprintMargin;
  let best: Trip | null = null;
  for (const t of planTrips(bot, s, seat, situation(bot, s, seat), sprintTrips)) {
    if (!Number.isFinite(t.value) || t.payout - t.build < need || dropped.includes(tripKey(t))) continue;
    if (!best || t.turns < best.turns || (t.turns === best.turns && t.value > best.value)) best = t;
  }
  return best;
}
