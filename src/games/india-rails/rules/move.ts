/**
 * Running the train (docs/rules/india-rails.md §7): along own track, any major city's red area and rented track; reversing
 * only in a city; at most the loco's speed a turn; 4M per opponent whose track is entered,
 * paid on first entry, never without the cash.
 */
import { fail, ok, type Result } from '../../../engine/result.ts';
import type { RulesContext } from './context.ts';
import { transfer } from './draft.ts';
import { segmentUnder } from './event-effects.ts';
import { adjOwners } from './track.ts';
import type { IndiaRailsState } from './types.ts';

/** What a legal move costs: rent to each new opponent and the Cost to Move fee. */
export interface MoveQuote {
  landlords: number[];
  fee: number;
}

/** Who owns the track a→b for travelling: -1 for a red area (everyone's), undefined for no track (or no segment a→b). */
export function travelOwner(ctx: RulesContext, s: IndiaRailsState, a: number, b: number): number | undefined {
  const { start, to } = ctx.adj;
  for (let j = start[a], end = start[a + 1]; j < end; j++) if (to[j] === b) return slotOwner(ctx, adjOwners(ctx, s), j);
  return undefined;
}

/** `travelOwner` of adjacency slot j, given the owners per slot. */
function slotOwner(ctx: RulesContext, owner: Int8Array, j: number): number | undefined {
  if (ctx.adj.red[j] === 1) return -1;
  return owner[j] >= 0 ? owner[j] : undefined;
}

/** The owners (as `travelOwner`) of the track segments that meet at milepost m, one per segment, in the order of its neighbours. */
export function trackOwnersAt(ctx: RulesContext, s: IndiaRailsState, m: number): number[] {
  const owner = adjOwners(ctx, s);
  const out: number[] = [];
  for (let j = ctx.adj.start[m], end = ctx.adj.start[m + 1]; j < end; j++) {
    const o = slotOwner(ctx, owner, j);
    if (o !== undefined) out.push(o);
  }
  return out;
}

/** Whether the train may turn back at milepost m: only in a city (any major city milepost counts). */
export function mayReverseAt(ctx: RulesContext, m: number): boolean {
  return ctx.isCity[m] === 1;
}

/** Why the train of `seat` may not travel `path` now (turn checks aside), or its quote. */
export function checkMove(ctx: RulesContext, s: IndiaRailsState, seat: number, path: readonly number[]): Result<MoveQuote> {
  const pl = s.players[seat];
  if (pl.at === null) return fail('place your train in a city first');
  if (path.length < 2) return fail('a move path needs at least two mileposts');
  if (path[0] !== pl.at) return fail(`the path must start where the train is (milepost ${pl.at})`);
  const steps = path.length - 1;
  const left = s.turn.allowance - s.turn.moved;
  if (steps > left) return fail(`the train may move ${left} more mileposts this turn, not ${steps}`);
  const landlords: number[] = [];
  let usesOwn = false;
  for (let i = 0; i < steps; i++) {
    const a = path[i];
    const b = path[i + 1];
    if (!ctx.graph.isEdge(a, b)) return fail(`mileposts ${a} and ${b} are not neighbours (the path has a gap)`);
    const owner = travelOwner(ctx, s, a, b);
    if (owner === undefined) return fail(`there is no track between ${a} and ${b}`);
    const back = i === 0 ? pl.prev : path[i - 1];
    if (b === back && !mayReverseAt(ctx, a)) return fail(`the train may reverse only in a city (at ${a})`);
    if (segmentUnder(ctx, s, 'noMovement', a, b)) return fail(`no train may move over ${a}–${b} while an event is in play`);
    if (owner === seat) usesOwn = true;
    else if (owner >= 0 && !s.turn.rented.includes(owner) && !landlords.includes(owner)) landlords.push(owner);
  }
  const fee = s.variants.costToMove && usesOwn && !s.turn.movePaid ? s.params.costToMove : 0;
  // Late Payment of Use Fee: use fees the train cannot pay now are owed instead.
  const due = (s.variants.latePaymentOfUseFee ? 0 : landlords.length * s.params.rent) + fee;
  if (due > pl.cash) return fail(`using that track costs ${due}M but you have ${pl.cash}M`);
  return ok({ landlords, fee });
}

/** Moves the train along a checked path, paying rent and fees. */
export function applyMove(t: IndiaRailsState, seat: number, path: readonly number[], quote: MoveQuote): void {
  const pl = t.players[seat];
  for (const q of quote.landlords) {
    if (pl.cash - quote.fee >= t.params.rent) transfer(t, seat, q, t.params.rent);
    else pl.owed = [...pl.owed, { to: q, amount: t.params.rent }];
  }
  if (quote.fee > 0) {
    pl.cash -= quote.fee;
    t.bank += quote.fee;
    t.turn.movePaid = true;
  }
  if (quote.landlords.length > 0) t.turn.rented = [...t.turn.rented, ...quote.landlords];
  pl.at = path[path.length - 1];
  pl.prev = path[path.length - 2];
  t.turn.moved += path.length - 1;
  t.turn.acted = true;
}
