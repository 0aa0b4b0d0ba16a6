/**
 * Graph questions about one player's own routes (rules: "How the Game Ends & Scoring" 2–4): are two
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

/** The longest trail in trains: a walk that uses no edge twice (cities may repeat). Exact depth-first search. */
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
  const used = new Array<boolean>(edges.length).fill(false);
  let best = 0;
  const walk = (v: number, length: number) => {
    if (length > best) best = length;
    for (const i of incident.get(v) ?? []) {
      if (used[i]) continue;
      used[i] = true;
      const e = edges[i];
      walk(e.a === v ? e.b : e.a, length + e.length);
      used[i] = false;
    }
  };
  for (const v of incident.keys()) walk(v, 0);
  return best;
}
