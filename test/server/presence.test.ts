/**
 * Presence of the players (docs/server.md, "Presence"): every client of a match is told at once when
 * a seat's last socket closes and when it syncs again; a seat open in two tabs stays connected while
 * one of them is; a client that vanishes without closing its socket is found within 15 s (the ping);
 * a server that starts over its SQLite store marks the seats of its previous run away.
 */
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, type Seat, serverForSuite, startTestServer, testStore, until } from './helpers.ts';

/** What a client last heard of each seat's connection (boardgame.io's matchData). */
function connected(seat: Seat): (boolean | undefined)[] {
  const data = seat.client.matchData as { isConnected?: boolean }[] | undefined;
  return (data ?? []).map((p) => p.isConnected);
}

describe('presence of the players', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  async function table() {
    const { url } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 9 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const ravi = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Ravi' });
    const a = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    return { url, api, matchID, ann, ravi, a };
  }

  const stored = async (matchID: string) =>
    Object.values((await suite.server.storage.fetch(matchID, { metadata: true })).metadata!.players).map((p) => p.isConnected);

  it('a seat that closes its socket is away for the others at once, and back when it syncs again', async () => {
    const { url, matchID, ravi, a } = await table();
    const r = await connect(url, NimGame, matchID, '1', ravi.playerCredentials);
    await until(() => connected(a)[1] === true, 'Ravi connected at Ann’s');
    r.stop();
    await until(() => connected(a)[1] === false, 'Ravi away at Ann’s');
    expect(await stored(matchID)).toEqual([true, false]);
    const back = await connect(url, NimGame, matchID, '1', ravi.playerCredentials);
    await until(() => connected(a)[1] === true, 'Ravi back at Ann’s');
    back.stop();
    a.stop();
  });

  it('a seat open in two tabs stays connected while one of them is', async () => {
    const { url, matchID, ravi, a } = await table();
    const tab1 = await connect(url, NimGame, matchID, '1', ravi.playerCredentials);
    const tab2 = await connect(url, NimGame, matchID, '1', ravi.playerCredentials);
    await until(() => connected(a)[1] === true, 'Ravi connected');
    tab1.stop();
    await until(() => tab1.socket.disconnected, 'the first tab closed');
    await suite.server.locks.idle();
    // Another client's sync makes the server send the match's players again: still connected.
    const spectator = await connect(url, NimGame, matchID, null);
    expect(await stored(matchID)).toEqual([true, true]);
    expect(connected(a)[1]).toBe(true);
    tab2.stop();
    await until(() => connected(a)[1] === false, 'Ravi away once his last tab closed');
    spectator.stop();
    a.stop();
  });

  it('a client that stops answering without closing its socket is away for the others within 20 s', async () => {
    const { url, matchID, ravi, a } = await table();
    const r = await connect(url, NimGame, matchID, '1', ravi.playerCredentials);
    await until(() => connected(a)[1] === true, 'Ravi connected');
    // The network goes: nothing more is read from the socket, so the server's pings go unanswered.
    const raw = r.socket.io.engine.transport.ws._socket as { pause(): void; destroy(): void };
    raw.pause();
    const t0 = Date.now();
    await until(() => connected(a)[1] === false, 'Ravi away', 20_000);
    expect(Date.now() - t0).toBeLessThan(20_000);
    raw.destroy();
    r.stop();
    a.stop();
  }, 30_000);

  it('a server started over its SQLite store marks the seats of its previous run away', async () => {
    const store = testStore('sqlite');
    const first = await startTestServer([{ game: NimGame }], store);
    const api = lobby(first.url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2 });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Ravi' });
    const seat = await connect(first.url, NimGame, matchID, '0', ann.playerCredentials);
    await until(() => connected(seat)[0] === true, 'Ann connected');
    await first.locks.idle();
    expect((await first.storage.fetch(matchID, { metadata: true })).metadata!.players[0].isConnected).toBe(true);
    // The server stops with Ann's socket open (a crash, or the socket closed after the store).
    const { metadata } = await first.storage.fetch(matchID, { metadata: true });
    await first.close();
    seat.stop();
    const reopened = store.open();
    await reopened.setMetadata(matchID, metadata!);
    await reopened.close();
    const second = await startTestServer([{ game: NimGame }], store);
    const match = await lobby(second.url).getMatch('nim', matchID);
    expect(match.players.map((p) => p.isConnected ?? false)).toEqual([false, false]);
    await second.close();
    await store.cleanup();
  });
});
