/**
 * The turn clock (docs/server.md, "Turn clock"): a clocked match moves on by itself when a person's time runs
 * out (a bot of the clock's level plays the turn, and the log entry says so), with no socket
 * connected; the deadlines survive a restart; bad clock values are refused with a reason.
 */
import type { LogEntry, State } from 'boardgame.io';
import { afterAll, describe, expect, it } from 'vitest';
import { getBgioGame, getGameCore } from '../../src/games/registry.ts';
import { hostedGames } from '../../src/server/games.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, serverForSuite, startTestServer, testStore, until } from './helpers.ts';

const games = [{ game: NimGame }];

async function clockOf(url: string, matchID: string) {
  const res = await fetch(`${url}/games/nim/${matchID}/clock`);
  return {
    status: res.status,
    body: (await res.json()) as { turnSeconds: number; level: string; stateID: number | null; deadlines: Record<string, number>; now: number },
  };
}

/** The clock route's answer once its deadlines are those of state `stateID` (they are written just after a change). */
async function clockAt(url: string, matchID: string, stateID: number) {
  let c = await clockOf(url, matchID);
  for (let i = 0; i < 100 && c.body.stateID !== stateID; i++) {
    await new Promise((r) => setTimeout(r, 50));
    c = await clockOf(url, matchID);
  }
  expect(c.body.stateID).toBe(stateID);
  return c;
}

/** A two-seat Nim match with a clock, both seats joined by people who never act. */
async function clockedMatch(url: string, turnSeconds: number, level?: string) {
  const api = lobby(url);
  const res = await post(url, '/games/nim/create', { numPlayers: 2, setupData: { pile: 30 }, clock: { turnSeconds, ...(level ? { level } : {}) } });
  expect(res.status).toBe(200);
  const { matchID } = res.body as { matchID: string };
  const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
  const bob = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
  return { matchID, ann, bob };
}

describe('turn clock', () => {
  const suite = serverForSuite(games);

  it('a match with a 5-second clock and two seated people who never act moves on by itself (no socket connected)', async () => {
    const { url, storage } = suite.server;
    const { matchID } = await clockedMatch(url, 5);
    const state = async () => (await storage.fetch(matchID, { state: true })).state as State;
    // The deadline is public: about 5 s after the table filled, for seat 0 only.
    const first = await clockAt(url, matchID, 0);
    expect(first.body).toMatchObject({ turnSeconds: 5, level: 'medium', stateID: 0 });
    expect(Object.keys(first.body.deadlines)).toEqual(['0']);
    expect(first.body.deadlines['0'] - first.body.now).toBeGreaterThan(0);
    expect(first.body.deadlines['0'] - first.body.now).toBeLessThanOrEqual(5000);
    expect(suite.server.transport.connectedCount(matchID)).toBe(0);
    // Both seats' turns are played by the clock's bot.
    let s = await state();
    while (s._stateID < 2) {
      await new Promise((r) => setTimeout(r, 250));
      s = await state();
    }
    expect(Date.now()).toBeGreaterThanOrEqual(first.body.deadlines['0']);
    expect(s.G.core.pile).toBeLessThan(30);
    const log = ((await storage.fetch(matchID, { log: true })).log as LogEntry[]).filter((e) => e.action.type === 'MAKE_MOVE');
    const moves = log;
    expect(moves.slice(0, 2).map((e) => [e.action.payload.playerID, (e.action.payload as { autoplay?: unknown }).autoplay])).toEqual([
      ['0', { by: 'clock', level: 'medium' }],
      ['1', { by: 'clock', level: 'medium' }],
    ]);
    // The seats' credentials never reach the log.
    expect(JSON.stringify(log)).not.toMatch(/credentials/);
    // The new turn has a fresh deadline, for seat 0 again.
    const later = await clockAt(url, matchID, s._stateID);
    expect(later.body.deadlines['0']).toBeGreaterThan(first.body.deadlines['0']);
  }, 40_000);

  it('a person who acts in time keeps the turn; a client cannot mark its own move as the clock’s', async () => {
    const { url, storage } = suite.server;
    const { matchID, ann } = await clockedMatch(url, 60, 'easy');
    const seat = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    seat.socket.emit(
      'update',
      {
        type: 'MAKE_MOVE',
        payload: { type: 'take', args: [{ n: 2 }], playerID: '0', credentials: ann.playerCredentials, autoplay: { by: 'clock', level: 'hard' } },
      },
      0,
      matchID,
      '0',
    );
    await until(() => seat.state()?._stateID === 1, "Ann's move");
    const log = ((await storage.fetch(matchID, { log: true })).log as LogEntry[]).filter((e) => e.action.type === 'MAKE_MOVE');
    expect(log[0].action.payload).not.toHaveProperty('autoplay');
    const c = await clockAt(url, matchID, 1);
    expect(c.body).toMatchObject({ turnSeconds: 60, level: 'easy', stateID: 1 });
    expect(Object.keys(c.body.deadlines)).toEqual(['1']);
    seat.stop();
  });

  it("a bot seat's move gives the next person a fresh deadline (the clock follows bot moves too)", async () => {
    const { url } = suite.server;
    const api = lobby(url);
    const res = await post(url, '/games/nim/create', { numPlayers: 2, setupData: { pile: 30, bots: { 1: 'random' } }, clock: { turnSeconds: 600 } });
    const { matchID } = res.body as { matchID: string };
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const seat = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    seat.client.moves.take({ n: 1 });
    await until(() => seat.state()?._stateID === 2, "the bot's answer");
    // No client acted after the bot: only the bot's move can have set state 2's deadlines.
    const c = await clockAt(url, matchID, 2);
    expect(Object.keys(c.body.deadlines)).toEqual(['0']);
    seat.stop();
  });

  it('bad clock values are refused with a reason, and no match is made', async () => {
    const { url, storage } = suite.server;
    const before = (await storage.listMatches()).length;
    const bad: [unknown, RegExp][] = [
      [{ turnSeconds: 2 }, /turnSeconds must be a whole number of seconds from 5 to 604800/],
      [{ turnSeconds: 10.5 }, /whole number/],
      [{ turnSeconds: '60' }, /whole number/],
      [{ turnSeconds: 8 * 24 * 3600 }, /7 days/],
      [{}, /turnSeconds/],
      [{ turnSeconds: 60, level: 'godlike' }, /unknown bot level "godlike"/],
      [{ turnSeconds: 60, extra: 1 }, /unknown key extra/],
      ['fast', /clock must be an object/],
      [[60], /clock must be an object/],
    ];
    for (const [clock, reason] of bad) {
      const res = await post(url, '/games/nim/create', { numPlayers: 2, clock });
      expect(res.status, JSON.stringify(clock)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(reason);
    }
    // The same checks for a clock arriving inside setupData (a copied setupData, as a rematch makes).
    const inside = await post(url, '/games/nim/create', { numPlayers: 2, setupData: { clock: { turnSeconds: 1 } } });
    expect(inside.status).toBe(400);
    expect((await storage.listMatches()).length).toBe(before);
    // A match without a clock has no clock route answer.
    const { matchID } = (await post(url, '/games/nim/create', { numPlayers: 2 })).body as { matchID: string };
    const none = await clockOf(url, matchID);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: 'this match has no turn clock' });
  });
});

