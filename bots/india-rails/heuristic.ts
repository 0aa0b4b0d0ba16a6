/**
 * The India Rails heuristic player. It commits to a trip (plan.ts) across turns and drops it after
 * a few turns without progress, or when a new card opens a trip a fifth better; each turn it
 * delivers what pays, picks up the trip's load and any load a card wants that fits, moves toward
 * the next stop, then builds toward the first stop its
 * network does not reach (out of a major city or its own track, never into a major), upgrades the
 * loco when nothing needs building and cash allows, discards a hopeless hand, and connects the
 * major cities before the cash target. Easy is the same program with noisy trip choice and no
 * opportunistic pickups or upgrades.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import { trackOwnersAt, travelOwner } from '../../src/games/india-rails/rules/move.ts';
import { reachableMileposts } from '../../src/games/india-rails/rules/reach.ts';
import { majorsConnected, networkMileposts } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { HeuristicSettings, Policy } from '../types.ts';
import { planTripsAhead } from './lookahead.ts';
import { buildStarts, cityCost, holdsRent, newSegment, onOthersTrack, planTrips, reaches, type Situation, type Stop, situation, type Trip, turnRent } from './plan.ts';
import { ridePath } from './ride.ts';
import { IR_TUNING } from './tuning.ts';
import { PILGRIMS } from '../../src/games/india-rails/data/loads.ts';
import { trimBuildToBudget } from '../../src/games/india-rails/rules/trim-build.ts';

/** Trips ranked by lookahead (depth 3): the planner's best this many. */
const LOOKAHEAD_POOL = 8;

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
  /** Until this own turn, plan on own track only (set by a stall). */
  ownTrackUntil?: number;
  /** How a new trip is chosen among the planner's best (the hard player searches); by default the best, or a noisy pick for easy. */
  chooseTrip?: (s: IndiaRailsState, trips: readonly Trip[]) => Trip | null;
}

/** A fresh memory. */
export function newMemory(): IrMemory {
  return { trip: null, dropped: [], turnSeen: -1, lastProgress: Number.POSITIVE_INFINITY, stall: 0, idle: 0, lastIncome: 0 };
}

function tripKey(t: Trip): string {
  return t.stops.map((st) => `${st.kind}:${st.city}:${st.load}`).join('>');
}

