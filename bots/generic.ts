/**
 * A kit for any core that has no game-specific one (tests use it with Nim): every legal action is
 * a candidate, rollouts are random and play to the end, and a state is worth nothing until scored.
 */
import type { CoreAction, GameCore } from '../src/engine/core.ts';
import { randomPolicy } from './random.ts';
import type { BotKit } from './types.ts';

/** The generic kit of a core: random heuristic and rollouts, all legal actions searched. */
export function genericKit<S, A extends CoreAction>(core: GameCore<S, A, unknown>): BotKit<S, A> {
  const random = randomPolicy(core);
  return {
    core,
    createHeuristic: () => random,
    candidates: (s, seat) => core.legalActions(s, seat),
    rollout: (s, seat, rng) => random.choose(s, seat, rng),
    evaluate: (s) => core.result(s)?.scores ?? [],
    search: {
      iterations: 1000,
      rolloutDepth: 1000,
      rewardScale: 100,
      winBonus: 0.5,
      exploration: 0.7,
      widenK: 1000,
      widenAlpha: 0,
      preferFirst: 0,
      budgetShare: 0.95,
    },
    easy: { noise: 1, depth: 1 },
    medium: { noise: 0, depth: 1 },
  };
}
