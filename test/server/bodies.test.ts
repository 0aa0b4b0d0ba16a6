/**
 * Bodies on every POST route of the Lobby API (the list comes from the router, so a new route is
 * checked too): malformed JSON, a wrong content type and a 10 MB body each get a 4xx with a JSON
 * reason, nothing is stored, and the server answers the next request as before.
 */
import { describe, expect, it } from 'vitest';
import { LOBBY_POST_PATHS } from '../../src/server/lobby/api.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { lobby, serverForSuite } from './helpers.ts';

/** One bad body: what is sent and the status range it must get. */
interface BadBody {
  name: string;
  contentType: string;
  body: string;
  status: number;
}

const BAD_BODIES: BadBody[] = [
  { name: 'malformed JSON', contentType: 'application/json', body: '{"playerID": "0",', status: 400 },
  { name: 'a JSON array', contentType: 'application/json', body: '[1,2]', status: 400 },
  { name: 'text/plain', contentType: 'text/plain', body: '{"numPlayers":2}', status: 415 },
  { name: 'a form', contentType: 'application/x-www-form-urlencoded', body: 'numPlayers=2', status: 415 },
  { name: '10 MB', contentType: 'application/json', body: ' '.repeat(10 * 1024 * 1024), status: 413 },
];

describe('bodies on every POST route', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  it('each bad body on each route: a 4xx with a reason, nothing stored, the server unaffected', async () => {
    const { url, storage } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('nim', { numPlayers: 2 });
    const { playerCredentials } = await api.joinMatch('nim', matchID, { playerID: '0', playerName: 'Ann' });
    expect(playerCredentials).toBeTruthy();
    const snapshot = async () => {
      const ids = (await storage.listMatches()).sort();
      const { metadata, state } = await storage.fetch(matchID, { metadata: true, state: true });
      return JSON.stringify({ ids, metadata: { ...metadata, updatedAt: 0 }, state });
    };
    const before = await snapshot();
    expect(LOBBY_POST_PATHS.length).toBeGreaterThanOrEqual(7);
    for (const pattern of LOBBY_POST_PATHS) {
      const path = pattern.replace(':game', 'nim').replace(':matchID', matchID);
      for (const bad of BAD_BODIES) {
        const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': bad.contentType }, body: bad.body });
        const what = `${bad.name} → ${path}`;
        expect(res.status, what).toBe(bad.status);
        const answer = (await res.json()) as { error?: unknown };
        expect(typeof answer.error, what).toBe('string');
        expect((answer.error as string).length, what).toBeGreaterThan(5);
      }
    }
    expect(await snapshot()).toBe(before);
    // The server still serves a good request.
    const next = await api.createMatch('nim', { numPlayers: 2 });
    expect(next.matchID).toMatch(/\S/);
  });
});
