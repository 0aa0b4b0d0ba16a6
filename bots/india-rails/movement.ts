/**
 * How the India Rails heuristic moves its train: along the shortest legal route toward its stop
 * (reversing only in cities), never where it would be stranded, and what the track joins to what.
 */
import type { Seat } from '../../src/engine/core.ts';
import { trackOwnersAt, travelOwner } from '../../src/games/india-rails/rules/move.ts';
import { reachableMileposts } from '../../src/games/india-rails/rules/reach.ts';
import { networkMileposts } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IrBot } from './bot.ts';
import { onOthersTrack, turnRent } from './situation.ts';

/**
 * A move as far as the allowance goes along the train's shortest legal route (reversing only in
 * cities) to the city, or, when the track does not reach it, to the reachable milepost nearest it
 * (where the building goes on). Others' track only with cash for the rent to get off it again
 * beside `keep` (the track the trip still needs to its next payout, funds.ts): rent that leaves
 * too little to build the rest of the way strands the player at 0M.  Short of it, the
 * way round on own track.
 */
export function routeToward(
  bot: IrBot,
  s: IndiaRailsState,
  seat: Seat,
  city: City,
  ownTrackOnly = false,
  keep = 0,
  paysThere = false,
): IndiaRailsAction | undefined {
  return route(bot, s, seat, city, ownTrackOnly, keep, paysThere).action;
}

/** A route toward a city (see routeToward), and whether a way on others' track was refused for want of the rent. */
export interface Route {
  action: IndiaRailsAction | undefined;
  /** The way runs on others' track and the cash cannot pay its rent beside `keep`. */
  rentShort: boolean;
}

/**
 * routeToward, saying also whether the rent stood in the way (then no other move should ride
 * others' track either). `paysThere`: a delivery pays on arrival in the city, so the train may
 * arrive there with nothing left.
 */
export function route(bot: IrBot, s: IndiaRailsState, seat: Seat, city: City, ownTrackOnly = false, keep = 0, paysThere = false): Route {
  const ctx = bot.ctx;
  const g = ctx.graph;
  const pl = s.players[seat];
  const left = s.turn.allowance - s.turn.moved;
  const none: Route = { action: undefined, rentShort: false };
  if (pl.at === null || left <= 0) return none;
  const reach = reachableMileposts(ctx, s, seat, Number.POSITIVE_INFINITY, ownTrackOnly);
  const reached = new Set(reach.order);
  let target: number | undefined;
  for (const m of city.mileposts) if (reached.has(m) && (target === undefined || reach.steps(m) < reach.steps(target))) target = m;
  if (target === undefined) {
    if (city.mileposts.includes(pl.at)) return none;
    let bestD = g.distance(pl.at, city.milepost);
    // Outside a city the train cannot turn back: go there only with cash to extend the track, and
    // only onto its own track (track may not start from others', so their end is a trap). A city
    // counts only where track may start (its own network or a major city): from another player's
    // city nothing can be built, and the train waits there for good.
    const anywhere = mayBuildOn(bot, pl.cash);
    const mine = networkMileposts(ctx, s, seat);
    for (const m of reach.order) {
      const buildable = mine.has(m) || ctx.isMajor[m] === 1;
      if (ctx.isCity[m] === 1 ? !buildable : !(anywhere && mine.has(m))) continue;
      const d = g.distance(m, city.milepost);
      if (d < bestD || (d === bestD && target !== undefined && reach.steps(m) < reach.steps(target))) {
        bestD = d;
        target = m;
      }
    }
  }
  if (target === undefined || target === pl.at) return none;
  const full = reach.path(target);
  // Others' track only with the rent for every turn the whole route runs on it (a train out of money there is stuck).
  const rentTurns = rentedTurns(bot, s, seat, full, left).size;
  // Short of the rent (and the track after it), the way round on own track may still get there.
  const spare = paysThere && city.mileposts.includes(target) ? 0 : 1;
  if (rentTurns > 0 && pl.cash < rentTurns * turnRent(s) + spare + keep) {
    return { action: ownTrackOnly ? undefined : routeToward(bot, s, seat, city, true, keep, paysThere), rentShort: true };
  }
  return { action: { type: 'moveTrain', path: full.slice(0, left + 1) }, rentShort: false };
}

/**
 * The turns (0 = this one) of the train's run along `path` (from where it stands) that use others' track, each
 * costing a turn's rent: `left` mileposts this turn, its speed each turn after; this turn's rent
 * only if not paid yet. The trip's budget counts the rent the same way (funds.ts).
 */
export function rentedTurns(bot: IrBot, s: IndiaRailsState, seat: Seat, path: readonly number[], left: number): Set<number> {
  const speed = s.params.speed[s.players[seat].loco];
  const rented = new Set<number>();
  for (let i = 1; i < path.length; i++) {
    const owner = travelOwner(bot.ctx, s, path[i - 1], path[i]);
    if (owner === -1 || owner === seat) continue;
    const turn = i <= left ? 0 : 1 + Math.floor((i - left - 1) / speed);
    if (turn > 0 || owner === undefined || !s.turn.rented.includes(owner)) rented.add(turn);
  }
  return rented;
}

/** The way the train takes along the track (any owner's) to the city, as routeToward moves it: fewest mileposts; undefined when the track does not reach it. */
export function trainWay(bot: IrBot, s: IndiaRailsState, seat: Seat, city: City): number[] | undefined {
  if (s.players[seat].at === null) return undefined;
  const reach = reachableMileposts(bot.ctx, s, seat);
  const reached = new Set(reach.order);
  let target: number | undefined;
  for (const m of city.mileposts) if (reached.has(m) && (target === undefined || reach.steps(m) < reach.steps(target))) target = m;
  return target === undefined ? undefined : reach.path(target);
}

