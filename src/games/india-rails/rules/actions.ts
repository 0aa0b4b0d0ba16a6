/**
 * Validating and applying India Rails actions: the shape of untrusted input, whose turn it is,
 * which stage of the turn allows what (operations before building; docs/rules/india-rails.md §5.2), then
 * the rule of each action. `validate` and `apply` share the same checks.
 */
import type { Rng } from '../../../engine/rng.ts';
import { LOCO_TYPES, type LocoType } from '../data/locos.ts';
import { applyBuild, checkBuild } from './build.ts';
import type { RulesContext } from './context.ts';
import { draft, transfer } from './draft.ts';
import { refillHand, returnChip } from './event-resolution.ts';
import { applyDelivery, applyDrop, applyPickup, checkDelivery, checkDrop, checkPickup } from './loads.ts';
import { applyLocoChange, checkLocoChange } from './locos.ts';
import { applyMove, checkMove, travelOwner } from './move.ts';
import { endTurn } from './turns.ts';
import { swapTrains, unswapTrains } from './second-train.ts';
import { applyDeal, checkOffer } from './track-deals.ts';
import { ACTION_TYPES, type IndiaRailsAction, type IndiaRailsState } from './types.ts';

const MAX_PATH = 400;

function isPath(x: unknown, size: number): x is number[] {
  return Array.isArray(x) && x.length <= MAX_PATH && x.every((m) => Number.isInteger(m) && m >= 0 && m < size);
}

const isString = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length < 100;

/** Why `input` is not a well-formed action (fields and types), or null. */
export function shapeProblem(ctx: RulesContext, input: unknown): string | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return 'an action must be an object';
  const a = input as Record<string, unknown>;
  if (!ACTION_TYPES.includes(a.type as never)) return `unknown action type ${JSON.stringify(a.type)}`;
  const allowed: Record<string, string[]> = {
    buildTrack: ['path'],
    moveTrain: ['path'],
    upgradeLoco: ['to'],
    placeTrain: ['city'],
    pickUpLoad: ['load'],
    dropLoad: ['load'],
    loseLoad: ['load'],
    discardDemand: ['card'],
    offerTrack: ['seller', 'buy', 'give', 'price'],
    answerOffer: ['accept'],
    deliverLoad: ['load', 'card', 'demand'],
    borrow: ['amount'],
    backtrack: [],
    discardHand: [],
    endTurn: [],
  };
  const fields = allowed[a.type as string];
  const perTrain = TRAIN_ACTIONS.has(a.type as string);
  for (const k of Object.keys(a)) if (k !== 'type' && !fields.includes(k) && !(perTrain && k === 'train')) return `unexpected field "${k}" in ${a.type}`;
  if (perTrain && a.train !== undefined && a.train !== 0 && a.train !== 1) return `field "train" of ${a.type} must be 0 or 1`;
  for (const f of fields) {
    const v = a[f];
    const ok =
      f === 'path'
        ? isPath(v, ctx.graph.size)
        : f === 'to'
          ? LOCO_TYPES.includes(v as LocoType)
          : f === 'demand' || f === 'amount' || f === 'seller' || f === 'price'
            ? Number.isInteger(v)
            : f === 'buy' || f === 'give'
              ? Array.isArray(v) && v.length <= 20 && v.every((p) => isPath(p, ctx.graph.size))
              : f === 'accept'
                ? typeof v === 'boolean'
                : isString(v);
    if (!ok) return `field "${f}" of ${a.type} is malformed`;
  }
  return null;
}

/** Whether it is `seat`'s move and the action type fits the moment, or why not. */
function turnProblem(s: IndiaRailsState, seat: number, a: IndiaRailsAction): string | null {
  if (s.phase === 'over') return 'the game is over';
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.numPlayers) return 'no such seat';
  if (s.pending.length > 0) {
    const p = s.pending[0];
    const what = { loseLoad: 'choose a lost load', discardDemand: 'discard a demand card', answerOffer: 'answer a track deal' }[p.kind];
    if (seat !== p.seat) return `waiting for player ${p.seat + 1} to ${what}`;
    if (a.type === p.kind) return null;
    if (p.kind === 'answerOffer') return 'first answer the track deal offered to you';
    return p.kind === 'loseLoad' ? 'first choose which load the derailment takes' : 'first discard a demand card (Fast Game)';
  }
  if (a.type === 'loseLoad') return 'there is no load to lose now';
  if (a.type === 'answerOffer') return 'there is no track deal to answer';
  if (a.type === 'discardDemand') return 'there is no demand card to discard now';
  if (seat !== s.turn.seat) return 'it is not your turn';
  const ops =
    a.type === 'placeTrain' || a.type === 'moveTrain' || a.type === 'backtrack' || a.type === 'pickUpLoad' || a.type === 'deliverLoad' || a.type === 'dropLoad';
  if (ops) {
    if (s.phase !== 'main') return 'the first turns are for building only';
    if (s.turn.stage !== 'operations') return 'the train may not operate after building has begun this turn';
  }
  return null;
}

