/**
 * The Ticket to Ride – India map as the bots search it: cities as indices, routes as edges, and a
 * Dijkstra whose edge costs say what a route is worth to one player (0 if already theirs, its
 * length if still open to them, closed otherwise). Built once from the static data.
 */
import { CITIES } from '../../src/games/ttr-india/data/cities.ts';
import { ROUTES } from '../../src/games/ttr-india/data/routes.ts';
import type { Route } from '../../src/games/ttr-india/data/types.ts';
import { NodeHeap } from '../../src/engine/heap.ts';

/** The static graph: city ids ↔ indices, routes by index, adjacency as flat arrays (CSR). */
export interface TtrGraph {
  cityIndex: ReadonlyMap<string, number>;
  routes: readonly Route[];
  routeIndex: ReadonlyMap<string, number>;
  /** Arcs of city u: indices arcStart[u] .. arcStart[u+1]-1 into arcTo / arcRoute. */
  arcStart: Int32Array;
  arcTo: Int32Array;
  arcRoute: Int32Array;
}

function build(): TtrGraph {
  const cityIndex = new Map(CITIES.map((c, i) => [c.id, i] as const));
  const routeIndex = new Map(ROUTES.map((r, i) => [r.id, i] as const));
  const lists: [number, number][][] = CITIES.map(() => []);
  ROUTES.forEach((r, i) => {
    const a = cityIndex.get(r.a)!;
    const b = cityIndex.get(r.b)!;
    lists[a].push([b, i]);
    lists[b].push([a, i]);
  });
  const arcStart = new Int32Array(CITIES.length + 1);
  const arcTo = new Int32Array(ROUTES.length * 2);
  const arcRoute = new Int32Array(ROUTES.length * 2);
  let k = 0;
  lists.forEach((arcs, u) => {
    arcStart[u] = k;
    for (const [to, route] of arcs) {
      arcTo[k] = to;
      arcRoute[k++] = route;
    }
  });
  arcStart[CITIES.length] = k;
  return { cityIndex, routes: ROUTES, routeIndex, arcStart, arcTo, arcRoute };
}

/** The one graph of the map. */
export const TTR_GRAPH: TtrGraph = build();

// Scratch buffers: searches are synchronous and never nested, so one set serves them all.
const N = CITIES.length;
const dist = new Float64Array(N);
const hops = new Int32Array(N);
const via = new Int32Array(N);
const prev = new Int32Array(N);
const done = new Uint8Array(N);
const stack = new Int32Array(N);
// The Dijkstra's queue, ordered by (cost, routes, city): the key packs cost and routes, and the
// heap breaks ties by the lower city. Exact for whole-number prices (route lengths, 0, Infinity)
// and fewer than HOPS routes on a path.
const HOPS = 64;
const heap = new NodeHeap(ROUTES.length * 2 + 1);

/** A cheapest connection: the routes (indices) on it and its cost. */
export interface Connection {
  routes: number[];
  cost: number;
}

/**
 * Cheapest connection between two cities where `cost[r]` is the price of route r (Infinity =
 * unusable; prices are whole numbers). Ties go to fewer routes, then to the lower city index.
 * Dijkstra with a binary heap: rollouts call this for every ticket of every plan.
 */
export function cheapestConnection(g: TtrGraph, from: string, to: string, cost: ArrayLike<number>): Connection | null {
  const s = g.cityIndex.get(from);
  const t = g.cityIndex.get(to);
  if (s === undefined || t === undefined) return null;
  const INF = Number.POSITIVE_INFINITY;
  dist.fill(INF);
  done.fill(0);
  dist[s] = 0;
  hops[s] = 0;
  heap.clear();
  heap.push(0, s);
  while (heap.size > 0) {
    const u = heap.pop();
    if (done[u] === 1) continue;
    if (u === t) break;
    done[u] = 1;
    const du = dist[u];
    for (let k = g.arcStart[u], end = g.arcStart[u + 1]; k < end; k++) {
      const v = g.arcTo[k];
      const c = cost[g.arcRoute[k]];
      if (c === INF || done[v] === 1) continue;
      const d = du + c;
      if (d < dist[v] || (d === dist[v] && hops[u] + 1 < hops[v])) {
        dist[v] = d;
        hops[v] = hops[u] + 1;
        via[v] = g.arcRoute[k];
        prev[v] = u;
        heap.push(d * HOPS + hops[v], v);
      }
    }
  }
  if (dist[t] === INF) return null;
  const routes: number[] = [];
  for (let v = t; v !== s; v = prev[v]) routes.push(via[v]);
  return { routes, cost: dist[t] };
}

/** Whether two cities are joined by routes for which `has[r]` is true (a ticket is complete). */
export function connected(g: TtrGraph, from: string, to: string, has: (route: number) => boolean): boolean {
  const s = g.cityIndex.get(from);
  const t = g.cityIndex.get(to);
  if (s === undefined || t === undefined) return false;
  if (s === t) return true;
  done.fill(0);
  let top = 0;
  stack[top++] = s;
  done[s] = 1;
  while (top > 0) {
    const u = stack[--top];
    for (let k = g.arcStart[u], end = g.arcStart[u + 1]; k < end; k++) {
      const v = g.arcTo[k];
      if (done[v] === 1 || !has(g.arcRoute[k])) continue;
      if (v === t) return true;
      done[v] = 1;
      stack[top++] = v;
    }
  }
  return false;
}
