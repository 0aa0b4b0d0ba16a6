/**
 * Adding a game takes one registration (docs/architecture.md §5): Nim, registered with
 * `registerGame` and nothing else, is played by the simulator with the project's own bots and
 * providers, named in its HTML report by its own score unit, and listed by a real lobby server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, registerGame } from '../../src/games/registry.ts';
import type { LobbyServer } from '../../src/server/app.ts';
import { hostedGames } from '../../src/server/games.ts';
import { runTournament } from '../../src/sim/pool.ts';
import { reportHtml } from '../../src/sim/report-html.ts';
import { summarize } from '../../src/sim/summary.ts';
import { NIM, NIM_ABOUT } from '../fixtures/nim-definition.ts';
import { startTestServer, type TestStore, testStore } from '../server/helpers.ts';

registerGame(NIM);

describe('a third game through one registration', () => {
  it('joins the registry after the two games of the project', () => {
    expect(GAME_IDS).toEqual(['ttr-india', 'india-rails', 'nim']);
  });

  it('is played by the simulator with the default providers and the generic bots', async () => {
    const config = { game: 'nim', bots: ['random', 'medium'], games: 6, seed: 'third-game' };
    const { outcomes } = await runTournament(config, { workers: 1 });
    expect(outcomes.map((o) => o.status)).toEqual(Array(6).fill('done'));
    // 100 for the winner plus a bonus under 10: exactly one seat scores 100 or more.
    for (const o of outcomes) expect(o.scores.filter((s) => s >= 100)).toHaveLength(1);
    const html = reportHtml(summarize(config, outcomes, { interrupted: false, workers: 1, elapsedMs: 1 }), outcomes);
    expect(html).toContain(NIM_ABOUT.scoreUnit);
  });

  describe('on a real lobby server', () => {
    let store: TestStore;
    let server: LobbyServer;
    beforeAll(async () => {
      store = testStore('sqlite');
      server = await startTestServer(hostedGames(), store);
    });
    afterAll(async () => {
      await server?.close();
      await store?.cleanup();
    });

    it('is listed by GET /games and takes a new match', async () => {
      expect(await (await fetch(`${server.url}/games`)).json()).toEqual(['ttr-india', 'india-rails', 'nim']);
      const created = await fetch(`${server.url}/games/nim/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ numPlayers: 2 }),
      });
      expect(created.status).toBe(200);
      expect(await created.json()).toHaveProperty('matchID');
    });
  });
});
