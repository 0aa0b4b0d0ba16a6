/** The random level: a uniformly random legal action, from the bot's own seeded stream. */
import type { CoreAction, GameCore, Seat } from '../src/engine/core.ts';
import type { Rng } from '../src/engine/rng.ts';
import type { Policy } from './types.ts';

/**
 * A policy that picks uniformly among the legal actions of the observation: through the core's
 * `sampleAction` when it has one (the same pick from the same randomness, without listing them all).
 */
export function randomPolicy<S, A extends CoreAction>(core: GameCore<S, A, unknown>): Policy<S, A> {
  const sample = core.sampleAction;
  return {
    choose(observation: S, seat: Seat, rng: Rng): A {
      if (sample) {
        const action = sample(observation, seat, rng);
        if (action === undefined) throw new Error(`random bot (${core.id}): seat ${seat} has no legal action`);
        return action;
      }
      const actions = core.legalActions(observation, seat);
      if (actions.length === 0) throw new Error(`random bot (${core.id}): seat ${seat} has no legal action`);
      return rng.pick(actions);
    },
  };
}
