/**
 * Information-set MCTS over any GameCore (docs/architecture.md §3.6). Each iteration samples a
 * full state consistent with the bot's observation (`core.determinize`), walks the shared tree
 * over the kit's candidate actions with progressive widening, plays a depth-limited rollout with
 * the kit's policy, evaluates, and backs up a score-margin reward from each acting seat's view.
 * At the root, Sequential Halving with common random numbers picks among the candidates.
 * It calls the core directly (no boardgame.io reducer, no immer) and is deterministic for a seed
 * and an iteration count.
 */
import type { CoreAction, Seat } from '../../src/engine/core.ts';
import { createRng, deriveSeed, type Rng, restoreRng } from '../../src/engine/rng.ts';
import { nextSeat } from '../../src/engine/runner.ts';
import type { BotKit, SearchSettings } from '../types.ts';
import { marginReward, terminalReward } from './reward.ts';
import { actionKey, type Edge, newNode, type TreeNode, ucb } from './tree.ts';

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

/**
 * Searches from `observation` for `seat` and returns the action to take.
 *
 * The root runs Sequential Halving over the root candidates with common random numbers: in each
 * round every surviving candidate is tried in the same sampled worlds (determinization and rollout
 * seed), so candidates are compared on paired samples and the noise of single rollouts cancels;
 * the worse half is dropped after each round. Below the root, ordinary ISMCTS selection (UCB over
 * availability, progressive widening) grows a tree shared across worlds. The first candidate (the
 * game's heuristic choice) is kept unless another one is better by `settings.preferFirst`.
 */
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

  const root = newNode<A>();
  const edges = rootCandidates.map((action) => {
    const e: Edge<A> = { action, seat, visits: 0, reward: 0, avail: 0, child: newNode<A>() };
    root.edges.set(actionKey(action), e);
    return e;
  });
  const start = now();
  const deadline = limits.budgetMs === undefined ? Number.POSITIVE_INFINITY : start + limits.budgetMs;
  let budget = limits.iterations ?? (limits.budgetMs === undefined ? settings.iterations : Number.POSITIVE_INFINITY);
  const rounds = Math.max(1, Math.ceil(Math.log2(edges.length)));
  let survivors = edges;
  let world = 0;
  let done = 0;
  let numPlayers = 0;
  for (let round = 0; round < rounds && survivors.length > 1; round++) {
    if (budget === Number.POSITIVE_INFINITY && done > 0) {
      // Time budget: spread what is left by the speed measured so far.
      budget = done + Math.floor(((deadline - now()) / ((now() - start) / done)) * settings.budgetShare);
    }
    const worlds = Math.max(1, Math.floor((budget - done) / ((rounds - round) * survivors.length)));
    for (let w = 0; w < worlds; w++, world++) {
      if (done > 0 && now() > deadline) break;
      // One sampled world for every survivor: states are immutable, and each iteration goes on
      // with the world's random stream from where the sampling left it.
      const worldRng = createRng(deriveSeed(seed, world));
      const state = core.determinize(observation, seat, worldRng);
      const sampled = worldRng.state();
      numPlayers ||= playerCount(kit, state);
      for (const e of survivors) {
        iterate(kit, settings, root, state, seat, e, restoreRng(sampled), numPlayers);
        done++;
      }
    }
    const mean = (e: Edge<A>) => (e.visits ? e.reward / e.visits : Number.NEGATIVE_INFINITY);
    // The first candidate (the heuristic's choice) always survives: the others must beat it.
    const rest = survivors.filter((e) => e !== edges[0]).sort((x, y) => mean(y) - mean(x) || edges.indexOf(x) - edges.indexOf(y));
    survivors = [edges[0], ...rest.slice(0, Math.max(1, Math.ceil(survivors.length / 2) - 1))];
  }
  const first = edges[0];
  const mean = (e: Edge<A>) => (e.visits ? e.reward / e.visits : Number.NEGATIVE_INFINITY);
  let best = first;
  for (const e of survivors) if (e !== first && mean(e) > mean(best) + (best === first ? settings.preferFirst : 0)) best = e;
  const stats = [...edges].sort((a, b) => b.visits - a.visits).map((e) => ({ action: e.action, visits: e.visits, mean: e.visits ? e.reward / e.visits : 0 }));
  return { action: best.action, iterations: done, stats };
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
  rootEdge: Edge<A>,
  rng: Rng,
  numPlayers: number,
): void {
  const core = kit.core;
  // The root is the bot's own decision (even in a simultaneous phase where a lower seat is also active).
  let s = core.apply(start, rootSeat, rootEdge.action, rng);
  let node = rootEdge.child;
  const path: Edge<A>[] = [rootEdge];
  const nodes: TreeNode<A>[] = [root, node];
  const player = kit.rolloutPlayer?.(rootSeat, rootEdge.action);
  // A planning rollout player makes the search flat (see BotKit.rolloutPlayer).
  let expanded = player !== undefined;
  // The result of the current state, computed once per state: scoring a finished game is not cheap.
  let result = core.result(s);
  while (!expanded && result === null) {
    const seat = nextSeat(core, s);
    if (seat === undefined) break;
    const candidates = kit.candidates(s, seat);
    if (candidates.length === 0) break;
    const limit = Math.ceil(settings.widenK * Math.max(1, node.visits) ** settings.widenAlpha);
    let available = 0;
    let chosen: Edge<A> | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    let unexpanded: A | undefined;
    let unexpandedKey = '';
    for (const a of candidates) {
      const key = actionKey(a);
      const e = node.edges.get(key);
      if (e === undefined) {
        if (unexpanded === undefined) {
          unexpanded = a;
          unexpandedKey = key;
        }
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
      node.edges.set(unexpandedKey, chosen);
      expanded = true;
    }
    if (chosen === undefined) break;
    s = core.apply(s, seat, chosen.action, rng);
    result = core.result(s);
    path.push(chosen);
    node = chosen.child;
    nodes.push(node);
  }

  // Rollout, depth-limited; then the exact result or the kit's evaluation. Rollout policies play
  // legal actions of the state they are given, so the core's unvalidated apply serves when it has one.
  const step = (x: S, p: Seat, a: A): S => (core.applyLegal ? core.applyLegal(x, p, a, rng) : core.apply(x, p, a, rng));
  for (let d = 0; d < settings.rolloutDepth && result === null; d++) {
    const seat = nextSeat(core, s);
    if (seat === undefined) break;
    s = step(s, seat, player ? player(s, seat, rng) : kit.rollout(s, seat, rng));
    result = core.result(s);
  }
  const values = result ? result.scores : kit.evaluate(s);
  for (const n of nodes) n.visits++;
  for (const e of path) {
    e.visits++;
    e.reward += result
      ? terminalReward(result.scores, result.winners, e.seat, numPlayers, settings.rewardScale, settings.winBonus)
      : marginReward(values, e.seat, numPlayers, settings.rewardScale);
  }
}
