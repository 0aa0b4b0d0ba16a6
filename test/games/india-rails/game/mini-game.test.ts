import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { bgioGameover } from '../../../../src/engine/bgio.ts';
import { createRng } from '../../../../src/engine/rng.ts';
import { nextSeat } from '../../../../src/engine/runner.ts';
import { createIndiaRailsGame } from '../../../../src/games/india-rails/game.ts';
import type { IndiaRailsAction } from '../../../../src/games/india-rails/rules/types.ts';
import { MINI_CORE } from '../rules/mini.ts';

const game = createIndiaRailsGame(MINI_CORE);

/** boardgame.io's local Client passes no setupData: bind it into setup. */
function withSetupData(setupData: object): typeof game {
  return { ...game, setup: (context) => game.setup!(context, setupData as never) };
}

function client(numPlayers: number, seed: string) {
  const c = Client({ game: withSetupData({ seed, variants: { turnLimit: 6 } }), numPlayers });
  c.start();
  return c;
}

/** The unredacted G (getState applies the spectator's playerView). */
function rawCore(c: ReturnType<typeof client>) {
  return (c as unknown as { store: { getState(): { G: { core: unknown } } } }).store.getState().G.core;
}

function send(c: ReturnType<typeof client>, seat: number, a: IndiaRailsAction) {
  const { type, ...rest } = a as IndiaRailsAction & Record<string, unknown>;
  c.updatePlayerID(String(seat));
  const move = c.moves[type] as (...args: unknown[]) => void;
  if (Object.keys(rest).length === 0) move();
  else move(rest);
}

describe('India Rails boardgame.io Game (mini map)', () => {
  it('the core and the Game agree move for move', () => {
    const c = client(3, 'agree');
    const coreRng = createRng('agree');
    let s = MINI_CORE.setup(3, { variants: { turnLimit: 6 } }, coreRng);
    expect(rawCore(c)).toEqual(s);
    const pick = createRng('pick');
    for (let i = 0; i < 3000 && MINI_CORE.result(s) === null; i++) {
      const seat = nextSeat(MINI_CORE, s)!;
      expect(c.getState()!.ctx.currentPlayer).toBe(String(seat));
      const a = pick.pick(MINI_CORE.legalActions(s, seat));
      send(c, seat, a);
      s = MINI_CORE.apply(s, seat, a, coreRng);
      expect(rawCore(c)).toEqual(s);
      expect(c.getState()!.ctx.phase === 'building').toBe(s.phase === 'building');
    }
    expect(MINI_CORE.result(s)).not.toBeNull();
    expect(c.getState()!.ctx.gameover).toEqual(bgioGameover(MINI_CORE.result(s)!));
  });

  it('an illegal move returns INVALID_MOVE and changes nothing, whatever the argument', () => {
    const c = client(2, 'bad');
    const before = c.getState()!;
    const seat = Number(before.ctx.currentPlayer);
    const bad: unknown[][] = [
      [],
      [null],
      [42],
      ['x'],
      [{ path: [0, 63] }],
      [{ path: 'abc' }],
      [{ path: [1, 2], extra: 1 }],
      [{ path: [-1, 0] }],
      [{ path: [0, 1] }, 7],
    ];
    c.updatePlayerID(String(seat));
    for (const args of bad) (c.moves.buildTrack as (...x: unknown[]) => void)(...args);
    (c.moves.moveTrain as (x: unknown) => void)({ path: [0, 1] });
    (c.moves.deliverLoad as (x: unknown) => void)({ load: 'Gold', card: 'd1', demand: 0 });
    c.updatePlayerID(String(1 - seat));
    (c.moves.endTurn as () => void)();
    const after = c.getState()!;
    expect(after.G).toEqual(before.G);
    expect(after.ctx.turn).toBe(before.ctx.turn);
  });

  it('playerView hides the deck order and the RNG', () => {
    const c = Client({ game: withSetupData({ seed: 'view' }), numPlayers: 2, playerID: '0' });
    c.start();
    const g = c.getState()!.G;
    expect(g.rng).toBeUndefined();
    expect(g.core.deck).toEqual([...g.core.deck].sort());
  });

  it('validateSetupData refuses a seed, unknown variants and malformed values', () => {
    const v = game.validateSetupData!;
    expect(v({ seed: 'x' }, 2)).toMatch(/seed/);
    expect(v({ variants: { turnLimit: -3 } } as never, 2)).toMatch(/turnLimit/);
    expect(v({ variants: { fastTrains: 'yes' } } as never, 2)).toMatch(/true or false/);
    expect(v({ variants: { teleport: true } } as never, 2)).toMatch(/unknown variant/);
    expect(v({ params: { rent: -1 } }, 2)).toMatch(/rent/);
    expect(v({ variants: { fastTrains: true }, params: { winCash: 200 } }, 2)).toBeUndefined();
    expect(v(undefined, 7)).toMatch(/2–6/);
  });
});
