/**
 * One trip of lookahead for the India Rails planner: a trip is worth its own payout per turn and
 * also what the train can earn next from where the trip leaves it, with the track the trip builds
 * and the cards it leaves in hand (docs/bots.md, "How they play": where a delivery ends
 * decides what the next one costs).
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { createRng, deriveSeed } from '../../src/engine/rng.ts';
import type { IrBot } from './bot.ts';
import { futureWorth, sampleHands } from './future.ts';
import { planTrips, type Trip } from './plan.ts';
import { situation } from './situation.ts';
import { tripTrack } from './trip-track.ts';

/** The state after `trip` as far as the planner cares: train at its last stop, its track built, its cards delivered and paid. */
export function afterTrip(bot: IrBot, s: IndiaRailsState, seat: Seat, trip: Trip): IndiaRailsState {
  const g = bot.ctx.graph;
  const { own } = tripTrack(bot.ctx, s, seat, situation(bot, s, seat), trip.stops);
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

/**
 * The trip's value blended with the best next trip's from where it ends (per turn, over both).
 * With `samples` (sampled hands of the cards to come, future.ts; hard only), the next trip is
 * planned with the cards left topped up from each sample, and the network the trip leaves is
 * also worth `futureTurns` turns of its best trip for a fresh sampled hand.
 */
export function chainValue(bot: IrBot, s: IndiaRailsState, seat: Seat, trip: Trip, samples?: readonly (readonly string[])[]): number {
  if (!Number.isFinite(trip.value)) return trip.value;
  const next = afterTrip(bot, s, seat, trip);
  const { followTurns, futureTurns } = bot.tuning;
  if (samples && samples.length > 0) {
    const v2 = futureWorth(bot, next, seat, samples, next.players[seat].hand);
    const net = futureTurns > 0 ? futureWorth(bot, next, seat, samples) : 0;
    return (trip.value * trip.turns + v2 * followTurns + net * futureTurns) / (trip.turns + followTurns + futureTurns);
  }
  const follow = planTrips(bot, next, seat, situation(bot, next, seat), 1)[0];
  const v2 = Math.max(0, follow?.value ?? 0);
  return (trip.value * trip.turns + v2 * followTurns) / (trip.turns + followTurns);
}

/** The best trips by chain value, best first (with `futureHands` hands of the cards to come sampled for hard, future.ts). */
export function planTripsAhead(bot: IrBot, s: IndiaRailsState, seat: Seat, pool: number, limit: number): Trip[] {
  const trips = planTrips(bot, s, seat, situation(bot, s, seat), pool);
  const k = bot.tuning.futureHands;
  // The bot's own seeded draws from the unseen cards (the same for every trip compared).
  const samples = k > 0 ? sampleHands(bot, s, createRng(deriveSeed('ir-future', seat, s.players[seat].turns, s.deck.length)), k) : undefined;
  return trips
    .map((t) => ({ t, v: chainValue(bot, s, seat, t, samples) }))
    .sort((a, b) => b.v - a.v)
    .slice(0, limit)
    .map((x) => x.t);
}
