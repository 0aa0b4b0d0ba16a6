/**
 * Chat and rematch with two server instances on one PostgreSQL database, sharing updates through
 * Redis (docs/server.md "Several instances"): a message sent through one instance reaches a
 * spectator on the other; two players asking for a rematch at once, through different instances,
 * get one rematch. Skipped without DATABASE_URL and REDIS_URL.
 */
import { describe, expect, it } from 'vitest';
import type { StoredChatMessage } from '../../src/server/chat/limits.ts';
import { RedisPubSub } from '../../src/server/redis-pubsub.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, startTestServer, testStore, until } from './helpers.ts';

const shared = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
if (!shared) console.log('social-instances: skipped (set DATABASE_URL and REDIS_URL, see docs/testing.md)');

describe.skipIf(!shared)('chat and rematch across two instances (PostgreSQL + Redis)', () => {
  it('a message through instance A reaches a spectator on B; simultaneous rematch requests through A and B make one rematch', async () => {
    const store = testStore('postgres');
    const a = await startTestServer([{ game: NimGame }], store, { bots: false, pubSub: new RedisPubSub(process.env.REDIS_URL!) });
    const b = await startTestServer([{ game: NimGame }], store, { bots: false, pubSub: new RedisPubSub(process.env.REDIS_URL!) });
    try {
      const api = lobby(a.url);
      const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 3 } });
      const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
      const bob = await lobby(b.url).joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
      const s0 = await connect(a.url, NimGame, matchID, '0', ann.playerCredentials);
      const watcher = await connect(b.url, NimGame, matchID, null);
      s0.client.sendChatMessage('across instances');
      await until(() => watcher.client.chatMessages.length === 1, 'the message on the other instance');
      expect((watcher.client.chatMessages[0] as StoredChatMessage).payload.text).toBe('across instances');

      s0.client.moves.take({ n: 3 });
      await until(() => s0.state()?.ctx.gameover !== undefined, 'the end of the match');
      // Clients hear of the end before the master has stored it: wait for the stored result.
      while ((await api.getMatch('nim', matchID)).gameover === undefined) await new Promise((r) => setTimeout(r, 20));
      const [ra, rb] = await Promise.all([
        post(a.url, `/games/nim/${matchID}/playAgain`, { playerID: '0', credentials: ann.playerCredentials }),
        post(b.url, `/games/nim/${matchID}/playAgain`, { playerID: '1', credentials: bob.playerCredentials }),
      ]);
      const [na, nb] = [ra.body, rb.body] as { nextMatchID: string; playerID: string }[];
      expect(na.nextMatchID).toBe(nb.nextMatchID);
      expect([na.playerID, nb.playerID]).toEqual(['0', '1']);
      expect((await api.getMatch('nim', na.nextMatchID)).players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
      s0.stop();
      watcher.stop();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
