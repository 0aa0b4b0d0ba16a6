/**
 * The India Rails heuristic's rules, in the order it tries them (`IR_RULES`): each looks at one
 * decision (`IrTurn`) and returns an action, or undefined to leave it to the next rule. Each rule
 * can be tried alone on a situation set up for it.
 */
import type { Seat } from '../../src/engine/core.ts';
import { PILGRIMS } from '../../src/games/india-rails/data/loads.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import { networkMileposts } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { HeuristicSettings } from '../types.ts';
import type { IrBot } from './bot.ts';
import { buildOutOfDeadEnd, chooseBuild, chooseUpgrade } from './building.ts';
import { tripNeeds } from './budget.ts';
import { nextPayout } from './funds.ts';
import { type IrMemory, stopDone } from './memory.ts';
import { backtrackAction, borrowAction } from './mercy.ts';
import { boxedIn, nearestOnTrack, rentToLeave, route, strands, trackDistances } from './movement.ts';
import { planTrips } from './plan.ts';
import type { Stop, Trip } from './trip.ts';
import { holdsRent, onOthersTrack, reaches, type Situation } from './situation.ts';
import { remainder, remembered } from './trip-choice.ts';

/** One decision of the heuristic, as its rules see it. */
export interface IrTurn {
  readonly bot: IrBot;
  readonly s: IndiaRailsState;
  readonly seat: Seat;
  readonly settings: HeuristicSettings;
  /** The seat's memory: a rule may update it (a discard forgets the trip). */
  readonly memory: IrMemory;
  readonly legal: readonly IndiaRailsAction[];
  readonly sit: Situation;
  /** Trips already planned at this decision, if any. */
  readonly trips: readonly Trip[] | undefined;
  readonly trip: Trip | null;
  readonly stop: Stop | undefined;
  readonly stopCity: City | undefined;
  /** The operations stage of a main turn. */
  readonly ops: boolean;
  /** No move is offered, every move leads only deeper into a dead end (boxedIn), or the train stands on others' track that does not join its own. */
  readonly cannotLeave: boolean;
}

/** A rule: an action for the decision, or undefined. */
export type IrRule = (t: IrTurn) => IndiaRailsAction | undefined;

/** Whether the train is on the board in the operations stage (the rules about loads and moves apply). */
function running(t: IrTurn): boolean {
  return t.ops && t.s.players[t.seat].at !== null;
}

const ok = (t: IrTurn, a: IndiaRailsAction) => t.bot.core.validate(t.s, t.seat, a) === null;

/** Place the train: at the next stop if the network reaches it, else at the reached city nearest to it. */
export const placeTrain: IrRule = (t) => {
  if (!t.ops || t.s.players[t.seat].at !== null) return undefined;
  const a: IndiaRailsAction = { type: 'placeTrain', city: placeCity(t.bot, t.s, t.sit, t.stopCity) };
  return ok(t, a) ? a : undefined;
};

/** Mercy, Borrowing: take the loan the trip was planned with (mercy.ts). */
export const borrow: IrRule = (t) => (t.ops ? borrowAction(t.memory, t.legal) : undefined);

/** Mercy, Backtracking: turn back outside a city when no way toward the next stop goes forward (mercy.ts). */
export const backtrack: IrRule = (t) => (running(t) ? backtrackAction(t.bot, t.s, t.seat, t.stopCity, t.legal) : undefined);