/** Whether a stop is done: its load is aboard (pickup) or its card has left the hand (delivery). */
function stopDone(s: IndiaRailsState, seat: Seat, stop: Stop): boolean {
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

/** Remaining work on a trip, smaller is closer: stops left, track missing, distance to go. */
function progressMeasure(core: IndiaRailsCore, s: IndiaRailsState, seat: Seat, sit: Situation, trip: Trip): number {
  const g = core.ctx.graph;
  const stop = nextStop(s, seat, trip);
  if (!stop) return 0;
  const city = g.cityById(stop.city)!;
  const at = s.players[seat].at;
  const left = trip.stops.length - trip.stops.indexOf(stop);
  return left * 1000 + cityCost(sit.fromNet, city) + (at === null ? 0 : g.distance(at, city.milepost));
}

/** The heuristic's choice for `seat`; `memory` carries its trip across calls. */
export function chooseIr(core: IndiaRailsCore, s: IndiaRailsState, seat: Seat, rng: Rng, settings: HeuristicSettings, memory: IrMemory): IndiaRailsAction {
  const legal = core.legalActions(s, seat);
  if (legal.length === 0) throw new Error(`india-rails heuristic: seat ${seat} has no legal action`);
  if (legal.length === 1) return legal[0];
  const ctx = core.ctx;
  const g = ctx.graph;
  const pl = s.players[seat];
  const ok = (a: IndiaRailsAction) => core.validate(s, seat, a) === null;
  // After a stall, plan on own track for a while: riding others' track can look open where the
  // train cannot go (it reverses only in cities), and own track gets it there.
  const sit = situation(ctx, s, seat, undefined, pl.turns < (memory.ownTrackUntil ?? 0));

  if (s.pending.length > 0) {
    const keep = new Set(memory.trip?.stops.map((st) => st.load) ?? []);
    return legal.find((a) => a.type === 'loseLoad' && !keep.has(a.load)) ?? legal[0];
  }

  // Keep or replace the trip.
  if (pl.turns !== memory.turnSeen) {
    memory.turnSeen = pl.turns;
    const p = memory.trip ? progressMeasure(core, s, seat, sit, memory.trip) : Number.POSITIVE_INFINITY;
    // Measured against the best so far: a train shuttling back and forth gets no nearer.
    memory.stall = p < memory.lastProgress ? 0 : memory.stall + 1;
    memory.lastProgress = Math.min(memory.lastProgress, p);
    memory.idle = pl.income > memory.lastIncome ? 0 : memory.idle + 1;
    memory.lastIncome = pl.income;
  }
  let trips: Trip[] | undefined;
  // A stall only counts once the train runs: the first turns are for building.
  const stalled = memory.stall >= IR_TUNING.stallTurns && s.phase === 'main' && pl.at !== null;
  // A new card (after a delivery mid-trip) may offer a much better trip than the rest of this one.
  const handKey = pl.hand.join(',');
  let better = false;
  if (memory.trip && handKey !== memory.handKey && s.phase === 'main' && s.turn.stage === 'operations') {
    trips = planTrips(ctx, s, seat, sit);
    better = (trips[0]?.value ?? Number.NEGATIVE_INFINITY) > IR_TUNING.switchGain * memory.trip.value && tripKey(trips[0]) !== tripKey(memory.trip);
  }
  memory.handKey = handKey;
  if (!nextStop(s, seat, memory.trip) || stalled || better) {
    if (stalled && memory.trip) {
      memory.dropped = [...memory.dropped.slice(-4), tripKey(memory.trip)];
      memory.ownTrackUntil = pl.turns + IR_TUNING.ownTrackTurns;
    }
    // (The switch test above may have planned this very position already.)
    trips = settings.depth >= 3 ? planTripsAhead(ctx, s, seat, LOOKAHEAD_POOL, 5) : (trips ?? planTrips(ctx, s, seat, sit));
    const fresh = trips.filter((t) => !memory.dropped.includes(tripKey(t)));
    const pool = fresh.length > 0 ? fresh : trips;
    memory.trip = memory.chooseTrip ? memory.chooseTrip(s, pool) : pickTrip(pool, rng, settings);
    memory.stall = 0;
    memory.lastProgress = memory.trip ? progressMeasure(core, s, seat, sit, memory.trip) : Number.POSITIVE_INFINITY;
  }
  const trip = memory.trip;
  const stop = nextStop(s, seat, trip);
  const stopCity = stop ? g.cityById(stop.city) : undefined;
  const ops = s.phase === 'main' && s.turn.stage === 'operations';
  // No move is offered, or the train stands on others' track that does not join its own.
  const cannotLeave = sit.foreign || !legal.some((a) => a.type === 'moveTrain');

  if (ops && pl.at === null) {
    const place = placeCity(core, s, sit, stopCity);
    const a: IndiaRailsAction = { type: 'placeTrain', city: place };
    if (ok(a)) return a;
  }

  if (ops && pl.at !== null) {
    // Discard a hopeless hand at the start of a turn, or one that has earned nothing for too long.
    if (!s.turn.acted && legal.some((a) => a.type === 'discardHand')) {
      // Not while the train carries a load the trip delivers: that card is about to pay (unless it
      // has not for twice as long: a player too poor for the track to its delivery waits for ever).
      const carrying = memory.idle < 2 * IR_TUNING.idleTurns && (trip?.stops.some((st) => st.kind === 'deliver' && pl.loads.some((c) => c.load === st.load)) ?? false);
      if (memory.idle >= IR_TUNING.idleTurns && !carrying && !legal.some((a) => a.type === 'deliverLoad')) {
        memory.idle = 0;
        memory.trip = null;
        return { type: 'discardHand' };
      }
      // (A train that cannot get out builds its way out first, below: no hand is worth much there.)
      if (!cannotLeave && !legal.some((a) => a.type === 'deliverLoad') && hopelessHand(ctx, s, seat, sit, trips)) return { type: 'discardHand' };
    }
    // Deliver what pays most.
    let deliver: IndiaRailsAction | undefined;
    let payout = -1;
    for (const a of legal) {
      if (a.type !== 'deliverLoad') continue;
      const p = ctx.demandById.get(a.card)!.demands[a.demand].payout;
      if (p > payout) {
        payout = p;
        deliver = a;
      }
    }
    if (deliver) return deliver;
    // Drop loads no card wants any more (they only take room).
    const demands = pl.hand.flatMap((id) => ctx.demandById.get(id)!.demands);
    // A load is wanted when a demand can take it: Pilgrims only outside the region they boarded in.
    const usable = (load: string, region: string | undefined) =>
      demands.some((d) => d.load === load && (region === undefined || g.cityById(d.city)?.region !== region));
    const dead = legal.find((a) => a.type === 'dropLoad' && !pl.loads.some((c) => c.load === a.load && usable(c.load, c.region)));
    // (A dead load can never be picked up again by the rule below: no card wants it.)
    if (dead) return dead;
    // Pick up the trip's load here, or a load a card wants if it fits beside the trip's.
    const pickups = legal.filter((a): a is Extract<IndiaRailsAction, { type: 'pickUpLoad' }> => a.type === 'pickUpLoad');
    if (stop?.kind === 'pickup' && g.cityAt(pl.at)?.id === stop.city) {
      const mine = pickups.find((a) => a.load === stop.load);
      if (mine) return mine;
      // Full: make room by dropping a load the trip does not deliver.
      const keep = new Set(trip!.stops.map((st) => st.load));
      const room = legal.find((a) => a.type === 'dropLoad' && !keep.has(a.load));
      if (room && pl.loads.length >= s.params.capacity[pl.loco] && (s.supply[stop.load] ?? 0) > 0) {
        memory.dropped = [...memory.dropped.slice(-4), `drop:${pl.turns}:${(room as { load: string }).load}`];
        return room;
      }
    }
    if (settings.depth > 1 && pickups.length > 0) {
      const capacity = s.params.capacity[pl.loco];
      const reserved = stop?.kind === 'pickup' ? 1 : 0;
      if (pl.loads.length + reserved < capacity) {
        const region = g.cityAt(pl.at)?.region;
        const carried = new Set(pl.loads.map((c) => c.load));
        const extra = pickups.find(
          (a) => usable(a.load, a.load === PILGRIMS ? region : undefined) && !carried.has(a.load) && !memory.dropped.includes(`drop:${pl.turns}:${a.load}`),
        );
        if (extra) return extra;
      }
    }
    // Move toward the next stop, measured along the track (own, red areas, others' for rent).
    if (stopCity) {
      const route = routeToward(core, s, seat, stopCity);
      if (route && ok(route)) return route;
    }
    if (stopCity) {
      // Short of cash, others' track is a trap: the rent to leave it may never be paid.
      const rentOk = holdsRent(ctx, s, seat);
      let goal = stopCity.mileposts;
      let dist = trackDistances(core, s, goal, rentOk ? undefined : seat);
      // The stop is off the track: head for the track nearest it, where the building goes on.
      if (dist[pl.at] === 65535) {
        goal = [nearestOnTrack(core, s, seat, stopCity, rentOk)];
        dist = trackDistances(core, s, goal, rentOk ? undefined : seat);
      }
      // Already as near as the track goes: a move would only come back here.
      const here = goal.includes(pl.at) ? -1 : dist[pl.at];
      let best: IndiaRailsAction | undefined;
      let bestD = here;
      for (const a of legal) {
        if (a.type !== 'moveTrain' || strands(core, s, seat, a.path)) continue;
        const end = a.path[a.path.length - 1];
        const d = goal.includes(end) ? -1 : dist[end];
        if (d < bestD) {
          bestD = d;
          best = a;
        }
      }
      if (best) return best;
    }
  }

  // Build toward the first stop the network does not reach; then toward the major cities.
  // A train that cannot move at all (a dead end outside a city) may spend its reserve to get out.
  // So may one on a piece of others' track that does not join its own, or one standing on others'
  // track with no move toward its stop (the way back may need a turn outside a city).
  const stuck = ops && pl.at !== null && s.turn.moved === 0 && (cannotLeave || (stopCity !== undefined && onOthersTrack(ctx, s, seat)));
  if (stuck) {
    const out = buildOutOfDeadEnd(core, s, seat, sit, stopCity);
    if (out) return out;
  }
  const build = chooseBuild(core, s, seat, sit, trip, stuck ? 0 : IR_TUNING.buildReserve);
  if (build) return build;

  if (settings.depth > 1) {
    const up = chooseUpgrade(s, seat, legal);
    if (up) return up;
  }
  return { type: 'endTurn' };
}

/**
 * Whether no trip is worth making (`trips`: the plan, when the caller has made it). A load aboard
 * that pays enough settles it without the full plan, whose searches from every source city are
 * the costly part.
 */
function hopelessHand(ctx: IndiaRailsCore['ctx'], s: IndiaRailsState, seat: Seat, sit: Situation, trips: readonly Trip[] | undefined): boolean {
  const best = (ts: readonly Trip[]) => ts[0]?.value ?? Number.NEGATIVE_INFINITY;
  if (!trips && best(planTrips(ctx, s, seat, sit, 1, true)) >= IR_TUNING.discardBelow) return false;
  return best(trips ?? planTrips(ctx, s, seat, sit)) < IR_TUNING.discardBelow;
}

/**
 * A move as far as the allowance goes along the train's shortest legal route (reversing only in
 * cities) to the city, or, when the track does not reach it, to the reachable milepost nearest it
 * (where the building goes on). Others' track only with cash for the rent to get off it again;
 * short of it, the way round on own track.
 */
function routeToward(core: IndiaRailsCore, s: IndiaRailsState, seat: Seat, city: City, ownTrackOnly = false): IndiaRailsAction | undefined {
  const ctx = core.ctx;
  const g = ctx.graph;
  const pl = s.players[seat];
  const left = s.turn.allowance - s.turn.moved;
  if (pl.at === null || left <= 0) return undefined;
  const reach = reachableMileposts(ctx, s, seat, Number.POSITIVE_INFINITY, ownTrackOnly);
  const reached = new Set(reach.order);
  let target: number | undefined;
  for (const m of city.mileposts) if (reached.has(m) && (target === undefined || reach.steps(m) < reach.steps(target))) target = m;
  if (target === undefined) {
    if (city.mileposts.includes(pl.at)) return undefined;
    let bestD = g.distance(pl.at, city.milepost);
    // Outside a city the train cannot turn back: go there only with cash to extend the track.
    const anywhere = mayBuildOn(pl.cash);
    for (const m of reach.order) {
      if (!anywhere && ctx.isCity[m] !== 1) continue;
      const d = g.distance(m, city.milepost);
      if (d < bestD || (d === bestD && target !== undefined && reach.steps(m) < reach.steps(target))) {
        bestD = d;
        target = m;
      }
    }
  }
  if (target === undefined || target === pl.at) return undefined;
  const full = reach.path(target);
  // Others' track only with the rent for every turn the whole route runs on it (a train out of money there is stuck).
  let rentTurns = 0;
  const speed = s.params.speed[pl.loco];
  for (let i = 1; i < full.length; i++) {
    const owner = travelOwner(ctx, s, full[i - 1], full[i]);
    if (owner !== -1 && owner !== seat) rentTurns = Math.max(rentTurns, Math.ceil((i - left) / speed) + 1);
  }
  // Short of the rent, the way round on own track may still get there.
  if (rentTurns > 0 && pl.cash < rentTurns * turnRent(s) + 1) return ownTrackOnly ? undefined : routeToward(core, s, seat, city, true);
  return { type: 'moveTrain', path: full.slice(0, left + 1) };
}

/**
 * Whether moving along `path` leaves the train where it may be stuck for good: on others' track outside
 * a city (where it may neither turn back nor build) without a turn's rent to ride on next turn (see
 * holdsRent), or at the dead end of its own track without the cash to build on.
 */
function strands(core: IndiaRailsCore, s: IndiaRailsState, seat: Seat, path: readonly number[]): boolean {
  const ctx = core.ctx;
  const end = path[path.length - 1];
  if (ctx.isCity[end] === 1) return false;
  // The end of own track: only with the cash to build on from there (as routeToward).
  if (networkMileposts(ctx, s, seat).has(end)) return trackOwnersAt(ctx, s, end).length <= 1 && !mayBuildOn(s.players[seat].cash);
  const owners = new Set<number>();
  for (let i = 1; i < path.length; i++) {
    const o = travelOwner(ctx, s, path[i - 1], path[i]);
    if (o !== undefined && o !== -1 && o !== seat && !s.turn.rented.includes(o)) owners.add(o);
  }
  return s.players[seat].cash - owners.size * s.params.rent < turnRent(s);
}

/** Whether a player with `cash` may take its train outside a city to wait for the track to go on: it keeps the reserve and can pay to extend. */
function mayBuildOn(cash: number): boolean {
  return cash >= IR_TUNING.buildReserve + IR_TUNING.frontierCash;
}

/**
 * The milepost the train can reach along the track (own only unless `anyTrack`) nearest as the crow
 * flies to `city`, among those track may be built on from: its own network and the major cities
 * (the end of others' track is no place to wait for the building).
 */
function nearestOnTrack(core: IndiaRailsCore, s: IndiaRailsState, seat: Seat, city: City, anyTrack: boolean): number {
  const g = core.ctx.graph;
  const from = trackDistances(core, s, [s.players[seat].at!], anyTrack ? undefined : seat);
  const mine = networkMileposts(core.ctx, s, seat);
  let best = s.players[seat].at!;
  let bestD = g.distance(best, city.milepost);
  for (let m = 0; m < from.length; m++) {
    if (from[m] === 65535 || !(mine.has(m) || core.ctx.isMajor[m] === 1)) continue;
    const d = g.distance(m, city.milepost);
    if (d < bestD) {
      bestD = d;
      best = m;
    }
  }
  return best;
}

/** Hops along track (own, red areas, and others' unless `onlySeat` is given) from every milepost to the nearest of `to`; 65535 when cut off. */
function trackDistances(core: IndiaRailsCore, s: IndiaRailsState, to: readonly number[], onlySeat?: Seat): Uint16Array {
  const g = core.ctx.graph;
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
      const owner = travelOwner(core.ctx, s, m, v);
      if (owner === undefined || (onlySeat !== undefined && owner !== -1 && owner !== onlySeat)) continue;
      dist[v] = dist[m] + 1;
      queue.push(v);
    }
  }
  return dist;
}

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

