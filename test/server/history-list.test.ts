/**
 * The finished-matches query (src/server/history/list.ts) on each store, SQLite always and
 * PostgreSQL when DATABASE_URL is set: finished, listed matches of the asked games only, newest
 * first, paged by cursor with nothing repeated or skipped, including matches that finished in the
 * same millisecond; and a replay's log read in pages, refused for an unfinished match.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFinished, parseCursor } from '../../src/server/history/list.ts';
import { replayPage } from '../../src/server/history/replay.ts';
import type { SqlStorage } from '../../src/server/storage/index.ts';
import { type StoreKind, type TestStore, testStore } from './helpers.ts';

const kinds: StoreKind[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(kinds)('finished matches on %s', (kind) => {
  let store: TestStore;
  let db: SqlStorage;
  // A game name of its own: a shared PostgreSQL database may hold other tests' matches.
  const game = `hist-${randomBytes(4).toString('hex')}`;
  const other = `${game}-other`;

  async function put(id: string, gameName: string, finishedAt: number, opts: { over?: boolean; unlisted?: boolean } = {}) {
    const metadata: Server.MatchData = {
      gameName,
      players: { 0: { id: 0, name: 'Asha' }, 1: { id: 1, name: 'Bot 2 (easy)', data: { bot: 'easy' } } },
      createdAt: finishedAt - 1000,
      updatedAt: finishedAt,
      ...(opts.unlisted && { unlisted: true }),
    };
    await db.createMatch(id, { initialState: { G: {}, _stateID: 0 } as never, metadata });
    if (opts.over !== false) await db.setMetadata(id, { ...metadata, gameover: { scores: [5, 7], winners: [1], turns: 9 } });
  }

  beforeAll(async () => {
    store = testStore(kind);
    db = store.open();
    await db.connect();
    await put(`${game}-a`, game, 1000);
    await put(`${game}-b`, game, 2000);
    await put(`${game}-c`, game, 2000);
    await put(`${game}-d`, game, 3000);
    await put(`${game}-open`, game, 4000, { over: false });
    await put(`${game}-private`, game, 5000, { unlisted: true });
    await put(`${game}-x`, other, 6000);
  });
  afterAll(async () => {
    // Leave no half-made rows in a shared PostgreSQL database: another suite's bot host would find them.
    for (const id of ['a', 'b', 'c', 'd', 'open', 'private', 'x']) await db?.wipe(`${game}-${id}`);
    await db?.close();
    await store?.cleanup();
  });

  it('lists finished, listed matches of the asked game, newest first, two at a time', async () => {
    const ids: string[] = [];
    let cursor = null;
    let pages = 0;
    do {
      const page = await listFinished(db.driver, [game], 2, cursor);
      expect(page.matches.length).toBeLessThanOrEqual(2);
      ids.push(...page.matches.map((m) => m.matchID));
      cursor = page.next === null ? null : parseCursor(page.next);
      pages++;
    } while (cursor !== null);
    expect(ids).toEqual([`${game}-d`, `${game}-c`, `${game}-b`, `${game}-a`]);
    expect(pages).toBe(2);
    const [first] = (await listFinished(db.driver, [game], 1, null)).matches;
    expect(first).toEqual({
      matchID: `${game}-d`,
      game,
      players: [
        { seat: 0, name: 'Asha' },
        { seat: 1, name: 'Bot 2 (easy)', bot: 'easy' },
      ],
      scores: [5, 7],
      winners: [1],
      turns: 9,
      finishedAt: 3000,
      createdAt: 2000,
    });
  });

  it('lists several games together and none of another', async () => {
    const both = await listFinished(db.driver, [game, other], 10, null);
    expect(both.matches.map((m) => m.matchID)).toEqual([`${game}-x`, `${game}-d`, `${game}-c`, `${game}-b`, `${game}-a`]);
    expect(both.next).toBeNull();
    expect((await listFinished(db.driver, [other], 10, null)).matches).toHaveLength(1);
  });

  it('reads a finished match’s moves in pages as core actions; refuses an unfinished one', async () => {
    const id = `${game}-d`;
    const move = (n: number, playerID: string) => ({
      action: { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n }], playerID } },
      _stateID: n,
      turn: n,
      phase: '',
    });
    const events = { action: { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0' } }, _stateID: 1, turn: 1, phase: '' };
    await db.setState(id, { G: {}, _stateID: 4 } as never, [move(0, '0'), move(1, '1'), events as never, move(2, '0')] as never);
    const first = await replayPage(db, game, id, 0, 2);
    expect(first.steps).toEqual([
      { seat: 0, action: { type: 'take', n: 0 } },
      { seat: 1, action: { type: 'take', n: 1 } },
    ]);
    expect(first.next).toBe(2);
    expect(first.initial).toEqual({});
    expect(first.match).toMatchObject({ matchID: id, winners: [1] });
    const second = await replayPage(db, game, id, 2, 2);
    expect(second.steps).toEqual([{ seat: 0, action: { type: 'take', n: 2 } }]);
    expect(second.next).toBeNull();
    expect(second.initial).toBeUndefined();
    await expect(replayPage(db, game, `${game}-open`, 0, 10)).rejects.toMatchObject({ status: 409 });
    await expect(replayPage(db, other, id, 0, 10)).rejects.toMatchObject({ status: 404 });
  });
});
