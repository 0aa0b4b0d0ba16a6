/**
 * Every route of the server passes the gate of new matches and seats (src/server/lobby/gate.ts):
 * the test walks the Koa app's middleware, takes every route of every router in it (ours and
 * boardgame.io's stock Lobby router, which matches paths in any letter case and with a trailing
 * slash), and calls each one, in several spellings, against matches of every kind (a seat free, a
 * finished match, a seat a stand-in holds) with bodies that would make a match or a seat. From an
 * address whose allowance is spent, no call may make a match or seat a person; from fresh addresses
 * the same calls do make them through create, join and playAgain (so the calls are the right ones).
 * A new route that makes a match or a seat without the gate fails here; a middleware that is not a
 * router and not known as a pass-through fails too (its routes could not be walked).
 */
import type { Server as ServerTypes } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import type Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { NimGame } from './fixtures/nim-game.ts';
import { post, rawRequest, serverForSuite } from './helpers.ts';

/** Allowances that never come back during the test: one match and one seat per address. */
const LIMITS = { createsPerMinute: 1e-6, createBurst: 1, joinsPerMinute: 1e-6, joinBurst: 1, emptyMatchMinutes: 60 };

/** Middleware that route nothing themselves: ours by name, boardgame.io's CORS, allowed-methods and API_SECRET check. */
const PASS_THROUGH = [
  'securityHeadersMiddleware',
  'jsonErrorsMiddleware',
  'guardRequestsMiddleware',
  'clientNotBuiltMiddleware',
  'serve',
  'cors',
  'allowedMethods',
];

/** One route of one router. */
interface Route {
  router: string;
  method: string;
  path: string;
}

interface RouterLayer {
  methods: string[];
  path: string;
}

/** Every route of every router among the app's middleware, and the middleware that are neither routers nor known pass-throughs. */
function walk(app: Koa): { routes: Route[]; unknown: string[] } {
  const routes: Route[] = [];
  const unknown: string[] = [];
  app.middleware.forEach((fn, i) => {
    const router = (fn as { router?: { stack: RouterLayer[]; opts: { sensitive?: boolean } } }).router;
    if (router) {
      const name = `#${i} ${fn.name}${router.opts.sensitive ? '' : ' (any case)'}`;
      for (const layer of router.stack) for (const method of layer.methods) if (method !== 'HEAD') routes.push({ router: name, method, path: layer.path });
    } else if (!PASS_THROUGH.includes(fn.name) && !fn.toString().includes('API_SECRET')) unknown.push(`#${i} ${fn.name || fn.toString().slice(0, 80)}`);
  });
  return { routes, unknown };
}

