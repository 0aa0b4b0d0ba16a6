/**
 * Bot work is shared fairly: while six matches run hard bots, a quick bot (easy)
 * in another match still answers within a second — quick bots have a worker of their own and go
 * first, and the hard searches of one address run one at a time.
 */
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, type Seat, serverForSuite, until } from './helpers.ts';

/** Takes one counter whenever it is the seat's turn (keeps the hard bots of its match busy). */
function autoPlay(seat: Seat): void {
  seat.client.subscribe(() => {
    const st = seat.state();
    if (st && st.ctx.gameover === undefined && st.ctx.currentPlayer === seat.playerID) seat.client.moves.take({ n: 1 });
  });
}

describe('fair bot work', () => {
  const suite = serverForSuite([{ game: NimGame }], { botWorkers: 1, botBudgetMs: 800 });

  it('an easy bot answers within a second while six matches run hard bots', async () => {
    const api = lobby(suite.server.url);
    const busy: Seat[] = [];
    for (let i = 0; i < 6; i++) {
      const { matchID } = await api.createMatch('nim', { numPlayers: 3, setupData: { pile: 400, bots: { '0': 'hard', '1': 'hard' } } });
      const human = await api.joinMatch('nim', matchID, { playerID: '2', playerName: `H${i}` });
      const seat = await connect(suite.server.url, NimGame, matchID, '2', human.playerCredentials);
      autoPlay(seat);
      busy.push(seat);
    }
    // The hard bots are under way (the workers have started) and their queue is full.
    const hardMoves = () => busy.reduce((n, s) => n + s.state()!._stateID, 0);
    await until(() => hardMoves() >= 2, 'the hard bots to move', 30_000);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 400, bots: { '1': 'easy' } } });
    const me = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Me' });
    const seat = await connect(suite.server.url, NimGame, matchID, '0', me.playerCredentials);
    const waits: number[] = [];
    for (let round = 0; round < 5; round++) {
      const at = seat.state()!._stateID;
      const t0 = Date.now();
      seat.client.moves.take({ n: 1 });
      await until(() => seat.state()!._stateID >= at + 2, 'the easy bot to answer', 20_000);
      waits.push(Date.now() - t0);
    }
    expect(Math.max(...waits)).toBeLessThan(1000);
    // Six matches still wanted hard searches all along.
    expect(busy.filter((s) => s.state()!.ctx.gameover === undefined).length).toBe(6);
    for (const s of [...busy, seat]) s.stop();
  }, 60_000);
});
