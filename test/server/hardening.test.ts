/**
 * The hardening pieces one by one (src/server/hardening): the server's copy of a game, the check of
 * client actions, origins, credentials and the rate limiter. The integration suite shows them at
 * work through real sockets.
 */
import type { Game } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { authenticateCredentials } from '../../src/server/hardening/auth.ts';
import { gameSetupData, hardenGame } from '../../src/server/hardening/game.ts';
import { isOriginAllowed, parseOrigins } from '../../src/server/hardening/origins.ts';
import { checkAction, rateLimiter } from '../../src/server/hardening/payloads.ts';
import { NimGame } from './fixtures/nim-game.ts';

describe('the server’s copy of a game', () => {
  it('every match gets its own secret seeds: the rules RNG and boardgame.io’s PRNG differ match to match', () => {
    const game = hardenGame(NimGame as Game);
    const a = InitializeGame({ game, numPlayers: 2, setupData: { pile: 9 } });
    const b = InitializeGame({ game, numPlayers: 2, setupData: { pile: 9 } });
    expect((a.G as { rng: unknown }).rng).not.toEqual((b.G as { rng: unknown }).rng);
    expect(a.plugins.random.data).not.toEqual(b.plugins.random.data);
    expect((a.G as { core: { pile: number } }).core.pile).toBe(9);
  });

  it('the game’s setup never sees the lobby’s keys nor a client seed', () => {
    let seen: unknown;
    const spy: Game = {
      name: 'spy',
      setup: (_ctx, setupData) => {
        seen = setupData;
        return {};
      },
      moves: { m: () => {} },
    };
    InitializeGame({ game: hardenGame(spy), numPlayers: 2, setupData: { bots: { '1': 'easy' }, seed: 'mine', opt: 1 } });
    expect(Object.keys(seen as object).sort()).toEqual(['opt', 'seed']);
    expect((seen as { seed: string }).seed).not.toBe('mine');
    expect(gameSetupData({ bots: {}, seed: 'x', params: { a: 1 } })).toEqual({ params: { a: 1 } });
  });

  it('moves are redacted from the log unless public; client events and undo are off', () => {
    const game = hardenGame(
      {
        name: 'g',
        setup: () => ({}),
        moves: { secret: () => {}, open: { move: () => {}, client: false } },
        phases: { p: { start: true, moves: { hidden: () => {} } } },
      },
      { publicMoves: ['open'] },
    ) as Game & { flow: { enabledEventNames: string[] } };
    expect((game.moves!.secret as { redact: boolean }).redact).toBe(true);
    expect((game.moves!.open as { redact?: boolean }).redact).toBeUndefined();
    expect((game.phases!.p.moves!.hidden as { redact: boolean }).redact).toBe(true);
    expect(game.flow.enabledEventNames).toEqual([]);
    expect(game.disableUndo).toBe(true);
    expect(hardenGame({ name: 'u', moves: {} }, { allowUndo: true, clientEvents: true }).disableUndo).toBeFalsy();
  });
});

describe('client actions', () => {
  const rules = { moveNames: ['take'], enabledEventNames: ['endTurn'] };
  const move = (payload: object, type = 'MAKE_MOVE') => ({ type, payload: { type: 'take', args: [{ n: 1 }], playerID: '0', credentials: 'c', ...payload } });

  it('a move of the game from its own seat is rebuilt from its checked fields only', () => {
    const out = checkAction({ ...move({}), state: { G: 'forged' } }, '0', rules);
    expect(out).toEqual({ type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 1 }], playerID: '0', credentials: 'c' } });
  });

  it.each([
    ['UPDATE', move({}, 'UPDATE'), /UPDATE is not accepted/],
    ['PATCH', move({}, 'PATCH'), /PATCH is not accepted/],
    ['RESET', move({}, 'RESET'), /RESET is not accepted/],
    ['SYNC', move({}, 'SYNC'), /SYNC is not accepted/],
    ['PLUGIN', move({}, 'PLUGIN'), /PLUGIN is not accepted/],
    ['another seat', move({ playerID: '1' }), /differs from the sender/],
    ['no credentials', move({ credentials: '' }), /credentials are required/],
    ['unknown move', move({ type: 'steal' }), /unknown move steal/],
    ['prototype name', move({ type: 'constructor' }), /unknown move/],
    ['disabled event', move({ type: 'endPhase' }, 'GAME_EVENT'), /not enabled/],
    ['args not an array', move({ args: 'n=1' }), /must be an array/],
    ['huge args', move({ args: ['x'.repeat(20_000)] }), /too large/],
    ['not an object', 'MAKE_MOVE', /not an object/],
  ])('refuses %s', (_name, raw, reason) => {
    expect(checkAction(raw, '0', rules)).toMatch(reason);
  });

  it('an enabled event and undo pass', () => {
    expect(checkAction(move({ type: 'endTurn', args: null }, 'GAME_EVENT'), '0', rules)).toMatchObject({ type: 'GAME_EVENT' });
    expect(checkAction({ type: 'UNDO', payload: { type: null, args: null, playerID: '0', credentials: 'c' } }, '0', rules)).toMatchObject({ type: 'UNDO' });
  });
});

describe('origins, credentials, rate', () => {
  it('origins: none (not a browser), the same origin, or a listed one', () => {
    const allowed = parseOrigins('https://a.example/, http://localhost:5173');
    expect(allowed).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(isOriginAllowed(undefined, 'h:1', allowed)).toBe(true);
    expect(isOriginAllowed('http://h:1', 'h:1', allowed)).toBe(true);
    expect(isOriginAllowed('https://a.example', 'h:1', allowed)).toBe(true);
    expect(isOriginAllowed('https://evil.example', 'h:1', allowed)).toBe(false);
    expect(isOriginAllowed('null', 'h:1', allowed)).toBe(false);
  });

  it('credentials: required and exact, even for a seat nobody holds', () => {
    expect(authenticateCredentials('abc', { credentials: 'abc' })).toBe(true);
    expect(authenticateCredentials('abd', { credentials: 'abc' })).toBe(false);
    expect(authenticateCredentials(undefined, { credentials: 'abc' })).toBe(false);
    expect(authenticateCredentials('', {})).toBe(false);
    expect(authenticateCredentials('x', {})).toBe(false);
    expect(authenticateCredentials('x', undefined)).toBe(false);
  });

  it('the rate limiter lets a burst through, then refuses', () => {
    const limit = rateLimiter(1, 3);
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([true, true, true, false]);
  });
});
