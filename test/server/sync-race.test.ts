/**
 * A sync and a move at the same moment: a move stored while a seat's sync is being built is
 * broadcast before that socket has joined the match, so the server must send the newer state
 * after binding the socket, or the seat shows a turn that has passed and waits for good (seen
 * after a server restart, when the bot seat moves as the humans reconnect).
 */
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, serverForSuite, until } from './helpers.ts';

describe('a move made while a seat syncs', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  it('reaches the syncing seat: it ends on the newest state, not the one its sync was built from', async () => {
    const api = lobby(suite.server.url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 9 } });
    const ann = (await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' })).playerCredentials;
    const bob = (await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' })).playerCredentials;
    const first = await connect(suite.server.url, NimGame, matchID, '0', ann);
    const before = first.state()!._stateID;

    // Bob's sync reads the state, then the log's tail: between the two, Ann moves and her move is
    // stored and broadcast (Bob's socket is not in the match's room yet).
    const storage = suite.server.storage;
    const fetchLog = storage.fetchLog.bind(storage);
    let armed = true;
    storage.fetchLog = async (...args: Parameters<typeof fetchLog>) => {
      if (armed) {
        armed = false;
        first.client.moves.take({ n: 1 });
        await until(() => first.state()!._stateID > before, "Ann's move stored");
      }
      return fetchLog(...args);
    };
    try {
      const second = await connect(suite.server.url, NimGame, matchID, '1', bob);
      expect(armed).toBe(false);
      await until(() => second.state()!._stateID === first.state()!._stateID, "Bob's client on the state after Ann's move", 5_000);
      expect(second.state()!.ctx.currentPlayer).toBe('1');
      // And Bob can play on from it.
      second.client.moves.take({ n: 1 });
      await until(() => first.state()!._stateID > before + 1, "Bob's move reaches Ann");
      first.stop();
      second.stop();
    } finally {
      storage.fetchLog = fetchLog;
    }
  });
});
