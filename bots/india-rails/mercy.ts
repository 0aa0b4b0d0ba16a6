/**
 * How the India Rails heuristic plays the rulebook's Mercy variants, the way out of the poverty
 * trap (budget.ts) that the basic rules do not give: Borrowing (a loan of up to 20M, repaid
 * twice over from the next payouts) once the player has been broke for `borrowAfter` own turns
 * and a loan makes a plan payable, and Backtracking (reversing outside a city for a lost turn)
 * when the train can go nowhere useful forward but could after turning back.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IrBot } from './bot.ts';
import { adoptTrip, type IrMemory } from './memory.ts';
import { route } from './movement.ts';
import { planTrips } from './plan.ts';
import type { Situation } from './situation.ts';
import type { Trip } from './trip.ts';

/** `s` with the player of `seat` changed by `patch` (a what-if for the planner and the move rule). */
function withPlayer(s: IndiaRailsState, seat: Seat, patch: Partial<IndiaRailsState['players'][number]>): IndiaRailsState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, ...patch } : p)) };
}

/**
 * Borrowing: for a player broke for `borrowAfter` own turns, with no loan running, the best plan
 * that the cash and a loan pay (`needs` tells what the way to a plan's next payout costs), and
 * the loan: what that way needs beyond the cash, plus `loanSpare`, at most the bank's limit; its
 * payouts must repay the loan and leave `loanLeaves`.
 * Undefined when the variant is off or no loan makes a plan payable.
 */
export function loanPlan(
  bot: IrBot,
  s: IndiaRailsState,
  seat: Seat,
  sit: Situation,
  brokeTurns: number,
  needs: (s: IndiaRailsState, trip: Trip) => number,
): { trip: Trip; amount: number } | undefined {
  const pl = s.players[seat];
  if (!s.variants.borrowing || pl.debt > 0 || brokeTurns < bot.tuning.borrowAfter) return undefined;
  const limit = s.params.maxLoan;
  const rich = withPlayer(s, seat, { cash: pl.cash + limit });
  for (const trip of planTrips(bot, rich, seat, sit, bot.tuning.budgetPool)) {
    const need = needs(rich, trip);
    if (need > pl.cash + limit) continue;
    const amount = Math.min(limit, Math.max(1, need + bot.tuning.loanSpare - pl.cash));
    // The payouts repay the loan first: a plan that leaves the player at 0M once repaid, in debt
    // still, only moves the trap on.
    if (trip.payout - amount * s.params.loanRepayFactor < bot.tuning.loanLeaves) continue;
    return { trip, amount };
  }
  return undefined;
}

/** Takes the loan of loanPlan into the memory: its plan becomes the trip, the loan is asked for by the borrow rule. */
export function takeLoanPlan(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, memory: IrMemory, plan: { trip: Trip; amount: number }): void {
  adoptTrip(bot, s, seat, sit, memory, plan.trip);
  memory.loan = plan.amount;
  memory.broke = false;
}

/** The loan the memory asks for (once), while the rules offer one (the variant is on and no loan runs). */
export function borrowAction(memory: IrMemory, legal: readonly IndiaRailsAction[]): IndiaRailsAction | undefined {
  const amount = memory.loan ?? 0;
  if (amount <= 0 || !legal.some((a) => a.type === 'borrow')) return undefined;
  memory.loan = 0;
  return { type: 'borrow', amount };
}

/**
 * Backtracking: at the start of an operations turn, outside a city, when the move toward the
 * trip's next stop (`city`) finds no way forward but would with the train free to go either way.
 * The turn is lost (a broke player without a trip fishes for one with the discard instead), so
 * only then.
 */
export function backtrackAction(
  bot: IrBot,
  s: IndiaRailsState,
  seat: Seat,
  city: City | undefined,
  legal: readonly IndiaRailsAction[],
): IndiaRailsAction | undefined {
  const pl = s.players[seat];
  if (!s.variants.backtracking || s.turn.acted || pl.at === null || pl.prev === null || bot.ctx.isCity[pl.at] === 1) return undefined;
  if (!legal.some((a) => a.type === 'backtrack')) return undefined;
  if (!city || route(bot, s, seat, city).action) return undefined;
  return route(bot, withPlayer(s, seat, { prev: null }), seat, city).action ? { type: 'backtrack' } : undefined;
}
