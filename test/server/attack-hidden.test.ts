/**
 * History, replay, log paging and listings under attack: nothing hidden of an unfinished match
 * (hands, tickets, offers, deck order, the random state) reaches anyone but its seat through any
 * route; paging parameters that are negative, huge, fractional or not numbers get 400 with a
 * reason; `GET /games/<game>` answers one bounded page at a time.
 */
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../../src/games/registry.ts';
import { hostedGames } from '../../src/server/games.ts';
import { LIMITS } from '../../src/server/hardening/payloads.ts';
import { NimGame } from './fixtures/nim-game.ts';
import { connect, lobby, post, serverForSuite } from './helpers.ts';
import { playRandomly } from './play.ts';

const errorOf = (body: unknown) => (body as { error?: unknown }).error;

describe('hidden information of an unfinished match, by every HTTP route', () => {
  const suite = serverForSuite([{ game: NimGame }, ...hostedGames()]);

  it('a spectator and the other seat read no hand, ticket, offer, deck order or random state of seat 0', async () => {
    const { url, storage } = suite.server;
    const api = lobby(url);
    const { matchID } = await api.createMatch('ttr-india', { numPlayers: 2, setupData: { params: { trainsPerPlayer: 12 } } });
    const ann = await api.joinMatch('ttr-india', matchID, { playerID: '0', playerName: 'Ann' });
    const bob = await api.joinMatch('ttr-india', matchID, { playerID: '1', playerName: 'Bob' });
    const game = getBgioGame('ttr-india');
    const seats = [await connect(url, game, matchID, '0', ann.playerCredentials), await connect(url, game, matchID, '1', bob.playerCredentials)];
    await playRandomly(seats, getGameCore('ttr-india'), createRng(7), { maxMoves: 8 });
    await suite.server.locks.idle();
    const { state } = await storage.fetch(matchID, { state: true });
    const full = (state as State).G as {
      core: { deck: number[]; ticketDeck: string[]; players: { hand: number[]; tickets: string[]; offer: string[] }[] };
      rng: unknown;
    };
    expect(full.core.players[0].tickets.length).toBeGreaterThan(0);
    const secrets = [
      JSON.stringify(full.core.players[0].hand),
      JSON.stringify(full.core.players[0].tickets),
      JSON.stringify(full.core.deck.slice(0, 12)),
      JSON.stringify(full.core.ticketDeck.slice(0, 6)),
      JSON.stringify(full.rng),
    ];
    if (full.core.players[0].offer.length > 0) secrets.push(JSON.stringify(full.core.players[0].offer));
    const reads = [
      await fetch(`${url}/games/ttr-india`).then((r) => r.text()),
      await fetch(`${url}/games/ttr-india/${matchID}`).then((r) => r.text()),
      await fetch(`${url}/games/ttr-india/${matchID}/clock`).then((r) => r.text()),
      await fetch(`${url}/history?game=ttr-india`).then((r) => r.text()),
      await fetch(`${url}/history/ttr-india/${matchID}/replay`).then((r) => r.text()),
      JSON.stringify((await post(url, `/games/ttr-india/${matchID}/log`, {})).body),
      JSON.stringify((await post(url, `/games/ttr-india/${matchID}/log`, { playerID: '1', credentials: bob.playerCredentials })).body),
      JSON.stringify((await post(url, `/games/ttr-india/${matchID}/log`, { playerID: '0', credentials: bob.playerCredentials })).body),
    ];
    for (const text of reads) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"credentials"|"prngstate"|"_random"|"seed"/i);
    }
    expect(reads[4]).toMatch(/not finished/);
    // The log a seat pages through hides seat 0's ticket choice from seat 1 (the arguments of a secret move).
    const log = (await post(url, `/games/ttr-india/${matchID}/log`, { playerID: '1', credentials: bob.playerCredentials })).body as {
      log: { action: { payload: { type: string; playerID: string; args: unknown } } }[];
    };
    const keeps = log.log.filter((e) => e.action.payload.type === 'keepTickets' && e.action.payload.playerID === '0');
    expect(keeps.length).toBeGreaterThan(0);
    for (const e of keeps) expect(e.action.payload.args).toBeNull();
    for (const s of seats) s.stop();
  });
});

