/**
 * A saved local game comes back exactly as it was (docs/client.md#saved-games): boardgame.io's
 * state (the hidden cards and the rules RNG's state included) and its move log are stored after
 * every move, and a game reloaded midway then played on ends in the very state of the same game
 * played without a reload.
 */
import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../src/client/saved/backend.ts';
import { pastViews, savedFrames } from '../../../src/client/saved/savedFrames.ts';
import { type LogLine, MoveLogReader } from '../../../src/client/ui/useMoveLog.ts';
import { SaveStore } from '../../../src/client/saved/store.ts';
import { newSavedGame, play, reopen, sit, twoPlayers } from './support.ts';

/** The stored state and log of save `id`, as boardgame.io's master left them. */
async function stored(backend: ReturnType<typeof memoryBackend>, id: string) {
  const { match, log } = await backend.game(id);
  return { state: (match as { state: unknown }).state, log };
}

describe.each(['ttr-india', 'india-rails'])('a saved %s game', (gameId) => {
  it('reloaded after 12 moves holds the same views and log, and played on ends where the unbroken game ends', async () => {
    const settings = twoPlayers(`resume-${gameId}`);
    // The unbroken game: 30 moves in one sitting.
    const a = memoryBackend();
    const first = await newSavedGame(a, gameId, settings);
    const whole = sit(gameId, first.store, first.saved);
    play(whole, 30);
    await first.store.writer(first.saved.summary.id).idle();
    whole.stop();

    // The same game, reloaded after 12 moves.
    const b = memoryBackend();
    const second = await newSavedGame(b, gameId, settings);
    const before = sit(gameId, second.store, second.saved);
    play(before, 12);
    const views = before.clients.map((c) => ({ G: c.getState()?.G, stateID: c.getState()?._stateID, log: c.getState()?.log }));
    await second.store.writer(second.saved.summary.id).idle();
    before.stop();

    const reloaded = new SaveStore(b, true);
    const saved = await reopen(reloaded, second.saved.summary.id);
    expect(saved.log.length).toBeGreaterThan(0);
    const after = sit(gameId, reloaded, saved);
    // Each seat sees exactly what it saw before the reload: its hand, tickets or demand cards, the track, the log.
    expect(after.clients.map((c) => ({ G: c.getState()?.G, stateID: c.getState()?._stateID, log: c.getState()?.log }))).toEqual(views);
    play(after, 18);
    await reloaded.writer(saved.summary.id).idle();
    after.stop();

    const [x, y] = [await stored(a, first.saved.summary.id), await stored(b, second.saved.summary.id)];
    expect((x.state as { _stateID: number })._stateID).toBeGreaterThan(20);
    expect(y).toEqual(x);
  });
});

describe('the move log after a reload', () => {
  it('reads as it did before: the moves made before the page loaded are worded on the views the player had then', async () => {
    const backend = memoryBackend();
    const { store, saved } = await newSavedGame(backend, 'ttr-india', twoPlayers('log-words'));
    const table = sit('ttr-india', store, saved);
    // The live page's reader, fed every state seat 0 receives.
    const live = new MoveLogReader(table.core);
    let lines: LogLine[] = [];
    table.clients[0].subscribe((st) => {
      if (st) lines = live.update((st.G as { core: unknown }).core, st._stateID, st.log);
    });
    // Prefer draws from the face-up row, whose words name colours that change as cards are taken.
    play(table, 20, (actions) => actions.find((a) => a.type === 'drawFaceUp') ?? actions[0]);
    await store.writer(saved.summary.id).idle();
    table.stop();
    expect(lines.some((l) => /takes a face-up \w+/.test(l.text))).toBe(true);

    const game = await reopen(new SaveStore(backend, true), saved.summary.id);
    const again = sit('ttr-india', new SaveStore(backend, true), game);
    const now = again.clients[0].getState();
    if (!now) throw new Error('no state after the reload');
    const views = pastViews(again.core, game);
    const reread = new MoveLogReader(again.core, (id) => views(0, id)).update((now.G as { core: unknown }).core, now._stateID, now.log);
    expect(reread.map((l) => l.text)).toEqual(lines.map((l) => l.text));
    // Without the views, the old moves are worded on the current state: the words differ.
    const blind = new MoveLogReader(again.core).update((now.G as { core: unknown }).core, now._stateID, now.log);
    expect(blind.map((l) => l.text)).not.toEqual(lines.map((l) => l.text));
    again.stop();
  });
});

describe('the summary of a saved game', () => {
  it('names the players, the round and who is to play, and the winner once over', async () => {
    const backend = memoryBackend();
    const { store, saved } = await newSavedGame(backend, 'ttr-india', { ...twoPlayers('summary'), params: { trainsPerPlayer: 6 } });
    const table = sit('ttr-india', store, saved);
    const id = saved.summary.id;
    await store.writer(id).idle();
    let list = await store.list();
    expect(list.saves[0]).toMatchObject({ id, gameId: 'ttr-india', players: ['Asha', 'Bot 1'], round: 1, over: false, toPlay: ['Asha', 'Bot 1'] });
    // Prefer claims (the last legal actions), so the short game ends.
    play(table, 400);
    await store.writer(id).idle();
    list = await store.list();
    const over = list.saves[0];
    expect(over.over).toBe(true);
    expect(over.toPlay).toEqual([]);
    expect(over.round).toBeGreaterThan(1);
    expect(over.result?.scores).toHaveLength(2);
    expect(over.result?.winners.every((w) => w === 0 || w === 1)).toBe(true);
    table.stop();
    // A finished saved game replays: its log's moves, re-run from its initial state, end in its result.
    const game = await reopen(store, id);
    const frames = savedFrames({ core: table.core }, ['drawFaceUp', 'claimRoute'], game);
    expect(frames.result?.scores).toEqual(over.result?.scores);
    expect(frames.states.length - 1).toBe(game.log.filter((e) => e.action.type === 'MAKE_MOVE').length);
  });
});
