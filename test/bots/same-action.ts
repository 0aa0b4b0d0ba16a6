/** A check both games' bot tests share: the same seed and observation give the same, legal action. */
import { expect } from 'vitest';
import { BOT_LEVELS, createDecider } from '../../bots/index.ts';
import type { AnyGameCore } from '../../src/engine/core.ts';

/** For every level: two fresh bots with one seed, given one observation of `s`, choose the same legal action. */
export function expectSameActionAtEveryLevel(core: AnyGameCore, game: string, s: unknown, seed: string, iterations: number): void {
  const seat = core.activePlayers(s)[0];
  const o = core.observe(s, seat);
  for (const level of BOT_LEVELS) {
    const fresh = () => createDecider({ game, level, seed, iterations });
    const a = fresh().decide(o, seat);
    expect(fresh().decide(o, seat), level).toEqual(a);
    expect(core.validate(s, seat, a), level).toBeNull();
  }
}
