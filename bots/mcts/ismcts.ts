/**
 * Information-set MCTS over any GameCore (ARCHITECTURE.md, principle 6). Each iteration samples a
 * full state consistent with the bot's observation (`core.determinize`), walks the shared tree
 * over the kit's candidate actions with progressive widening, plays a depth-limited rollout with
 * the kit's policy, evaluates, and backs up a score-margin reward from each acting seat's view.
 * It calls the core directly (no boardgame.io reducer, no immer) and is deterministic for a seed
 * and an iteration count.
 */
import type { CoreAction, Seat } from '../../src/engine/core.ts';
import { createRng, type Rng } from '../../src/engine/rng.ts';
import { nextSeat } from '../../src/engine/runner.ts';
import type { BotKit, SearchSettings } from '../types.ts';
import { marginReward, terminalReward } from './reward.ts';
import { actionKey, bestEdge, type Edge, newNode, type TreeNode, ucb } from './tree.ts';

/** Limits of one search. With neither, the kit's default iteration count applies. */
export interface SearchLimits {
  iterations?: number;
  budgetMs?: number;
}

/** What a search found: the action and how much work it did. */
export interface SearchResult<A extends CoreAction> {
  action: A;
  iterations: number;
  /** Root children: action, visits and mean reward, most visited first (for logs and tests). */
  stats: { action: A; visits: number; mean: number }[];
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Searches from `observation` for `seat` and returns the action to take. */
export function searchAction<S, A extends CoreAction>(
  kit: BotKit<S, A>,
  observation: S,
  seat: Seat,
  seed: string,
  limits: SearchLimits = {},
  settings: SearchSettings = kit.search,
): SearchResult<A> {
  const core = kit.core;
  const rootCandidates = kit.candidates(observation, seat);
  if (rootCandidates.length === 0) throw new Error(`mcts (${core.id}): seat ${seat} has no candidate action`);
  if (rootCandidates.length === 1) return { action: rootCandidates[0], iterations: 0, stats: [] };

  const rng = createRng(seed);
  const root = newNode<A>();
  const maxIterations = limits.iterations ?? (limits.budgetMs === undefined ? settings.iterations : Number.POSITIVE_INFINITY);
  const deadline = limits.budgetMs === undefined ? Number.POSITIVE_INFINITY : now() + limits.budgetMs;
  let numPlayers = 0;
  let done = 0;
  while (done < maxIterations && (done === 0 || now() < deadline)) {
    const state = core.determinize(observation, seat, rng);
    numPlayers ||= playerCount(kit, state);
    iterate(kit, settings, root, state, seat, rootCandidates, rng, numPlayers);
    done++;
  }
  const best = bestEdge(root);
  const stats = [...root.edges.values()]
    .sort((a, b) => b.visits - a.visits)
    .map((e) => ({ action: e.action, visits: e.visits, mean: e.visits ? e.reward / e.visits : 0 }));
  return { action: best ? best.action : rootCandidates[0], iterations: done, stats };
}

function playerCount<S, A extends CoreAction>(kit: BotKit<S, A>, s: S): number {
  const n = (s as { numPlayers?: unknown }).numPlayers;
  if (typeof n === 'number') return n;
  const v = kit.evaluate(s);
  return Math.max(2, v.length);
}

/** One iteration: select and expand in the tree, roll out, back up. */
function iterate<S, A extends CoreAction>(
  kit: BotKit<S, A>,
  settings: SearchSettings,
  root: TreeNode<A>,
  start: S,
  rootSeat: Seat,
  rootCandidates: A[],
  rng: Rng,
  numPlayers: number,
): void {
  const core = kit.core;
  let s = start;
  let node = root;
  const path: Edge<A>[] = [];
  const nodes: TreeNode<A>[] = [root];
  let expanded = false;
  while (!expanded && core.result(s) === null) {
    // The root is the bot's own decision, even inside a simultaneous phase where a lower seat is also active.
    const seat = node === root ? rootSeat : nextSeat(core, s);
    if (seat === undefined) break;
    const candidates = node === root ? rootCandidates : kit.candidates(s, seat);
    if (candidates.length === 0) break;
    const limit = Math.ceil(settings.widenK * Math.max(1, node.visits) ** settings.widenAlpha);
    let available = 0;
    let chosen: Edge<A> | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    let unexpanded: A | undefined;
    for (const a of candidates) {
      const e = node.edges.get(actionKey(a));
      if (e === undefined) {
        unexpanded ??= a;
        continue;
      }
      available++;
      e.avail++;
      const u = ucb(e, settings.exploration);
      if (u > bestScore) {
        bestScore = u;
        chosen = e;
      }
    }
    if (unexpanded !== undefined && (available < limit || chosen === undefined)) {
      chosen = { action: unexpanded, seat, visits: 0, reward: 0, avail: 1, child: newNode<A>() };
      node.edges.set(actionKey(unexpanded), chosen);
      expanded = true;
    }
    if (chosen === undefined) break;
    s = core.apply(s, seat, chosen.action, rng);
    path.push(chosen);
    node = chosen.child;
    nodes.push(node);
  }

  // Rollout, depth-limited; then the exact result or the kit's evaluation.
  for (let d = 0; d < settings.rolloutDepth && core.result(s) === null; d++) {
    const seat = nextSeat(core, s);
    if (seat === undefined) break;
    s = core.apply(s, seat, kit.rollout(s, seat, rng), rng);
  }
  const result = core.result(s);
  const values = result ? result.scores : kit.evaluate(s);
  for (const n of nodes) n.visits++;
  for (const e of path) {
    e.visits++;
    e.reward += result
      ? terminalReward(result.scores, result.winners, e.seat, numPlayers, settings.rewardScale)
      : marginReward(values, e.seat, numPlayers, settings.rewardScale);
  }
}
