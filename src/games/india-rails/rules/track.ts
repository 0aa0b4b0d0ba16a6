/**
 * Lookups over the players' track (docs/rules/india-rails.md §6, §11), built from the
 * JSON edge-key lists and cached per list, so repeated queries on one state cost nothing.
 */
import type { RulesContext } from './context.ts';
import type { IndiaRailsState } from './types.ts';

const ownerCache = new WeakMap<number[][], Map<number, number>>();
const adjOwnerCache = new WeakMap<number[][], Int8Array>();
const setCache = new WeakMap<number[], Set<number>>();
const nodeCache = new WeakMap<number[], Set<number>>();

/** Who owns each built edge (edge key → seat). */
export function edgeOwners(s: IndiaRailsState): Map<number, number> {
  let m = ownerCache.get(s.track);
  if (!m) {
    m = new Map();
    s.track.forEach((list, seat) => {
      for (const k of list) m!.set(k, seat);
    });
    ownerCache.set(s.track, m);
  }
  return m;
}

/** The owner of the track on each adjacency slot of the lattice (RulesContext.adj), -1 where none. */
export function adjOwners(ctx: RulesContext, s: IndiaRailsState): Int8Array {
  let arr = adjOwnerCache.get(s.track);
  if (!arr) {
    arr = new Int8Array(ctx.adj.to.length).fill(-1);
    s.track.forEach((list, seat) => {
      for (const k of list) for (const j of ctx.adjSlots(k)) arr![j] = seat;
    });
    adjOwnerCache.set(s.track, arr);
  }
  return arr;
}

/** A player's track as a set of edge keys. */
export function ownEdges(s: IndiaRailsState, seat: number): Set<number> {
  const list = s.track[seat];
  let set = setCache.get(list);
  if (!set) {
    set = new Set(list);
    setCache.set(list, set);
  }
  return set;
}

/** The mileposts a player's track touches. */
export function networkMileposts(ctx: RulesContext, s: IndiaRailsState, seat: number): Set<number> {
  const list = s.track[seat];
  let set = nodeCache.get(list);
  if (!set) {
    set = new Set();
    for (const k of list) {
      const [a, b] = ctx.graph.edgeEnds(k);
      set.add(a);
      set.add(b);
    }
    nodeCache.set(list, set);
  }
  return set;
}

/** How many major cities one connected piece of the player's network joins, at most (red areas count as own track). */
export function majorsConnected(ctx: RulesContext, s: IndiaRailsState, seat: number): number {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let r = x;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const union = (a: number, b: number) => {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  };
  for (const k of s.track[seat]) {
    const [a, b] = ctx.graph.edgeEnds(k);
    union(a, b);
  }
  for (const c of ctx.majors) for (const m of c.mileposts) union(c.milepost, m);
  const counts = new Map<number, number>();
  let best = 0;
  for (const c of ctx.majors) {
    const r = find(c.milepost);
    const n = (counts.get(r) ?? 0) + 1;
    counts.set(r, n);
    best = Math.max(best, n);
  }
  return best;
}

/** Whether the player's track joins all the major cities the game requires in one network. */
export function connectsMajors(ctx: RulesContext, s: IndiaRailsState, seat: number): boolean {
  return majorsConnected(ctx, s, seat) >= Math.min(s.params.majorCitiesToConnect, ctx.majors.length);
}
