import { describe, expect, it } from 'vitest';
import { randomDecider, runGame } from '../../../../src/engine/runner.ts';
import { MINI_CORE, money } from './mini.ts';

describe('India Rails core on the mini map', () => {
  it('random games run to the turn limit with money conserved', () => {
    for (const n of [2, 3, 4]) {
      const { state, record } = runGame(
        MINI_CORE,
        Array.from({ length: n }, (_, i) => randomDecider(MINI_CORE, `r${i}`)),
        {
          numPlayers: n,
          seed: `smoke${n}`,
          options: { variants: { turnLimit: 10 } },
          onStep: (s) => expect(money(s)).toBe(s.params.bankStart),
        },
      );
      expect(record.result).not.toBeNull();
      expect(state.phase).toBe('over');
    }
  });
});
