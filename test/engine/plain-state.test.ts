/**
 * Moves read the plain pre-move state, not immer's draft (reads through a draft of a large state
 * cost tens of µs each): plainStatePlugin hands it to coreMove, which returns the new state whole.
 */
import { types } from 'node:util';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { type CoreG, coreMove, coreSetup, coreTurnOrder, plainStatePlugin } from '../../src/engine/bgio.ts';
import type { GameCore } from '../../src/engine/core.ts';
import { Nim, type NimAction, type NimState } from '../fixtures/nim.ts';

/** Nim whose apply notes whether the state it was handed is a proxy (an immer draft). */
function spyNim(seen: boolean[]): GameCore<NimState, NimAction, unknown> {
  const apply: typeof Nim.apply = (s, p, a, rng) => {
    seen.push(types.isProxy(s));
    return Nim.apply(s, p, a, rng);
  };
  return { ...Nim, apply } as GameCore<NimState, NimAction, unknown>;
}

function game(core: GameCore<NimState, NimAction, unknown>, plugins: Game['plugins']): Game<CoreG<NimState>> {
  return { name: 'nim', setup: coreSetup(core as never), moves: { take: coreMove(core, 'take') }, plugins, turn: { order: coreTurnOrder(core) } };
}

function play(g: Game<CoreG<NimState>>) {
  const c = Client({ game: g, numPlayers: 2, debug: false });
  c.start();
  c.moves.take({ n: 2 });
  c.updatePlayerID('1');
  c.moves.take({ n: 3 });
  const G = c.getState()!.G as CoreG<NimState>;
  c.stop();
  return G.core.pile;
}

describe('moves read the plain pre-move state', () => {
  it('with plainStatePlugin the core never sees a draft, and the moves still apply', () => {
    const seen: boolean[] = [];
    expect(play(game(spyNim(seen), [plainStatePlugin]))).toBe(10);
    expect(seen).toEqual([false, false]);
  });

  it('without it the core reads through immer drafts (what the plugin avoids)', () => {
    const seen: boolean[] = [];
    expect(play(game(spyNim(seen), []))).toBe(10);
    expect(seen).toEqual([true, true]);
  });
});