describe('turn clock in a simultaneous choice', () => {
  const suite = serverForSuite(hostedGames());

  it("Ticket to Ride's opening ticket choice: the clock plays for each seat that has not chosen, and the one who chose keeps his choice", async () => {
    const { url, storage } = suite.server;
    const api = lobby(url);
    const res = await post(url, '/games/ttr-india/create', { numPlayers: 3, clock: { turnSeconds: 5, level: 'random' } });
    const { matchID } = res.body as { matchID: string };
    const joined = [];
    for (const id of ['0', '1', '2']) joined.push(await api.joinMatch('ttr-india', matchID, { playerID: id, playerName: `P${id}` }));
    const start = (await fetch(`${url}/games/ttr-india/${matchID}/clock`).then((r) => r.json())) as { stateID: number; deadlines: Record<string, number> };
    // Seat 0 keeps tickets in time; seats 1 and 2 never act.
    const seat = await connect(url, getBgioGame('ttr-india'), matchID, '0', joined[0].playerCredentials);
    const keep = getGameCore('ttr-india').legalActions(seat.state()!.G.core, 0)[0] as unknown as { keep: string[] };
    seat.client.moves.keepTickets({ keep: keep.keep });
    await until(() => seat.state()?._stateID === 1, "seat 0's choice");
    // The others keep the deadlines they had: choosing did not give them more time.
    let after = start;
    for (let i = 0; i < 100 && after.stateID !== 1; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = (await fetch(`${url}/games/ttr-india/${matchID}/clock`).then((r) => r.json())) as typeof start;
    }
    expect(start.stateID).toBe(0);
    expect(Object.keys(start.deadlines).sort()).toEqual(['0', '1', '2']);
    expect(after.deadlines).toEqual({ 1: start.deadlines['1'], 2: start.deadlines['2'] });
    await until(() => seat.state()!.ctx.phase !== 'opening', 'the opening to end by the clock', 20_000);
    const log = ((await storage.fetch(matchID, { log: true })).log as LogEntry[]).filter((e) => e.action.payload?.type === 'keepTickets');
    expect(log.map((e) => [e.action.payload.playerID, (e.action.payload as { autoplay?: unknown }).autoplay ?? null])).toEqual([
      ['0', null],
      [expect.any(String), { by: 'clock', level: 'random' }],
      [expect.any(String), { by: 'clock', level: 'random' }],
    ]);
    expect(log.map((e) => e.action.payload.playerID).sort()).toEqual(['0', '1', '2']);
    seat.stop();
  }, 40_000);
});

describe('turn clock across a restart', () => {
  const store = testStore('sqlite');
  afterAll(() => store.cleanup());

  it('the deadline survives a restart and the late turn is still played', async () => {
    let server = await startTestServer(games, store);
    const { matchID } = await clockedMatch(server.url, 12);
    const before = await clockAt(server.url, matchID, 0);
    const deadline = before.body.deadlines['0'];
    expect(deadline).toBeGreaterThan(before.body.now);
    await server.close();
    // Down for a while: a new process must not give the seat a fresh 12 seconds (12, not 5: a restart on a busy machine takes seconds).
    await new Promise((r) => setTimeout(r, 1500));
    server = await startTestServer(games, store);
    try {
      const after = await clockOf(server.url, matchID);
      expect(after.body.stateID).toBe(0);
      expect(after.body.deadlines['0']).toBe(deadline);
      let s = (await server.storage.fetch(matchID, { state: true })).state as State;
      for (let i = 0; i < 300 && s._stateID < 1; i++) {
        await new Promise((r) => setTimeout(r, 100));
        s = (await server.storage.fetch(matchID, { state: true })).state as State;
      }
      expect(s._stateID).toBeGreaterThanOrEqual(1);
      expect(Date.now()).toBeGreaterThanOrEqual(deadline);
      const log = ((await server.storage.fetch(matchID, { log: true })).log as LogEntry[]).filter((e) => e.action.type === 'MAKE_MOVE');
      expect((log[0].action.payload as { autoplay?: unknown }).autoplay).toEqual({ by: 'clock', level: 'medium' });
    } finally {
      await server.close();
    }
  }, 40_000);
});
