/**
 * How the India Rails heuristic keeps or replaces its plan at a decision: it measures progress once
 * per own turn, drops a plan after `stallTurns` without progress, and plans afresh at every new card (each delivery draws one), taking the new best when
 * it is worth `switchGain` times what is left of the current plan, costed again from here.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { HeuristicSettings } from '../types.ts';
import type { IrBot } from './bot.ts';
import { adoptTrip, type IrMemory, nextStop, progressMeasure, stopDone, tripKey } from './memory.ts';
import { planCosting } from './plan-cost.ts';
import { planTrips } from './plan.ts';
import type { Trip } from './trip.ts';
import type { Situation } from './situation.ts';

/**
 * Updates `memory` for this decision (progress, stall, idle turns, and the trip itself) and returns
 * the trips planned on the way, if any (a later rule may reuse them).
 */
export function keepOrReplaceTrip(
  bot: IrBot,
  s: IndiaRailsState,
  seat: Seat,
  sit: Situation,
  rng: Rng,
  settings: HeuristicSettings,
  memory: IrMemory,
): Trip[] | undefined {
  const tuning = bot.tuning;
  const pl = s.players[seat];
  if (pl.turns !== memory.turnSeen) {
    memory.turnSeen = pl.turns;
    const p = memory.trip ? progressMeasure(bot, s, seat, sit, memory.trip) : Number.POSITIVE_INFINITY;
    // Measured against the best so far: a train shuttling back and forth gets no nearer.
    memory.stall = p < memory.lastProgress ? 0 : memory.stall + 1;
    memory.lastProgress = Math.min(memory.lastProgress, p);
    memory.idle = pl.income > memory.lastIncome ? 0 : memory.idle + 1;
    memory.lastIncome = pl.income;
  }
  let trips: Trip[] | undefined;
  // A stall only counts once the train runs: the first turns are for building.
  const stalled = memory.stall >= tuning.stallTurns && s.phase === 'main' && pl.at !== null;
  // A new card (after a delivery mid-trip) may offer a much better trip than the rest of this one.
  const handKey = pl.hand.join(',');
  let better = false;
  if (memory.trip && handKey !== memory.handKey && s.phase === 'main' && s.turn.stage === 'operations') {
    trips = planTrips(bot, s, seat, sit, tuning.tripsPlanned, false, settings.depth <= 1);
    better =
      (trips[0]?.value ?? Number.NEGATIVE_INFINITY) > tuning.switchGain * remainderValue(bot, s, seat, sit, memory.trip) &&
      tripKey(trips[0]) !== tripKey(memory.trip);
  }
  memory.handKey = handKey;
  if (!nextStop(s, seat, memory.trip) || stalled || better) {
    if (stalled && memory.trip) {
      memory.dropped = remembered(bot, memory.dropped, tripKey(memory.trip));
    }
    // (The switch test above may have planned this very position already.)
    trips ??= planTrips(bot, s, seat, sit, tuning.tripsPlanned, false, settings.depth <= 1);
    const fresh = trips.filter((t) => !memory.dropped.includes(tripKey(t)));
    const pool = fresh.length > 0 ? fresh : trips;
    adoptTrip(bot, s, seat, sit, memory, memory.chooseTrip ? memory.chooseTrip(s, pool) : pickTrip(pool, rng, settings));
  }
  return trips;
}

/** What is left of `trip` (the stops not done yet), costed from the present state; null when nothing is left. */
export function remainder(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trip: Trip): Trip | null {
  const left = trip.stops.filter((st) => !stopDone(s, seat, st));
  if (left.length === 0) return null;
  return planCosting(bot, s, seat, sit).cost(left);
}

/** What is left of `trip` worth now (its value per turn; 0 when nothing is left). */
export function remainderValue(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trip: Trip): number {
  return remainder(bot, s, seat, sit, trip)?.value ?? 0;
}

/** The dropped list with `key` added, keeping the newest `droppedRemembered` before it. */
export function remembered(bot: IrBot, dropped: readonly string[], key: string): string[] {
  return [...dropped.slice(-bot.tuning.droppedRemembered), key];
}

/** The best trip, or with noise a pick weighted by noisy values. */
function pickTrip(trips: readonly Trip[], rng: Rng, settings: HeuristicSettings): Trip | null {
  if (trips.length === 0) return null;
  if (settings.noise <= 0) return trips[0];
  let best = trips[0];
  let bestV = Number.NEGATIVE_INFINITY;
  for (const t of trips) {
    const v = t.value * (1 + settings.noise * (rng.next() * 2 - 1));
    if (v > bestV) {
      bestV = v;
      best = t;
    }
  }
  return best;
}
