/**
 * The save store's logic (src/client/saved/): every new game gets its own record, a record this
 * build cannot read is listed apart with the reason and can be deleted, a saved state the rules
 * cannot read is named, and the writer merges the changes of one task and keeps a failed write.
 */
import { describe, expect, it } from 'vitest';
import { type SaveBackend, type SaveWrite, memoryBackend } from '../../../src/client/saved/backend.ts';
import { SAVE_FORMAT } from '../../../src/client/saved/format.ts';
import { unreadableReason } from '../../../src/client/saved/readable.ts';
import { SaveWriter } from '../../../src/client/saved/saveWriter.ts';
import { isSaveId, SaveStore } from '../../../src/client/saved/store.ts';
import { roundOf } from '../../../src/client/saved/summary.ts';
import { getGameCore } from '../../../src/games/registry.ts';
import { newSavedGame, play, reopen, sit, twoPlayers } from './support.ts';

describe('SaveStore', () => {
  it('starting the same settings twice makes two games: a new game never replaces a saved one', async () => {
    const store = new SaveStore(memoryBackend(), true);
    const a = await store.create('ttr-india', twoPlayers('same'), ['Asha', 'Bot 1']);
    const b = await store.create('ttr-india', twoPlayers('same'), ['Asha', 'Bot 1']);
    expect(a.id).not.toBe(b.id);
    expect([isSaveId(a.id), isSaveId(b.id)]).toEqual([true, true]);
    expect((await store.list()).saves.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('lists the most recently played first', async () => {
    let now = 1000;
    const store = new SaveStore(memoryBackend(), true, () => now);
    const older = await store.create('ttr-india', twoPlayers('a'), ['Asha', 'Bot 1']);
    now = 2000;
    const newer = await store.create('india-rails', twoPlayers('b'), ['Asha', 'Bot 1']);
    expect((await store.list()).saves.map((s) => s.id)).toEqual([newer.id, older.id]);
  });

  it('a record of an older format is listed as unreadable with the reason, opens as unreadable, and can be deleted', async () => {
    const backend = memoryBackend();
    const store = new SaveStore(backend, true);
    backend.raw.set('old0000001', { format: 0, id: 'old0000001', gameId: 'ttr-india', updatedAt: 5, state: 'whatever' });
    const good = await store.create('ttr-india', twoPlayers('ok'), ['Asha', 'Bot 1']);
    const list = await store.list();
    expect(list.saves.map((s) => s.id)).toEqual([good.id]);
    expect(list.unreadable).toEqual([
      { id: 'old0000001', gameId: 'ttr-india', updatedAt: 5, reason: `it was saved in format 0 and this version reads format ${SAVE_FORMAT}` },
    ]);
    const opened = await store.open('old0000001');
    expect(opened.kind).toBe('unreadable');
    await store.remove('old0000001');
    expect((await store.list()).unreadable).toEqual([]);
    expect((await store.open('old0000001')).kind).toBe('missing');
  });

  it('a summary without settings, or a match whose state is not a state, is unreadable with its reason', async () => {
    const backend = memoryBackend();
    const store = new SaveStore(backend, true);
    backend.raw.set('nosettings', { format: SAVE_FORMAT, id: 'nosettings', gameId: 'ttr-india', createdAt: 1, updatedAt: 1 });
    expect((await store.list()).unreadable[0].reason).toBe('it has no settings');
    const good = await store.create('ttr-india', twoPlayers('m'), ['Asha', 'Bot 1']);
    await backend.write({ summary: (await store.list()).saves[0], match: { format: SAVE_FORMAT, id: good.id, state: {} } as never, log: [] });
    const opened = await store.open(good.id);
    expect(opened).toEqual({
      kind: 'unreadable',
      save: { id: good.id, gameId: 'ttr-india', updatedAt: good.updatedAt, reason: 'its game state is not one this version knows' },
    });
  });

  it('deleting a game removes its summary, match and log', async () => {
    const backend = memoryBackend();
    const { store, saved } = await newSavedGame(backend, 'ttr-india', twoPlayers('del'));
    const table = sit('ttr-india', store, saved);
    play(table, 4);
    table.stop();
    await store.remove(saved.summary.id);
    expect(await backend.game(saved.summary.id)).toEqual({ match: undefined, log: [] });
    expect((await store.list()).saves).toEqual([]);
  });
});

describe('unreadableReason (a saved state this version of the rules cannot take up)', () => {
  it('is null for a good state and names the failure for a state of another shape', async () => {
    const core = getGameCore('ttr-india');
    const { store, saved } = await newSavedGame(memoryBackend(), 'ttr-india', twoPlayers('shape'));
    const table = sit('ttr-india', store, saved);
    play(table, 3);
    table.stop();
    const game = await reopen(store, saved.summary.id);
    expect(unreadableReason(core, game)).toBeNull();
    const match = game.match;
    if (!match) throw new Error('no match saved');
    const broken = { ...game, match: { ...match, state: { ...match.state, G: { core: { players: 'gone' } } } } };
    expect(unreadableReason(core, broken)).toMatch(/^the rules of this version cannot read its state \(.+\)$/);
    const wrongCount = { ...game, summary: { ...game.summary, settings: { ...game.summary.settings, players: 3 } } };
    expect(unreadableReason(core, wrongCount)).toBe('its state is for 2 players and its settings for 3');
  });
});

describe('SaveWriter', () => {
  function countingBackend(failFirst: boolean): SaveBackend & { writes: SaveWrite[] } {
    const inner = memoryBackend();
    const writes: SaveWrite[] = [];
    let fail = failFirst;
    return {
      ...inner,
      writes,
      async write(change) {
        if (fail) {
          fail = false;
          throw new Error('QuotaExceededError');
        }
        writes.push(change);
        await inner.write(change);
      },
    };
  }
  const summary = (round: number) => ({ id: 'w', round }) as never;
  const entry = (n: number) => ({ seq: n, entry: { n } as never });

  it('writes the changes handed in during one task as one write, with every log entry', async () => {
    const backend = countingBackend(false);
    const writer = new SaveWriter(backend);
    writer.push({ summary: summary(1), log: [entry(0)] });
    writer.push({ summary: summary(2), log: [entry(1), entry(2)] });
    await writer.idle();
    expect(backend.writes).toEqual([{ summary: summary(2), match: undefined, log: [entry(0), entry(1), entry(2)] }]);
  });

  it('keeps a failed write, reports it, and writes it with the next change', async () => {
    const backend = countingBackend(true);
    const errors: string[] = [];
    const writer = new SaveWriter(backend, { onError: (e) => errors.push(e) });
    writer.push({ summary: summary(1), log: [entry(0)] });
    await writer.idle();
    expect(errors).toEqual(['QuotaExceededError']);
    expect(writer.error).toBe('QuotaExceededError');
    writer.push({ summary: summary(2), log: [entry(1)] });
    await writer.idle();
    expect(backend.writes).toEqual([{ summary: summary(2), match: undefined, log: [entry(0), entry(1)] }]);
    expect(writer.error).toBeNull();
  });
});

describe('roundOf', () => {
  it('counts once round the table as a round', () => {
    expect([roundOf(1, 3), roundOf(3, 3), roundOf(4, 3), roundOf(0, 2)]).toEqual([1, 1, 2, 1]);
  });
});
