/**
 * The lobby server's integration suite, run once per store (SQLite always; PostgreSQL when
 * DATABASE_URL is set). Real server on a free port, boardgame.io's own LobbyClient and socket
 * Client, random legal play from each seat's view.
 */
import type { State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bgioGameover } from '../../src/engine/bgio.ts';
import type { AnyGameCore } from '../../src/engine/core.ts';
import { createRng } from '../../src/engine/rng.ts';
import { findGame, GAME_IDS, getBgioGame, getGameCore } from '../../src/games/registry.ts';
import type { LobbyServer } from '../../src/server/app.ts';
import { hostedGames } from '../../src/server/games.ts';
import { Nim } from '../fixtures/nim.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, type Seat, type StoreKind, startTestServer, testStore, type TestStore, until } from './helpers.ts';
import { latest, playRandomly } from './play.ts';

/** Small, fast settings per game for full matches. */
const FAST_SETUP: Record<string, Record<string, unknown>> = {
  'ttr-india': { params: { trainsPerPlayer: 12 } },
  'india-rails': { variants: { turnLimit: 4 } },
};

const hosted = () => [{ game: NimGame }, ...hostedGames()];

/** Every game state a raw message carries, with where it came from. */
function statesIn(msg: { event: string; args: unknown[] }): State[] {
  if (msg.event === 'update') return [msg.args[1] as State];
  if (msg.event === 'sync') {
    const info = msg.args[1] as { state: State; initialState?: State };
    return info.initialState ? [info.state, info.initialState] : [info.state];
  }
  return [];
}

/** Log entries a raw message carries. */
function logIn(msg: { event: string; args: unknown[] }): { action: { type: string; payload: { type: string; playerID: string; args: unknown } } }[] {
  if (msg.event === 'update') return (msg.args[2] as never[]) ?? [];
  if (msg.event === 'sync') return ((msg.args[1] as { log?: never[] }).log as never[]) ?? [];
  return [];
}

/**
 * Everything seat `viewer` received is its own view: no PRNG state, every core state a fixed point
 * of the core's observation for that seat (so nobody's hidden cards, tickets or deck order), and
 * other seats' secret moves without arguments.
 */
function expectOnlyOwnView(seat: Seat, core: AnyGameCore, gameID: string): number {
  const viewer = Number(seat.playerID);
  let checked = 0;
  for (const msg of seat.received) {
    expect(msg.event).not.toBe('patch');
    expect(msg.json).not.toMatch(/"rng"|"credentials"|"_random"|"prngstate"/i);
    for (const st of statesIn(msg)) {
      const g = st.G as { core: unknown; rng?: unknown };
      expect(g.rng).toBeUndefined();
      expect(core.observe(g.core, viewer)).toEqual(g.core);
      expect((st.plugins as Record<string, { data?: unknown }> | undefined)?.random?.data).toBeUndefined();
      checked++;
    }
    for (const entry of logIn(msg)) {
      const p = entry.action.payload;
      if (p.playerID !== seat.playerID && entry.action.type === 'MAKE_MOVE' && !(findGame(gameID)?.publicMoves ?? []).includes(p.type)) {
        expect(p.args).toBeNull();
      }
    }
  }
  return checked;
}

