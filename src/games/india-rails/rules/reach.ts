/**
 * Where the train can go (docs/rules/india-rails.md §7.2): a breadth-first
 * search over (milepost, milepost before it) along track the train may travel, reversing only in a
 * city, avoiding segments an event closes to movement. Shared by the candidate moves offered to
 * bots and the board's move highlighting, so both agree on what "reachable" means.
 */
import type { RulesContext } from './context.ts';
import { segmentUnder } from './event-effects.ts';
import { mayReverseAt } from './move.ts';
import { adjOwners } from './track.ts';
import type { TrainReach } from './rules-memo.ts';
import type { IndiaRailsState } from './types.ts';

/**
 * Every milepost the train of `seat` can reach within `maxSteps` steps (fees and the turn's
 * allowance aside); with `ownTrackOnly`, never over another player's track. Kept per state (states
 * are never changed): the candidate moves and a bot's route toward its stop ask the same question.
 */
export function reachableMileposts(ctx: RulesContext, s: IndiaRailsState, seat: number, maxSteps = Number.POSITIVE_INFINITY, ownTrackOnly = false): TrainReach {
  const byArgs = ctx.memo.reach.get(s, () => new Map());
  const key = `${seat}|${maxSteps}|${ownTrackOnly}`;
  let reach = byArgs.get(key);
  if (!reach) {
    reach = searchReach(ctx, s, seat, maxSteps, ownTrackOnly);
    byArgs.set(key, reach);
  }
  return reach;
}

/** The milepost each adjacency slot leaves from (the slot `j` runs from `slotFrom[j]` to `adj.to[j]`), per lattice. */
const slotFroms = new WeakMap<RulesContext['adj'], Int32Array>();

function slotFrom(adj: RulesContext['adj']): Int32Array {
  let from = slotFroms.get(adj);
  if (!from) {
    from = new Int32Array(adj.to.length);
    for (let m = 0; m + 1 < adj.start.length; m++) from.fill(m, adj.start[m], adj.start[m + 1]);
    slotFroms.set(adj, from);
  }
  return from;
}

/** Per state, the mark of the search that visited it (scratch shared by searches, not a cache: `visitMark === mark` means visited now). */
let visitMark = new Int32Array(0);
let mark = 0;

/**
 * The search itself: breadth-first over (milepost, milepost before it). A state is the adjacency
 * slot the train arrived by (which names both), or `slots` for a start with no milepost before it.
 * What the result keeps is indexed by the order of visit (the queue), so it holds only the states
 * visited, not arrays over every slot.
 */
function searchReach(ctx: RulesContext, s: IndiaRailsState, seat: number, maxSteps: number, ownTrackOnly: boolean): TrainReach {
  const pl = s.players[seat];
  const { start: first, to, red } = ctx.adj;
  const slots = to.length;
  const from = slotFrom(ctx.adj);
  const owner = adjOwners(ctx, s);
  if (visitMark.length < slots + 1) visitMark = new Int32Array(slots + 1);
  const visited = visitMark;
  mark = mark === 0x7fffffff ? 1 : mark + 1;
  if (mark === 1) visited.fill(0);
  const now = mark;
  // Per visit (queue index): the state, the visit it came from, its depth.
  const queue: number[] = [];
  const parent: number[] = [];
  const depth: number[] = [];
  // Per milepost reached: the visit that first reached it.
  const firstVisit = new Map<number, number>();
  const order: number[] = [];
  const at = pl.at;
  // A state's milepost.
  const milepostOf = (k: number) => (k === slots ? (at as number) : to[k]);
  if (at !== null) {
    let startState = slots;
    if (pl.prev !== null) for (let j = first[pl.prev]; j < first[pl.prev + 1]; j++) if (to[j] === at) startState = j;
    visited[startState] = now;
    queue.push(startState);
    parent.push(-1);
    depth.push(0);
    const events = s.events.length > 0;
    for (let h = 0; h < queue.length; h++) {
      const k = queue[h];
      const m = milepostOf(k);
      const prev = k === slots ? (pl.prev ?? -1) : from[k];
      const d = depth[h];
      if (d > 0 && !firstVisit.has(m)) {
        firstVisit.set(m, h);
        order.push(m);
      }
      if (d >= maxSteps) continue;
      for (let j = first[m], end = first[m + 1]; j < end; j++) {
        const v = to[j];
        if (v === prev && !mayReverseAt(ctx, m)) continue;
        // The owner as travelOwner gives it: -1 in a red area, none (-1 in `owner`) where no track runs.
        if (red[j] !== 1) {
          const o = owner[j];
          if (o < 0 || (ownTrackOnly && o !== seat)) continue;
        }
        if (events && segmentUnder(ctx, s, 'noMovement', m, v)) continue;
        if (visited[j] === now) continue;
        visited[j] = now;
        queue.push(j);
        parent.push(h);
        depth.push(d + 1);
      }
    }
  }
  return {
    order,
    steps: (m) => depth[firstVisit.get(m) ?? -1],
    path: (m) => {
      const rev: number[] = [];
      for (let h = firstVisit.get(m) ?? -1; h >= 0; h = parent[h]) rev.push(milepostOf(queue[h]));
      return rev.reverse();
    },
  };
}
