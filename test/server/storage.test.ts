/**
 * The SQL store behind boardgame.io's storage interface (src/server/storage): states and metadata
 * as rows, log entries appended per move in the state's transaction, late writes ignored. Runs on
 * SQLite in memory, and on PostgreSQL when DATABASE_URL is set.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { SqlStorage } from '../../src/server/storage/index.ts';
import { postgresDriver } from '../../src/server/storage/postgres.ts';
import { sqliteDriver } from '../../src/server/storage/sqlite.ts';

const state = (id: number, pile: number) => ({ G: { pile }, ctx: { turn: id }, plugins: {}, _undo: [], _redo: [], _stateID: id }) as unknown as State;
const entry = (id: number): LogEntry =>
  ({ action: { type: 'MAKE_MOVE', payload: { type: 'take', args: [id], playerID: '0' } }, _stateID: id, turn: id, phase: '' }) as LogEntry;
const meta = (over = false): Server.MatchData => ({
  gameName: 'nim',
  players: { 0: { id: 0 } },
  createdAt: 1000,
  updatedAt: 1000,
  ...(over ? { gameover: { winner: '0' } } : {}),
});

const stores: [string, () => SqlStorage][] = [['sqlite', () => new SqlStorage(sqliteDriver(':memory:'))]];
if (process.env.DATABASE_URL) stores.push(['postgres', () => new SqlStorage(postgresDriver(process.env.DATABASE_URL!, 2))]);

for (const [name, open] of stores) {
  describe(`SqlStorage over ${name}`, () => {
    it('keeps state, initial state and metadata, appends the log move by move, ignores a late older state', async () => {
      const db = open();
      await db.connect();
      const id = `st-${name}-${Math.random().toString(36).slice(2)}`;
      await db.createMatch(id, { initialState: state(0, 10), metadata: meta() });
      await db.setState(id, state(1, 9), [entry(1)]);
      await db.setState(id, state(2, 7), [entry(2)]);
      // A write carrying an older state (another instance, late) changes nothing, log included.
      await db.setState(id, state(1, 3), [entry(99)]);
      // Several entries from one move keep their order; a move with no entries still stores its state.
      await db.setState(id, state(5, 4), [entry(3), entry(4), entry(5)]);
      await db.setState(id, state(6, 2), []);
      await db.setState(id, state(7, 1), [entry(7)]);
      const got = await db.fetch(id, { state: true, initialState: true, metadata: true, log: true });
      expect(got.state).toEqual(state(7, 1));
      expect(got.initialState).toEqual(state(0, 10));
      expect(got.metadata).toEqual(meta());
      expect(got.log).toEqual([entry(1), entry(2), entry(3), entry(4), entry(5), entry(7)]);
      // Only what is asked for is read.
      expect(Object.keys(await db.fetch(id, { metadata: true }))).toEqual(['metadata']);
      await db.wipe(id);
      expect(await db.fetch(id, { state: true, log: true })).toEqual({});
      await db.close();
    });

    it('lists matches by game and by game-over and update time', async () => {
      const db = open();
      await db.connect();
      const tag = Math.random().toString(36).slice(2);
      const a = `la-${tag}`;
      const b = `lb-${tag}`;
      await db.createMatch(a, { initialState: state(0, 1), metadata: { ...meta(), gameName: `g-${tag}` } });
      await db.createMatch(b, { initialState: state(0, 1), metadata: { ...meta(), gameName: `g-${tag}` } });
      await db.setMetadata(b, { ...meta(true), gameName: `g-${tag}`, updatedAt: 5000 });
      expect(await db.listMatches({ gameName: `g-${tag}` })).toEqual([a, b]);
      expect(await db.listMatches({ gameName: `g-${tag}`, where: { isGameover: true } })).toEqual([b]);
      expect(await db.listMatches({ gameName: `g-${tag}`, where: { isGameover: false } })).toEqual([a]);
      expect(await db.listMatches({ gameName: `g-${tag}`, where: { updatedAfter: 2000 } })).toEqual([b]);
      expect(await db.listMatches({ gameName: `g-${tag}`, where: { updatedBefore: 2000 } })).toEqual([a]);
      await db.wipe(a);
      await db.wipe(b);
      await db.close();
    });
  });
}
