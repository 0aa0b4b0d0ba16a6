/** The boardgame.io Game: illegal moves through boardgame.io's own Client, playerView, setupData, enumerate, registry. */
import type { Ctx, LongFormMove } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { INVALID_MOVE } from 'boardgame.io/core';
import { describe, expect, it } from 'vitest';
import type { CoreG } from '../../../src/engine/bgio.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { GAME_IDS, getBgioGame, getGameCore } from '../../../src/games/registry.ts';
import { LOCO } from '../../../src/games/ttr-india/data/types.ts';
import { MAIL_CHARTERS, TICKETS, TTR_INDIA_MAP, TtrIndia, TtrIndiaCore } from '../../../src/games/ttr-india/index.ts';
import type { TtrState } from '../../../src/games/ttr-india/rules/state.ts';
import { withSetupData } from '../../harness/harness.ts';
import { mainState, openingState, routeBetween, withHand, withRoutes } from './fixtures.ts';

type Store = { getState(): { G: CoreG<TtrState>; ctx: Ctx; _stateID: number } };

/** A Client whose match starts from exactly `core`. */
function clientAt(core: TtrState) {
  const game = { ...TtrIndia, setup: () => ({ core, rng: createRng('client').state() }) };
  const client = Client({ game, numPlayers: core.numPlayers, debug: false });
  client.start();
  return { client, store: (client as unknown as { store: Store }).store };
}

/** Plays `move(...args)` as `seat` and expects boardgame.io to refuse it with nothing changed. */
function expectRefused(core: TtrState, seat: number, move: string, ...args: unknown[]) {
  const { client, store } = clientAt(core);
  const before = store.getState();
  client.updatePlayerID(String(seat));
  client.moves[move](...args);
  const after = store.getState();
  expect(after._stateID).toBe(before._stateID);
  expect(after.G).toEqual(before.G);
  client.stop();
}

/** The move function itself, as boardgame.io would call it: INVALID_MOVE for an illegal one. */
function callMove(core: TtrState, seat: number, move: string, ...args: unknown[]) {
  const phase = core.phase === 'opening' ? 'opening' : 'main';
  const entry = TtrIndia.phases?.[phase]?.moves?.[move] as LongFormMove<CoreG<TtrState>> | undefined;
  if (!entry) throw new Error(`no move ${move} in phase ${phase}`);
  const m = entry.move;
  const G = { core, rng: createRng('direct').state() };
  const ctx = { phase, activePlayers: null, currentPlayer: String(core.current) } as unknown as Ctx;
  const events = { endTurn: () => {}, setActivePlayers: () => {} };
  return (m as (...a: unknown[]) => unknown)({ G, ctx, playerID: String(seat), events }, ...args);
}