/** Defines the suite for one store. */
export function defineServerSuite(kind: StoreKind): void {
  describe(`lobby server over ${kind}`, () => {
    let store: TestStore;
    let server: LobbyServer;
    const logs: string[] = [];
    beforeAll(async () => {
      store = testStore(kind);
      server = await startTestServer(hosted(), store, { log: (m) => logs.push(m) });
    });
    afterAll(async () => {
      await server?.close();
      await store?.cleanup();
    });

    /** Creates a match and joins `humans` seats; resolves to the match and the connected seats. */
    async function table(gameID: string, numPlayers: number, setupData: Record<string, unknown>, humans: string[]) {
      const api = lobby(server.url);
      const game = gameID === 'nim' ? NimGame : getBgioGame(gameID);
      const { matchID } = await api.createMatch(gameID, { numPlayers, setupData });
      const seats: Seat[] = [];
      for (const id of humans) {
        const joined = await api.joinMatch(gameID, matchID, { playerID: id, playerName: `P${id}` });
        seats.push(await connect(server.url, game, matchID, joined.playerID, joined.playerCredentials));
      }
      return { matchID, seats, game };
    }

    describe('Lobby API refuses bad requests with a 4xx and a reason', () => {
      it('a client-chosen seed is refused (every seed is the server’s)', async () => {
        const r = await post(server.url, '/games/nim/create', { numPlayers: 2, setupData: { seed: 'predictable' } });
        expect(r.status).toBe(400);
        expect(JSON.stringify(r.body)).toMatch(/seed/);
      });
      it('numPlayers out of range, malformed JSON, wrong content type, oversized body, unknown game', async () => {
        expect((await post(server.url, '/games/nim/create', { numPlayers: 9 })).status).toBe(400);
        expect((await post(server.url, '/games/nim/create', '{"numPlayers": 2,')).status).toBe(400);
        expect((await post(server.url, '/games/nim/create', 'numPlayers=2', { 'content-type': 'text/plain' })).status).toBe(415);
        expect((await post(server.url, '/games/nim/create', { numPlayers: 2, setupData: { pad: 'x'.repeat(20_000) } })).status).toBe(413);
        expect((await post(server.url, '/games/chess/create', { numPlayers: 2 })).status).toBe(404);
        expect((await post(server.url, '/games/nim/create', { numPlayers: 2, setupData: { bots: { '5': 'hard' } } })).status).toBe(400);
        expect((await post(server.url, '/games/nim/create', { numPlayers: 2, setupData: { bots: { '1': 'genius' } } })).status).toBe(400);
        const allBots = await post(server.url, '/games/nim/create', { numPlayers: 2, setupData: { bots: { '0': 'hard', '1': 'hard' } } });
        expect(allBots.status).toBe(400);
        expect(JSON.stringify(allBots.body)).toMatch(/at least one seat for a person/);
      });
      it('seats: a bot seat or a taken seat cannot be joined, names are checked, credentials are required', async () => {
        const api = lobby(server.url);
        const { matchID } = await api.createMatch('nim', { numPlayers: 3, setupData: { bots: { '2': 'random' } } });
        const join = (body: unknown) => post(server.url, `/games/nim/${matchID}/join`, body);
        expect((await join({ playerID: '2', playerName: 'Eve' })).status).toBe(409);
        expect((await join({ playerID: '0', playerName: '' })).status).toBe(400);
        expect((await join({ playerID: '0', playerName: 'x'.repeat(200) })).status).toBe(400);
        expect((await join({ playerID: '7', playerName: 'Eve' })).status).toBe(404);
        const ok = await join({ playerID: '0', playerName: 'Ann' });
        expect(ok.status).toBe(200);
        expect((await join({ playerID: '0', playerName: 'Eve' })).status).toBe(409);
        expect((await post(server.url, `/games/nim/${matchID}/leave`, { playerID: '0', credentials: 'guess' })).status).toBe(403);
        expect((await post(server.url, `/games/nim/${matchID}/leave`, { playerID: '0' })).status).toBe(403);
        // Listings never show credentials, and the bot seat is filled by the server.
        const match = await api.getMatch('nim', matchID);
        expect(JSON.stringify(match)).not.toMatch(/credentials/);
        expect(match.players[2].name).toMatch(/Bot/);
      });
      it('leave and rename work with the seat’s credentials (LobbyClient); play again waits for the end', async () => {
        const api = lobby(server.url);
        const { matchID } = await api.createMatch('nim', { numPlayers: 3, setupData: { pile: 5, bots: { '2': 'easy' } } });
        const ann = await api.joinMatch('nim', matchID, { playerName: 'Ann' });
        const bob = await api.joinMatch('nim', matchID, { playerName: 'Bob' });
        expect([ann.playerID, bob.playerID]).toEqual(['0', '1']);
        await api.updatePlayer('nim', matchID, { playerID: '1', credentials: bob.playerCredentials, newName: 'Robert' });
        expect((await api.getMatch('nim', matchID)).players[1].name).toBe('Robert');
        // Play again (a rematch) needs a finished match: test/server/rematch.test.ts.
        expect((await post(server.url, `/games/nim/${matchID}/playAgain`, { playerID: '0', credentials: ann.playerCredentials })).status).toBe(409);
        await api.leaveMatch('nim', matchID, { playerID: '1', credentials: bob.playerCredentials });
        // The match had begun (every seat taken): a bot holds Bob's seat until someone joins it.
        expect((await api.getMatch('nim', matchID)).players[1]).toMatchObject({ name: 'Bot 2 (medium)', data: { standIn: true } });
        // The last person leaving deletes the match (neither the bot seat nor the stand-in keeps it alive).
        await api.leaveMatch('nim', matchID, { playerID: '0', credentials: ann.playerCredentials });
        expect((await post(server.url, `/games/nim/${matchID}/join`, { playerName: 'Eve' })).status).toBe(404);
      });

      it('a request from an origin that is not allowed is refused', async () => {
        const r = await post(server.url, '/games/nim/create', { numPlayers: 2 }, { origin: 'https://evil.example' });
        expect(r.status).toBe(403);
        const same = await post(server.url, '/games/nim/create', { numPlayers: 2 }, { origin: server.url });
        expect(same.status).toBe(200);
      });
    });

    describe('sockets accept only moves, enabled events and undo/redo, from the right seat', () => {
      it('a forged UPDATE, another seat’s credentials, a move out of turn and malformed payloads are refused; the state is unchanged', async () => {
        const { matchID, seats } = await table('nim', 2, { pile: 10 }, ['0', '1']);
        const [s0, s1] = seats;
        const before = structuredClone(s0.state()!);
        const refusals = () => s1.received.filter((m) => m.event === 'refused').length + s0.received.filter((m) => m.event === 'refused').length;
        const forgedState = { ...before, G: { core: { ...(before.G as { core: object }).core, pile: 1 } } };
        // 1. A forged UPDATE replacing the whole state (stock 0.50.2 would accept it).
        s1.socket.emit(
          'update',
          { type: 'UPDATE', state: forgedState, payload: { type: 'x', playerID: '1', credentials: s1.credentials } },
          before._stateID,
          matchID,
          '1',
        );
        s0.socket.emit('update', { type: 'PATCH', patch: [], payload: { playerID: '0', credentials: s0.credentials } }, before._stateID, matchID, '0');
        // 2. Seat 1 acting as seat 0 (its socket is bound to seat 1) and with seat 0's id but its own credentials.
        s1.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 3 }], playerID: '0', credentials: s1.credentials } },
          before._stateID,
          matchID,
          '0',
        );
        s1.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 3 }], playerID: '0', credentials: s1.credentials } },
          before._stateID,
          matchID,
          '1',
        );
        // 3. A move out of turn: it is seat 0's turn.
        expect(before.ctx.currentPlayer).toBe('0');
        s1.client.moves.take({ n: 1 });
        // 4. Malformed payloads, a disabled event, an unknown move, undo (disabled by the game? Nim allows it, but there is nothing to undo).
        s0.socket.emit('update', null, before._stateID, matchID, '0');
        s0.socket.emit('update', { type: 'MAKE_MOVE', payload: 'take' }, before._stateID, matchID, '0');
        s0.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'take', args: 'n=3', playerID: '0', credentials: s0.credentials } },
          before._stateID,
          matchID,
          '0',
        );
        s0.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 1 }], playerID: '0', credentials: s0.credentials } },
          'stale',
          matchID,
          '0',
        );
        s0.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'toString', args: [], playerID: '0', credentials: s0.credentials } },
          before._stateID,
          matchID,
          '0',
        );
        s0.socket.emit(
          'update',
          { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0', credentials: s0.credentials } },
          before._stateID,
          matchID,
          '0',
        );
        s0.socket.emit('update', { type: 'PLUGIN', payload: { type: 'x', playerID: '0', credentials: s0.credentials } }, before._stateID, matchID, '0');
        s0.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 99 }], playerID: '0', credentials: s0.credentials } },
          before._stateID,
          matchID,
          '0',
        );
        s0.socket.emit('sync', '../../etc', '0', 'x');
        // A sync for an unknown match creates nothing (stock 0.50.2 creates the match on the spot).
        s0.socket.emit('sync', 'no-such-match', null, undefined);
        s0.socket.emit(
          'update',
          { type: 'UNDO', payload: { type: null, args: null, playerID: '0', credentials: s0.credentials } },
          before._stateID,
          matchID,
          '0',
        );
        await until(() => refusals() >= 11, 'eleven refusals');
        expect((await server.storage.fetch('no-such-match', { metadata: true })).metadata).toBeUndefined();
        // A spectator socket cannot act at all, and a raw socket that syncs with seat 1's credentials as seat 0 is refused.
        const spectator = await connect(server.url, NimGame, matchID, null);
        spectator.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 1 }], playerID: '0', credentials: s0.credentials } },
          before._stateID,
          matchID,
          '0',
        );
        spectator.socket.emit('sync', matchID, '0', s1.credentials);
        await until(() => spectator.received.filter((m) => m.event === 'refused').length >= 2, 'spectator refusals');
        // A legal move still goes through, so the refusals above were not a dead connection.
        await server.locks.idle();
        const { state: stored } = await server.storage.fetch(matchID, { state: true });
        expect(stored!._stateID).toBe(before._stateID);
        expect(stored!.G).toEqual((await server.storage.fetch(matchID, { initialState: true })).initialState!.G);
        expect(s0.state()!._stateID).toBe(before._stateID);
        s0.client.moves.take({ n: 2 });
        await until(() => s1.state()!._stateID === before._stateID + 1, 'the legal move');
        expect((s1.state()!.G as { core: { pile: number } }).core.pile).toBe(8);
        // Undo is off on the server (a draw could be undone and chosen again); the next move follows on.
        s0.socket.emit(
          'update',
          { type: 'UNDO', payload: { type: null, args: null, playerID: '0', credentials: s0.credentials } },
          before._stateID + 1,
          matchID,
          '0',
        );
        s1.client.moves.take({ n: 1 });
        await until(() => s0.state()!._stateID === before._stateID + 2, 'seat 1 move');
        expect((s0.state()!.G as { core: { pile: number } }).core.pile).toBe(7);
        const reasons = [...s0.received, ...s1.received].filter((m) => m.event === 'refused').map((m) => (m.args[0] as { reason: string }).reason);
        expect(reasons.join('\n')).toMatch(/UPDATE is not accepted/);
        expect(reasons.join('\n')).toMatch(/event endTurn is not enabled/);
        expect(reasons.join('\n')).toMatch(/match not found/);
        for (const s of [...seats, spectator]) s.stop();
      });

      it('a socket flooding the server has the excess refused, and can move again after a pause', async () => {
        const { matchID, seats } = await table('nim', 2, { pile: 10 }, ['0', '1']);
        const [s0, s1] = seats;
        const before = s0.state()!._stateID;
        for (let i = 0; i < 150; i++)
          s1.socket.emit(
            'update',
            { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 1 }], playerID: '1', credentials: s1.credentials } },
            before,
            matchID,
            '1',
          );
        await until(() => s1.received.some((m) => m.event === 'refused' && (m.args[0] as { reason: string }).reason === 'too many messages'), 'the rate limit');
        await new Promise((r) => setTimeout(r, 300));
        s0.client.moves.take({ n: 1 });
        await until(() => s1.state()!._stateID === before + 1, 'the next legal move');
        for (const s of seats) s.stop();
      });

      it('a socket message over the size limit is dropped and the state is unchanged', async () => {
        const { matchID, seats } = await table('nim', 2, {}, ['0', '1']);
        const [s0] = seats;
        const before = s0.state()!._stateID;
        s0.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 1, pad: 'x'.repeat(100_000) }], playerID: '0', credentials: s0.credentials } },
          before,
          matchID,
          '0',
        );
        await until(() => !s0.socket.connected || s0.received.some((m) => m.event === 'refused'), 'the oversized message to be refused');
        const { state } = await server.storage.fetch(matchID, { state: true });
        expect(state!._stateID).toBe(before);
        for (const s of seats) s.stop();
      });
    });

    for (const gameID of GAME_IDS) {
      it(`${gameID}: a full match with three seats over the sockets; seat 1 never receives another seat’s secrets`, async () => {
        const core = getGameCore(gameID);
        const { matchID, seats } = await table(gameID, 3, FAST_SETUP[gameID] ?? {}, ['0', '1', '2']);
        const spectator = await connect(server.url, getBgioGame(gameID), matchID, null);
        const moves = await playRandomly(seats, core, createRng(`full/${gameID}`));
        await until(() => seats.every((s) => s.state()!.ctx.gameover !== undefined), 'game over everywhere');
        expect(moves).toBeGreaterThan(10);
        await server.locks.idle(); // clients get the broadcast before the master's write completes
        const { state, metadata } = await server.storage.fetch(matchID, { state: true, metadata: true, log: true });
        expect(state!.ctx.gameover).toEqual(bgioGameover(core.result((state!.G as { core: unknown }).core)!));
        expect(metadata!.gameover).toBeDefined();
        expect(expectOnlyOwnView(seats[1], core, gameID)).toBeGreaterThanOrEqual(state!._stateID);
        expect(expectOnlyOwnView(seats[0], core, gameID)).toBeGreaterThan(0);
        await until(() => spectator.state()!.ctx.gameover !== undefined, 'spectator sees the end');
        for (const msg of spectator.received)
          for (const st of statesIn(msg)) expect(core.observe((st.G as { core: unknown }).core, null)).toEqual((st.G as { core: unknown }).core);
        for (const s of [...seats, spectator]) s.stop();
      });
    }

    it('ttr-india: kept tickets, hands and the deck order never reach another seat (raw traffic)', async () => {
      const core = getGameCore('ttr-india');
      // Full-length trains: the game is still on after 30 moves (kept tickets are revealed at the end).
      const { matchID, seats } = await table('ttr-india', 2, {}, ['0', '1']);
      await playRandomly(seats, core, createRng('ttr-secrets'), { maxMoves: 30 });
      await server.locks.idle();
      const { state } = await server.storage.fetch(matchID, { state: true });
      const truth = (state!.G as { core: { phase: string; deck: number[]; players: { tickets: string[]; hand: number[] }[] } }).core;
      expect(truth.phase).not.toBe('over');
      expect(truth.players[0].tickets!.length).toBeGreaterThan(0);
      for (const msg of seats[1].received) {
        for (const st of statesIn(msg)) {
          const c = (st.G as { core: typeof truth }).core;
          expect(c.players[0].hand).toBeNull();
          expect(c.players[0].tickets).toBeNull();
          expect(new Set(c.deck)).toEqual(new Set(c.deck.length ? [-1] : []));
        }
        for (const entry of logIn(msg)) {
          if (entry.action.payload.type === 'keepTickets' && entry.action.payload.playerID === '0') expect(entry.action.payload.args).toBeNull();
        }
      }
      // Seat 0's own keepTickets arguments do reach seat 0.
      expect(
        seats[0].received.some((m) =>
          logIn(m).some((e) => e.action.payload.type === 'keepTickets' && e.action.payload.playerID === '0' && e.action.payload.args !== null),
        ),
      ).toBe(true);
      for (const s of seats) s.stop();
    });

    it('a match survives a server restart mid-game, and a waiting bot seat resumes', async () => {
      const gameID = 'ttr-india';
      const core = getGameCore(gameID);
      // The first server runs without bots: the bot seat's opening choice is still pending when it stops.
      await server.close();
      server = await startLobbyServerWith(store, { bots: false });
      const { matchID, seats } = await table(gameID, 3, { ...FAST_SETUP[gameID], bots: { '2': 'random' } }, ['0', '1']);
      await playRandomly(seats, core, createRng('restart/a'), { maxMoves: 2 });
      await until(() => seats.every((s) => latest(seats) >= 2 && s.state()!._stateID === latest(seats)), 'humans kept their tickets');
      await server.locks.idle();
      const mid = await server.storage.fetch(matchID, { state: true, log: true });
      expect(mid.state!.ctx.activePlayers).toEqual({ '2': null });
      const port = server.port;
      await server.close();
      server = await startLobbyServerWith(store, { port });
      // The clients reconnect by themselves to the same port; the bot resumes and the game goes on.
      await until(() => latest(seats) > mid.state!._stateID, 'the bot to move after the restart', 30_000).catch((err) => {
        throw new Error(`${err.message}; server log:\n${logs.join('\n')}`);
      });
      await playRandomly(seats, core, createRng('restart/b'));
      await until(() => seats.every((s) => s.state()!.ctx.gameover !== undefined), 'game over after restart');
      await server.locks.idle();
      const end = await server.storage.fetch(matchID, { state: true, log: true });
      expect(end.log!.length).toBeGreaterThan(mid.log!.length);
      expect(end.log!.slice(0, mid.log!.length)).toEqual(mid.log);
      for (const s of seats) s.stop();
    }, 150_000); // a whole match after a restart: slow when the machine is loaded

    async function startLobbyServerWith(
      st: TestStore,
      extra: { bots?: boolean; port?: number; pubSub?: import('../../src/server/redis-pubsub.ts').RedisPubSub },
    ): Promise<LobbyServer> {
      const { startLobbyServer } = await import('../../src/server/app.ts');
      return startLobbyServer({
        games: hosted(),
        storage: st.open(),
        locks: st.locks(),
        port: extra.port ?? 0,
        botWorkers: 1,
        botGamesModule: new URL('./fixtures/bot-games.ts', import.meta.url).href,
        distDir: '/nonexistent',
        bots: extra.bots,
        pubSub: extra.pubSub,
        log: (m) => logs.push(m),
      });
    }

    if (kind === 'postgres') {
      it('two server instances on one database: simultaneous moves through both are all kept (advisory locks)', async () => {
        const other = await startLobbyServerWith(store, {});
        try {
          const core = getGameCore('ttr-india');
          const api = lobby(server.url);
          for (let round = 0; round < 4; round++) {
            const { matchID } = await api.createMatch('ttr-india', { numPlayers: 3, setupData: FAST_SETUP['ttr-india'] });
            const seats: Seat[] = [];
            for (const id of ['0', '1', '2']) {
              const joined = await api.joinMatch('ttr-india', matchID, { playerID: id, playerName: `P${id}` });
              // Seats 0 and 1 play through this instance, seat 2 through the other one.
              const url = id === '2' ? other.url : server.url;
              seats.push(await connect(url, getBgioGame('ttr-india'), matchID, joined.playerID, joined.playerCredentials));
            }
            // The opening ticket choice is simultaneous: all three at once.
            const rng = createRng(`two-instances/${round}`);
            for (const seat of seats) {
              const actions = core.legalActions(seat.state()!.G.core, Number(seat.playerID));
              const keep = rng.pick(actions) as { type: string; keep: string[] };
              seat.client.moves.keepTickets({ keep: keep.keep });
            }
            await until(() => seats[0].state()!.ctx.phase === 'main' || seats[2].state()!.ctx.phase === 'main', 'the opening to end', 10_000);
            await server.locks.idle();
            await other.locks.idle();
            const { state, log } = await server.storage.fetch(matchID, { state: true, log: true });
            const kept = log!.filter((e) => e.action.payload.type === 'keepTickets').map((e) => e.action.payload.playerID);
            expect(kept.sort()).toEqual(['0', '1', '2']);
            expect(state!._stateID).toBe(3);
            for (const s of seats) s.stop();
          }
        } finally {
          await other.close();
        }
      });
    }

    if (kind === 'postgres' && process.env.REDIS_URL) {
      it('two instances sharing updates through Redis: seats on different instances play a full match together', async () => {
        const redisUrl = process.env.REDIS_URL!;
        const { RedisPubSub } = await import('../../src/server/redis-pubsub.ts');
        const a = await startLobbyServerWith(store, { pubSub: new RedisPubSub(redisUrl) });
        const b = await startLobbyServerWith(store, { pubSub: new RedisPubSub(redisUrl) });
        try {
          const core = getGameCore('ttr-india');
          const game = getBgioGame('ttr-india');
          const api = lobby(a.url);
          const { matchID } = await api.createMatch('ttr-india', { numPlayers: 2, setupData: FAST_SETUP['ttr-india'] });
          const j0 = await api.joinMatch('ttr-india', matchID, { playerID: '0', playerName: 'A' });
          const j1 = await lobby(b.url).joinMatch('ttr-india', matchID, { playerID: '1', playerName: 'B' });
          const seats = [await connect(a.url, game, matchID, '0', j0.playerCredentials), await connect(b.url, game, matchID, '1', j1.playerCredentials)];
          const moves = await playRandomly(seats, core, createRng('redis'));
          await until(() => seats.every((s) => s.state()!.ctx.gameover !== undefined), 'game over on both instances');
          expect(moves).toBeGreaterThan(10);
          expect(seats[0].state()!._stateID).toBe(seats[1].state()!._stateID);
          expect(expectOnlyOwnView(seats[1], core, 'ttr-india')).toBeGreaterThan(10);
          for (const s of seats) s.stop();
        } finally {
          await a.close();
          await b.close();
        }
      });
    }

    it('Nim with two bot seats and one human: bots play from their own view to the end', async () => {
      const { seats } = await table('nim', 3, { pile: 12, bots: { '1': 'random', '2': 'medium' } }, ['0']);
      await playRandomly(seats, Nim as AnyGameCore, createRng('nim-bots'));
      await until(() => seats[0].state()!.ctx.gameover !== undefined, 'game over');
      for (const s of seats) s.stop();
    });
  });
}
