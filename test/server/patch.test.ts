/**
 * patches/boardgame.io+0.50.2.patch (applied by patch-package on install): boardgame.io's own PRNG
 * seed comes from the CSPRNG, not from `Date.now()` in base 36 (guessable from `createdAt`).
 */
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';

describe('boardgame.io patch', () => {
  it('the default PRNG seed is not the clock', () => {
    const game = { name: 'x', setup: () => ({}), moves: {} };
    const seeds = [0, 1, 2].map(() => (InitializeGame({ game, numPlayers: 2 }).plugins.random.data as { seed: string }).seed);
    const clock = Date.now().toString(36).slice(-10);
    for (const seed of seeds) {
      expect(seed).not.toBe(clock);
      expect(seed.length).toBeGreaterThan(16);
    }
    expect(new Set(seeds).size).toBe(3);
  });
});
