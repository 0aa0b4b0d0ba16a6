/**
 * Refusals: counted and logged as periodic summaries, not one line each (a client
 * could flood the log); and a board whose move was refused learns it and resyncs with the master
 * (boardgame.io's client ignores `refused`: a board waiting for the master's answer would wait on,
 * and a client that applied a move optimistically would stay on its own state).
 */
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { type Refusal, socketWithRefusals } from '../../src/client/lobby/refusals.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, serverForSuite, until } from './helpers.ts';

const pileOf = (s: State | null) => (s?.G as { core: { pile: number } } | undefined)?.core.pile;

describe('refusals', () => {
  const logs: string[] = [];
  const suite = serverForSuite([{ game: NimGame }], { refusalSummaryMs: 300, log: (m) => logs.push(m) });

  async function match() {
    const api = lobby(suite.server.url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 20 } });
    const j0 = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const j1 = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    return { matchID, j0, j1 };
  }

  it('a flood of refused messages makes one summary line with the counts, not a line each', async () => {
    const { matchID, j1 } = await match();
    const bob = await connect(suite.server.url, NimGame, matchID, '1', j1.playerCredentials);
    const before = logs.length;
    const move = { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n: 1 }], playerID: '1', credentials: j1.playerCredentials } };
    for (let i = 0; i < 200; i++) bob.socket.emit('update', move, 0, matchID, '1');
    await until(() => bob.received.filter((m) => m.event === 'refused').length >= 100, 'the refusals');
    await until(() => logs.slice(before).some((l) => /^refused \d+ socket message/.test(l)), 'a summary', 5000);
    const lines = logs.slice(before).filter((l) => /refused/.test(l));
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.join('\n')).toMatch(/update: too many messages ×\d+/);
    bob.stop();
  });

  it('a refused move makes the client resync to the master’s state and report the refusal', async () => {
    const { matchID, j0 } = await match();
    const refusals: Refusal[] = [];
    const client = Client({
      game: NimGame,
      matchID,
      playerID: '0',
      credentials: j0.playerCredentials,
      debug: false,
      multiplayer: socketWithRefusals({ server: suite.server.url, socketOpts: { transports: ['websocket'] } }, (r) => refusals.push(r)),
    });
    client.start();
    await until(() => client.getState() !== null, 'the sync');
    // Use up the socket's rate so that the move right after is refused.
    // biome-ignore lint/suspicious/noExplicitAny: the transport's raw socket
    const socket = (client as any).transport.socket;
    const received: string[] = [];
    socket.onAny((event: string) => received.push(event));
    for (let i = 0; i < 100; i++) socket.emit('chat', matchID, { id: `c${i}`, sender: '0', payload: 'x' }, j0.playerCredentials);
    const syncs = () => received.filter((e) => e === 'sync').length;
    const syncsBefore = syncs();
    client.moves.take({ n: 3 });
    await until(() => refusals.some((r) => r.event === 'update'), 'the refused move');
    // The client asks the master for its state again, once the rate allows.
    await until(() => syncs() > syncsBefore, 'the resync', 5000);
    expect(pileOf(client.getState())).toBe(20);
    const { state } = await suite.server.storage.fetch(matchID, { state: true });
    expect(state!._stateID).toBe(0);
    client.stop();
  });
});
