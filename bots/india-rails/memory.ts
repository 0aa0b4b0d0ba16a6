/**
 * What the India Rails heuristic remembers between decisions (one memory per seat), and what it
 * asks of its trip: the next stop, and how far the trip has got.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import type { HardJudge } from './hard-judge.ts';
import type { Stop, Trip } from './trip.ts';
import { cityCost, type Situation } from './situation.ts';

/** What the heuristic remembers between its decisions (one per seat). */
export interface IrMemory {
  trip: Trip | null;
  /** Trips dropped for stalling (keyed by their stops), and loads dropped this turn, not to be taken again at once. */
  dropped: string[];
  /** The player's completed-turn count when progress was last measured, and the measure then. */
  turnSeen: number;
  lastProgress: number;
  stall: number;
  /** Own turns since the last delivery, and the income then: a long drought means the hand is stuck. */
  idle: number;
  lastIncome: number;
  /** The hand when last looked at: a new card is a moment to look for a better trip. */
  handKey?: string;
  /** No planned trip's way to its next payout (track and rent) was payable at the last budget check (budget.ts). */
  broke?: boolean;
  /** Own turns in a row found broke, and the last of them. */
  brokeTurns?: number;
  brokeTurn?: number;
  /** Mercy, Borrowing: the loan the trip was planned with, still to be taken (mercy.ts). */
  loan?: number;
  /** The own turn, cash and trip of the last budget check. */
  budgetKey?: string;
  /** How a new trip is chosen among the planner's best (the hard player searches); by default the best, or a noisy pick for easy. */
  chooseTrip?: (s: IndiaRailsState, trips: readonly Trip[]) => Trip | null;
  /** The hard player's judgements of a discard and of the first upgrade (hard-judge.ts); without them, the heuristic's own tests. */
  judge?: HardJudge;
}

/** A fresh memory. */
export function newMemory(): IrMemory {
  return { trip: null, dropped: [], turnSeen: -1, lastProgress: Number.POSITIVE_INFINITY, stall: 0, idle: 0, lastIncome: 0 };
}

/** A trip's identity: its stops in order. */
export function tripKey(t: Trip): string {
  return t.stops.map((st) => `${st.kind}:${st.city}:${st.load}`).join('>');
}

/** Whether a stop is done: its load is aboard (pickup) or its card has left the hand (delivery). */
export function stopDone(s: IndiaRailsState, seat: Seat, stop: Stop): boolean {
  const pl = s.players[seat];
  if (stop.kind === 'deliver') return !pl.hand.includes(stop.card!);
  // Pilgrims count only when boarded outside the region they are taken to.
  return pl.loads.some((c) => c.load === stop.load && (c.region === undefined || c.region !== stop.notFrom));
}

/** The trip's next stop, or undefined when it is finished or broken. */
export function nextStop(s: IndiaRailsState, seat: Seat, trip: Trip | null): Stop | undefined {
  if (!trip) return undefined;
  const last = trip.stops[trip.stops.length - 1];
  if (stopDone(s, seat, last)) return undefined;
  // A pickup whose delivery is done (or whose card has gone) is moot.
  const moot = (st: Stop) => st.kind === 'pickup' && trip.stops.some((d) => d.kind === 'deliver' && d.load === st.load && stopDone(s, seat, d));
  return trip.stops.find((st) => !stopDone(s, seat, st) && !moot(st));
}

/** Makes `trip` the one the player follows (or none), its progress measured afresh from here. */
export function adoptTrip(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, memory: IrMemory, trip: Trip | null): void {
  memory.trip = trip;
  memory.stall = 0;
  memory.lastProgress = trip ? progressMeasure(bot, s, seat, sit, trip) : Number.POSITIVE_INFINITY;
}

/** Remaining work on a trip, smaller is closer: stops left, track missing, distance to go. */
export function progressMeasure(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trip: Trip): number {
  const g = bot.ctx.graph;
  const stop = nextStop(s, seat, trip);
  if (!stop) return 0;
  const city = g.cityById(stop.city)!;
  const at = s.players[seat].at;
  const left = trip.stops.length - trip.stops.indexOf(stop);
  return left * bot.tuning.progressPerStop + cityCost(sit.fromNet, city) + (at === null ? 0 : g.distance(at, city.milepost));
}
