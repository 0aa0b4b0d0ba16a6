/**
 * Retention of finished matches (FINISHED_MATCH_DAYS, src/server/lobby/expiry.ts): a finished
 * match that ended longer ago than the setting is deleted with its log and chat, a newer one is
 * kept, and so is an unfinished match with a person seated however old; 0 keeps finished matches for
 * ever. The history list tells clients how long matches are kept.
 */
import { describe, expect, it } from 'vitest';
import { ChatStore } from '../../src/server/storage/chat.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, finishNim, lobby, serverForSuite, until } from './helpers.ts';

const DAY = 24 * 3600_000;

describe('retention of finished matches', () => {
  const suite = serverForSuite([{ game: NimGame }], { lobbyLimits: { finishedMatchDays: 30 } });
  const forever = serverForSuite([{ game: NimGame }], { lobbyLimits: { finishedMatchDays: 0 } });

  /** A two-seat match played to its end on `server`, with one chat message, that ended `daysAgo` days ago. */
  async function finished(server: typeof suite.server, daysAgo: number): Promise<string> {
    const api = lobby(server.url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 3 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    const seat = await connect(server.url, NimGame, matchID, '0', ann.playerCredentials);
    seat.client.sendChatMessage('gl');
    await until(() => (seat.client.chatMessages as unknown[]).length === 1, 'the chat message');
    seat.stop();
    await finishNim(server.url, NimGame, matchID, ann.playerCredentials);
    await server.locks.idle();
    const { metadata } = await server.storage.fetch(matchID, { metadata: true });
    await server.storage.setMetadata(matchID, { ...metadata!, updatedAt: Date.now() - daysAgo * DAY });
    return matchID;
  }

  it('deletes a finished match older than 30 days with its log and chat; keeps one of 29 days and an old unfinished match with a person', async () => {
    const { storage, expiry, url } = suite.server;
    const old = await finished(suite.server, 31);
    const recent = await finished(suite.server, 29);
    const api = lobby(url);
    const { matchID: unfinished } = await api.createMatch('nim', { numPlayers: 2 });
    await api.joinMatch('nim', unfinished, { playerID: '0', playerName: 'Cat' });
    const { metadata } = await storage.fetch(unfinished, { metadata: true });
    await storage.setMetadata(unfinished, { ...metadata!, updatedAt: Date.now() - 400 * DAY });

    expect(await expiry.sweep()).toBe(1);
    expect(await storage.fetch(old, { metadata: true, state: true })).toEqual({});
    expect(await storage.fetchLog(old, { limit: 10 })).toEqual([]);
    expect(await new ChatStore(storage.driver).recent(old)).toEqual([]);
    expect((await storage.fetch(recent, { metadata: true })).metadata?.gameover).toBeDefined();
    expect((await storage.fetchLog(recent, { limit: 10 })).length).toBeGreaterThan(0);
    expect(await new ChatStore(storage.driver).recent(recent)).toHaveLength(1);
    expect((await storage.fetch(unfinished, { metadata: true })).metadata).toBeDefined();

    const page = (await (await fetch(`${url}/history`)).json()) as { matches: { matchID: string }[]; keptDays: number };
    expect(page.keptDays).toBe(30);
    expect(page.matches.map((m) => m.matchID)).toEqual([recent]);
  });

  it('with 0 days, a finished match is kept for ever, and the history list says so', async () => {
    const { storage, expiry, url } = forever.server;
    const old = await finished(forever.server, 10 * 365);
    expect(await expiry.sweep(Date.now() + 100 * 365 * DAY)).toBe(0);
    expect((await storage.fetch(old, { metadata: true })).metadata?.gameover).toBeDefined();
    expect(((await (await fetch(`${url}/history`)).json()) as { keptDays: number }).keptDays).toBe(0);
  });
});
