/**
 * Lookups over the players' track (docs/rules/india-rails.md §6, §11), built from the
 * JSON edge-key lists and cached per list, so repeated queries on one state cost nothing.
 */
import { memoByObject } from '../../../engine/memo.ts';
import type { RulesContext } from './context.ts';
import type { IndiaRailsState } from './types.ts';

// Owners and edge sets depend on the track lists alone, not on any map: one memo serves every
// context (the map-dependent lookups below are cached on the context).
const owners = memoByObject<readonly number[][], Map<number, number>>();
const edgeSets = memoByObject<readonly number[], Set<number>>();

/** Who owns each built edge (edge key → seat). */
export function edgeOwners(s: IndiaRailsState): Map<number, number> {
  return owners.get(s.track, () => {
    const m = new Map<number, number>();
    s.track.forEach((list, seat) => {
      for (const k of list) m.set(k, seat);
    });
    return m;
  });
}

/** The owner of the track on each adjacency slot of the lattice (RulesContext.adj), -1 where none. */
export function adjOwners(ctx: RulesContext, s: IndiaRailsState): Int8Array {
  return ctx.memo.adjOwners.get(s.track, () => {
    const arr = new Int8Array(ctx.adj.to.length).fill(-1);
    s.track.forEach((list, seat) => {
      for (const k of list) for (const j of ctx.adjSlots(k)) arr[j] = seat;
    });
    return arr;
  });
}

/** A player's track as a set of edge keys. */
export function ownEdges(s: IndiaRailsState, seat: number): Set<number> {
  const list = s.track[seat];
  return edgeSets.get(list, () => new Set(list));
}

/** The mileposts a player's track touches. */
export function networkMileposts(ctx: RulesContext, s: IndiaRailsState, seat: number): Set<number> {
  const list = s.track[seat];
  return ctx.memo.network.get(list, () => {
    const set = new Set<number>();
    for (const k of list) {
      const [a, b] = ctx.graph.edgeEnds(k);
      set.add(a);
      set.add(b);
    }
    return set;
  });
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
