/**
 * Where a search's time goes: runs `searchAction` once with every kit function and every core call
 * it makes timed, and returns each one's share of the wall time; what is left is the search's own
 * machinery (tree, statistics, keys, random streams). The timers cost a little, so the rate of a
 * search is measured without them, elsewhere.
 */
import { searchAction } from '../../bots/mcts/ismcts.ts';
import type { BotKit, SearchSettings } from '../../bots/types.ts';
import type { CoreAction, GameCore, Seat } from '../../src/engine/core.ts';

/** Share of the wall time of one search spent in each part (0–1, rounded), and its iterations. */
export function searchBreakdown<S, A extends CoreAction>(
  kit: BotKit<S, A>,
  observation: S,
  seat: Seat,
  seed: string,
  iterations: number,
  settings: SearchSettings,
): Record<string, number> {
  const spent: Record<string, number> = {};
  const timed = <F extends (...args: never[]) => unknown>(name: string, f: F): F =>
    ((...args: Parameters<F>) => {
      const t0 = performance.now();
      try {
        return f(...args);
      } finally {
        spent[name] = (spent[name] ?? 0) + performance.now() - t0;
      }
    }) as F;
  const core: GameCore<S, A, unknown> = {
    ...kit.core,
    apply: timed('core.apply', kit.core.apply),
    ...(kit.core.applyLegal ? { applyLegal: timed('core.applyLegal (rollouts)', kit.core.applyLegal) } : {}),
    result: timed('core.result', kit.core.result),
    activePlayers: timed('core.activePlayers', kit.core.activePlayers),
    determinize: timed('core.determinize', kit.core.determinize),
  };
  const timedKit: BotKit<S, A> = {
    ...kit,
    core,
    candidates: timed('kit.candidates', kit.candidates),
    rollout: timed('kit.rollout (policy)', kit.rollout),
    evaluate: timed('kit.evaluate', kit.evaluate),
  };
  const t0 = performance.now();
  const { iterations: done } = searchAction(timedKit, observation, seat, seed, { iterations }, settings);
  const total = performance.now() - t0;
  const out: Record<string, number> = {};
  let rest = total;
  for (const [name, ms] of Object.entries(spent)) {
    out[name] = Math.round((ms / total) * 1000) / 1000;
    rest -= ms;
  }
  out['search machinery (the rest)'] = Math.round((rest / total) * 1000) / 1000;
  out.iterations = done;
  return out;
}
