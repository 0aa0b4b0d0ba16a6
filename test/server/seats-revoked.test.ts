/**
 * A player who leaves stops seeing the seat: `leave`, and a new join that issues
 * new credentials for the seat, unbind and disconnect every socket synced with the old credentials.
 */
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, serverForSuite, until } from './helpers.ts';

describe('leaving a seat', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  it("Bob leaves but keeps his socket; Carol takes the seat and moves: Bob's socket gets nothing of the seat's view", async () => {
    const api = lobby(suite.server.url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 20 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const bob = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    const annSeat = await connect(suite.server.url, NimGame, matchID, '0', ann.playerCredentials);
    const bobSeat = await connect(suite.server.url, NimGame, matchID, '1', bob.playerCredentials);
    expect(suite.server.transport.connectedCount(matchID)).toBe(2);
    await api.leaveMatch('nim', matchID, { playerID: '1', credentials: bob.playerCredentials });
    await until(() => !bobSeat.socket.connected, "Bob's socket to be dropped", 5000);
    const heardBefore = bobSeat.received.length;
    expect(bobSeat.received.some((m) => m.event === 'refused' && /left or taken again/.test((m.args[0] as { reason: string }).reason))).toBe(true);
    // Carol takes seat 1; Ann moves, then Carol: the seat's private view (its secret bonus) changes hands.
    const carol = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Carol' });
    const carolSeat = await connect(suite.server.url, NimGame, matchID, '1', carol.playerCredentials);
    annSeat.client.moves.take({ n: 2 });
    await until(() => carolSeat.state()!._stateID === 1, "Carol's view of Ann's move");
    carolSeat.client.moves.take({ n: 1 });
    await until(() => annSeat.state()!._stateID === 2, "Ann's view of Carol's move");
    await new Promise((r) => setTimeout(r, 200));
    expect(bobSeat.received.slice(heardBefore).filter((m) => m.event === 'update' || m.event === 'sync' || m.event === 'patch')).toEqual([]);
    // Bob's old credentials no longer sync as the seat either.
    bobSeat.socket.connect();
    await until(() => bobSeat.socket.connected, 'Bob reconnecting', 5000);
    bobSeat.socket.emit('sync', matchID, '1', bob.playerCredentials);
    await until(
      () => bobSeat.received.some((m) => m.event === 'refused' && (m.args[0] as { reason: string }).reason === 'unauthorized'),
      'the old credentials refused',
    );
    for (const s of [annSeat, bobSeat, carolSeat]) s.stop();
  });

  it('the last person leaving deletes the match and drops every socket bound to a seat', async () => {
    const api = lobby(suite.server.url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { bots: { '1': 'random' } } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const annSeat = await connect(suite.server.url, NimGame, matchID, '0', ann.playerCredentials);
    await api.leaveMatch('nim', matchID, { playerID: '0', credentials: ann.playerCredentials });
    await until(() => !annSeat.socket.connected, "Ann's socket to be dropped", 5000);
    annSeat.stop();
  });
});
