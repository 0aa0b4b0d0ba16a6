/**
 * Test support for the lobby server: start it on a free port with a throw-away store, and drive
 * matches with boardgame.io's own LobbyClient and socket Client, recording every raw message each
 * client receives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll } from 'vitest';
import { type HostedGame, type LobbyServer, type LobbyServerOptions, startLobbyServer } from '../../src/server/app.ts';
import { MatchLocks } from '../../src/server/match-locks.ts';
import { SqlStorage } from '../../src/server/storage/index.ts';
import { PgMatchLocks } from '../../src/server/storage/pg-locks.ts';
import { postgresDriver } from '../../src/server/storage/postgres.ts';
import { sqliteDriver } from '../../src/server/storage/sqlite.ts';

/** Which store a suite runs against. */
export type StoreKind = 'sqlite' | 'postgres';

/** A place to keep matches across restarts of a test server. */
export interface TestStore {
  kind: StoreKind;
  open(): SqlStorage;
  /** Locks for a server over this store (PostgreSQL-wide for PostgreSQL). */
  locks(): MatchLocks;
  cleanup(): Promise<void>;
}

/** A fresh store: a temp SQLite file, or a fresh schema-less wipe of the PostgreSQL tables. */
export function testStore(kind: StoreKind): TestStore {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-test-'));
    return {
      kind,
      open: () => new SqlStorage(sqliteDriver(join(dir, 'matches.sqlite'))),
      locks: () => new MatchLocks(),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.DATABASE_URL!;
  return { kind, open: () => new SqlStorage(postgresDriver(url, 4)), locks: () => new PgMatchLocks(url, 4), cleanup: async () => {} };
}

const BOT_GAMES = new URL('./fixtures/bot-games.ts', import.meta.url).href;

/** Starts a server on a free port over `store` (`extra` overrides any option). */
export function startTestServer(games: HostedGame[], store: TestStore, extra: Partial<LobbyServerOptions> = {}): Promise<LobbyServer> {
  return startLobbyServer({
    games,
    storage: store.open(),
    locks: store.locks(),
    port: 0,
    botWorkers: 1,
    botGamesModule: BOT_GAMES,
    distDir: '/nonexistent',
    log: () => {},
    // Tests create many matches from one address: the per-address rates are raised unless a test sets them.
    lobbyLimits: { createsPerMinute: 1e6, createBurst: 1e6, joinsPerMinute: 1e6, joinBurst: 1e6 },
    ...extra,
  });
}

/** Starts a server over a fresh SQLite store before the enclosing `describe`'s tests; stops it after. */
export function serverForSuite(games: HostedGame[], extra: Partial<LobbyServerOptions> = {}): { readonly server: LobbyServer } {
  let store: TestStore | undefined;
  const suite = {} as { server: LobbyServer };
  beforeAll(async () => {
    store = testStore('sqlite');
    suite.server = await startTestServer(games, store, extra);
  });
  afterAll(async () => {
    await suite.server?.close();
    await store?.cleanup();
  });
  return suite;
}

/** A raw message a client received. */
export interface RawMessage {
  event: string;
  args: unknown[];
  json: string;
}

/** A seat (or spectator) connected through boardgame.io's socket client. */
export interface Seat {
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's client type is generic over G
  client: any;
  playerID: string | null;
  credentials?: string;
  received: RawMessage[];
  /** The raw socket.io socket of the client's transport. */
  // biome-ignore lint/suspicious/noExplicitAny: socket.io-client socket
  socket: any;
  state(): State | null;
  stop(): void;
}

/** Connects a client to a match as `playerID` (null: spectator), recording what it receives. */
export async function connect(url: string, game: Game, matchID: string, playerID: string | null, credentials?: string): Promise<Seat> {
  const client = Client({
    game,
    matchID,
    playerID: playerID ?? undefined,
    credentials,
    debug: false,
    multiplayer: SocketIO({ server: url, socketOpts: { transports: ['websocket'] } }),
  });
  client.start();
  const transport = (client as unknown as { transport: unknown }).transport as { socket: { onAny(fn: (event: string, ...args: unknown[]) => void): void } };
  const received: RawMessage[] = [];
  const socket = transport.socket;
  socket.onAny((event: string, ...args: unknown[]) => received.push({ event, args, json: JSON.stringify(args) }));
  const seat: Seat = { client, playerID, credentials, received, socket, state: () => client.getState(), stop: () => client.stop() };
  await until(() => client.getState() !== null, `sync of ${playerID ?? 'spectator'}`);
  return seat;
}

/** Resolves when `check` holds (polling), rejects after `ms`. */
export async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Sends a raw HTTP request with any headers (fetch will not send a foreign Host). */
export function rawRequest(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A LobbyClient for a server. */
export function lobby(url: string): LobbyClient {
  return new LobbyClient({ server: url });
}

/** POSTs raw JSON (or text) to the API, returning status and parsed body. */
export async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed };
}

/** Plays seat 0's winning move in a Nim match of a pile of 3 and waits until the server has stored the end. */
export async function finishNim(url: string, game: Game, matchID: string, credentials: string): Promise<void> {
  const seat = await connect(url, game, matchID, '0', credentials);
  seat.client.moves.take({ n: 3 });
  await until(() => seat.state()?.ctx.gameover !== undefined, 'the end of the match');
  // Clients hear of the end before the master has stored it: wait for the stored result.
  while ((await lobby(url).getMatch(game.name!, matchID)).gameover === undefined) await new Promise((r) => setTimeout(r, 20));
  seat.stop();
}
