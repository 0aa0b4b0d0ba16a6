/**
 * What it costs a player to get its train to each milepost when it may also ride others' track
 * for rent (docs/rules/india-rails.md §7.3: 4M a turn to each owner whose track is used). Building
 * still follows "Beginning Construction": a run of new track starts from the player's own track or
 * a major city. So the search has two layers — riding (along own track, red areas and, at a
 * charge per milepost, others' track) and building (a run of new segments) — and may pass from
 * riding to building only where building may start. Each milepost travelled may also be charged
 * (`hopCost`), so that the way chosen weighs the train's travel against the cost of new track.
 */
import { NodeHeap } from '../../src/engine/heap.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';

/** Per adjacency slot of the lattice: what a train of one player finds there. */
export const NO_TRACK = 0;
export const OWN_TRACK = 1;
export const RENTED_TRACK = 2;
export const CLOSED = 3;

/** The track as one player sees it, for `rideCosts` and `ridePath`. */
export interface RideMap {
  /** Per adjacency slot (`ctx.adj`, one per direction): NO_TRACK, OWN_TRACK, RENTED_TRACK (others', ridden for rent) or CLOSED (others', no cash for rent). */
  edges: Uint8Array;
  /** Per milepost: 1 where new track may start (own track or a major city). */
  canStart: Uint8Array;
  /** Charge per milepost of others' track (rent spread over a turn's run). */
  rideCost: number;
  /** Charge per milepost travelled, weighing travel time against build cost when choosing paths (0 = cheapest to build). */
  hopCost?: number;
}

/** Scale of a search key's cost part: the `+ 1` per milepost below it breaks ties toward fewer mileposts. */
export const HOP_SCALE = 65536;
/** Mileposts beyond which a way's travel charge no longer keeps a cheap milepost in the search. */
export const LONG_WAY = 200;
let key = new Float64Array(0);
let cost = new Float64Array(0);
let prev = new Int32Array(0);
let hopsOf = new Float64Array(0);
let done = new Uint8Array(0);
let heap = new NodeHeap(1024);

/** Per ride map, its slots as the search reads them (see `prepared`). */
export interface Prepared {
  /** Per slot: 1 own track or a red area, 2 others' track ridden for rent, 3 new track may be laid, 0 none of those. */
  via: Uint8Array;
  /** The key step before its `+ 1` (`(cost + hopCost) * HOP_SCALE`) along own track, and along others'. */
  ownStep: number;
  rentStep: number;
  /** Per slot, the key step of building it (shared by the maps of one context and travel charge). */
  buildStep: Float64Array;
}

const preparedMaps = new WeakMap<RideMap, Prepared>();
const buildSteps = new WeakMap<RulesContext, Map<number, Float64Array>>();

/** A ride map's slots with the search's branch per slot done once, and each way's key step computed as the search would. */
export function prepared(ctx: RulesContext, map: RideMap): Prepared {
  let p = preparedMaps.get(map);
  if (p) return p;
  const { cost: build, red } = ctx.adj;
  const slots = ctx.adj.to.length;
  const lambda = map.hopCost ?? 0;
  let byLambda = buildSteps.get(ctx);
  if (!byLambda) {
    byLambda = new Map();
    buildSteps.set(ctx, byLambda);
  }
  let buildStep = byLambda.get(lambda);
  if (!buildStep) {
    buildStep = new Float64Array(slots);
    for (let j = 0; j < slots; j++) buildStep[j] = (build[j] + lambda) * HOP_SCALE;
    byLambda.set(lambda, buildStep);
  }
  const via = new Uint8Array(slots);
  for (let j = 0; j < slots; j++) {
    const state = red[j] === 1 ? OWN_TRACK : map.edges[j];
    if (state === OWN_TRACK) via[j] = 1;
    else if (state === RENTED_TRACK) via[j] = 2;
    else if (state === NO_TRACK && build[j] !== Number.POSITIVE_INFINITY) via[j] = 3;
  }
  p = { via, ownStep: (0 + lambda) * HOP_SCALE, rentStep: (map.rideCost + lambda) * HOP_SCALE, buildStep };
  preparedMaps.set(map, p);
  return p;
}

