/**
 * Match creation under attack: one address creating or joining faster than its rate gets 429 with
 * a reason and the store holds at most the burst; other addresses are still served; abandoned
 * empty matches expire.
 */
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { lobby, post, serverForSuite } from './helpers.ts';

describe('match creation from one address', () => {
  const limits = { createsPerMinute: 10, createBurst: 5, joinsPerMinute: 10, joinBurst: 5, emptyMatchMinutes: 1 };
  const suite = serverForSuite([{ game: NimGame }], { trustProxy: true, lobbyLimits: limits });

  it('a flood of 2,000 creates from one address: 429 with a reason past the burst, the store bounded, another address served fast', async () => {
    const { url, storage } = suite.server;
    const before = (await storage.listMatches()).length;
    const flood = { 'x-forwarded-for': '10.0.0.1' };
    const statuses: number[] = [];
    let reason = '';
    const times: number[] = [];
    for (let batch = 0; batch < 40; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => post(url, '/games/nim/create', { numPlayers: 2 }, flood)));
      for (const a of answers) {
        statuses.push(a.status);
        if (a.status === 429) reason = (a.body as { error: string }).error;
      }
      const t = performance.now();
      const other = await fetch(`${url}/games/nim?limit=1`, { headers: { 'x-forwarded-for': '10.0.0.2' } });
      times.push(performance.now() - t);
      expect(other.status).toBe(200);
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(limits.createBurst + 2);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(1900);
    expect(reason).toMatch(/too many matches created from your address/);
    expect((await storage.listMatches()).length - before).toBeLessThanOrEqual(limits.createBurst + 2);
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(250);
    expect((await post(url, '/games/nim/create', { numPlayers: 2 }, { 'x-forwarded-for': '10.0.0.3' })).status).toBe(200);
  });

  it('joins past the rate get 429 with a reason', async () => {
    const { url } = suite.server;
    const { matchID } = (await post(url, '/games/nim/create', { numPlayers: 4 }, { 'x-forwarded-for': '10.0.0.4' })).body as { matchID: string };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await post(url, `/games/nim/${matchID}/join`, { playerID: '9', playerName: 'E' }, { 'x-forwarded-for': '10.0.0.5' })).status);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('an abandoned empty match expires; a match with a person seated stays', async () => {
    const { url, storage, expiry } = suite.server;
    const { matchID: empty } = await lobby(url).createMatch('nim', { numPlayers: 2, setupData: { bots: { 1: 'random' } } });
    const { matchID: held } = await lobby(url).createMatch('nim', { numPlayers: 2 });
    await lobby(url).joinMatch('nim', held, { playerID: '0', playerName: 'Ann' });
    await expiry.sweep(Date.now() + 2 * 60_000);
    expect((await storage.fetch(empty, { metadata: true })).metadata).toBeUndefined();
    expect((await storage.fetch(held, { metadata: true })).metadata).toBeDefined();
  });
});
