/**
 * A plain Dijkstra for cheapest build paths — array scan for the next milepost, neighbour lists
 * and costs read through the MapGraph API, no heap, no reused buffers — as the baseline of
 * bench/map-paths.ts and the reference the path tests compare the fast search against.
 */
import type { MapGraph, MilepostId, PathQuery } from '../../src/games/india-rails/map/types.ts';

/** The cheapest build cost from any of `from` to any of `to` (Infinity if none), same rules as `cheapestPath`. */
export function naiveCheapestCost(graph: MapGraph, from: readonly MilepostId[], to: readonly MilepostId[], query: PathQuery = {}): number {
  const n = graph.size;
  const dist: number[] = new Array(n).fill(Number.POSITIVE_INFINITY);
  const done: boolean[] = new Array(n).fill(false);
  const targets = new Set(to);
  for (const s of from) dist[s] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && (u < 0 || dist[i] < dist[u])) u = i;
    if (u < 0 || dist[u] === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    if (targets.has(u)) return dist[u];
    done[u] = true;
    for (const v of graph.neighbours(u)) {
      if (done[v] || query.blockedMileposts?.has(v)) continue;
      const key = graph.edgeKey(u, v);
      if (query.blocked?.has(key)) continue;
      const c = graph.isRedAreaEdge(u, v) || query.own?.has(key) ? 0 : graph.buildCost(u, v);
      if (dist[u] + c < dist[v]) dist[v] = dist[u] + c;
    }
  }
}