/** Where to put the train: the next stop if the network reaches it, else the reached city nearest to it. */
function placeCity(core: IndiaRailsCore, s: IndiaRailsState, sit: Situation, target: City | undefined): string {
  const g = core.ctx.graph;
  const cities = g.data.cities.filter((c) => reaches(sit, c) && (c.class === 'major' || c.mileposts.some((m) => networkMileposts(core.ctx, s, s.turn.seat).has(m))));
  const pool = cities.length > 0 ? cities : core.ctx.majors;
  if (!target) return pool[0].id;
  let best = pool[0];
  for (const c of pool) if (g.distance(c.milepost, target.milepost) < g.distance(best.milepost, target.milepost)) best = c;
  return best.id;
}

/** A build toward the trip's first unreached stop, or toward the nearest unconnected major city when the trip is served. */
function chooseBuild(core: IndiaRailsCore, s: IndiaRailsState, seat: Seat, sit: Situation, trip: Trip | null, reserve: number): IndiaRailsAction | undefined {
  const ctx = core.ctx;
  const g = ctx.graph;
  const pl = s.players[seat];
  // A train standing on others' track leaves it by riding on: no build spends the rent for that
  // (see holdsRent), or the train may never move again.
  const keep = onOthersTrack(ctx, s, seat) ? turnRent(s) : 0;
  const budget = Math.min(s.params.buildLimit - s.turn.spent, pl.cash - keep);
  if (budget <= 0) return undefined;
  const targets: City[] = [];
  const remaining = trip ? trip.stops.filter((st) => !stopDone(s, seat, st)) : [];
  // Each stop is built to from the piece of network that holds the stop before it. Riding, the
  // way is weighed by travel too (plan.ts): a shortcut to a stop the track reaches only far
  // around is built like the way to a stop it does not reach, from where the train will be.
  let origin: number[] | undefined = pl.at !== null ? [pl.at] : undefined;
  let shortcut: City | undefined;
  for (const st of remaining) {
    const c = g.cityById(st.city)!;
    if (!reaches(sit, c)) {
      targets.push(c);
      break;
    }
    if (sit.ride && origin && buildsOnWay(ctx, sit, ridePath(ctx, sit.ride, origin, c.mileposts)?.path)) {
      targets.push(c);
      shortcut = c;
      break;
    }
    origin = c.mileposts;
    sit = situation(ctx, s, seat, c.mileposts, !sit.ride);
  }
  const need = Math.min(s.params.majorCitiesToConnect, ctx.majors.length);
  // With the trip served and cash to spare, toward the major cities (joined late: early money is
  // scarce, and track to a major city earns nothing until trips use it).
  if (targets.length === 0 && pl.cash > IR_TUNING.majorsIdleCash && majorsConnected(ctx, s, seat) < need) {
    // The major cities count only when joined by one's own track: others' track does not do.
    sit = situation(ctx, s, seat, undefined, true);
    const open = ctx.majors.filter((c) => !reaches(sit, c));
    open.sort((a, b) => cityCost(sit.fromNet, a) - cityCost(sit.fromNet, b));
    if (open[0]) targets.push(open[0]);
  }
  for (const city of targets) {
    const res = sit.ride
      ? ridePath(ctx, sit.ride, city === shortcut && origin ? origin : [...sit.network], city.mileposts)
      : g.cheapestPath(buildStarts(ctx, s, seat, sit), city.mileposts, { own: sit.own, blocked: sit.blocked });
    if (!res) continue;
    // Keep a reserve for rent and the next trip, unless this build completes the way to a delivery
    // of a load aboard: its payout refills the purse. (Spent on anything else, the last millions can
    // strand a train for good: the basic rules lend nothing.)
    let path = trimBuildToBudget(core.ctx, s, sit.usable, res.path, budget);
    const pays = remaining.some((st) => st.kind === 'deliver' && st.city === city.id && pl.loads.some((c) => c.load === st.load));
    const finishes = pays && path !== undefined && completesPath(core, sit.own, res.path, path);
    if (!finishes && budget > pl.cash - reserve) path = trimBuildToBudget(core.ctx, s, sit.usable, res.path, pl.cash - reserve);
    if (path) {
      const a: IndiaRailsAction = { type: 'buildTrack', path };
      if (core.validate(s, seat, a) === null) return a;
    }
  }
  return undefined;
}

