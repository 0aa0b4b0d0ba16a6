/**
 * The trip the cash can pay for (the poverty trap). A trip is kept only while the cash
 * pays the whole way to its next payout — the track still to build and the rent still to pay
 * (funds.ts); otherwise the best planned trip that the cash does pay replaces it, and with none the
 * player is broke: it throws its hand away to fish for a demand it can reach (rules.ts, discard),
 * rather than half-build or half-ride a way and wait at 0M for good.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { nextPayout, payoutNeeds } from './funds.ts';
import { adoptTrip, type IrMemory, stopDone, tripKey } from './memory.ts';
import { loanPlan, takeLoanPlan } from './mercy.ts';
import { planTrips } from './plan.ts';
import type { Trip } from './trip.ts';
import { holdsRent, reaches, type Situation, situation } from './situation.ts';

/**
 * What the way to the trip's next payout needs in cash (track and rent); Infinity is "no way
 * known", taken as payable. A way through a city the player may never build into (sealed) is
 * made by riding in: payable only while the train can ride to every stop of it, rent in hand.
 */
export function tripNeeds(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trip: Trip): number {
  const remaining = trip.stops.filter((st) => !stopDone(s, seat, st));
  const payout = nextPayout(bot, s, seat, sit, remaining);
  const needs = payoutNeeds(payout);
  const way = remaining.slice(0, payout.index + 1);
  if (way.some((st) => sealed(bot, sit, st.city)) && !way.every((st) => ridesTo(bot, s, seat, st.city))) return Number.MAX_VALUE;
  return Number.isFinite(needs) ? needs : 0;
}

/** Whether the train of `seat`, holding the rent, reaches the city `id` over the track it may ride now. */
function ridesTo(bot: IrBot, s: IndiaRailsState, seat: Seat, id: string): boolean {
  return holdsRent(bot, s, seat) && reaches(situation(bot, s, seat), bot.ctx.graph.cityById(id)!);
}

/**
 * Whether the city `id` is off the useful network and the entry limits close every free segment
 * into it to the player (others' track fills it): its own track can never reach it. (The costs
 * leave such a city open: a plan into it builds near and rides in.)
 */
function sealed(bot: IrBot, sit: Situation, id: string): boolean {
  const g = bot.ctx.graph;
  const city = g.cityById(id)!;
  if (city.class === 'major' || reaches(sit, city)) return false;
  const entries = g.neighbours(city.milepost).filter((v) => Number.isFinite(g.buildCost(v, city.milepost)));
  return entries.every((v) => sit.closed.has(g.edgeKey(city.milepost, v)));
}

/**
 * Medium and up, once the train runs: keeps `memory.trip` only if the cash pays its way to the next
 * payout, else takes the best of its plans (`budgetPool` of them) that the cash pays, else
 * none, and records in `memory.broke` that no trip was payable. Checked once per own turn, cash and
 * trip (a decision of the same turn with the same cash and trip finds the same).
 */
export function keepTripInBudget(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, memory: IrMemory): void {
  const pl = s.players[seat];
  if (s.phase !== 'main' || s.turn.stage !== 'operations' || pl.at === null) return;
  const key = `${pl.turns}|${pl.cash}|${memory.trip ? tripKey(memory.trip) : ''}`;
  if (key === memory.budgetKey) return;
  memory.broke = false;
  if (memory.trip && tripNeeds(bot, s, seat, sit, memory.trip) <= pl.cash) {
    memory.budgetKey = key;
    memory.brokeTurns = 0;
    return;
  }
  // Any of the best `budgetPool` plans the cash pays will do, not only the best few.
  const pool = planTrips(bot, s, seat, sit, bot.tuning.budgetPool);
  const payable = pool.find((t) => tripNeeds(bot, s, seat, sit, t) <= pl.cash) ?? null;
  if (payable !== memory.trip) adoptTrip(bot, s, seat, sit, memory, payable);
  memory.broke = payable === null;
  memory.budgetKey = `${pl.turns}|${pl.cash}|${payable ? tripKey(payable) : ''}`;
  if (payable !== null) {
    memory.brokeTurns = 0;
    return;
  }
  if (memory.brokeTurn !== pl.turns) memory.brokeTurns = (memory.brokeTurns ?? 0) + 1;
  memory.brokeTurn = pl.turns;
  // Under the Mercy rules a loan may pay a plan the cash does not (mercy.ts).
  const loan = loanPlan(bot, s, seat, sit, memory.brokeTurns ?? 0, (x, t) => tripNeeds(bot, x, seat, sit, t));
  if (loan) takeLoanPlan(bot, s, seat, sit, memory, loan);
}
