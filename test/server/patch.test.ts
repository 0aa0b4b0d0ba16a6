/**
 * patches/boardgame.io+0.50.2.patch (applied by patch-package on install): boardgame.io's own PRNG
 * seed comes from the CSPRNG, not from `Date.now()` in base 36 (guessable from `createdAt`), and
 * the stock Lobby routes never echo the credentials they were sent in their error text.
 */
import type { AddressInfo } from 'node:net';
import { InitializeGame } from 'boardgame.io/internal';
import { Server } from 'boardgame.io/server';
import { describe, expect, it } from 'vitest';

describe('boardgame.io patch', () => {
  it('the default PRNG seed is not the clock', () => {
    const game = { name: 'x', setup: () => ({}), moves: {} };
    const seeds = [0, 1, 2].map(() => (InitializeGame({ game, numPlayers: 2 }).plugins.random.data as { seed: string }).seed);
    const clock = Date.now().toString(36).slice(-10);
    for (const seed of seeds) {
      expect(seed).not.toBe(clock);
      expect(seed.length).toBeGreaterThan(16);
    }
    expect(new Set(seeds).size).toBe(3);
  });

  it('stock leave, playAgain and update refuse wrong credentials without echoing them', async () => {
    const server = Server({ games: [{ name: 'x', setup: () => ({}), moves: {} }], origins: [] });
    const { appServer } = await server.run({ port: 0 });
    try {
      const url = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/games/x`;
      const post = (path: string, body: unknown) =>
        fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const { matchID } = (await (await post('/create', { numPlayers: 2 })).json()) as { matchID: string };
      await post(`/${matchID}/join`, { playerID: '0', playerName: 'Ann' });
      const secret = 'a-guessed-credential-9f3k';
      for (const op of ['leave', 'playAgain', 'update']) {
        const res = await post(`/${matchID}/${op}`, { playerID: '0', credentials: secret, newName: 'Eve' });
        expect(res.status).toBe(403);
        expect(await res.text()).not.toContain(secret);
      }
    } finally {
      server.kill({ appServer, apiServer: undefined });
    }
  });
});