describe('The boardgame.io Game: illegal moves return INVALID_MOVE and change nothing', () => {
  const blue = routeBetween('agra', 'bhopal');

  it('starts a crafted main-play state in the main phase', () => {
    const { store } = clientAt(mainState(2));
    expect(store.getState().ctx.phase).toBe('main');
    expect(store.getState().ctx.currentPlayer).toBe('0');
  });

  it('refuses a move by the wrong player', () => {
    const s = mainState(2);
    expectRefused(s, 1, 'drawFromDeck');
    expect(callMove(s, 1, 'drawFromDeck')).toBe(INVALID_MOVE);
  });

  it('refuses an unaffordable route', () => {
    const s = withHand(mainState(2), 0, { blue: 3 });
    const claim = { route: blue.id, track: 0, colour: 'blue', locos: 0 };
    expectRefused(s, 0, 'claimRoute', claim);
    expect(callMove(s, 0, 'claimRoute', claim)).toBe(INVALID_MOVE);
  });

  it('refuses a claimed route', () => {
    const s = withRoutes(withHand(mainState(2), 0, { blue: 4 }), 1, [blue.id]);
    const claim = { route: blue.id, track: 0, colour: 'blue', locos: 0 };
    expectRefused(s, 0, 'claimRoute', claim);
    expect(callMove(s, 0, 'claimRoute', claim)).toBe(INVALID_MOVE);
  });

  it('refuses a face-up locomotive as the second card', () => {
    const s = { ...mainState(2), drawn: 1, faceUp: [0, LOCO, 1, 2, 3] };
    expectRefused(s, 0, 'drawFaceUp', { slot: 1 });
    expect(callMove(s, 0, 'drawFaceUp', { slot: 1 })).toBe(INVALID_MOVE);
  });

  it('refuses keeping too few tickets, at the opening and after drawing tickets', () => {
    const s = openingState(3);
    const offer = s.players[1].offer as string[];
    expectRefused(s, 1, 'keepTickets', { keep: [offer[0], offer[4]] });
    expect(callMove(s, 1, 'keepTickets', { keep: [offer[0]] })).toBe(INVALID_MOVE);
    const m = mainState(2);
    const drawn = TtrIndiaCore.apply(m, 0, { type: 'drawTickets' }, createRng('t'));
    expectRefused(drawn, 0, 'keepTickets', { keep: [] });
  });

  it('refuses malformed arguments', () => {
    const s = withHand(mainState(2), 0, { blue: 4 });
    const good = { route: blue.id, track: 0, colour: 'blue', locos: 0 };
    for (const args of [[blue.id], [{ route: blue.id }], [{ ...good, locos: '0' }], [{ ...good, extra: 1 }], [good, good], [null], [[good]]]) {
      expectRefused(s, 0, 'claimRoute', ...args);
      expect(callMove(s, 0, 'claimRoute', ...args)).toBe(INVALID_MOVE);
    }
    expect(callMove(s, 0, 'drawFaceUp', { slot: 9 })).toBe(INVALID_MOVE);
    expect(callMove(s, 0, 'drawFromDeck', { slot: 0 })).toBe(INVALID_MOVE);
  });

  it('refuses every flow event from a client (turns follow the core alone)', () => {
    const { client } = clientAt(mainState(2));
    expect(Object.keys(client.events)).toEqual([]);
    for (const flag of Object.values(TtrIndia.events ?? {})) expect(flag).toBe(false);
    expect(Object.keys(TtrIndia.events ?? {}).sort()).toEqual([
      'endGame',
      'endPhase',
      'endStage',
      'endTurn',
      'pass',
      'setActivePlayers',
      'setPhase',
      'setStage',
    ]);
  });

  it('accepts a legal move and follows the core (claim, then the next player)', () => {
    const s = withHand(mainState(2), 0, { blue: 4 });
    const { client, store } = clientAt(s);
    client.updatePlayerID('0');
    client.moves.claimRoute({ route: blue.id, track: 0, colour: 'blue', locos: 0 });
    expect(store.getState().G.core.players[0].routePoints).toBe(7);
    expect(store.getState().ctx.currentPlayer).toBe('1');
  });

  it('runs the opening with all players at once, then main play from the drawn first player', () => {
    const s = openingState(3, 'opening-client');
    const { client, store } = clientAt(s);
    expect(store.getState().ctx.phase).toBe('opening');
    expect(Object.keys(store.getState().ctx.activePlayers ?? {}).sort()).toEqual(['0', '1', '2']);
    for (const p of [2, 0, 1]) {
      client.updatePlayerID(String(p));
      client.moves.keepTickets({ keep: (s.players[p].offer as string[]).slice(0, 2) });
    }
    expect(store.getState().ctx.phase).toBe('main');
    expect(store.getState().ctx.currentPlayer).toBe(String(s.firstPlayer));
  });
});