/** Whether a way the planner chose runs over new track (neither usable track nor a red area). */
function buildsOnWay(ctx: IndiaRailsCore['ctx'], sit: Situation, path: readonly number[] | undefined): boolean {
  return path?.some((m, i) => i > 0 && newSegment(ctx, sit, path[i - 1], m)) ?? false;
}

/**
 * Whether building `part` (the first run of new segments of `full`, as `trimBuildToBudget` cuts it)
 * completes `full`: the rest of `full` runs on own track or red areas. The run need not end in the
 * city: it may join a piece of own track that already reaches it.
 */
export function completesPath(core: IndiaRailsCore, own: ReadonlySet<number>, full: readonly number[], part: readonly number[]): boolean {
  const g = core.ctx.graph;
  const end = full.indexOf(part[part.length - 1], full.indexOf(part[0]));
  for (let j = end; j + 1 < full.length; j++) if (!g.isRedAreaEdge(full[j], full[j + 1]) && !own.has(g.edgeKey(full[j], full[j + 1]))) return false;
  return true;
}

/**
 * Track that frees a train that cannot move (outside a city at the end of a track, facing away
 * from the only way back). On its own track: onward from the train toward its next stop (or the
 * nearest city). On someone else's track, from where it may not build: from its own network to
 * the train, so that the next turn it can leave over its own track.
 */
