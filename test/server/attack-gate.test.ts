/**
 * The gate of new matches and seats (src/server/lobby/gate.ts) against a rematch loop: an address
 * refused with 429 on create is refused on playAgain too; twenty play-and-rematch cycles against a
 * bot from one address are limited like creates; an address out of joins cannot take a rematch seat.
 */
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { finishNim, lobby, post, serverForSuite } from './helpers.ts';

const LIMITS = { createsPerMinute: 10, createBurst: 5, joinsPerMinute: 10, joinBurst: 5, emptyMatchMinutes: 60 };

/** Headers that make a request come from `address` (the server trusts X-Forwarded-For here). */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the gate holds for rematches', () => {
  const suite = serverForSuite([{ game: NimGame }], { trustProxy: true, lobbyLimits: LIMITS });

  const finish = (matchID: string, credentials: string) => finishNim(suite.server.url, NimGame, matchID, credentials);

  /** A finished match of Ann (seat 0) against a random bot, made from `address`. */
  async function finishedAgainstBot(address: string): Promise<{ matchID: string; credentials: string }> {
    const { url } = suite.server;
    const created = await post(url, '/games/nim/create', { numPlayers: 2, setupData: { pile: 3, bots: { 1: 'random' } } }, from(address));
    const { matchID } = created.body as { matchID: string };
    const joined = await post(url, `/games/nim/${matchID}/join`, { playerID: '0', playerName: 'Ann' }, from(address));
    const { playerCredentials } = joined.body as { playerCredentials: string };
    await finish(matchID, playerCredentials);
    return { matchID, credentials: playerCredentials };
  }

  it('after a 429 on create, a rematch from the same address is refused with 429 and its reason; nothing is made', async () => {
    const { url, storage } = suite.server;
    const { matchID, credentials } = await finishedAgainstBot('10.1.0.1');
    const attacker = from('10.1.0.2');
    let status = 0;
    for (let i = 0; i < LIMITS.createBurst + 3 && status !== 429; i++) status = (await post(url, '/games/nim/create', { numPlayers: 2 }, attacker)).status;
    expect(status).toBe(429);
    const before = (await storage.listMatches()).length;
    const again = await post(url, `/games/nim/${matchID}/playAgain`, { playerID: '0', credentials }, attacker);
    expect(again.status).toBe(429);
    expect((again.body as { error: string }).error).toMatch(/too many matches created from your address/);
    expect((await storage.listMatches()).length).toBe(before);
    expect((await lobby(url).getMatch('nim', matchID)).nextMatchID).toBeUndefined();
  });

  it('twenty play-and-rematch cycles against a bot from one address: at most the create burst are made, then 429', async () => {
    const { url, storage } = suite.server;
    const address = '10.2.0.1';
    let { matchID, credentials } = await finishedAgainstBot('10.2.0.9');
    const before = (await storage.listMatches()).length;
    const statuses: number[] = [];
    for (let cycle = 0; cycle < 20; cycle++) {
      const again = await post(url, `/games/nim/${matchID}/playAgain`, { playerID: '0', credentials }, from(address));
      statuses.push(again.status);
      if (again.status !== 200) continue;
      const answer = again.body as { nextMatchID: string; playerCredentials: string };
      ({ nextMatchID: matchID, playerCredentials: credentials } = answer);
      await finish(matchID, credentials);
    }
    const made = statuses.filter((s) => s === 200).length;
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual(LIMITS.createBurst + 1);
    expect(statuses.slice(made).every((s) => s === 429)).toBe(true);
    expect((await storage.listMatches()).length - before).toBe(made);
  }, 60_000);

  it('the seat a rematch gives counts as a join: an address out of joins is refused its seat with 429', async () => {
    const { url } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2, setupData: { pile: 3 } });
    const ann = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    const bob = (await post(url, `/games/nim/${matchID}/join`, { playerID: '1', playerName: 'Bob' }, from('10.3.0.2'))).body as { playerCredentials: string };
    await finish(matchID, ann.playerCredentials);
    // Ann makes the rematch; Bob's address then spends its joins elsewhere.
    const first = await post(url, `/games/nim/${matchID}/playAgain`, { playerID: '0', credentials: ann.playerCredentials }, from('10.3.0.1'));
    expect(first.status).toBe(200);
    const { matchID: other } = await api.createMatch('nim', { numPlayers: 4 });
    let status = 0;
    for (let i = 0; i < LIMITS.joinBurst + 3 && status !== 429; i++)
      status = (await post(url, `/games/nim/${other}/join`, { playerID: '9', playerName: 'Bob' }, from('10.3.0.2'))).status;
    expect(status).toBe(429);
    const seat = await post(url, `/games/nim/${matchID}/playAgain`, { playerID: '1', credentials: bob.playerCredentials }, from('10.3.0.2'));
    expect(seat.status).toBe(429);
    expect((seat.body as { error: string }).error).toMatch(/too many seats joined from your address/);
    const next = await api.getMatch('nim', (first.body as { nextMatchID: string }).nextMatchID);
    expect(next.players[1].name).toBeUndefined();
  });
});
