/**
 * A sync costs bounded bytes whatever the length of the match: it carries only
 * the log's tail, older moves come a page at a time through `POST /games/<game>/<id>/log` (redacted
 * as a sync is, rate-limited per address), syncs have their own low rate per socket, and an address
 * holds a bounded number of sockets.
 */
import type { LogEntry } from 'boardgame.io';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/server/hardening/payloads.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, serverForSuite, until } from './helpers.ts';

const MOVES = 1500;

describe('sync of a long match', () => {
  const suite = serverForSuite([{ game: NimGame }], { socketsPerAddress: 6 });
  let matchID: string;
  let credentials: string;
  beforeAll(async () => {
    matchID = (await lobby(suite.server.url).createMatch('nim', { numPlayers: 2, setupData: { pile: 9 } })).matchID;
    credentials = (await lobby(suite.server.url).joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' })).playerCredentials;
    // A long match: MOVES secret moves (Nim's take is redacted for the other seat) in the store.
    const { state } = await suite.server.storage.fetch(matchID, { state: true });
    const log: LogEntry[] = Array.from({ length: MOVES }, (_, i) => ({
      action: { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 1, pad: 'p'.repeat(400) }], playerID: String(i % 2) } },
      _stateID: i,
      turn: i + 1,
      phase: 'default',
      redact: true,
    })) as LogEntry[];
    await suite.server.storage.setState(matchID, { ...state!, _stateID: MOVES }, log);
  });

  it(`a spectator's sync carries the newest ${LIMITS.syncLogEntries} entries of ${MOVES}, not the whole log`, async () => {
    const spectator = await connect(suite.server.url, NimGame, matchID, null);
    const sync = spectator.received.find((m) => m.event === 'sync')!;
    const log = (sync.args[1] as { log: LogEntry[] }).log;
    expect(log.length).toBe(LIMITS.syncLogEntries);
    expect(log.at(-1)!._stateID).toBe(MOVES - 1);
    expect(log.every((e) => e.action.payload.args === null)).toBe(true);
    expect(sync.json.length).toBeLessThan(20_000);
    spectator.stop();
  });

  it('older moves come a page at a time, redacted for whoever asks, within limits', async () => {
    const page = await post(suite.server.url, `/games/nim/${matchID}/log`, { before: MOVES - LIMITS.syncLogEntries });
    expect(page.status).toBe(200);
    const log = (page.body as { log: LogEntry[] }).log;
    expect(log.length).toBe(LIMITS.logPageEntries);
    expect(log.at(-1)!._stateID).toBe(MOVES - LIMITS.syncLogEntries - 1);
    expect(log.every((e) => e.action.payload.args === null)).toBe(true);
    // The seat sees its own moves' arguments, and only with its credentials.
    const mine = await post(suite.server.url, `/games/nim/${matchID}/log`, { playerID: '0', credentials, before: 10, limit: 4 });
    expect((mine.body as { log: LogEntry[] }).log.map((e) => [e._stateID, e.action.payload.args !== null])).toEqual([
      [6, true],
      [7, false],
      [8, true],
      [9, false],
    ]);
    expect((await post(suite.server.url, `/games/nim/${matchID}/log`, { playerID: '0', credentials: 'guess' })).status).toBe(403);
    expect((await post(suite.server.url, `/games/nim/${matchID}/log`, { limit: 5000 })).status).toBe(400);
    expect((await post(suite.server.url, `/games/nim/${matchID}/log`, { before: 'x' })).status).toBe(400);
    // Past the per-address rate, pages are refused.
    const statuses = await Promise.all(
      Array.from({ length: LIMITS.logPageBurst + 2 }, () => post(suite.server.url, `/games/nim/${matchID}/log`, { limit: 1 })),
    );
    expect(statuses.map((s) => s.status)).toContain(429);
  });

  it('a socket syncing faster than its own low rate has the excess refused', async () => {
    const spectator = await connect(suite.server.url, NimGame, matchID, null);
    for (let i = 0; i < 10; i++) spectator.socket.emit('sync', matchID, null, undefined);
    await until(() => spectator.received.some((m) => m.event === 'refused' && (m.args[0] as { reason: string }).reason === 'too many syncs'), 'a refused sync');
    const syncs = spectator.received.filter((m) => m.event === 'sync').length;
    expect(syncs).toBeLessThanOrEqual(LIMITS.syncBurst + 1);
    spectator.stop();
  });

  it('an address holds at most socketsPerAddress sockets', async () => {
    const sockets = Array.from({ length: 7 }, () => io(`${suite.server.url}/nim`, { transports: ['websocket'], reconnection: false }));
    const outcomes = await Promise.all(
      sockets.map(
        (s) =>
          new Promise<string>((resolve) => {
            s.on('connect', () => resolve('connected'));
            s.on('connect_error', (err) => resolve(`refused: ${err.message}`));
          }),
      ),
    );
    expect(outcomes.filter((o) => o === 'connected').length).toBe(6);
    for (const s of sockets) s.close();
    // Closed sockets free their places.
    await new Promise((r) => setTimeout(r, 200));
    const again = io(`${suite.server.url}/nim`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      again.on('connect', () => resolve());
      again.on('connect_error', reject);
    });
    again.close();
  });
});
