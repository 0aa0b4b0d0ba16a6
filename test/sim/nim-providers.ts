/**
 * Simulator providers for tests: the Nim fixture with three bot levels — 'random', 'greedy' (the
 * two-player Nim strategy: leave a multiple of four) and 'broken' (always takes too many, to test
 * that a failing game is recorded, not fatal). Its setup refuses a malformed `pile` option.
 */
import { randomDecider } from '../../src/engine/runner.ts';
import type { SimProviders } from '../../src/sim/types.ts';
import type { GameCore } from '../../src/engine/core.ts';
import { Nim, type NimAction, type NimOptions, type NimState } from '../fixtures/nim.ts';

/** Nim whose setup refuses a malformed pile, as a real core refuses bad setupData. */
const CheckedNim: GameCore<NimState, NimAction, NimOptions> = {
  ...Nim,
  setup(numPlayers, options, rng) {
    if (options?.pile !== undefined && !(Number.isInteger(options.pile) && options.pile > 0)) throw new Error('pile must be a positive whole number');
    return Nim.setup(numPlayers, options, rng);
  },
};

/** Loads the Nim providers (the providers-module contract of src/sim). */
export async function loadProviders(): Promise<SimProviders> {
  return {
    gameIds: ['nim'],
    levels: ['random', 'greedy', 'broken'],
    getGameCore(id) {
      if (id !== 'nim') throw new Error(`unknown game ${id}`);
      return CheckedNim;
    },
    createDecider({ level, seed }) {
      if (level === 'random') return randomDecider(Nim, seed);
      if (level === 'broken') return { decide: (): NimAction => ({ type: 'take', n: 9 }) };
      if (level === 'greedy') {
        const fallback = randomDecider(Nim, seed);
        return {
          decide(o: NimState, seat: number): NimAction {
            const n = o.pile % 4;
            return n >= 1 && n <= 3 ? { type: 'take', n } : fallback.decide(o, seat);
          },
        };
      }
      throw new Error(`unknown level ${level}`);
    },
  };
}
