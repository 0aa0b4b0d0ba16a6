/**
 * `rideCosts` answered milepost by milepost: the planner reads a search's costs only at
 * the mileposts of the cities it weighs, often a few, so the search settles nodes only until those
 * are known and resumes when another is asked. Every answer equals `rideCosts`'s: the search
 * settles nodes in the same (key, node) order with the same arithmetic, and a milepost's cost is
 * fixed by the first of its two nodes settled within `maxCost` (the one `rideCosts` prefers: the
 * other's key is larger, or equal with the higher node id).
 *
 * A paused search needs its own buffers; a few sets are shared, lent to the searches used last.
 * A search whose set was lent on starts again from scratch when asked further: being
 * deterministic, it finds the same answers.
 */
import { NodeHeap } from '../../src/engine/heap.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import { HOP_SCALE, LONG_WAY, prepared, type RideMap, relaxFrom, type SearchBuffers } from './ride.ts';

/** Costs per milepost, as the planner reads them. */
export interface MilepostCosts {
  /** The cost to reach milepost `m` (Infinity when out of reach). */
  cost(m: number): number;
  /** Mileposts travelled on the way to `m`, when the costs track them and `cost(m)` is finite; else 0. */
  hops(m: number): number;
  /** Whether `hops` is tracked. */
  readonly tracksHops: boolean;
}

/** Costs already computed for every milepost (e.g. `cheapestCosts`), as `MilepostCosts`. */
export function tableCosts(costs: Float64Array): MilepostCosts {
  return { cost: (m) => costs[m], hops: () => 0, tracksHops: false };
}

/** Buffers of one paused search, lent to one search at a time. */
interface Buffers {
  owner: LazyRideCosts | null;
  key: Float64Array;
  cost: Float64Array;
  hops: Float64Array;
  settled: Uint8Array;
  heap: NodeHeap;
}

/** Sets of buffers; the last is the most recently lent. */
const pool: Buffers[] = [];
/** Paused searches kept at once. */
const POOL_SIZE = 24;

function lend(owner: LazyRideCosts, n: number): Buffers {
  let b: Buffers;
  if (pool.length < POOL_SIZE) {
    b = { owner, key: new Float64Array(n), cost: new Float64Array(n), hops: new Float64Array(n), settled: new Uint8Array(n), heap: new NodeHeap(1024) };
  } else {
    b = pool.shift()!;
    if (b.owner) b.owner.buffers = null;
    b.owner = owner;
    if (b.key.length < n) {
      b.key = new Float64Array(n);
      b.cost = new Float64Array(n);
      b.hops = new Float64Array(n);
      b.settled = new Uint8Array(n);
    }
  }
  pool.push(b);
  return b;
}

/** `rideCosts(ctx, map, from, maxCost, buildFrom, hops)`, each milepost searched when first asked. */
export class LazyRideCosts implements MilepostCosts {
  /** The buffers of the paused search, or null when it must start again. */
  buffers: Buffers | null = null;
  /** Per milepost its cost, -1 while not known (costs are never negative); made at the first search (many are never read). */
  private answer: Float64Array | null = null;
  private travelled: Float64Array | null = null;
  private finished = false;

  constructor(
    private readonly ctx: RulesContext,
    private readonly map: RideMap,
    private readonly from: readonly number[],
    private readonly maxCost: number,
    private readonly buildFrom: boolean,
    readonly tracksHops: boolean,
  ) {}

  cost(m: number): number {
    if ((this.answer === null || this.answer[m] < 0) && !this.finished) this.searchTo(m);
    const a = this.answer![m];
    return a < 0 ? Number.POSITIVE_INFINITY : a;
  }

  hops(m: number): number {
    return this.tracksHops && Number.isFinite(this.cost(m)) ? this.travelled![m] : 0;
  }

  /** Starts the search afresh in newly lent buffers. */
  private start(): Buffers {
    const n = this.ctx.graph.size * 2;
    const b = lend(this, n);
    this.buffers = b;
    b.key.fill(Number.POSITIVE_INFINITY, 0, n);
    b.settled.fill(0, 0, n);
    b.heap.clear();
    for (const m of this.from) {
      for (let id = m * 2, last = this.buildFrom ? id + 1 : id; id <= last; id++) {
        if (b.key[id] === 0) continue;
        b.key[id] = 0;
        b.cost[id] = 0;
        b.hops[id] = 0;
        b.heap.push(0, id);
      }
    }
    return b;
  }

  /** Settles nodes until milepost `target`'s cost is known or the search is over (as `run` in ride.ts). */
  private searchTo(target: number): void {
    if (this.answer === null) {
      this.answer = new Float64Array(this.ctx.graph.size).fill(-1);
      if (this.tracksHops) this.travelled = new Float64Array(this.ctx.graph.size);
    }
    const b = this.buffers ?? this.start();
    const p = prepared(this.ctx, this.map);
    const { canStart, rideCost } = this.map;
    const { key: keyOf, cost: costOf, hops, settled, heap: queue } = b;
    const search: SearchBuffers = { key: keyOf, cost: costOf, hops, settled, heap: queue, prev: null };
    const answer = this.answer;
    const travelled = this.travelled;
    const maxCost = this.maxCost;
    const stop = (maxCost + (this.map.hopCost ?? 0) * LONG_WAY) * HOP_SCALE;
    while (answer[target] < 0) {
      if (queue.size === 0) {
        this.finish();
        return;
      }
      const k = queue.peekKey();
      const u = queue.pop();
      if (settled[u] === 1 || k > keyOf[u]) continue;
      if (k > stop) {
        this.finish();
        return;
      }
      settled[u] = 1;
      const cu = costOf[u];
      if (cu > maxCost) continue;
      const m = u >> 1;
      // The first of a milepost's two nodes settled within `maxCost` gives its cost.
      if (answer[m] < 0) {
        answer[m] = cu;
        if (travelled !== null) travelled[m] = hops[u];
      }
      relaxFrom(this.ctx.adj, p, (u & 1) === 1 || canStart[m] === 1, rideCost, search, u, k, stop);
    }
  }

  /** The search is over: every milepost not known is out of reach; its buffers go back. */
  private finish(): void {
    this.finished = true;
    const b = this.buffers;
    if (b) {
      b.owner = null;
      this.buffers = null;
      // Lent first next time.
      pool.splice(pool.indexOf(b), 1);
      pool.unshift(b);
    }
  }
}
