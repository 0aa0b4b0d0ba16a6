/**
 * Cheapest build paths on the lattice: Dijkstra with a binary heap over typed arrays, its buffers
 * reused between queries (bots ask hundreds of times per decision). Own track and red areas cost 0;
 * blocked edges and mileposts are skipped. Ties in cost go to the path with fewer mileposts.
 */
import { NodeHeap } from '../../../engine/heap.ts';
import type { MilepostId, PathQuery, PathResult } from './types.ts';

/** The lattice in compressed adjacency form, as the path finder reads it. */
export interface Adjacency {
  readonly size: number;
  /** Entries of milepost m are start[m] .. start[m+1]-1. */
  readonly start: Int32Array;
  /** Neighbour of each entry. */
  readonly to: Int32Array;
  /** Edge key of each entry. */
  readonly key: Int32Array;
  /** Build cost of each entry (cost of building to `to`); Infinity if never buildable. */
  readonly cost: Float64Array;
  /** 1 if the entry lies inside a major city's red area (free to travel for everyone). */
  readonly red: Uint8Array;
  /** Undirected edge index of each entry (both directions share it). */
  readonly edge: Int32Array;
  /** Edge key → undirected edge index. */
  readonly edgeByKey: ReadonlyMap<number, number>;
}

/** Paths with equal cost are ranked by hops: the key is cost * HOP_SCALE + hops. */
const HOP_SCALE = 65536;

/** A reusable cheapest-path searcher over one adjacency. Not re-entrant. */
export class PathFinder {
  /** Ordering key (cost * HOP_SCALE + hops) and build cost of the best path found so far. */
  private readonly key: Float64Array;
  private readonly cost: Float64Array;
  private readonly prev: Int32Array;
  private readonly seen: Uint32Array;
  private readonly done: Uint32Array;
  private readonly isTarget: Uint32Array;
  /** Per edge: the stamp of the query that made it own track (ownMark) or blocked (blockMark). */
  private readonly ownMark: Uint32Array;
  private readonly blockMark: Uint32Array;
  private readonly blockedNode: Uint32Array;
  private readonly heap: NodeHeap;
  private stamp = 0;

  constructor(private readonly adj: Adjacency) {
    const n = adj.size;
    this.key = new Float64Array(n);
    this.cost = new Float64Array(n);
    this.prev = new Int32Array(n);
    this.seen = new Uint32Array(n);
    this.done = new Uint32Array(n);
    this.isTarget = new Uint32Array(n);
    this.ownMark = new Uint32Array(adj.edgeByKey.size);
    this.blockMark = new Uint32Array(adj.edgeByKey.size);
    this.blockedNode = new Uint32Array(n);
    this.heap = new NodeHeap(adj.to.length + n);
  }

  /** Cheapest path from any of `from` to any of `to`, or null. */
  path(from: readonly MilepostId[], to: readonly MilepostId[], query: PathQuery = {}): PathResult | null {
    const stamp = this.nextStamp();
    for (const t of to) this.isTarget[t] = stamp;
    const reached = this.run(from, query, stamp, true);
    if (reached < 0) return null;
    const path: MilepostId[] = [];
    for (let m = reached; m >= 0; m = this.prev[m]) path.push(m);
    path.reverse();
    return { path, cost: this.cost[reached] };
  }

  /** Cheapest cost from any of `from` to every milepost (Infinity when unreachable, or dearer than `maxCost`). */
  costs(from: readonly MilepostId[], query: PathQuery = {}, maxCost = Number.POSITIVE_INFINITY): Float64Array {
    const stamp = this.nextStamp();
    this.run(from, query, stamp, false, maxCost);
    const out = new Float64Array(this.adj.size).fill(Number.POSITIVE_INFINITY);
    for (let m = 0; m < out.length; m++) {
      if (this.done[m] === stamp) out[m] = this.cost[m];
    }
    return out;
  }

  private nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.stamp = 0;
      this.seen.fill(0);
      this.done.fill(0);
      this.isTarget.fill(0);
      this.ownMark.fill(0);
      this.blockMark.fill(0);
      this.blockedNode.fill(0);
    }
    return ++this.stamp;
  }

  /** Stamps the query's own, blocked and forbidden sets into typed arrays (a Set lookup per relaxation is slow). */
  private mark(query: PathQuery, stamp: number): void {
    const { edgeByKey } = this.adj;
    if (query.own) {
      for (const k of query.own) {
        const e = edgeByKey.get(k);
        if (e !== undefined) this.ownMark[e] = stamp;
      }
    }
    if (query.blocked) {
      for (const k of query.blocked) {
        const e = edgeByKey.get(k);
        if (e !== undefined) this.blockMark[e] = stamp;
      }
    }
    if (query.blockedMileposts) {
      for (const m of query.blockedMileposts) if (m >= 0 && m < this.adj.size) this.blockedNode[m] = stamp;
    }
  }

  /**
   * Runs Dijkstra; returns the first target settled (or -1; with stopAtTarget false, always -1).
   * It stops before settling a milepost dearer than `maxCost` (mileposts settle cheapest first).
   */
  private run(from: readonly MilepostId[], query: PathQuery, stamp: number, stopAtTarget: boolean, maxCost = Number.POSITIVE_INFINITY): number {
    const { start, to, edge, cost: edgeCost, red } = this.adj;
    const { key, cost, prev, seen, done, isTarget, heap, ownMark, blockMark, blockedNode } = this;
    this.mark(query, stamp);
    heap.clear();
    for (const s of from) {
      if (seen[s] === stamp) continue;
      seen[s] = stamp;
      key[s] = 0;
      cost[s] = 0;
      prev[s] = -1;
      heap.push(0, s);
    }
    while (heap.size > 0) {
      const k = heap.peekKey();
      const u = heap.pop();
      if (done[u] === stamp || k > key[u]) continue;
      if (cost[u] > maxCost) break;
      done[u] = stamp;
      if (stopAtTarget && isTarget[u] === stamp) return u;
      for (let j = start[u], end = start[u + 1]; j < end; j++) {
        const v = to[j];
        if (done[v] === stamp || blockedNode[v] === stamp) continue;
        const e = edge[j];
        if (blockMark[e] === stamp) continue;
        const c = red[j] === 1 || ownMark[e] === stamp ? 0 : edgeCost[j];
        if (c === Number.POSITIVE_INFINITY) continue;
        const nk = k + c * HOP_SCALE + 1;
        if (seen[v] !== stamp || nk < key[v]) {
          seen[v] = stamp;
          key[v] = nk;
          cost[v] = cost[u] + c;
          prev[v] = u;
          heap.push(nk, v);
        }
      }
    }
    return -1;
  }
}