/** Actions that belong to one train (Additional Trains: `train: 1` for the second). */
export const TRAIN_ACTIONS: ReadonlySet<string> = new Set(['upgradeLoco', 'placeTrain', 'moveTrain', 'pickUpLoad', 'deliverLoad', 'dropLoad']);

/** The action for the second train, as the same action on the state with the trains swapped; null if it is not one. */
function forSecondTrain(a: IndiaRailsAction): IndiaRailsAction | null {
  if (!('train' in a) || a.train !== 1) return null;
  const { train: _train, ...rest } = a;
  return rest as IndiaRailsAction;
}

/** Why the action is not legal for `seat` now, or null (untrusted input). */
export function validateAction(ctx: RulesContext, s: IndiaRailsState, seat: number, input: unknown): string | null {
  const shape = shapeProblem(ctx, input);
  if (shape) return shape;
  const a = input as IndiaRailsAction;
  const second = forSecondTrain(a);
  if (second) {
    if (!s.players[seat]?.second) return 'there is no second train (Additional Trains)';
    return validateAction(ctx, swapTrains(s, seat), seat, second);
  }
  const turn = turnProblem(s, seat, a);
  if (turn) return turn;
  const pl = s.players[seat];
  switch (a.type) {
    case 'buildTrack': {
      const r = checkBuild(ctx, s, seat, a.path);
      return r.ok ? null : r.reason;
    }
    case 'upgradeLoco': {
      const r = checkLocoChange(s, seat, a.to);
      return r.ok ? null : r.reason;
    }
    case 'placeTrain': {
      if (pl.at !== null) return 'the train is already on the board';
      return ctx.graph.cityById(a.city) ? null : `unknown city "${a.city}"`;
    }
    case 'moveTrain': {
      const r = checkMove(ctx, s, seat, a.path);
      return r.ok ? null : r.reason;
    }
    case 'pickUpLoad':
      return checkPickup(ctx, s, seat, a.load);
    case 'deliverLoad':
      return checkDelivery(ctx, s, seat, a.load, a.card, a.demand);
    case 'dropLoad':
      return checkDrop(ctx, s, seat, a.load);
    case 'loseLoad':
      return pl.loads.some((c) => c.load === a.load) ? null : `the train carries no ${a.load}`;
    case 'discardDemand':
      return pl.hand.includes(a.card) ? null : `demand card ${a.card} is not in your hand`;
    case 'offerTrack': {
      const r = checkOffer(ctx, s, seat, a.seller, a.buy, a.give, a.price);
      return r.ok ? null : r.reason;
    }
    case 'answerOffer':
      return null;
    case 'borrow':
      if (!s.variants.borrowing) return 'borrowing is a variant not in play';
      if (pl.debt > 0) return 'repay the loan before borrowing again';
      if (a.amount < 1 || a.amount > s.params.maxLoan) return `a loan is 1 to ${s.params.maxLoan}M`;
      return null;
    case 'backtrack':
      return checkBacktrack(ctx, s, seat);
    case 'discardHand':
      return s.turn.acted ? 'discarding the hand takes the whole turn' : null;
    case 'endTurn':
      return null;
  }
}

/** The opponent owed rent by a train backtracking on his track (Mercy: Backtracking), or -1. */
function backtrackLandlord(ctx: RulesContext, s: IndiaRailsState, seat: number): number {
  const pl = s.players[seat];
  if (pl.at === null || pl.prev === null) return -1;
  const owner = travelOwner(ctx, s, pl.prev, pl.at);
  return owner !== undefined && owner >= 0 && owner !== seat && !s.turn.rented.includes(owner) ? owner : -1;
}

/** Why the train may not backtrack now (it costs the whole turn), or null. */
function checkBacktrack(ctx: RulesContext, s: IndiaRailsState, seat: number): string | null {
  if (!s.variants.backtracking) return 'backtracking is a variant not in play';
  const pl = s.players[seat];
  if (pl.at === null) return 'the train is not on the board';
  if (s.turn.acted) return 'backtracking takes the whole turn';
  if (backtrackLandlord(ctx, s, seat) >= 0 && pl.cash < s.params.rent) return `backtracking here costs the ${s.params.rent}M use fee`;
  return null;
}