describe('paging parameters', () => {
  const suite = serverForSuite([{ game: NimGame }]);

  it('the log route: negative, huge, fractional and non-number before/limit get 400 with a reason', async () => {
    const { url } = suite.server;
    const { matchID } = await lobby(url).createMatch('nim', { numPlayers: 2 });
    const bad = [{ before: -1 }, { before: 1.5 }, { before: 1e300 }, { before: '3' }, { before: null }, { limit: 0 }, { limit: -5 }, { limit: 2.5 }];
    bad.push({ limit: LIMITS.logPageEntries + 1 }, { limit: '10' } as never, { limit: true } as never, { limit: 1e9 });
    for (const body of bad) {
      let r = await post(url, `/games/nim/${matchID}/log`, body);
      // The log route's own rate (2 pages a second, bursts of 10): past it, ask again once the bucket refills.
      for (let i = 0; i < 20 && r.status === 429; i++) {
        await new Promise((done) => setTimeout(done, 250));
        r = await post(url, `/games/nim/${matchID}/log`, body);
      }
      expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 400]);
      expect(errorOf(r.body)).toMatch(/before|limit/);
    }
  });

  it('history, replay and match listing: bad numbers get 400 with a reason', async () => {
    const { url } = suite.server;
    const paths = [
      '/history?limit=-1',
      '/history?limit=1.5',
      '/history?limit=99999999999999',
      '/history?limit=abc',
      '/history?limit=1&limit=2',
      '/history/nim/abc/replay?from=-1',
      '/history/nim/abc/replay?from=0.5',
      '/history/nim/abc/replay?from=1e99',
      '/history/nim/abc/replay?limit=NaN',
      '/games/nim?limit=-1',
      '/games/nim?limit=1.5',
      `/games/nim?limit=${LIMITS.matchListMax + 1}`,
      '/games/nim?limit=1e3',
      '/games/nim?limit=',
      '/games/nim?before=nonsense',
      '/games/nim?isGameover=maybe',
      '/games/nim?updatedBefore=-5',
      '/games/nim?updatedAfter=99999999999999999999',
    ];
    for (const path of paths) {
      const r = await fetch(url + path);
      const body = await r.json();
      expect([path, r.status]).toEqual([path, 400]);
      expect(typeof errorOf(body)).toBe('string');
    }
  });

  it('GET /games/<game> answers at most a page, and the pages together list every match once', async () => {
    const { url } = suite.server;
    const api = lobby(url);
    const made = new Set<string>();
    for (let i = 0; i < LIMITS.matchListMax + 20; i++) made.add((await api.createMatch('nim', { numPlayers: 2 })).matchID);
    const first = (await (await fetch(`${url}/games/nim`)).json()) as { matches: { matchID: string }[]; next: string | null };
    expect(first.matches.length).toBe(LIMITS.matchListDefault);
    const seen: string[] = [];
    let next: string | null = null;
    for (let page = 0; page < 10; page++) {
      const q: string = next === null ? '' : `&before=${next}`;
      const body = (await (await fetch(`${url}/games/nim?limit=${LIMITS.matchListMax}${q}`)).json()) as { matches: { matchID: string }[]; next: string | null };
      expect(body.matches.length).toBeLessThanOrEqual(LIMITS.matchListMax);
      seen.push(...body.matches.map((m) => m.matchID));
      next = body.next;
      if (next === null) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of made) expect(seen).toContain(id);
    // boardgame.io's LobbyClient still reads the answer.
    expect((await api.listMatches('nim', { isGameover: false })).matches.length).toBe(LIMITS.matchListDefault);
  });
});