/** The spellings of a path a router might take for it: as written, upper case, a trailing slash, a capital first letter, an escaped letter. */
function spellings(path: string): string[] {
  return [
    path,
    path.toUpperCase(),
    `${path}/`,
    path.replace(/^\/(\w)/, (_, c: string) => `/${c.toUpperCase()}`),
    path.replace(/^\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  ];
}

/** A match set up in the store (no route involved) and a body that would make something of it. */
interface Fixture {
  matchID: string;
  body: Record<string, unknown>;
}

type FixtureKind = 'seat free' | 'finished' | 'stand-in';
const KINDS: FixtureKind[] = ['seat free', 'finished', 'stand-in'];

describe('one gate for every route that makes a match or a seat', () => {
  const suite = serverForSuite([{ game: NimGame }], { trustProxy: true, lobbyLimits: LIMITS });
  let fixtures = 0;

  /** Stores a two-seat Nim match of `kind` directly: Ann in seat 0 and, by kind, seat 1 free, Bob in a finished match, or a stand-in bot. */
  async function fixture(kind: FixtureKind): Promise<Fixture> {
    const match = createMatch({ game: NimGame, numPlayers: 2, setupData: { pile: 5 }, unlisted: false });
    if ('setupDataError' in match) throw new Error(match.setupDataError);
    const { players } = match.metadata;
    Object.assign(players[0], { name: 'Ann', credentials: 'ann-secret' });
    if (kind === 'finished') {
      Object.assign(players[1], { name: 'Bob', credentials: 'bob-secret' });
      match.metadata.gameover = { winner: '0' };
    }
    if (kind === 'stand-in') {
      Object.assign(players[1], { name: 'Bot 2 (medium)', credentials: 'bot-secret', data: { bot: 'medium', standIn: true } });
      (match.metadata as { standIns?: unknown }).standIns = { 1: 'medium' };
    }
    const matchID = `gate${fixtures++}`;
    await suite.server.storage.createMatch(matchID, match);
    const body: Record<string, Record<string, unknown>> = {
      'seat free': { numPlayers: 2, playerID: '1', playerName: 'Mallory' },
      finished: { playerID: '0', credentials: 'ann-secret' },
      'stand-in': { playerName: 'Mallory' },
    };
    return { matchID, body: body[kind] };
  }

  /** The seats of the match a person holds, with their credentials. */
  async function personSeats(matchID: string): Promise<Map<string, string>> {
    const { metadata } = await suite.server.storage.fetch(matchID, { metadata: true });
    const standIns = ((metadata as { standIns?: Record<string, string> } | undefined)?.standIns ?? {}) as Record<string, string>;
    const seats = new Map<string, string>();
    for (const [id, p] of Object.entries((metadata?.players ?? {}) as Record<string, ServerTypes.PlayerMetadata>))
      if (p.name && (p.data as { bot?: unknown } | undefined)?.bot === undefined && standIns[id] === undefined) seats.set(id, p.credentials ?? '');
    return seats;
  }

  /** Calls `route` spelt `spelling` on a fresh fixture of `kind` from `address`: what it made (new matches, seats newly held by a person). */
  async function call(route: Route, spelling: (path: string) => string, kind: FixtureKind, address: string) {
    const { url, storage } = suite.server;
    const { matchID, body } = await fixture(kind);
    const before = new Set(await storage.listMatches());
    const seatsBefore = await personSeats(matchID);
    const path = spelling(
      route.path
        .replace(/:(game|name)\b/, 'nim')
        .replace(/:(matchID|id)\b/, matchID)
        .replace(/:\w+/g, 'x'),
    );
    const headers = { 'x-forwarded-for': address };
    const answer =
      route.method === 'POST' ? await post(url, path, body, headers) : { status: (await rawRequest(url, route.method, path, headers)).status, body: undefined };
    await suite.server.locks.idle();
    const matches = (await storage.listMatches()).filter((id) => !before.has(id));
    const seats = [...(await personSeats(matchID))].filter(([id, credentials]) => seatsBefore.get(id) !== credentials).map(([id]) => id);
    return { path, status: answer.status, body: answer.body, made: matches.length + seats.length };
  }

  /** Every route × spelling × fixture kind, each from `addressOf(i)`: the calls that made something, and the refusals (429) of the calls that would have. */
  async function sweep(addressOf: (i: number) => string, canonicalOnly: boolean) {
    const { routes } = walk(suite.server.app);
    const made: string[] = [];
    const refusals: string[] = [];
    const count = canonicalOnly ? 1 : spellings('/x').length;
    let i = 0;
    for (const route of routes)
      for (let s = 0; s < count; s++)
        for (const kind of KINDS) {
          const r = await call(route, (p) => spellings(p)[s], kind, addressOf(i++));
          if (r.made > 0) made.push(`${route.router} ${route.method} ${route.path} as ${r.path} (${kind})`);
          if (r.status === 429 && /\/(create|join|playAgain)$/.test(r.path)) refusals.push((r.body as { error?: string } | undefined)?.error ?? '');
        }
    return { made, refusals };
  }

  it('walks both routers: boardgame.io’s stock Lobby routes and ours; every other middleware is a known pass-through', () => {
    const { routes, unknown } = walk(suite.server.app);
    expect(unknown).toEqual([]);
    const stock = routes.filter((r) => r.router.includes('(any case)')).map((r) => `${r.method} ${r.path}`);
    expect(stock).toEqual(expect.arrayContaining(['POST /games/:name/create', 'POST /games/:name/:id/join', 'POST /games/:name/:id/playAgain']));
    const ours = routes.filter((r) => !r.router.includes('(any case)')).map((r) => `${r.method} ${r.path}`);
    expect(ours).toEqual(expect.arrayContaining(['POST /games/:game/create', 'POST /games/:game/:matchID/join', 'POST /games/:game/:matchID/playAgain']));
  });

  it('from fresh addresses, create, join and playAgain (and nothing else) make matches or seats: the calls reach what they test', async () => {
    const { made } = await sweep((i) => `10.20.${i >> 8}.${i & 255}`, true);
    const what = new Set(made.map((m) => m.replace(/^#\d+ \S+( \(any case\))? /, '').replace(/ as .*$/, '')));
    expect([...what].sort()).toEqual([
      'POST /games/:game/:matchID/join',
      'POST /games/:game/:matchID/playAgain',
      'POST /games/:game/create',
      'POST /games/:name/:id/join',
      'POST /games/:name/:id/playAgain',
      'POST /games/:name/create',
    ]);
  }, 120_000);

  it('from an address whose allowance is spent, no route in any spelling makes a match or seats a person; the refusals say why', async () => {
    const { url } = suite.server;
    const attacker = '10.30.0.1';
    const spent = await fixture('seat free');
    expect((await post(url, '/games/nim/create', { numPlayers: 2 }, { 'x-forwarded-for': attacker })).status).toBe(200);
    expect((await post(url, `/games/nim/${spent.matchID}/join`, spent.body, { 'x-forwarded-for': attacker })).status).toBe(200);
    const { made, refusals } = await sweep(() => attacker, false);
    expect(made).toEqual([]);
    expect(refusals.length).toBeGreaterThan(0);
    for (const reason of refusals) expect(reason).toMatch(/too many (matches created|seats joined) from your address/);
  }, 240_000);
});
