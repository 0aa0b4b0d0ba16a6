/**
 * Where the train can go (docs/rules/india-rails.md §7.2): a breadth-first
 * search over (milepost, milepost before it) along track the train may travel, reversing only in a
 * city, avoiding segments an event closes to movement. Shared by the candidate moves offered to
 * bots and the board's move highlighting, so both agree on what "reachable" means.
 */
import type { RulesContext } from './context.ts';
import { segmentUnder } from './event-effects.ts';
import { mayReverseAt, travelOwner } from './move.ts';
import type { IndiaRailsState } from './types.ts';

/** The result of a train reach search. */
export interface TrainReach {
  /** Mileposts in the order the search first reached them (the start only if a loop returns to it). */
  order: number[];
  /** Steps of the shortest legal path to a reached milepost. */
  steps(m: number): number;
  /** The shortest legal path (start first) to a reached milepost. */
  path(m: number): number[];
}

/** Every milepost the train of `seat` can reach within `maxSteps` steps (fees and the turn's allowance aside); with `ownTrackOnly`, never over another player's track. */
export function reachableMileposts(ctx: RulesContext, s: IndiaRailsState, seat: number, maxSteps = Number.POSITIVE_INFINITY, ownTrackOnly = false): TrainReach {
  const pl = s.players[seat];
  const w = ctx.graph.size + 1;
  const parent = new Map<number, number>();
  const depth = new Map<number, number>();
  const first = new Map<number, number>();
  if (pl.at !== null) {
    const start = pl.at * w + ((pl.prev ?? -1) + 1);
    parent.set(start, -1);
    depth.set(start, 0);
    const queue = [start];
    for (let h = 0; h < queue.length; h++) {
      const key = queue[h];
      const m = Math.floor(key / w);
      const prev = (key % w) - 1;
      const d = depth.get(key)!;
      if (d > 0 && !first.has(m)) first.set(m, key);
      if (d >= maxSteps) continue;
      for (const v of ctx.graph.neighbours(m)) {
        if (v === prev && !mayReverseAt(ctx, m)) continue;
        const owner = travelOwner(ctx, s, m, v);
        if (owner === undefined || (ownTrackOnly && owner !== -1 && owner !== seat) || segmentUnder(ctx, s, 'noMovement', m, v)) continue;
        const next = v * w + (m + 1);
        if (parent.has(next)) continue;
        parent.set(next, key);
        depth.set(next, d + 1);
        queue.push(next);
      }
    }
  }
  return {
    order: [...first.keys()],
    steps: (m) => depth.get(first.get(m)!)!,
    path: (m) => {
      const rev: number[] = [];
      for (let k = first.get(m)!; k >= 0; k = parent.get(k)!) rev.push(Math.floor(k / w));
      return rev.reverse();
    },
  };
}