/** The state after a legal action (throws on an illegal one). */
export function applyAction(ctx: RulesContext, s: IndiaRailsState, seat: number, a: IndiaRailsAction, rng: Rng): IndiaRailsState {
  const second = forSecondTrain(a);
  if (second) {
    if (!s.players[seat]?.second) throw new Error(`India Rails: seat ${seat} has no second train`);
    const after = applyAction(ctx, swapTrains(s, seat), seat, second, rng);
    const sameTurn = after.turn.seat === seat && after.players[seat].turns === s.players[seat].turns;
    return unswapTrains(after, seat, sameTurn);
  }
  const illegal = (why: string) => new Error(`India Rails: illegal ${JSON.stringify(a)} by seat ${seat}: ${why}`);
  // Actions with a price are checked once here and applied with that quote; the rest through validate.
  const pre =
    a.type === 'buildTrack' || a.type === 'moveTrain' || a.type === 'upgradeLoco'
      ? (shapeProblem(ctx, a) ?? turnProblem(s, seat, a))
      : validateAction(ctx, s, seat, a);
  if (pre) throw illegal(pre);
  const t = draft(s);
  t.turn.actions += 1;
  switch (a.type) {
    case 'buildTrack': {
      const q = checkBuild(ctx, s, seat, a.path);
      if (!q.ok) throw illegal(q.reason);
      applyBuild(ctx, t, seat, a.path, q.value);
      break;
    }
    case 'upgradeLoco': {
      const q = checkLocoChange(s, seat, a.to);
      if (!q.ok) throw illegal(q.reason);
      applyLocoChange(t, seat, a.to, q.value);
      break;
    }
    case 'placeTrain':
      t.players[seat].at = ctx.graph.cityById(a.city)!.milepost;
      t.players[seat].prev = null;
      t.turn.acted = true;
      break;
    case 'moveTrain': {
      const q = checkMove(ctx, s, seat, a.path);
      if (!q.ok) throw illegal(q.reason);
      applyMove(t, seat, a.path, q.value);
      break;
    }
    case 'pickUpLoad':
      applyPickup(ctx, t, seat, a.load);
      break;
    case 'deliverLoad':
      applyDelivery(ctx, t, seat, a.load, a.card, a.demand, rng);
      break;
    case 'dropLoad':
      applyDrop(ctx, t, seat, a.load);
      break;
    case 'loseLoad':
      returnChip(t, seat, a.load);
      t.pending = t.pending.slice(1);
      break;
    case 'offerTrack': {
      const q = checkOffer(ctx, s, seat, a.seller, a.buy, a.give, a.price);
      if (!q.ok) throw illegal(q.reason);
      t.offer = q.value;
      t.pending = [...t.pending, { seat: a.seller, kind: 'answerOffer' }];
      t.turn.offered = true;
      t.turn.acted = true;
      break;
    }
    case 'answerOffer':
      if (a.accept && t.offer) {
        applyDeal(t, t.offer);
        // The deal took the place of the buyer's building.
        t.turn.spent = Math.max(t.turn.spent, t.params.buildLimit);
        t.turn.stage = 'building';
      }
      t.offer = null;
      t.pending = t.pending.slice(1);
      break;
    case 'discardDemand':
      t.players[seat].hand = t.players[seat].hand.filter((c) => c !== a.card);
      t.discard = [...t.discard, a.card];
      t.pending = t.pending.slice(1);
      break;
    case 'borrow':
      t.players[seat].cash += a.amount;
      t.players[seat].debt = a.amount * t.params.loanRepayFactor;
      t.bank -= a.amount;
      break;
    case 'backtrack': {
      const landlord = backtrackLandlord(ctx, s, seat);
      if (landlord >= 0) {
        transfer(t, seat, landlord, t.params.rent);
        t.turn.rented = [...t.turn.rented, landlord];
      }
      t.players[seat].prev = null;
      t.turn.acted = true;
      t.turn.endNow = true;
      break;
    }
    case 'discardHand': {
      const pl = t.players[seat];
      // Open Contracts: the discarded cards go face up on the table, at most 4 there.
      const room = t.variants.openContracts ? Math.max(0, t.params.maxOpenContracts - t.openContracts.length) : 0;
      if (room > 0) t.openContracts = [...t.openContracts, ...pl.hand.slice(0, room)];
      t.discard = [...t.discard, ...pl.hand.slice(room)];
      pl.hand = [];
      t.turn.acted = true;
      t.turn.endNow = true;
      refillHand(ctx, t, seat, rng);
      break;
    }
    case 'endTurn':
      t.turn.endNow = true;
      break;
  }
  if (t.pending.length === 0 && t.turn.endNow && t.phase !== 'over') endTurn(ctx, t);
  return t;
}
