/**
 * The ways a train can run over several turns (docs/rules/india-rails.md §7.2, §7.3, §10): along
 * track it may use (any player's and red areas), reversing only in a city,
 * never over a segment an event closes, this turn's movement left and then its full speed each
 * turn. Rent is due once per turn to each opponent whose track it enters that turn (and with Cost
 * to Move a fee once per turn on its own track), so the same track can cost rent again on the
 * next turn: what a way costs depends on where its turns end.
 */
import type { RulesContext } from './context.ts';
import { segmentUnder } from './event-effects.ts';
import { travelOwner } from './move.ts';
import { adjOwners } from './track.ts';
import type { IndiaRailsState } from './types.ts';

/** How a run of the train is cut into turns: the mileposts left this turn, then the speed of each later turn. */
export interface TurnClock {
  left: number;
  speed: number;
}

/** The clock of `seat`'s train now: what is left of this turn's allowance (none outside its own operations), then its loco's speed. */
export function turnClock(s: IndiaRailsState, seat: number): TurnClock {
  const mine = s.phase === 'main' && s.turn.seat === seat && s.turn.stage === 'operations';
  const left = mine ? Math.max(0, s.turn.allowance - s.turn.moved) : 0;
  return { left, speed: Math.max(1, s.params.speed[s.players[seat].loco]) };
}

/** The turn (0 = this one) in which the train takes its `step`-th step (1-based). */
export function turnOfStep(clock: TurnClock, step: number): number {
  return step <= clock.left ? 0 : 1 + Math.floor((step - clock.left - 1) / clock.speed);
}

/** The most steps a way may have to arrive within `turns` turns (this one counted). */
export function stepsWithin(clock: TurnClock, turns: number): number {
  return turns <= 0 ? 0 : clock.left + (turns - 1) * clock.speed;
}

/** What running along a way costs, turn by turn. */
export interface WayCost {
  /** Turns the run takes, this one counted (1: it arrives this turn). */
  turns: number;
  /** Rent to opponents, and Cost to Move fees, over the whole run. */
  rent: number;
  fees: number;
  /** Per turn (0 = this one): the opponents paid rent that turn. */
  landlords: number[][];
  /** Per turn: the index in the path where that turn's run ends. */
  turnEnds: number[];
}

/** Rent and fees of running along `path` (start first) from where the train stands now. */
export function wayCost(ctx: RulesContext, s: IndiaRailsState, seat: number, path: readonly number[]): WayCost {
  const clock = turnClock(s, seat);
  const landlords: number[][] = [];
  const turnEnds: number[] = [];
  let rent = 0;
  let fees = 0;
  let paid = new Set<number>(s.turn.seat === seat ? s.turn.rented : []);
  let feePaid = s.turn.seat === seat && s.turn.movePaid;
  let turn = 0;
  for (let i = 1; i < path.length; i++) {
    const t = turnOfStep(clock, i);
    if (t !== turn) {
      turnEnds[turn] = i - 1;
      turn = t;
      paid = new Set();
      feePaid = false;
    }
    landlords[t] ??= [];
    const owner = travelOwner(ctx, s, path[i - 1], path[i]);
    if (owner === undefined || owner === -1) continue;
    if (owner === seat) {
      if (s.variants.costToMove && !feePaid) fees += s.params.costToMove;
      feePaid = true;
    } else if (!paid.has(owner)) {
      paid.add(owner);
      landlords[t].push(owner);
      rent += s.params.rent;
    }
  }
  turnEnds[turn] = path.length - 1;
  for (let t = 0; t < turnEnds.length; t++) {
    landlords[t] ??= [];
    turnEnds[t] ??= turnEnds[t - 1] ?? 0;
  }
  return { turns: Math.max(1, turnEnds.length), rent, fees, landlords, turnEnds };
}

/** One way found to a milepost: the cheapest of those arriving within its number of turns. */
export interface FoundWay {
  turns: number;
  /** Rent plus fees. */
  cost: number;
  steps: number;
  /** The label the search ended on (to rebuild the path). */
  label: number;
}

/** The result of a search: per milepost, the ways worth a look (fewer turns always cost more), and each way's path. */
export interface Ways {
  /** Per milepost reached, its ways by turns ascending and cost strictly descending. */
  readonly at: ReadonlyMap<number, readonly FoundWay[]>;
  /** The path (start first) of a found way. */
  path(way: FoundWay): number[];
}

/**
 * Scratch shared by searches, not a cache: per key of a layer (segment arrived by × payments this
 * turn) and per segment, the layer that last wrote it and its label (`layer === stamp` means
 * written in the current layer).
 */
const scratch = { keyLayer: new Int32Array(0), keyLabel: new Int32Array(0), slotLayer: new Int32Array(0), slotLabel: new Int32Array(0), stamp: 0 };

/** A stamp for a new layer, the scratch grown to `keys` keys and `slots` segments. */
function nextLayerStamp(keys: number, slots: number): number {
  if (scratch.keyLayer.length < keys || scratch.slotLayer.length < slots || scratch.stamp === 0x7fffffff) {
    scratch.keyLayer = new Int32Array(Math.max(keys, scratch.keyLayer.length));
    scratch.keyLabel = new Int32Array(scratch.keyLayer.length);
    scratch.slotLayer = new Int32Array(Math.max(slots, scratch.slotLayer.length));
    scratch.slotLabel = new Int32Array(scratch.slotLayer.length);
    scratch.stamp = 0;
  }
  return ++scratch.stamp;
}

