/**
 * The committed formula behind every ticket's value (docs/rules/ttr-india.md §2.3: each value is set by
 * the shortest path between its cities on this map). Length = trains on the shortest path.
 */
import { CITIES } from './cities.ts';
import { ROUTES } from './routes.ts';

/** A destination ticket is worth the number of trains on the shortest path between its cities. */
export function ticketValue(shortestPath: number): number {
  return shortestPath;
}

/** A Mail Charter is worth 1.2 times the shortest path, rounded: long hauls pay a premium. */
export function charterValue(shortestPath: number): number {
  return Math.round(1.2 * shortestPath);
}

/** Shortest path lengths (in trains) between every pair of cities, by Floyd–Warshall over the routes. */
export function shortestPathLengths(): Map<string, Map<string, number>> {
  const n = CITIES.length;
  const index = new Map(CITIES.map((c, i) => [c.id, i]));
  const d = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Number.POSITIVE_INFINITY)));
  for (const r of ROUTES) {
    const a = index.get(r.a) ?? -1;
    const b = index.get(r.b) ?? -1;
    if (a < 0 || b < 0) continue;
    d[a][b] = Math.min(d[a][b], r.length);
    d[b][a] = d[a][b];
  }
  for (let k = 0; k < n; k++) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
  return new Map(CITIES.map((c, i) => [c.id, new Map(CITIES.map((e, j) => [e.id, d[i][j]]))]));
}