/** Discard a hopeless hand at the start of a turn, or one that has earned nothing for `idleTurns`. */
export const discard: IrRule = (t) => {
  const { bot, s, seat, legal, memory, trip } = t;
  if (s.turn.acted || !legal.some((a) => a.type === 'discardHand')) return undefined;
  // A building turn with no track yet and no trip the cash can pay for would build nothing: a new
  // hand is the way out (rules §5.3 allows the discard in a building turn).
  if (s.phase === 'building') {
    if (memory.judge && s.players[seat].at === null) return memory.judge.discard(s, seat) ? forget(memory) : undefined;
    return s.track[seat].length === 0 && (t.trips ?? planTrips(bot, s, seat, t.sit, 1)).length === 0 ? { type: 'discardHand' } : undefined;
  }
  if (!running(t)) return undefined;
  const pl = s.players[seat];
  const delivering = legal.some((a) => a.type === 'deliverLoad');
  // Not while the train carries a load the trip delivers: that card is about to pay (unless it
  // has not for `carryingIdleFactor` times as long: a player too poor for the track to its delivery waits for ever).
  const carrying =
    memory.idle < bot.tuning.carryingIdleFactor * bot.tuning.idleTurns &&
    (trip?.stops.some((st) => st.kind === 'deliver' && pl.loads.some((c) => c.load === st.load)) ?? false);
  if (memory.idle >= bot.tuning.idleTurns && !carrying && !delivering) {
    memory.idle = 0;
    memory.trip = null;
    return { type: 'discardHand' };
  }
  // Medium and up: with no trip whose way to its payout the cash pays (budget.ts), a new hand
  // may hold one (waiting earns nothing: nobody lends).
  if (t.settings.depth > 1 && memory.broke && !delivering) {
    memory.idle = 0;
    memory.trip = null;
    return { type: 'discardHand' };
  }
  // (A train that cannot get out builds its way out first: no hand is worth much there.)
  // A plan whose rest is still worth making keeps the hand (no need to plan afresh to know it).
  const rest = trip && !t.trips ? remainder(bot, s, seat, t.sit, trip) : null;
  const planWorth = rest !== null && grossRate(rest) >= bot.tuning.discardBelow;
  // A poor player keeps a plan whose way to its next payout is paid for, however slow: the track
  // is sunk, and a new hand the cash could not pay for earns nothing (in droughts, a fresh hand
  // held a payable plan 2-5% of the time). Players built 19M toward a plan and threw it away.
  const paid = () => trip !== null && pl.cash < bot.tuning.keepPaidBelow && tripNeeds(bot, s, seat, t.sit, trip) === 0;
  if (t.cannotLeave || delivering) return undefined;
  // The hard player weighs a fresh hand against this one on the forward model, unless a load
  // aboard is for a card in hand (the model does not carry loads).
  if (memory.judge) return !pl.loads.some((c) => usable(t, c.load, c.region)) && memory.judge.discard(s, seat) ? forget(memory) : undefined;
  if (!planWorth && !paid() && hopelessHand(bot, s, seat, t.sit, t.trips)) return { type: 'discardHand' };
  return undefined;
};

/** Forgets the trip of a hand about to be thrown away, and says to throw it. */
function forget(memory: IrMemory): IndiaRailsAction {
  memory.idle = 0;
  memory.trip = null;
  return { type: 'discardHand' };
}

/** Deliver what pays most. */
export const deliver: IrRule = (t) => {
  if (!running(t)) return undefined;
  let best: IndiaRailsAction | undefined;
  let payout = -1;
  for (const a of t.legal) {
    if (a.type !== 'deliverLoad') continue;
    const p = t.bot.ctx.demandById.get(a.card)!.demands[a.demand].payout;
    if (p > payout) {
      payout = p;
      best = a;
    }
  }
  return best;
};

/** Whether a card in hand can take `load` (Pilgrims only outside the region they boarded in, `region`). */
function usable(t: IrTurn, load: string, region: string | undefined): boolean {
  const { ctx } = t.bot;
  const demands = t.s.players[t.seat].hand.flatMap((id) => ctx.demandById.get(id)!.demands);
  return demands.some((d) => d.load === load && (region === undefined || ctx.graph.cityById(d.city)?.region !== region));
}

/** Drop a load no card wants any more (it only takes room, and no rule picks it up again). */
export const dropDead: IrRule = (t) => {
  if (!running(t)) return undefined;
  const pl = t.s.players[t.seat];
  return t.legal.find((a) => a.type === 'dropLoad' && !pl.loads.some((c) => c.load === a.load && usable(t, c.load, c.region)));
};

/** At the trip's pickup, pick up its load; full, make room by dropping a load the trip does not deliver. */
export const pickUpTripLoad: IrRule = (t) => {
  const { s, seat, stop, legal, memory } = t;
  const pl = s.players[seat];
  if (!running(t) || stop?.kind !== 'pickup' || t.bot.ctx.graph.cityAt(pl.at!)?.id !== stop.city) return undefined;
  const mine = legal.find((a) => a.type === 'pickUpLoad' && a.load === stop.load);
  if (mine) return mine;
  const keep = new Set(t.trip!.stops.map((st) => st.load));
  const room = legal.find((a): a is Extract<IndiaRailsAction, { type: 'dropLoad' }> => a.type === 'dropLoad' && !keep.has(a.load));
  if (room && pl.loads.length >= s.params.capacity[pl.loco] && (s.supply[stop.load] ?? 0) > 0) {
    memory.dropped = remembered(t.bot, memory.dropped, `drop:${pl.turns}:${room.load}`);
    return room;
  }
  return undefined;
};