/** A running search's buffers, per node (milepost * 2 + layer); `prev` only where the way is wanted. */
export interface SearchBuffers {
  key: Float64Array;
  cost: Float64Array;
  hops: Float64Array;
  settled: Uint8Array;
  heap: NodeHeap;
  prev: Int32Array | null;
}

/**
 * The search's step from node `u`, just settled with key `k`: every way out of it (along own track,
 * rented track, or new track where building may start) that reaches a node not settled with a
 * smaller key sets that node's key, cost, hops (and `prev`) and queues it. Keys past `stop` are
 * never queued: popped, they would only end the search.
 */
export function relaxFrom(
  adj: RulesContext['adj'],
  p: Prepared,
  mayStart: boolean,
  rideCost: number,
  b: SearchBuffers,
  u: number,
  k: number,
  stop: number,
): void {
  const { start, to: next, cost: build } = adj;
  const { via, ownStep, rentStep, buildStep } = p;
  const { key: keyOf, cost: costOf, hops, settled, heap: queue, prev } = b;
  const m = u >> 1;
  const cu = costOf[u];
  const hu = hops[u] + 1;
  for (let j = start[m], end = start[m + 1]; j < end; j++) {
    const v = via[j];
    let id: number;
    let c: number;
    let st: number;
    if (v === 1) {
      id = next[j] * 2;
      c = 0;
      st = ownStep;
    } else if (v === 2) {
      id = next[j] * 2;
      c = rideCost;
      st = rentStep;
    } else if (v === 3 && mayStart) {
      id = next[j] * 2 + 1;
      c = build[j];
      st = buildStep[j];
    } else continue;
    if (settled[id] === 1) continue;
    const nk = k + st + 1;
    if (nk < keyOf[id] && nk <= stop) {
      keyOf[id] = nk;
      costOf[id] = cu + c;
      hops[id] = hu;
      if (prev !== null) prev[id] = u;
      queue.push(nk, id);
    }
  }
}

/** Runs the two-layer search from `from` (riding); returns the first node settled in `to` (node = milepost * 2 + layer), or -1. */
function run(ctx: RulesContext, map: RideMap, from: readonly number[], to: ReadonlySet<number> | null, maxCost: number, buildFrom: boolean): number {
  const p = prepared(ctx, map);
  const n = ctx.graph.size * 2;
  const lambda = map.hopCost ?? 0;
  if (key.length < n) {
    key = new Float64Array(n);
    cost = new Float64Array(n);
    prev = new Int32Array(n);
    hopsOf = new Float64Array(n);
    done = new Uint8Array(n);
    heap = new NodeHeap(ctx.adj.to.length * 2 + n);
  }
  // The buffers in locals: the hot loop below then reads no module binding.
  const [keyOf, costOf, prevOf, hops, settled, queue] = [key, cost, prev, hopsOf, done, heap];
  const search: SearchBuffers = { key: keyOf, cost: costOf, hops, settled, heap: queue, prev: prevOf };
  const { canStart, rideCost } = map;
  keyOf.fill(Number.POSITIVE_INFINITY, 0, n);
  settled.fill(0, 0, n);
  queue.clear();
  for (const m of from) {
    for (let id = m * 2, last = buildFrom ? id + 1 : id; id <= last; id++) {
      if (keyOf[id] === 0) continue;
      keyOf[id] = 0;
      costOf[id] = 0;
      hops[id] = 0;
      prevOf[id] = -1;
      queue.push(0, id);
    }
  }
  const stop = (maxCost + lambda * LONG_WAY) * HOP_SCALE;
  while (queue.size > 0) {
    const k = queue.peekKey();
    const u = queue.pop();
    if (settled[u] === 1 || k > keyOf[u]) continue;
    // Settled in order of cost plus travel charge: past `maxCost` plus a long way's charge, nothing
    // left is within `maxCost`; between, a milepost too dear is settled but not gone on from.
    if (k > stop) break;
    settled[u] = 1;
    const cu = costOf[u];
    if (cu > maxCost) continue;
    const m = u >> 1;
    const building = (u & 1) === 1;
    if (to?.has(m)) return u;
    relaxFrom(ctx.adj, p, building || canStart[m] === 1, rideCost, search, u, k, stop);
  }
  return -1;
}