/**
 * Whether moving along `path` leaves the train where it may be stuck for good: on others' track outside
 * a city (where it may neither turn back nor build) without a turn's rent to ride on next turn (see
 * holdsRent), or at the dead end of its own track without the cash to build on (with `rideOn`
 * false, others' track joining there is no way out: the player will not pay to ride it).
 */
export function strands(bot: IrBot, s: IndiaRailsState, seat: Seat, path: readonly number[], rideOn = true): boolean {
  const ctx = bot.ctx;
  const end = path[path.length - 1];
  if (ctx.isCity[end] === 1) return false;
  // The end of own track: only with the cash to build on from there (as routeToward). Others'
  // track there is a way on only for a player that will ride it (`rideOn`).
  if (networkMileposts(ctx, s, seat).has(end)) return (!rideOn || trackOwnersAt(ctx, s, end).length <= 1) && !mayBuildOn(bot, s.players[seat].cash);
  const owners = new Set<number>();
  for (let i = 1; i < path.length; i++) {
    const o = travelOwner(ctx, s, path[i - 1], path[i]);
    if (o !== undefined && o !== -1 && o !== seat && !s.turn.rented.includes(o)) owners.add(o);
  }
  return s.players[seat].cash - owners.size * s.params.rent < turnRent(s);
}

/** Whether a player with `cash` may take its train outside a city to wait for the track to go on: it keeps the reserve and can pay to extend. */
function mayBuildOn(bot: IrBot, cash: number): boolean {
  return cash >= bot.tuning.buildReserve + bot.tuning.frontierCash;
}

/**
 * The milepost the train can reach along the track (own only unless `anyTrack`) nearest as the crow
 * flies to `city`, among those track may be built on from: its own network and the major cities
 * (the end of others' track is no place to wait for the building).
 */
export function nearestOnTrack(bot: IrBot, s: IndiaRailsState, seat: Seat, city: City, anyTrack: boolean): number {
  const g = bot.ctx.graph;
  const from = trackDistances(bot, s, [s.players[seat].at!], anyTrack ? undefined : seat);
  const mine = networkMileposts(bot.ctx, s, seat);
  let best = s.players[seat].at!;
  let bestD = g.distance(best, city.milepost);
  for (let m = 0; m < from.length; m++) {
    if (from[m] === 65535 || !(mine.has(m) || bot.ctx.isMajor[m] === 1)) continue;
    const d = g.distance(m, city.milepost);
    if (d < bestD) {
      bestD = d;
      best = m;
    }
  }
  return best;
}

/** Hops along track (own, red areas, and others' unless `onlySeat` is given) from every milepost to the nearest of `to`; 65535 when cut off. */
export function trackDistances(bot: IrBot, s: IndiaRailsState, to: readonly number[], onlySeat?: Seat): Uint16Array {
  const g = bot.ctx.graph;
  const dist = new Uint16Array(g.size).fill(65535);
  const queue: number[] = [];
  for (const m of to) {
    dist[m] = 0;
    queue.push(m);
  }
  for (let h = 0; h < queue.length; h++) {
    const m = queue[h];
    for (const v of g.neighbours(m)) {
      if (dist[v] !== 65535) continue;
      const owner = travelOwner(bot.ctx, s, m, v);
      if (owner === undefined || (onlySeat !== undefined && owner !== -1 && owner !== onlySeat)) continue;
      dist[v] = dist[m] + 1;
      queue.push(v);
    }
  }
  return dist;
}

/**
 * Whether the train stands outside a city where no way along the track (its own or others')
 * reaches a city: it may still move, but only deeper into a dead end, and since a train turns
 * back only in a city it waits there for good unless it builds its way out.
 */
export function boxedIn(bot: IrBot, s: IndiaRailsState, seat: Seat): boolean {
  const at = s.players[seat].at;
  if (at === null || bot.ctx.isCity[at] === 1) return false;
  return !reachableMileposts(bot.ctx, s, seat).order.some((m) => m !== at && bot.ctx.isCity[m] === 1);
}

/** Nearest places (in mileposts) looked at for the way off others' track. */
const LEAVE_CANDIDATES = 8;

/**
 * The rent a train standing on others' track needs to get off it: a turn's rent for each turn of
 * its run, along any track, to the nearest place where its own way goes on (its own network, a
 * major city, or its next stop); 0 on its own track or in a major city. A build or an upgrade
 * that spends it leaves the train there for good (the basic rules lend nothing).
 */
export function rentToLeave(bot: IrBot, s: IndiaRailsState, seat: Seat, stopCity?: City): number {
  const ctx = bot.ctx;
  if (!onOthersTrack(ctx, s, seat)) return 0;
  const pl = s.players[seat];
  const left = s.phase === 'main' && s.turn.seat === seat ? Math.max(0, s.turn.allowance - s.turn.moved) : s.params.speed[pl.loco];
  const reach = reachableMileposts(ctx, s, seat);
  const mine = networkMileposts(ctx, s, seat);
  let best = Number.POSITIVE_INFINITY;
  let looked = 0;
  for (const m of reach.order) {
    if (!(mine.has(m) || ctx.isMajor[m] === 1 || stopCity?.mileposts.includes(m))) continue;
    best = Math.min(best, rentedTurns(bot, s, seat, reach.path(m), left).size);
    if (best === 0 || ++looked >= LEAVE_CANDIDATES) break;
  }
  // No way off at all: a turn's rent, which a train there needs to ride on at all.
  return (Number.isFinite(best) ? best : 1) * turnRent(s);
}