function buildOutOfDeadEnd(core: IndiaRailsCore, s: IndiaRailsState, seat: Seat, sit: Situation, stopCity: City | undefined): IndiaRailsAction | undefined {
  const ctx = core.ctx;
  const g = ctx.graph;
  const pl = s.players[seat];
  const at = pl.at;
  if (at === null || pl.prev === null) return undefined;
  const budget = Math.min(s.params.buildLimit - s.turn.spent, pl.cash);
  if (budget <= 0) return undefined;
  const blocked = new Set(sit.blocked);
  blocked.add(g.edgeKey(at, pl.prev));
  const mine = networkMileposts(ctx, s, seat);
  let res: ReturnType<typeof g.cheapestPath>;
  if (mine.has(at)) {
    const goal = stopCity?.mileposts ?? [...g.data.cities].sort((a, b) => g.distance(at, a.milepost) - g.distance(at, b.milepost))[0].mileposts;
    res = g.cheapestPath([at], goal, { own: sit.own, blocked });
  } else {
    const from = [...mine];
    for (const c of ctx.majors) from.push(...c.mileposts);
    res = g.cheapestPath(from, [at], { own: sit.own, blocked });
  }
  if (!res) return undefined;
  const path = trimBuildToBudget(ctx, s, sit.own, res.path, budget);
  if (!path) return undefined;
  const a: IndiaRailsAction = { type: 'buildTrack', path };
  return core.validate(s, seat, a) === null ? a : undefined;
}