/**
 * Every way of at most `maxSteps` steps from the train of `seat` along any track it may travel,
 * kept per milepost as a frontier: for each number of turns, the cheapest way, if it costs less
 * than every way that takes fewer turns. A layered search over (segment arrived by, players paid
 * this turn): the payments reset where a turn ends, so a way's cost follows the turns exactly.
 * The player's own bit in the payments stands for the Cost to Move fee. A state is dropped when
 * another reaching the same segment in the same layer costs less by more than all it has paid
 * this turn (whatever comes next, the other pays at most that much more).
 */
export function searchWays(ctx: RulesContext, s: IndiaRailsState, seat: number, maxSteps: number): Ways {
  const pl = s.players[seat];
  const { start: first, to, red } = ctx.adj;
  const startState = to.length;
  const owner = adjOwners(ctx, s);
  const clock = turnClock(s, seat);
  const fee = s.variants.costToMove ? s.params.costToMove : 0;
  const masks = 1 << s.numPlayers;
  const most = Math.max(fee, s.params.rent);
  // Per label: the slot arrived by (or startState), the milepost before, the label before, this turn's payments, the cost so far.
  const state: number[] = [startState];
  const from: number[] = [pl.prev ?? -1];
  const parent: number[] = [-1];
  const mask: number[] = [0];
  const cost: number[] = [0];
  const at = new Map<number, FoundWay[]>();
  const milepostOf = (k: number) => (k === startState ? (pl.at as number) : to[k]);
  if (pl.at === null) return { at, path: () => [] };
  if (s.turn.seat === seat) {
    for (const q of s.turn.rented) mask[0] |= 1 << q;
    if (s.turn.movePaid) mask[0] |= 1 << seat;
  }
  let layer = [0];
  const events = s.events.length > 0;
  for (let d = 0; d < maxSteps && layer.length > 0; d++) {
    const turn = turnOfStep(clock, d + 1);
    // Step 0 (where the train stands) counts as this turn's: a train with no movement left pays afresh from its first step.
    const newTurn = turnOfStep(clock, d) !== turn;
    const stamp = nextLayerStamp(to.length * masks, to.length);
    // The cheapest label of each segment in this layer (slotLabel, for the dominance check) and the label of each key.
    const { keyLayer, keyLabel, slotLayer, slotLabel } = scratch;
    const next: number[] = [];
    for (const l of layer) {
      const m = milepostOf(state[l]);
      const prev = from[l];
      const reverseOk = ctx.isCity[m] === 1;
      for (let j = first[m], end = first[m + 1]; j < end; j++) {
        const v = to[j];
        if (v === prev && !reverseOk) continue;
        const o = red[j] === 1 ? -1 : owner[j];
        if (red[j] !== 1 && o < 0) continue;
        if (events && segmentUnder(ctx, s, 'noMovement', m, v)) continue;
        const paid = newTurn ? 0 : mask[l];
        const bit = o >= 0 ? 1 << o : 0;
        const add = bit === 0 || (paid & bit) !== 0 ? 0 : o === seat ? fee : s.params.rent;
        const nm = paid | bit;
        const c = cost[l] + add;
        const low = slotLayer[j] === stamp ? slotLabel[j] : -1;
        if (low >= 0 && cost[low] + most * popCount(nm & ~mask[low]) <= c) continue;
        const key = j * masks + nm;
        if (keyLayer[key] === stamp) {
          const had = keyLabel[key];
          if (cost[had] <= c) continue;
          parent[had] = l;
          cost[had] = c;
        } else {
          keyLayer[key] = stamp;
          keyLabel[key] = state.length;
          next.push(state.length);
          state.push(j);
          from.push(m);
          parent.push(l);
          mask.push(nm);
          cost.push(c);
        }
        const now = keyLabel[key];
        if (low < 0 || cost[now] < cost[low]) {
          slotLayer[j] = stamp;
          slotLabel[j] = now;
        }
      }
    }
    layer = next;
    for (const l of layer) keepWay(at, milepostOf(state[l]), turn + 1, cost[l], d + 1, l);
  }
  return {
    at,
    path(way) {
      const rev: number[] = [];
      for (let l = way.label; l >= 0; l = parent[l]) rev.push(milepostOf(state[l]));
      return rev.reverse();
    },
  };
}

/** The number of bits set in a mask. */
function popCount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

/** Adds a way to a milepost's frontier: a way taking as many turns as the last one replaces it if cheaper; one taking more turns joins only if cheaper still. */
function keepWay(at: Map<number, FoundWay[]>, m: number, turns: number, cost: number, steps: number, label: number): void {
  const list = at.get(m);
  if (!list) {
    at.set(m, [{ turns, cost, steps, label }]);
    return;
  }
  const last = list[list.length - 1];
  if (cost >= last.cost) return;
  if (last.turns === turns) list[list.length - 1] = { turns, cost, steps, label };
  else list.push({ turns, cost, steps, label });
}