/** Medium and up: pick up a load a card wants if it fits beside the trip's (not one dropped this turn). */
export const pickUpExtra: IrRule = (t) => {
  const { s, seat, stop, memory } = t;
  const pl = s.players[seat];
  if (!running(t) || t.settings.depth <= 1) return undefined;
  const pickups = t.legal.filter((a): a is Extract<IndiaRailsAction, { type: 'pickUpLoad' }> => a.type === 'pickUpLoad');
  const reserved = stop?.kind === 'pickup' ? 1 : 0;
  if (pickups.length === 0 || pl.loads.length + reserved >= s.params.capacity[pl.loco]) return undefined;
  const region = t.bot.ctx.graph.cityAt(pl.at!)?.region;
  const carried = new Set(pl.loads.map((c) => c.load));
  return pickups.find(
    (a) => usable(t, a.load, a.load === PILGRIMS ? region : undefined) && !carried.has(a.load) && !memory.dropped.includes(`drop:${pl.turns}:${a.load}`),
  );
};

/** Move toward the next stop, measured along the track (own, red areas, others' for rent). */
export const move: IrRule = (t) => {
  const { bot, s, seat, stopCity } = t;
  if (!running(t) || !stopCity) return undefined;
  const at = s.players[seat].at!;
  // Medium and up: the rent is paid only from what the track to the next payout leaves (funds.ts).
  const keep = t.settings.depth > 1 ? payoutKeep(t) : 0;
  const stop = t.stop;
  const paysThere = t.settings.depth > 1 && stop?.kind === 'deliver' && s.players[seat].loads.some((c) => c.load === stop.load);
  const way = route(bot, s, seat, stopCity, false, keep, paysThere);
  if (way.action && ok(t, way.action)) return way.action;
  // Short of cash, others' track is a trap: the rent to leave it may never be paid. Medium and up,
  // standing on their own track, also ride no part of a way whose whole rent they were short of
  // (turn by turn, it ends at 0M); off it, riding on is the only way home.
  const home = networkMileposts(bot.ctx, s, seat).has(at);
  const rentOk = holdsRent(bot, s, seat) && !(t.settings.depth > 1 && way.rentShort && home);
  let goal = stopCity.mileposts;
  let dist = trackDistances(bot, s, goal, rentOk ? undefined : seat);
  // The stop is off the track: head for the track nearest it, where the building goes on.
  if (dist[at] === 65535) {
    goal = [nearestOnTrack(bot, s, seat, stopCity, rentOk)];
    dist = trackDistances(bot, s, goal, rentOk ? undefined : seat);
  }
  // Already as near as the track goes: a move would only come back here.
  let bestD = goal.includes(at) ? -1 : dist[at];
  let best: IndiaRailsAction | undefined;
  for (const a of t.legal) {
    if (a.type !== 'moveTrain' || strands(bot, s, seat, a.path, rentOk || t.settings.depth <= 1)) continue;
    const end = a.path[a.path.length - 1];
    const d = goal.includes(end) ? -1 : dist[end];
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best;
};

/**
 * What the way to the trip's next payout needs besides the rent to its next stop (which the move
 * checks itself): the track still to build, and the rent due after that stop (0 when no way is known).
 */
function payoutKeep(t: IrTurn): number {
  if (!t.trip) return 0;
  const remaining = t.trip.stops.filter((st) => !stopDone(t.s, t.seat, st));
  const { cost, rentLater } = nextPayout(t.bot, t.s, t.seat, t.sit, remaining);
  return Number.isFinite(cost) ? cost + rentLater : 0;
}

/**
 * Build toward the first stop the network does not reach, then toward the major cities. A train
 * that cannot move (a dead end outside a city, or a way that leads only deeper into one; a piece
 * of others' track that does not join its own; or others' track with no move toward its stop: the
 * way back may need a turn outside a city) first builds its way out, and may spend its reserve to do so.
 */
export const build: IrRule = (t) => {
  const { bot, s, seat } = t;
  const pl = s.players[seat];
  const stuck = t.ops && pl.at !== null && s.turn.moved === 0 && (t.cannotLeave || (t.stopCity !== undefined && onOthersTrack(bot.ctx, s, seat)));
  if (stuck) {
    // A train that may still move (riding others' track on) keeps the reserve: its last money spent
    // on a way out leaves it free but too poor to build or ride toward any delivery.
    const mayMove = t.legal.some((a) => a.type === 'moveTrain') && !boxedIn(bot, s, seat);
    const out = buildOutOfDeadEnd(bot, s, seat, t.sit, t.stopCity, mayMove ? bot.tuning.buildReserve : 0);
    if (out) return out;
  }
  return chooseBuild(bot, s, seat, t.sit, t.trip, stuck ? 0 : bot.tuning.buildReserve);
};

/**
 * Medium and up: the first upgrade comes before the turn's building once the cash pays for it and
 * still pays the way to the plan's next payout (`firstUpgradeSpare` beyond that): a faster train
 * (12 mileposts a turn instead of 9) cuts every plan's travel by a quarter for the rest of the game.
 */
export const upgradeFirst: IrRule = (t) => {
  const { s, seat, bot } = t;
  const pl = s.players[seat];
  if (t.settings.depth <= 1 || pl.loco !== 'freight' || s.phase !== 'main' || s.turn.spent > 0 || s.track[seat].length === 0) return undefined;
  // A train that cannot leave where it stands builds its way out first (build).
  if (t.ops && pl.at !== null && s.turn.moved === 0 && t.cannotLeave) return undefined;
  // A player with no plan its cash pays keeps the cash for the plan a new hand may bring.
  if (t.memory.broke) return undefined;
  // A train on others' track keeps the rent to leave it besides (movement.ts, rentToLeave).
  const spare = pl.cash - s.params.upgradeCost - payoutKeep(t) - rentToLeave(bot, s, seat, t.stopCity);
  // The hard player buys it when the forward model says it wins sooner, while the way to the next payout stays paid.
  if (t.memory.judge) return spare >= 0 && t.memory.judge.upgrade(s, seat) ? chooseUpgrade({ ...bot.tuning, upgradeReserve: 0 }, s, seat, t.legal) : undefined;
  if (spare < bot.tuning.firstUpgradeSpare) return undefined;
  return chooseUpgrade({ ...bot.tuning, upgradeReserve: 0 }, s, seat, t.legal);
};

/** Medium and up: upgrade the loco when nothing is being built and cash allows, unless no plan is payable. */
export const upgrade: IrRule = (t) => {
  if (t.settings.depth <= 1 || t.memory.broke) return undefined;
  // The hard player's first upgrade waits for the forward model to say it wins sooner.
  if (t.memory.judge && t.s.players[t.seat].loco === 'freight' && !t.memory.judge.upgrade(t.s, t.seat)) return undefined;
  return chooseUpgrade(t.bot.tuning, t.s, t.seat, t.legal);
};

/** The rules in the order the heuristic tries them; when none applies it ends its turn. */
export const IR_RULES: readonly IrRule[] = [
  placeTrain,
  borrow,
  backtrack,
  discard,
  deliver,
  dropDead,
  pickUpTripLoad,
  pickUpExtra,
  move,
  upgradeFirst,
  build,
  upgrade,
];

/**
 * Whether no trip is worth making (`trips`: the plan, when the caller has made it). A load aboard
 * that pays enough settles it without the full plan, whose searches from every source city are
 * the costly part.
 */
function hopelessHand(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trips: readonly Trip[] | undefined): boolean {
  // Judged by the payout per turn: track a far demand needs stays in the network, and a discard
  // costs a whole turn of moving and building.
  const best = (ts: readonly Trip[]) => ts.reduce((m, t) => Math.max(m, grossRate(t)), Number.NEGATIVE_INFINITY);
  // With no track yet, any trip the cash can pay for is a start: only a hand with none is hopeless.
  if (s.track[seat].length === 0) return (trips ?? planTrips(bot, s, seat, sit, 1)).length === 0;
  if (!trips && best(planTrips(bot, s, seat, sit, 1, true)) >= bot.tuning.discardBelow) return false;
  return best(trips ?? planTrips(bot, s, seat, sit)) < bot.tuning.discardBelow;
}

/** A plan's payout per turn, before its track. */
function grossRate(t: Trip): number {
  return Number.isFinite(t.turns) ? t.payout / t.turns : Number.NEGATIVE_INFINITY;
}

/** Where to put the train: the next stop if the network reaches it, else the reached city nearest to it. */
function placeCity(bot: IrBot, s: IndiaRailsState, sit: Situation, target: City | undefined): string {
  const { ctx } = bot;
  const g = ctx.graph;
  const cities = g.data.cities.filter((c) => reaches(sit, c) && (c.class === 'major' || c.mileposts.some((m) => networkMileposts(ctx, s, s.turn.seat).has(m))));
  const pool = cities.length > 0 ? cities : ctx.majors;
  if (!target) return pool[0].id;
  let best = pool[0];
  for (const c of pool) if (g.distance(c.milepost, target.milepost) < g.distance(best.milepost, target.milepost)) best = c;
  return best.id;
}
