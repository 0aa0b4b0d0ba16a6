/**
 * One trip of lookahead for the India Rails planner: a trip is worth its own payout per turn and
 * also what the train can earn next from where the trip leaves it, with the track the trip builds
 * and the cards it leaves in hand (docs/bots.md, "How they play": where a delivery ends
 * decides what the next one costs).
 */
import type { Seat } from '../../src/engine/core.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { planTrips, situation, type Trip, tripTrack } from './plan.ts';
import { IR_TUNING } from './tuning.ts';

/** The state after `trip` as far as the planner cares: train at its last stop, its track built, its cards delivered and paid. */
export function afterTrip(ctx: RulesContext, s: IndiaRailsState, seat: Seat, trip: Trip): IndiaRailsState {
  const g = ctx.graph;
  const { own } = tripTrack(ctx, s, seat, situation(ctx, s, seat), trip.stops);
  const delivered = new Set(trip.stops.filter((st) => st.kind === 'deliver').map((st) => st.card));
  const gone = new Set(trip.stops.filter((st) => st.kind === 'deliver').map((st) => st.load));
  const end = g.cityById(trip.stops[trip.stops.length - 1].city)!;
  const players = s.players.map((p, i) =>
    i !== seat
      ? p
      : {
          ...p,
          at: end.milepost,
          prev: null,
          cash: p.cash + trip.payout - trip.build,
          hand: p.hand.filter((id) => !delivered.has(id)),
          loads: p.loads.filter((c) => !gone.has(c.load)),
        },
  );
  return { ...s, players, track: s.track.map((t, i) => (i === seat ? [...own] : t)) };
}

/** The trip's value blended with the best next trip's from where it ends (per turn, over both). */
export function chainValue(ctx: RulesContext, s: IndiaRailsState, seat: Seat, trip: Trip): number {
  if (!Number.isFinite(trip.value)) return trip.value;
  const next = afterTrip(ctx, s, seat, trip);
  const follow = planTrips(ctx, next, seat, situation(ctx, next, seat), 1)[0];
  const v2 = Math.max(0, follow?.value ?? 0);
  return (trip.value * trip.turns + v2 * IR_TUNING.followTurns) / (trip.turns + IR_TUNING.followTurns);
}

/** The best trips by chain value, best first. */
export function planTripsAhead(ctx: RulesContext, s: IndiaRailsState, seat: Seat, pool: number, limit: number): Trip[] {
  const trips = planTrips(ctx, s, seat, situation(ctx, s, seat), pool);
  return trips
    .map((t) => ({ t, v: chainValue(ctx, s, seat, t) }))
    .sort((a, b) => b.v - a.v)
    .slice(0, limit)
    .map((x) => x.t);
}