/** An upgrade when nothing is being built this turn and cash stays comfortable (the order and reserve are tunables). */
export function chooseUpgrade(s: IndiaRailsState, seat: Seat, legal: readonly IndiaRailsAction[]): IndiaRailsAction | undefined {
  const pl = s.players[seat];
  // Not in the building turns: the money is for the first track.
  if (s.phase !== 'main' || s.turn.spent > 0 || pl.cash - s.params.upgradeCost < IR_TUNING.upgradeReserve) return undefined;
  const first = IR_TUNING.heavyFirst ? ['heavyFreight', 'fastFreight'] : ['fastFreight', 'heavyFreight'];
  const order = pl.loco === 'freight' ? first : IR_TUNING.superFreight ? ['superFreight'] : [];
  for (const to of order) {
    const a = legal.find((x) => x.type === 'upgradeLoco' && x.to === to);
    if (a) return a;
  }
  return undefined;
}

/** The heuristic as a Policy over the India Rails core, remembering its trip per seat. */
export function irHeuristic(core: IndiaRailsCore, settings: HeuristicSettings): Policy<IndiaRailsState, IndiaRailsAction> {
  const memories = new Map<Seat, IrMemory>();
  return {
    choose(observation, seat, rng) {
      let m = memories.get(seat);
      if (!m) {
        m = newMemory();
        memories.set(seat, m);
      }
      const a = chooseIr(core, observation, seat, rng, settings, m);
      if (core.validate(observation, seat, a) === null) return a;
      return core.legalActions(observation, seat).find((x) => x.type === 'endTurn') ?? core.legalActions(observation, seat)[0];
    },
  };
}
