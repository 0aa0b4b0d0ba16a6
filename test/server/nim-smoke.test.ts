import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyServer } from '../../src/server/app.ts';
import { Nim } from '../fixtures/nim.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, startTestServer, testStore, until } from './helpers.ts';

describe('lobby server smoke (Nim)', () => {
  const store = testStore('sqlite');
  let server: LobbyServer;
  beforeAll(async () => {
    server = await startTestServer([{ game: NimGame }], store, { log: (m) => console.log(m) });
  });
  afterAll(async () => {
    await server?.close();
    await store.cleanup();
  });

  it('creates, joins and plays a match to the end', async () => {
    const api = lobby(server.url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 7 } });
    const a = await api.joinMatch('nim', matchID, { playerName: 'Ann' });
    const b = await api.joinMatch('nim', matchID, { playerName: 'Bob' });
    const seats = [await connect(server.url, NimGame, matchID, a.playerID, a.playerCredentials), await connect(server.url, NimGame, matchID, b.playerID, b.playerCredentials)];
    for (let i = 0; i < 20; i++) {
      const st = seats[0].state()!;
      if (st.ctx.gameover) break;
      const cur = seats.find((s) => s.playerID === st.ctx.currentPlayer)!;
      const core = cur.state()!.G.core;
      const acts = Nim.legalActions(core, Number(cur.playerID));
      const id = st._stateID;
      cur.client.moves.take({ n: acts[0].n });
      await until(() => seats.every((s) => s.state()!._stateID > id), 'move');
    }
    expect(seats[0].state()!.ctx.gameover).toBeDefined();
    for (const s of seats) s.stop();
  });

  it('a bot seat plays its turns', async () => {
    const api = lobby(server.url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 9, bots: { '1': 'random' } } });
    const a = await api.joinMatch('nim', matchID, { playerName: 'Ann' });
    const seat = await connect(server.url, NimGame, matchID, a.playerID, a.playerCredentials);
    for (let i = 0; i < 20; i++) {
      const st = seat.state()!;
      if (st.ctx.gameover) break;
      if (st.ctx.currentPlayer === '0') {
        seat.client.moves.take({ n: 1 });
      }
      await until(() => seat.state()!._stateID > st._stateID, 'next state');
    }
    expect(seat.state()!.ctx.gameover).toBeDefined();
    expect(server.bots.moves).toBeGreaterThan(0);
    seat.stop();
  });
});
