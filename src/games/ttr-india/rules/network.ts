/**
 * Graph questions about one player's own routes (docs/rules/ttr-india.md §9): are two
 * cities connected, are they joined by two edge-disjoint paths (max-flow), and the longest trail.
 */
import type { Seat } from '../../../engine/core.ts';
import { TRACKS } from '../data/board.ts';
import type { TtrState } from './state.ts';

/** An undirected edge of a player's network: city indices and the route length. */
export interface Edge {
  a: number;
  b: number;
  length: number;
}

/** The tracks `p` owns, as edges. (Nobody owns both tracks of a double route, so there are no parallel edges.) */
export function ownEdges(s: Pick<TtrState, 'owners'>, p: Seat): Edge[] {
  const out: Edge[] = [];
  for (const t of TRACKS) if (s.owners[t.index] === p) out.push({ a: t.a, b: t.b, length: t.route.length });
  return out;
}

/** Connected-component label of every city under `edges` (union–find). */
export function components(edges: readonly Edge[], cityCount: number): number[] {
  const parent = Array.from({ length: cityCount }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const e of edges) parent[find(e.a)] = find(e.b);
  return parent.map((_, i) => find(i));
}

/**
 * The number of edge-disjoint paths between `from` and `to`, up to `cap` (max-flow with unit capacities,
 * Edmonds–Karp). An undirected edge is a pair of arcs that are each other's reverse.
 */
export function edgeDisjointPaths(edges: readonly Edge[], from: number, to: number, cap = 2): number {
  if (from === to) return 0;
  const arcsFrom = new Map<number, number[]>();
  const head: number[] = [];
  const capacity: number[] = [];
  const addArc = (u: number, v: number) => {
    head.push(v);
    capacity.push(1);
    const list = arcsFrom.get(u);
    if (list) list.push(head.length - 1);
    else arcsFrom.set(u, [head.length - 1]);
  };
  for (const e of edges) {
    addArc(e.a, e.b); // arc 2i
    addArc(e.b, e.a); // arc 2i+1, the reverse of 2i
  }
  let flow = 0;
  while (flow < cap) {
    const via = new Map<number, number>([[from, -1]]);
    const queue = [from];
    for (let qi = 0; qi < queue.length && !via.has(to); qi++) {
      const u = queue[qi];
      for (const arc of arcsFrom.get(u) ?? []) {
        const v = head[arc];
        if (capacity[arc] > 0 && !via.has(v)) {
          via.set(v, arc);
          queue.push(v);
        }
      }
    }
    if (!via.has(to)) break;
    for (let v = to; v !== from; ) {
      const arc = via.get(v) as number;
      capacity[arc]--;
      capacity[arc ^ 1]++;
      v = head[arc ^ 1];
    }
    flow++;
  }
  return flow;
}

/**
 * The longest trail in trains: a walk that uses no edge twice (cities may repeat). Exact.
 *
 * Per connected component: with at most two odd-degree cities the component has an Euler trail, so
 * the answer is its whole length. Otherwise a longest trail is maximal, so it cannot end at an
 * even-degree city (an unused edge there would extend it) nor be closed (it would then cover the
 * component, which has odd cities): it runs between two odd cities, where the search starts.
 */
export function longestTrail(edges: readonly Edge[]): number {
  if (edges.length === 0) return 0;
  const incident = new Map<number, number[]>();
  edges.forEach((e, i) => {
    for (const v of [e.a, e.b]) {
      const list = incident.get(v);
      if (list) list.push(i);
      else incident.set(v, [i]);
    }
  });
  const label = components(edges, Math.max(...edges.flatMap((e) => [e.a, e.b])) + 1);
  const byComponent = new Map<number, number[]>();
  edges.forEach((e, i) => {
    const c = label[e.a];
    const list = byComponent.get(c);
    if (list) list.push(i);
    else byComponent.set(c, [i]);
  });
  let best = 0;
  for (const members of byComponent.values()) {
    let total = 0;
    const cities = new Set<number>();
    for (const i of members) {
      total += edges[i].length;
      cities.add(edges[i].a);
      cities.add(edges[i].b);
    }
    if (total <= best) continue;
    const odd = [...cities].filter((v) => (incident.get(v) as number[]).length % 2 === 1);
    if (odd.length <= 2) {
      best = total;
      continue;
    }
    best = Math.max(best, searchFrom(edges, members, incident, odd, total, best));
  }
  return best;
}

/** Edge sets up to this size fit in a float's 53-bit integer range as a bit mask (with 6 bits for the city). */
const MAX_MASK_EDGES = 46;

/**
 * Longest trail starting at one of `starts`: depth-first search that stops once a trail uses every
 * edge, and never searches a (city, edges used) pair twice —
 * the length so far and every continuation depend only on that pair, whatever the order.
 */
function searchFrom(
  edges: readonly Edge[],
  members: readonly number[],
  incident: Map<number, number[]>,
  starts: readonly number[],
  total: number,
  floor: number,
): number {
  const used = new Array<boolean>(edges.length).fill(false);
  const bit = new Map(members.map((e, j) => [e, 2 ** j]));
  const remember = members.length <= MAX_MASK_EDGES;
  const seen = new Set<number>();
  const local = new Map<number, number>(); // a connected set of ≤ 46 edges has ≤ 47 cities: 6 bits
  for (const i of members) for (const v of [edges[i].a, edges[i].b]) if (!local.has(v)) local.set(v, local.size);
  let best = floor;
  const walk = (v: number, mask: number, length: number) => {
    if (length > best) best = length;
    if (best === total) return; // every edge used: nothing can beat it
    if (remember) {
      const key = mask * 64 + (local.get(v) as number);
      if (seen.has(key)) return;
      seen.add(key);
    }
    for (const i of incident.get(v) as number[]) {
      if (used[i]) continue;
      used[i] = true;
      const e = edges[i];
      walk(e.a === v ? e.b : e.a, mask + (bit.get(i) as number), length + e.length);
      used[i] = false;
    }
  };
  for (const v of starts) walk(v, 0, 0);
  return best;
}
