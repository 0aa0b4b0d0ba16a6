/**
 * Chat in a match (src/server/chat/, docs/server.md "Chat"): delivered to seats and spectators,
 * sent only by a seat with its credentials, cleaned and size-limited, rate-limited per socket and
 * per seat, stored with the match (it survives a restart) and bounded.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, type StoredChatMessage } from '../../src/server/chat/limits.ts';
import { ChatStore } from '../../src/server/storage/chat.ts';
import { SqlStorage } from '../../src/server/storage/index.ts';
import { sqliteDriver } from '../../src/server/storage/sqlite.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, type Seat, type StoreKind, serverForSuite, startTestServer, testStore, until } from './helpers.ts';

const games = [{ game: NimGame }];

const texts = (seat: Seat) => (seat.client.chatMessages as StoredChatMessage[]).map((m) => m.payload.text);
const refusals = (seat: Seat) =>
  seat.received.filter((m) => m.event === 'refused' && (m.args[0] as { event: string }).event === 'chat').map((m) => (m.args[0] as { reason: string }).reason);

/** A two-seat Nim match with both seats and a spectator connected. */
async function table(url: string) {
  const api = lobby(url);
  const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 9 } });
  const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
  const bob = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
  const s0 = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
  const s1 = await connect(url, NimGame, matchID, '1', bob.playerCredentials);
  const watcher = await connect(url, NimGame, matchID, null);
  return {
    matchID,
    ann,
    bob,
    s0,
    s1,
    watcher,
    stop: () => {
      for (const s of [s0, s1, watcher]) s.stop();
    },
  };
}

describe('chat in a match', () => {
  const suite = serverForSuite(games);

  it('a seat’s message reaches the other seat and spectators, made by the server (id, name, time); markup stays text', async () => {
    const t = await table(suite.server.url);
    const markup = '<img src=x onerror="alert(1)"> <b>hi</b>';
    t.s0.client.sendChatMessage(markup);
    await until(() => texts(t.s1).length === 1 && texts(t.watcher).length === 1, 'the message at seat 1 and the spectator');
    const got = t.watcher.client.chatMessages[0] as StoredChatMessage;
    expect(got.payload).toMatchObject({ text: markup, name: 'Ann' });
    expect(got.sender).toBe('0');
    expect(typeof got.payload.at).toBe('number');
    expect(got.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    t.stop();
  });

  it('size: control characters and bidi overrides are removed; 280 characters pass, 281 are refused; a non-text payload is refused', async () => {
    const t = await table(suite.server.url);
    t.s0.client.sendChatMessage('a\u0000b\u202Ec\u0007  \n d');
    t.s0.client.sendChatMessage('x'.repeat(CHAT_LIMITS.maxChars + 1));
    t.s0.client.sendChatMessage({ html: '<script>' });
    t.s0.client.sendChatMessage('   ');
    t.s0.client.sendChatMessage('y'.repeat(CHAT_LIMITS.maxChars));
    await until(() => texts(t.s1).length === 2 && refusals(t.s0).length === 3, 'two messages and three refusals');
    expect(texts(t.s1)).toEqual(['abc d', 'y'.repeat(CHAT_LIMITS.maxChars)]);
    expect(refusals(t.s0)).toEqual([`chat message longer than ${CHAT_LIMITS.maxChars} characters`, 'a chat message must be text', 'empty chat message']);
    t.stop();
  });

  it('rate: a burst of 10 from one socket passes 5 (or 6 on a slow machine), and a seat’s second socket shares its limit', async () => {
    const t = await table(suite.server.url);
    for (let i = 0; i < 10; i++) t.s0.client.sendChatMessage(`m${i}`);
    await until(() => texts(t.s1).length + refusals(t.s0).length === 10, 'every message answered');
    expect(texts(t.s1).length).toBeGreaterThanOrEqual(CHAT_LIMITS.burst);
    expect(texts(t.s1).length).toBeLessThanOrEqual(CHAT_LIMITS.burst + 1);
    expect(refusals(t.s0)[0]).toMatch(/too many chat messages/);
    // Seat 1 from two sockets: each socket may burst 5, the seat only 5 in all.
    const second = await connect(suite.server.url, NimGame, t.matchID, '1', t.bob.playerCredentials);
    const before = texts(t.s0).length;
    for (let i = 0; i < 5; i++) t.s1.client.sendChatMessage(`a${i}`);
    for (let i = 0; i < 5; i++) second.client.sendChatMessage(`b${i}`);
    await until(() => texts(t.s0).length - before + refusals(t.s1).length + refusals(second).length === 10, 'every message answered');
    expect(texts(t.s0).length - before).toBeLessThanOrEqual(CHAT_LIMITS.burst + 1);
    second.stop();
    t.stop();
  });

  it('a spectator, a forged sender and a seat with wrong credentials are refused; nothing is stored', async () => {
    const t = await table(suite.server.url);
    t.watcher.socket.emit('chat', t.matchID, { id: 'x', sender: '0', payload: 'from a spectator' }, t.ann.playerCredentials);
    t.s1.socket.emit('chat', t.matchID, { id: 'x', sender: '0', payload: 'as Ann' }, t.bob.playerCredentials);
    t.s1.socket.emit('chat', t.matchID, { id: 'x', sender: '1', payload: 'guessing' }, 'wrong-credentials');
    await until(() => refusals(t.watcher).length === 1 && refusals(t.s1).length === 2, 'three refusals');
    expect(refusals(t.watcher)).toEqual(['sync as a seat first']);
    expect(refusals(t.s1)).toEqual(['malformed chat message', 'unauthorized']);
    expect(await new ChatStore(suite.server.storage.driver).recent(t.matchID)).toEqual([]);
    expect(texts(t.s0)).toEqual([]);
    t.stop();
  });

  const kinds: StoreKind[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  it.each(kinds)('survives a restart (%s): a client that connects afterwards receives the stored messages', async (kind) => {
    const store = testStore(kind);
    let server = await startTestServer(games, store, { bots: false });
    const t = await table(server.url);
    t.s0.client.sendChatMessage('before the restart');
    await until(() => texts(t.s1).length === 1, 'the message');
    t.stop();
    await server.close();
    server = await startTestServer(games, store, { bots: false });
    const again = await connect(server.url, NimGame, t.matchID, null);
    await until(() => texts(again).length === 1, 'the history after the restart');
    expect((again.client.chatMessages[0] as StoredChatMessage).payload).toMatchObject({ text: 'before the restart', name: 'Ann' });
    again.stop();
    await server.close();
    await store.cleanup();
  });
});

describe('the chat store', () => {
  const kinds: StoreKind[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  it.each(kinds)('keeps only the newest messages of each match, and a wiped match loses its chat (%s)', async (kind) => {
    const storage = kind === 'sqlite' ? new SqlStorage(sqliteDriver(':memory:')) : testStore(kind).open();
    await storage.connect();
    const chat = new ChatStore(storage.driver, 3);
    const [a, b] = [`A-${Math.random()}`, `B-${Math.random()}`];
    const msg = (i: number): StoredChatMessage => ({ id: `m${i}`, sender: '0', payload: { text: `t${i}`, name: 'Ann', at: i } });
    for (let i = 0; i < 5; i++) await chat.add(a, msg(i));
    await chat.add(b, msg(9));
    expect((await chat.recent(a)).map((m) => m.id)).toEqual(['m2', 'm3', 'm4']);
    expect((await chat.recent(b)).map((m) => m.id)).toEqual(['m9']);
    await storage.wipe(a);
    await storage.wipe(b);
    expect(await chat.recent(a)).toEqual([]);
    await storage.close();
  });
});
