/**
 * The port of boardgame.io's MCTSBot algorithm that the search-speed benchmark measures against
 * (test/support/mcts-port.ts): it must search for real, crediting each playout's winner to the moves of
 * that winner, or the speed comparison would compare against a search that does nothing.
 */
import { describe, expect, it } from 'vitest';
import { portSearch } from '../support/mcts-port.ts';
import { createRng } from '../../src/engine/rng.ts';
import { Nim, type NimState } from '../fixtures/nim.ts';

describe("MCTSBot's algorithm on a core (test/support/mcts-port.ts)", () => {
  it('finds the winning Nim move (leave a multiple of 4), every playout reaching the end', () => {
    for (const pile of [5, 6, 7, 9, 10, 11]) {
      const s: NimState = { pile, current: 0, numPlayers: 2, bonus: [0, null], turns: 0, winner: null };
      const { action, ended } = portSearch(Nim, s, 0, createRng(`port-${pile}`), 3000);
      expect(action?.type).toBe('take');
      expect((pile - (action?.n ?? 0)) % 4, `pile ${pile}: took ${action?.n}`).toBe(0);
      expect(ended).toBe(1);
    }
  });

  it('credits nothing to playouts cut off before the end (depth 1 from a pile of 21)', () => {
    const s: NimState = { pile: 21, current: 0, numPlayers: 2, bonus: [0, null], turns: 0, winner: null };
    expect(portSearch(Nim, s, 0, createRng('short'), 50, 1).ended).toBe(0);
  });
});
