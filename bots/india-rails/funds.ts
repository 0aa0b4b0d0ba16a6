/**
 * Money the India Rails heuristic must not spend: one budget per trip for the way to its next
 * payout — the track still to build and the rent still to pay before that payout. Under the basic
 * rules nobody lends, so a player that spends its last millions on track or rent that does not
 * reach a paying delivery waits for good (the poverty trap): building and riding draw on
 * the same cash, and each keeps what the other still needs.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import type { Stop } from './trip.ts';
import { rentedTurns, trainWay } from './movement.ts';
import { ridePath } from './ride.ts';
import { newSegment, type Situation, turnRent } from './situation.ts';
import { tripTrack } from './trip-track.ts';

/** The trip's next payout: its index among the stops still to do (-1 when none), and what the way up to it still costs. */
export interface NextPayout {
  index: number;
  /** The track the stops up to it still need (riding: the new runs of the ways the ride search chooses). */
  cost: number;
  /** The rent on the way there: a turn's rent for each turn of the train's run that rides others' track. */
  rent: number;
  /** The part of `rent` due after the first stop is reached (the way to it is the move's own to check). */
  rentLater: number;
}

/** Answers already worked out for one situation (one decision): its state and seat, and by the cities of the way. */
interface PayoutCache {
  s: IndiaRailsState;
  seat: Seat;
  byWay: Map<string, NextPayout>;
}
const payoutCaches = new WeakMap<Situation, PayoutCache>();

/**
 * The first delivery among `remaining`, and the track and rent the way to it still needs (see
 * NextPayout). A decision asks several times for the same way (to keep a trip in budget, to build,
 * to pay rent): the answer depends only on the cities up to that delivery, so it is kept per situation.
 */
export function nextPayout(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, remaining: readonly Stop[]): NextPayout {
  const index = remaining.findIndex((st) => st.kind === 'deliver');
  if (index < 0) return { index, cost: 0, rent: 0, rentLater: 0 };
  const stops = remaining.slice(0, index + 1);
  let cache = payoutCaches.get(sit);
  if (!cache || cache.s !== s || cache.seat !== seat) {
    cache = { s, seat, byWay: new Map() };
    payoutCaches.set(sit, cache);
  }
  const key = stops.map((st) => st.city).join('|');
  const hit = cache.byWay.get(key);
  if (hit) return { ...hit };
  const payout = wayToPayout(bot, s, seat, sit, index, stops);
  cache.byWay.set(key, payout);
  return { ...payout };
}

/** The way to the delivery at `index` (the last of `stops`), worked out. */
function wayToPayout(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, index: number, stops: readonly Stop[]): NextPayout {
  const at = s.players[seat].at;
  // Only a player that may ride others' track pays rent on its way (situation.ts).
  if (!sit.ride || at === null) return { index, cost: builtWayCost(bot, s, seat, sit, stops), rent: 0, rentLater: 0 };
  return { index, ...wayOnRent(bot, s, seat, sit, at, stops) };
}

/**
 * The track the way through `stops` needs when the train rides only its own track (tripTrack).
 * That depends only on the track on the board and where new track starts, which the situation's
 * `netKey` names, and on the stops' cities: kept across decisions.
 */
function builtWayCost(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, stops: readonly Stop[]): number {
  const byWay = bot.memo.wayCosts.get(sit.netKey, () => new Map());
  const key = stops.map((st) => st.city).join('|');
  let cost = byWay.get(key);
  if (cost === undefined) {
    cost = tripTrack(bot.ctx, s, seat, sit, stops).cost;
    byWay.set(key, cost);
  }
  return cost;
}

/**
 * The track and rent of the ways the ride search chooses from the train (`at`) stop after stop, as
 * tripTrack lays the track. The train runs its speed each turn (this turn what is left of it); a
 * turn whose run uses others' track costs a turn's rent, unless it is this turn and the rent is paid.
 */
function wayOnRent(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, at: number, stops: readonly Stop[]): Omit<NextPayout, 'index'> {
  const { ctx } = bot;
  const g = ctx.graph;
  const pl = s.players[seat];
  const speed = s.params.speed[pl.loco];
  const left = s.phase === 'main' && s.turn.seat === seat ? Math.max(0, s.turn.allowance - s.turn.moved) : speed;
  const paidNow = s.phase === 'main' && s.turn.seat === seat && s.turn.rented.length > 0;
  const own = new Set(sit.own);
  const turnsRented = new Set<number>();
  let cost = 0;
  let rentFirst = 0;
  let hop = 0;
  let origin = [at];
  for (let leg = 0; leg < stops.length; leg++) {
    const city = g.cityById(stops[leg].city)!;
    const res = ridePath(ctx, sit.ride!, origin, city.mileposts);
    if (!res) return { cost: Number.POSITIVE_INFINITY, rent: 0, rentLater: 0 };
    // A first leg that needs no new track is ridden as the move rule rides it: the fewest
    // mileposts along any track (which may use more of others' track than the search's way).
    const way = leg === 0 && !res.path.some((m, i) => i > 0 && newSegment(ctx, sit, res.path[i - 1], m)) ? trainWay(bot, s, seat, city) : undefined;
    if (way) {
      for (const t of rentedTurns(bot, s, seat, way, left)) turnsRented.add(t);
      hop = way.length - 1;
      rentFirst = turnsRented.size;
      origin = city.mileposts;
      continue;
    }
    for (let i = 1; i < res.path.length; i++) {
      const [a, b] = [res.path[i - 1], res.path[i]];
      hop++;
      const key = g.edgeKey(a, b);
      if (newSegment(ctx, sit, a, b)) {
        if (!own.has(key)) cost += g.buildCost(a, b);
        own.add(key);
        continue;
      }
      if (g.isRedAreaEdge(a, b) || own.has(key)) continue;
      // Others' track: rent for the turn of the run this milepost falls in.
      const turn = hop <= left ? 0 : 1 + Math.floor((hop - left - 1) / speed);
      if (turn === 0 && paidNow) continue;
      turnsRented.add(turn);
    }
    if (leg === 0) rentFirst = turnsRented.size;
    origin = city.mileposts;
  }
  const perTurn = turnRent(s);
  return { cost, rent: turnsRented.size * perTurn, rentLater: (turnsRented.size - rentFirst) * perTurn };
}

/** What the way to the payout needs in all: its track and rent (0 with no payout ahead). */
export function payoutNeeds(payout: NextPayout): number {
  return payout.index < 0 ? 0 : payout.cost + payout.rent;
}

/**
 * The cash the way to the next payout needs: its track and rent, and while the player may ride
 * others' track at least the rent for `rentTurns` (tuning) turns. A build beyond that payout leaves
 * at least this much.
 */
export function payoutFunds(bot: IrBot, s: IndiaRailsState, sit: Situation, payout: NextPayout): number {
  return payout.index < 0 ? 0 : payout.cost + Math.max(payout.rent, sit.ride ? bot.tuning.rentTurns * turnRent(s) : 0);
}
