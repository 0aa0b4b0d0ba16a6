/**
 * The Nim providers with one more level, 'slow': the random bot, thinking for SLOW_NIM_MS (20 ms) a
 * move, so that a game lasts long enough for a queue worker to be killed in the middle of one.
 */
import type { SimProviders } from '../../src/sim/types.ts';
import { loadProviders as loadNim } from './nim-providers.ts';

const THINK_MS = Number(process.env.SLOW_NIM_MS ?? 20);

/** Loads the Nim providers with the 'slow' level. */
export async function loadProviders(): Promise<SimProviders> {
  const nim = await loadNim();
  return {
    ...nim,
    levels: [...nim.levels, 'slow'],
    createDecider(request) {
      if (request.level !== 'slow') return nim.createDecider(request);
      const random = nim.createDecider({ ...request, level: 'random' });
      return {
        decide(state, seat) {
          const until = Date.now() + THINK_MS;
          while (Date.now() < until);
          return random.decide(state, seat);
        },
      };
    },
  };
}
