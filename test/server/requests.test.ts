/**
 * What reaches the Lobby API: boardgame.io's router matches its routes in
 * any letter case and with a trailing slash, so every non-canonical spelling of a Lobby path is
 * refused before any router; with ORIGINS set, a foreign Host is refused (DNS rebinding); HOST
 * chooses the interface.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/config.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { lobby, post, rawRequest, serverForSuite, startTestServer, testStore } from './helpers.ts';

describe('Lobby paths', () => {
  const suite = serverForSuite([{ game: NimGame }]);
  let matchID: string;
  let credentials: string;
  beforeAll(async () => {
    matchID = (await lobby(suite.server.url).createMatch('nim', { numPlayers: 3 })).matchID;
    credentials = (await lobby(suite.server.url).joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' })).playerCredentials;
  });

  /** Every Lobby route, canonical, with what it is sent. */
  const routes = () => [
    { method: 'GET', path: '/games', body: undefined },
    { method: 'GET', path: '/games/nim', body: undefined },
    { method: 'GET', path: `/games/nim/${matchID}`, body: undefined },
    { method: 'POST', path: '/games/nim/create', body: { numPlayers: 2, setupData: { seed: 'chosen', bots: { '0': 'hard', '1': 'hard' } } } },
    { method: 'POST', path: `/games/nim/${matchID}/join`, body: { playerID: '1', playerName: 'x'.repeat(5000) } },
    { method: 'POST', path: `/games/nim/${matchID}/leave`, body: { playerID: '0', credentials } },
    { method: 'POST', path: `/games/nim/${matchID}/update`, body: { playerID: '0', credentials, newName: 'y'.repeat(5000) } },
    { method: 'POST', path: `/games/nim/${matchID}/rename`, body: { playerID: '0', credentials, newName: 'z'.repeat(5000) } },
    { method: 'POST', path: `/games/nim/${matchID}/playAgain`, body: { playerID: '0', credentials, setupData: { seed: 'chosen' } } },
    { method: 'POST', path: `/games/nim/${matchID}/log`, body: {} },
  ];

  /** Spellings the stock router (or a lenient proxy) would read as the same route. */
  const spellings = (path: string) => [
    path.replace('/games', '/Games'),
    path.replace('/games', '/GAMES'),
    path.replace('/games', '/gAmEs'),
    `${path}/`,
    path.replace('/games', '/%67ames'),
    path.replace('/games', '/g%61mes'),
    path.replace(/\/([a-zA-Z]+)$/, (_m, last: string) => `/%${last.charCodeAt(0).toString(16)}${last.slice(1)}`),
    path.replace('/games', '//games'),
    path.replace('/games/', '/games//'),
  ];

  it('every Lobby route in every other spelling is refused with a reason, and changes nothing', async () => {
    const before = await suite.server.storage.listMatches();
    const refusals: string[] = [];
    for (const route of routes()) {
      for (const path of spellings(route.path)) {
        if (path === route.path) continue;
        const res = await rawRequest(suite.server.url, route.method, path, {}, route.body && JSON.stringify(route.body));
        if (res.status !== 404 || !/spelt exactly/.test(res.text)) refusals.push(`${route.method} ${path}: ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(refusals).toEqual([]);
    expect(await suite.server.storage.listMatches()).toEqual(before);
    const match = await lobby(suite.server.url).getMatch('nim', matchID);
    expect(match.players[0].name).toBe('Ann');
    expect(match.players[1].name).toBeUndefined();
  });

  it('the canonical spelling still works', async () => {
    expect((await rawRequest(suite.server.url, 'GET', '/games')).status).toBe(200);
    expect((await rawRequest(suite.server.url, 'GET', `/games/nim/${matchID}`)).status).toBe(200);
    expect((await post(suite.server.url, '/games/nim/create', { numPlayers: 2 })).status).toBe(200);
  });
});

describe('Host allow-list and HOST', () => {
  it('with ORIGINS set, a request or socket handshake naming a foreign Host is refused; listed and loopback hosts pass', async () => {
    const store = testStore('sqlite');
    const server = await startTestServer([{ game: NimGame }], store, { origins: ['https://games.example'] });
    try {
      const evil = await rawRequest(server.url, 'GET', '/games', { host: 'evil.example' });
      expect(evil.status).toBe(403);
      expect(evil.text).toMatch(/evil\.example.{0,4} is not served here/);
      const handshake = await rawRequest(server.url, 'GET', '/socket.io/?EIO=4&transport=polling', { host: 'evil.example:80' });
      expect(handshake.status).toBe(403);
      expect((await rawRequest(server.url, 'GET', '/games', { host: 'games.example:8000' })).status).toBe(200);
      expect((await rawRequest(server.url, 'GET', '/games', { host: `localhost:${server.port}` })).status).toBe(200);
      expect((await rawRequest(server.url, 'GET', '/socket.io/?EIO=4&transport=polling', { host: 'games.example' })).status).toBe(200);
    } finally {
      await server.close();
      await store.cleanup();
    }
  });

  it('HOST=127.0.0.1 listens on loopback only; a malformed HOST is refused with a clear line', async () => {
    expect(() => readEnv({ HOST: 'my host!' })).toThrow("HOST must be an IP address or a host name such as 127.0.0.1 or 0.0.0.0, got 'my host!'");
    expect(readEnv({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(readEnv({}).host).toBeUndefined();
    const store = testStore('sqlite');
    const server = await startTestServer([{ game: NimGame }], store, { host: '127.0.0.1' });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect((await rawRequest(server.url, 'GET', '/games')).status).toBe(200);
      // 127.0.0.2 is loopback too on Linux: a server on every interface answers there, this one not.
      await expect(rawRequest(`http://127.0.0.2:${server.port}`, 'GET', '/games')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await server.close();
      await store.cleanup();
    }
  });
});
