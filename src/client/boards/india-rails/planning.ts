/**
 * Client-side planning for the India Rails board: the build preview (the cheapest path to a target,
 * green where this turn's money reaches and red beyond), the plan of builds not yet sent (undone
 * segment by segment before the turn ends), and the quote of a move. The core stays the judge:
 * every planned build is folded through `core.apply` and every move is checked with the core's own
 * `checkMove`.
 */
import { createRng } from '../../../engine/rng.ts';
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import { buildBudget } from '../../../games/india-rails/rules/build.ts';
import { reservedForOther, segmentUnder } from '../../../games/india-rails/rules/event-effects.ts';
import { checkMove } from '../../../games/india-rails/rules/move.ts';
import { edgeOwners, ownEdges } from '../../../games/india-rails/rules/track.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { buildStarts, startReason } from './buildStarts.ts';

/** One segment of a build preview. */
export interface PreviewSegment {
  a: number;
  b: number;
  cost: number;
  /** Already the player's track or a red area: costs nothing, built by nobody. */
  existing: boolean;
  affordable: boolean;
}

/** The cheapest build toward a target, split into what can be built now and what cannot. */
export interface BuildPreview {
  target: number;
  /** Where the path starts: the chosen start, the other starts the player may pick, and why this one. */
  start: { key: string; name: string; at: number; reason: string };
  starts: { key: string; name: string; cost: number }[];
  segments: PreviewSegment[];
  /** Total cost of the whole path, and of its affordable part. */
  total: number;
  affordableCost: number;
  budget: number;
  /** The affordable new-track runs, each a buildTrack path the core accepts in order. */
  runs: number[][];
  /** Why the rest cannot be built now (money, a rule), if anything is left over. */
  problem: string | null;
}

const previewRng = () => createRng('client-build-preview');

/** The state after the planned builds (building never draws a card, so a fixed RNG is harmless). */
export function foldPlan(
  core: IndiaRailsCore,
  s: IndiaRailsState,
  seat: number,
  plan: readonly number[][],
): { state: IndiaRailsState; problem: string | null } {
  let t = s;
  for (const path of plan) {
    const a: IndiaRailsAction = { type: 'buildTrack', path: [...path] };
    const why = core.validate(t, seat, a);
    if (why) return { state: t, problem: why };
    t = core.apply(t, seat, a, previewRng());
  }
  return { state: t, problem: null };
}

/**
 * The cheapest build toward `target` from the player's network (when it can reach it) or else the
 * cheapest major city, or from the start the player chose (`startKey`), priced against this turn's budget.
 */
export function previewBuild(core: IndiaRailsCore, s: IndiaRailsState, seat: number, target: number, startKey?: string): BuildPreview | null {
  const { graph } = core.ctx;
  const own = ownEdges(s, seat);
  const owners = edgeOwners(s);
  const blocked = new Set<number>();
  for (const [k, q] of owners) if (q !== seat) blocked.add(k);
  for (const r of s.reservations) if (reservedForOther(s, seat, r.edge)) blocked.add(r.edge);
  const starts = buildStarts(core, s, seat, target, { own, blocked });
  const chosen = starts.find((x) => x.key === startKey) ?? starts[0];
  if (!chosen) return null;
  const found = chosen.found;
  const start = { key: chosen.key, name: chosen.name, at: found.path[0], reason: startReason(starts, chosen, own.size > 0) };
  const budget = buildBudget(s, seat);
  const segments: PreviewSegment[] = [];
  let spent = 0;
  let stillOk = true;
  for (let i = 0; i + 1 < found.path.length; i++) {
    const a = found.path[i];
    const b = found.path[i + 1];
    const existing = graph.isRedAreaEdge(a, b) || own.has(graph.edgeKey(a, b));
    const cost = existing ? 0 : graph.buildCost(a, b);
    if (!existing && stillOk && (spent + cost > budget || segmentUnder(core.ctx, s, 'noBuilding', a, b))) stillOk = false;
    if (!existing && stillOk) spent += cost;
    segments.push({ a, b, cost, existing, affordable: existing || stillOk });
  }
  // Split the affordable new track into runs and let the core judge each, in order.
  const runs: number[][] = [];
  let run: number[] = [];
  for (const seg of segments) {
    if (!seg.affordable) break;
    if (seg.existing) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    if (run.length === 0) run = [seg.a];
    run.push(seg.b);
  }
  if (run.length > 1) runs.push(run);
  let problem: string | null = null;
  let t = s;
  const accepted: number[][] = [];
  for (const r of runs) {
    // Cut a run back until the core accepts it (a city limit or the major-city build-out limit may stop it early).
    let path = r;
    let why = core.validate(t, seat, { type: 'buildTrack', path });
    while (why && path.length > 2) {
      path = path.slice(0, -1);
      const next = core.validate(t, seat, { type: 'buildTrack', path });
      if (!next) {
        problem = why;
        why = null;
        break;
      }
      why = next;
    }
    if (why) {
      problem = why;
      break;
    }
    accepted.push(path);
    t = core.apply(t, seat, { type: 'buildTrack', path }, previewRng());
    if (path.length < r.length) break;
  }
  const acceptedKeys = new Set(accepted.flatMap((p) => p.slice(1).map((m, i) => graph.edgeKey(p[i], m))));
  let affordableCost = 0;
  for (const seg of segments) {
    if (seg.existing) continue;
    seg.affordable = acceptedKeys.has(graph.edgeKey(seg.a, seg.b));
    if (seg.affordable) affordableCost += seg.cost;
  }
  const total = segments.reduce((n, x) => n + x.cost, 0);
  if (!problem && affordableCost < total) problem = shortfall(total, affordableCost, budget);
  const options = starts.map((x) => ({ key: x.key, name: x.name, cost: x.found.cost }));
  return { target, start, starts: options, segments, total, affordableCost, budget, runs: accepted, problem };
}

/** "this track costs 24M; you can spend 0M more this turn" (or "the rest costs …" when part is buildable). */
export function shortfall(total: number, affordable: number, budget: number): string {
  const what = affordable === 0 ? 'this track costs' : 'the rest costs';
  return `${what} ${total - affordable}M; you can spend ${Math.max(0, budget - affordable)}M more this turn`;
}

/** Removes the last planned segment (a run of one segment disappears). */
export function undoSegment(plan: readonly number[][]): number[][] {
  if (plan.length === 0) return [];
  const last = plan[plan.length - 1];
  return last.length > 2 ? [...plan.slice(0, -1), last.slice(0, -1)] : plan.slice(0, -1);
}

/** What a move along `path` costs in rent and fees, or why it is not legal. */
export function moveQuote(core: IndiaRailsCore, s: IndiaRailsState, seat: number, path: number[]): { rent: number; landlords: number[] } | string {
  const q = checkMove(core.ctx, s, seat, path);
  if (!q.ok) return q.reason;
  return { rent: q.value.landlords.length * s.params.rent + q.value.fee, landlords: q.value.landlords };
}