/**
 * The cheapest cost (new track plus rent charge) for the train to reach every milepost from `from`;
 * Infinity past `maxCost`. With `buildFrom`, new track may also start at `from` (a city the trip's
 * track will have reached by then).
 */
export function rideCosts(
  ctx: RulesContext,
  map: RideMap,
  from: readonly number[],
  maxCost = Number.POSITIVE_INFINITY,
  buildFrom = false,
  hopsOut?: Float64Array,
): Float64Array {
  run(ctx, map, from, null, maxCost, buildFrom);
  const out = new Float64Array(ctx.graph.size).fill(Number.POSITIVE_INFINITY);
  // Per milepost, the layer whose way the search preferred (the smaller key).
  const [keyOf, costOf, hops, settled] = [key, cost, hopsOf, done];
  for (let m = 0; m < out.length; m++) {
    const a = m * 2;
    const b = a + 1;
    const inA = settled[a] === 1 && costOf[a] <= maxCost;
    const inB = settled[b] === 1 && costOf[b] <= maxCost;
    const id = inA && (!inB || keyOf[a] <= keyOf[b]) ? a : inB ? b : -1;
    if (id < 0) continue;
    out[m] = costOf[id];
    if (hopsOut) hopsOut[m] = hops[id];
  }
  return out;
}

/** Ways already found, per ride map and (from, to): a ride map never changes, so neither do they. */
const ways = new WeakMap<RideMap, Map<string, { path: readonly number[]; cost: number } | null>>();

/** The cheapest way from `from` to any of `to`: its mileposts and cost, or null. */
export function ridePath(ctx: RulesContext, map: RideMap, from: readonly number[], to: readonly number[]): { path: number[]; cost: number } | null {
  // The building heuristic asks the same ways several times a decision (more than half the calls).
  let known = ways.get(map);
  if (!known) {
    known = new Map();
    ways.set(map, known);
  }
  const key = `${from.join(',')}>${to.join(',')}`;
  let found = known.get(key);
  if (found === undefined) {
    found = searchWay(ctx, map, from, to);
    known.set(key, found);
  }
  return found && { path: [...found.path], cost: found.cost };
}

function searchWay(ctx: RulesContext, map: RideMap, from: readonly number[], to: readonly number[]): { path: number[]; cost: number } | null {
  const end = run(ctx, map, from, new Set(to), Number.POSITIVE_INFINITY, false);
  if (end < 0) return null;
  const path: number[] = [];
  for (let id = end; id >= 0; id = prev[id]) path.push(id >> 1);
  path.reverse();
  return { path, cost: cost[end] };
}

/** The ride map of a player: own track, others' track (ridden for rent when `rent` is true, else closed), where building may start. */
export function rideMap(
  ctx: RulesContext,
  own: ReadonlySet<number>,
  others: ReadonlySet<number>,
  mine: ReadonlySet<number>,
  rent: boolean,
  rideCost: number,
  hopCost = 0,
): RideMap {
  const edges = new Uint8Array(ctx.adj.to.length);
  for (const k of own) for (const j of ctx.adjSlots(k)) edges[j] = OWN_TRACK;
  for (const k of others) for (const j of ctx.adjSlots(k)) edges[j] = rent ? RENTED_TRACK : CLOSED;
  const canStart = new Uint8Array(ctx.graph.size);
  for (const m of mine) canStart[m] = 1;
  for (const c of ctx.majors) for (const m of c.mileposts) canStart[m] = 1;
  return { edges, canStart, rideCost, hopCost };
}