describe('The boardgame.io Game: wiring', () => {
  it('playerView hides other players’ hands and tickets, the deck order and the RNG; counts stay visible', () => {
    const G = { core: mainState(3), rng: createRng('x').state() };
    const view = TtrIndia.playerView?.({ G, ctx: {} as Ctx, playerID: '1' }) as CoreG<TtrState>;
    expect(view.rng).toBeUndefined();
    expect(view.core.players[0].hand).toBeNull();
    expect(view.core.players[0].tickets).toBeNull();
    expect(view.core.players[0].handSize).toBe(G.core.players[0].handSize);
    expect(view.core.players[1].hand).toEqual(G.core.players[1].hand);
    expect(view.core.deck.every((c) => c === -1)).toBe(true);
    expect(view.core.deck).toHaveLength(G.core.deck.length);
    const spectator = TtrIndia.playerView?.({ G, ctx: {} as Ctx, playerID: null }) as CoreG<TtrState>;
    expect(spectator.core.players.every((pl) => pl.hand === null)).toBe(true);
  });

  it('validateSetupData rejects a seed, bad params and bad player counts', () => {
    const v = TtrIndia.validateSetupData as (d: unknown, n: number) => string | undefined;
    expect(v(undefined, 3)).toBeUndefined();
    expect(v({}, 5)).toBeUndefined();
    expect(v({ params: { longestTrailBonus: 15 } }, 2)).toBeUndefined();
    expect(v({ seed: 'abc' }, 3)).toMatch(/seed/);
    expect(v({ params: { trainsPerPlayer: -1 } }, 3)).toMatch(/trainsPerPlayer/);
    expect(v({ params: { bogus: 1 } }, 3)).toMatch(/unknown param/);
    expect(v({ params: 'x' }, 3)).toMatch(/object/);
    expect(v({ colour: 'red' }, 3)).toMatch(/unknown/);
    expect(v(undefined, 1)).toMatch(/2–5/);
    expect(v(undefined, 6)).toMatch(/2–5/);
  });

  it('setupData.params override the house values', () => {
    const client = Client({ game: withSetupData(TtrIndia, { seed: 'p', params: { trainsPerPlayer: 30 } }), numPlayers: 2, debug: false });
    client.start();
    const G = (client as unknown as { store: Store }).store.getState().G;
    expect(G.core.players.map((pl) => pl.trains)).toEqual([30, 30]);
    expect(G.core.params.trainsPerPlayer).toBe(30);
  });

  it('ai.enumerate lists the core’s legal actions as moves', () => {
    const s = withHand(mainState(2), 0, { blue: 4 });
    const moves = TtrIndia.ai?.enumerate({ core: s }, {} as Ctx, '0') as { move: string; args: unknown[] }[];
    expect(moves).toHaveLength(TtrIndiaCore.legalActions(s, 0).length);
    expect(moves).toContainEqual({ move: 'claimRoute', args: [{ route: routeBetween('agra', 'bhopal').id, track: 0, colour: 'blue', locos: 0 }] });
    expect(moves).toContainEqual({ move: 'drawFromDeck', args: [] });
  });

  it('the index exports the Game, the core and the data', () => {
    expect(TtrIndia.name).toBe('ttr-india');
    expect(TtrIndiaCore.id).toBe('ttr-india');
    expect(TTR_INDIA_MAP.cities).toHaveLength(40);
    expect(TTR_INDIA_MAP.routes).toHaveLength(83);
    expect(TICKETS).toHaveLength(50);
    expect(MAIL_CHARTERS).toHaveLength(6);
  });
});

describe('The game registry', () => {
  it('lists ttr-india and returns its core and Game', () => {
    expect(GAME_IDS).toContain('ttr-india');
    expect(getGameCore('ttr-india')).toBe(TtrIndiaCore);
    expect(getBgioGame('ttr-india')).toBe(TtrIndia);
    expect(Object.isFrozen(GAME_IDS)).toBe(true);
  });

  it('throws a clear error for an unknown id', () => {
    expect(() => getGameCore('chess')).toThrow(/Unknown game "chess".*ttr-india/);
    expect(() => getBgioGame('toString')).toThrow(/Unknown game/);
  });
});

describe('Move descriptions', () => {
  it('describe names claims in words and never reveals a kept ticket', () => {
    const s = withHand(mainState(2), 0, { blue: 3, loco: 1 });
    const claim = { type: 'claimRoute' as const, route: routeBetween('agra', 'bhopal').id, track: 0, colour: 'blue' as const, locos: 1 };
    expect(TtrIndiaCore.describe(s, 0, claim)).toBe('Player 1 claims Agra–Bhopal with 3 blue + 1 locomotive');
    const o = openingState(2);
    const keep = { type: 'keepTickets' as const, keep: (o.players[1].offer as string[]).slice(0, 3) };
    const text = TtrIndiaCore.describe(o, 1, keep);
    expect(text).toBe('Player 2 keeps 3 tickets');
    expect(TtrIndiaCore.describe(s, 0, { type: 'drawFromDeck' })).toBe('Player 1 draws a card from the deck');
  });

  it('a claim of one track of a double route names that track by its colour', () => {
    // Delhi–Agra is a double route: red (track 0) and orange (track 1).
    const s = withHand(mainState(3), 1, { loco: 2 });
    const route = routeBetween('delhi', 'agra');
    expect(route.tracks).toEqual(['red', 'orange']);
    const claim = { type: 'claimRoute' as const, route: route.id, track: 1, colour: 'orange' as const, locos: 2 };
    expect(TtrIndiaCore.describe(s, 1, claim)).toBe('Player 2 claims Delhi–Agra (the orange track) with 2 locomotives');
    expect(TtrIndiaCore.describe(s, 1, { ...claim, track: 0, colour: 'red' as const })).toBe('Player 2 claims Delhi–Agra (the red track) with 2 locomotives');
  });
});
