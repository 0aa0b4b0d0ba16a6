/**
 * Rematch under attack: only a seated player of a finished match starts one (not a spectator, not a
 * player who left, not a guess); an answer never carries another seat's credentials; many
 * simultaneous requests make at most one rematch.
 */
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, serverForSuite, until } from './helpers.ts';

describe('rematch against hostile clients', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  /** A finished three-seat match: Ann, Bob and Cat; Cat left after the end. */
  async function finished() {
    const { url } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 3, setupData: { pile: 3 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const bob = await api.joinMatch('nim', matchID, { playerID: '1', playerName: 'Bob' });
    const cat = await api.joinMatch('nim', matchID, { playerID: '2', playerName: 'Cat' });
    const s0 = await connect(url, NimGame, matchID, '0', ann.playerCredentials);
    s0.client.moves.take({ n: 3 });
    await until(() => s0.state()?.ctx.gameover !== undefined, 'the end of the match');
    while ((await api.getMatch('nim', matchID)).gameover === undefined) await new Promise((r) => setTimeout(r, 20));
    s0.stop();
    await api.leaveMatch('nim', matchID, { playerID: '2', credentials: cat.playerCredentials });
    return { url, api, matchID, ann, bob, cat };
  }

  it('a spectator, a guess, a player who left and a seat of another match are refused, and no rematch is made', async () => {
    const { url, api, matchID, ann, cat } = await finished();
    const { matchID: other } = await api.createMatch('nim', { numPlayers: 2 });
    const otherSeat = await api.joinMatch('nim', other, { playerID: '0', playerName: 'Dan' });
    const again = (body: unknown) => post(url, `/games/nim/${matchID}/playAgain`, body);
    const answers = [
      await again({}),
      await again({ playerID: '0' }),
      await again({ playerID: '0', credentials: 'guess' }),
      await again({ playerID: '2', credentials: cat.playerCredentials }),
      await again({ playerID: '0', credentials: otherSeat.playerCredentials }),
      await again({ playerID: '9', credentials: ann.playerCredentials }),
      await again({ playerID: ['0'], credentials: ann.playerCredentials }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 403, 403, 403, 403, 404, 400]);
    for (const a of answers) expect(typeof (a.body as { error?: unknown }).error).toBe('string');
    expect((await api.getMatch('nim', matchID)).nextMatchID).toBeUndefined();
  });

  it('twenty simultaneous requests of two players make one rematch; each answer holds only the asker’s own seat', async () => {
    const { url, api, matchID, ann, bob } = await finished();
    const countBefore = (await suite.server.storage.listMatches()).length;
    const asks = Array.from({ length: 20 }, (_, i) => {
      const who = i % 2 === 0 ? { playerID: '0', credentials: ann.playerCredentials } : { playerID: '1', credentials: bob.playerCredentials };
      return post(url, `/games/nim/${matchID}/playAgain`, who);
    });
    const answers = (await Promise.all(asks)).map((a) => {
      expect(a.status).toBe(200);
      return a.body as { nextMatchID: string; playerID?: string; playerCredentials?: string };
    });
    const ids = new Set(answers.map((a) => a.nextMatchID));
    expect(ids.size).toBe(1);
    expect((await suite.server.storage.listMatches()).length).toBe(countBefore + 1);
    const seated = answers.filter((a) => a.playerCredentials !== undefined);
    expect(seated.map((a) => a.playerID).sort()).toEqual(['0', '1']);
    const { metadata } = await suite.server.storage.fetch([...ids][0], { metadata: true });
    for (const a of seated) expect(metadata!.players[Number(a.playerID)].credentials).toBe(a.playerCredentials);
    // No answer, nor the public match, carries a credential that is not the asker's own.
    const secrets = Object.values(metadata!.players)
      .map((p) => p.credentials)
      .filter(Boolean) as string[];
    for (const a of answers) for (const s of secrets) if (s !== a.playerCredentials) expect(JSON.stringify(a)).not.toContain(s);
    expect(JSON.stringify(await api.getMatch('nim', [...ids][0]))).not.toMatch(/credentials/);
    // Cat, who left, has her seat free for anyone after the hold; the rematch has no seat of hers held by credentials she knows.
    expect(metadata!.players[2].credentials).toBeUndefined();
  });
});
