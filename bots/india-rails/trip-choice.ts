/**
 * How the India Rails heuristic keeps or replaces its trip at a decision: it measures progress once
 * per own turn, drops a trip after `stallTurns` without progress (then plans on own track for a
 * while: riding others' track can look open where the train cannot go, as it reverses only in
 * cities), and looks again when a new card may open a trip `switchGain` times better.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { HeuristicSettings } from '../types.ts';
import type { IrBot } from './bot.ts';
import { planTripsAhead } from './lookahead.ts';
import { type IrMemory, nextStop, progressMeasure, tripKey } from './memory.ts';
import { planTrips, type Trip } from './plan.ts';
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
    trips = planTrips(bot, s, seat, sit);
    better = (trips[0]?.value ?? Number.NEGATIVE_INFINITY) > tuning.switchGain * memory.trip.value && tripKey(trips[0]) !== tripKey(memory.trip);
  }
  memory.handKey = handKey;
  if (!nextStop(s, seat, memory.trip) || stalled || better) {
    if (stalled && memory.trip) {
      memory.dropped = remembered(bot, memory.dropped, tripKey(memory.trip));
      memory.ownTrackUntil = pl.turns + tuning.ownTrackTurns;
    }
    // (The switch test above may have planned this very position already.)
    trips = settings.depth >= 3 ? planTripsAhead(bot, s, seat, tuning.lookaheadPool, tuning.lookaheadTrips) : (trips ?? planTrips(bot, s, seat, sit));
    const fresh = trips.filter((t) => !memory.dropped.includes(tripKey(t)));
    const pool = fresh.length > 0 ? fresh : trips;
    memory.trip = memory.chooseTrip ? memory.chooseTrip(s, pool) : pickTrip(pool, rng, settings);
    memory.stall = 0;
    memory.lastProgress = memory.trip ? progressMeasure(bot, s, seat, sit, memory.trip) : Number.POSITIVE_INFINITY;
  }
  return trips;
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
