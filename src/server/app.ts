/**
 * The lobby server: boardgame.io's Server with hardened games, transport and Lobby API, SQL
 * storage, bot seats in worker threads, and the built client — all on one port.
 */
import type { AddressInfo } from 'node:net';
import type { Game } from 'boardgame.io';
import type Koa from 'koa';
import { Server } from 'boardgame.io/server';
import { BotHost } from './bots/host.ts';
import { BotPool } from './bots/pool.ts';
import { clockRoute } from './clock/route.ts';
import { TurnClock } from './clock/turn-clock.ts';
import { addressOf } from './hardening/addresses.ts';
import { authenticateCredentials } from './hardening/auth.ts';
import { type HardenOptions, hardenGame } from './hardening/game.ts';
import { allowedHosts } from './hardening/hosts.ts';
import { SECURITY_HEADERS, securityHeaders } from './hardening/headers.ts';
import { jsonErrors } from './hardening/json-errors.ts';
import { guardRequests } from './hardening/requests.ts';
import { secureSeed } from './hardening/seed.ts';
import { HardenedSocketIO } from './hardening/transport.ts';
import { historyApi } from './history/api.ts';
import { lobbyApi } from './lobby/api.ts';
import { MatchExpiry } from './lobby/expiry.ts';
import { DEFAULT_LOBBY_LIMITS, type LobbyLimits } from './lobby/limits.ts';
import { MatchLocks } from './match-locks.ts';
import { markSeatsAway } from './presence.ts';
import type { RedisPubSub } from './redis-pubsub.ts';
import { serveClient } from './static.ts';
import type { SqlStorage } from './storage/index.ts';

/** A game the server hosts, with how to harden it. */
export interface HostedGame extends HardenOptions {
  game: Game;
}

/** Options of `startLobbyServer`. */
export interface LobbyServerOptions {
  games: HostedGame[];
  storage: SqlStorage;
  /** boardgame.io pubSub shared by instances (RedisPubSub); default in-process. */
  pubSub?: RedisPubSub;
  /** Per-match locks (default in-process; `createMatchLocks` gives PostgreSQL-wide ones). */
  locks?: MatchLocks;
  /** 0 picks a free port. */
  port?: number;
  /** Interface to listen on (default every interface, IPv4 and IPv6). */
  host?: string;
  /** Client addresses from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Sockets one address may hold open (default 16). */
  socketsPerAddress?: number;
  /** Hard bot searches the matches of one address may run at once (default 1). */
  botHardPerAddress?: number;
  /** Per-address rates of creating matches and joining seats, expiry of empty matches (DEFAULT_LOBBY_LIMITS). */
  lobbyLimits?: Partial<LobbyLimits>;
  /** Milliseconds between summaries of refused socket messages (default 60 s). */
  refusalSummaryMs?: number;
  /** Origins allowed besides the server's own (ORIGINS). */
  origins?: string[];
  botWorkers?: number;
  botBudgetMs?: number;
  /** A bot decision taking longer is abandoned (default 30 s). */
  botTimeoutMs?: number;
  /** Module resolving game ids for the bot workers (tests use it for fixture games). */
  botGamesModule?: string;
  distDir?: string;
  /** False: bot seats wait (they resume when a server with bots starts). Default true. */
  bots?: boolean;
  log?: (message: string) => void;
}

/** A running lobby server. */
export interface LobbyServer {
  port: number;
  url: string;
  /** The Koa app: every middleware and router the HTTP requests go through (boardgame.io's and ours). */
  app: Koa;
  transport: HardenedSocketIO;
  bots: BotHost;
  storage: SqlStorage;
  locks: MatchLocks;
  /** Deletes abandoned empty matches and finished ones past their retention (on a timer; `sweep()` at once). */
  expiry: MatchExpiry;
  /** Stops accepting, stops the bots, waits for queued writes and closes the store. */
  close(): Promise<void>;
}

/** The host part of the server's URL: loopback when it listens on every interface. */
function urlHost(host: string | undefined): string {
  if (host === undefined || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the lobby server; resolves once it listens and has resumed its bot seats. */
export async function startLobbyServer(opts: LobbyServerOptions): Promise<LobbyServer> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const origins = opts.origins ?? [];
  const games = opts.games.map(({ game, ...harden }) => hardenGame(game, harden));
  const locks = opts.locks ?? new MatchLocks();
  let bots: BotHost | undefined;
  if (opts.pubSub) await opts.pubSub.ready();
  const hosts = allowedHosts(origins);
  const trustProxy = opts.trustProxy === true;
  const transport = new HardenedSocketIO({
    origins,
    locks,
    pubSub: opts.pubSub,
    onUpdated: (_g, id) => bots?.kick(id),
    onLog: log,
    allowedHosts: hosts,
    socketsPerAddress: opts.socketsPerAddress,
    trustProxy,
    refusalSummaryMs: opts.refusalSummaryMs,
  });
  const server = Server({
    games,
    db: opts.storage,
    transport,
    origins: [...origins],
    authenticateCredentials: (credentials, player) => authenticateCredentials(credentials, player),
    generateCredentials: () => secureSeed(),
  });
  // The security headers, errors as JSON, the Host check and the canonical Lobby paths come before
  // every other middleware and router (boardgame.io registered its CORS middleware already: put first).
  server.app.middleware.unshift(securityHeaders(), jsonErrors(SECURITY_HEADERS));
  server.app.use(guardRequests(hosts));
  const pool = new BotPool({
    size: opts.botWorkers ?? 1,
    timeoutMs: opts.botTimeoutMs ?? 30_000,
    gamesModule: opts.botGamesModule,
    hardPerOwner: opts.botHardPerAddress,
  });
  bots = new BotHost({ games, db: opts.storage, locks, pool, master: (g, id) => transport.master(g, id), budgetMs: opts.botBudgetMs, onLog: log });
  const host = bots;
  const clock = new TurnClock({ games, db: opts.storage, locks, bots: host, onLog: log });
  host.onKick = (id) => clock.watch(id);
  server.app.use(
    lobbyApi({
      games,
      db: opts.storage,
      locks,
      origins,
      addressOf: (req) => addressOf(req, trustProxy),
      limits: opts.lobbyLimits,
      onMatchCreated: (matchID, address) => host.setOwner(matchID, address),
      onMatchChanged: (matchID, metadata) => {
        transport.revokeStaleSeats(matchID, metadata);
        transport.publishMatchData(matchID, metadata);
        host.kick(matchID);
      },
      onMatchGone: (matchID) => transport.revokeStaleSeats(matchID, undefined),
    }),
  );
  const { emptyMatchMinutes: minutes, finishedMatchDays: finishedDays } = { ...DEFAULT_LOBBY_LIMITS, ...opts.lobbyLimits };
  const onGone = (id: string) => transport.revokeStaleSeats(id, undefined);
  const expiry = new MatchExpiry({ db: opts.storage, locks, minutes, finishedDays, onGone, onLog: log });
  server.app.use(clockRoute(opts.storage));
  // Finished matches and their replays (src/server/history/).
  server.app.use(
    historyApi({ games: games.map((g) => g.name!), db: opts.storage, origins, addressOf: (req) => addressOf(req, trustProxy), keptDays: finishedDays }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io types its Koa app with its own context
  serveClient(server.app as any, opts.distDir ?? 'dist');
  // boardgame.io's run() listens on every interface: pass HOST through Koa's listen, and fail with a
  // reason (not an unhandled 'error' event) when the address cannot be had.
  const listen = server.app.listen.bind(server.app);
  let listenError: (err: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    listenError = reject;
  });
  server.app.listen = ((port: number, cb: () => void) => {
    const http = opts.host === undefined ? listen(port, cb) : listen(port, opts.host, cb);
    http.once('error', (err: Error) => listenError(new Error(`cannot listen on ${opts.host ?? 'every interface'} port ${port}: ${err.message}`)));
    return http;
  }) as typeof server.app.listen;
  // Alone on its store (SQLite is never shared), the server knows no socket before it listens: seats marked connected are from its last run.
  if (opts.storage.driver.dialect === 'sqlite') {
    await opts.storage.connect();
    await markSeatsAway(opts.storage);
  }
  const { appServer } = await Promise.race([server.run({ port: opts.port ?? 8000 }), failed]);
  const port = (appServer.address() as AddressInfo).port;
  expiry.start();
  if (opts.bots === false) host.stop();
  const resumed = opts.bots === false ? 0 : await host.resumeAll();
  if (resumed > 0) log(`resumed bot seats: checked ${resumed} unfinished matches`);
  return {
    port,
    url: `http://${urlHost(opts.host)}:${port}`,
    app: server.app as unknown as Koa,
    transport,
    bots: host,
    storage: opts.storage,
    locks,
    expiry,
    async close() {
      expiry.stop();
      host.stop();
      clock.stop();
      transport.stop();
      // biome-ignore lint/suspicious/noExplicitAny: koa-socket-2 hangs socket.io off the app
      const io = (server.app as any)._io;
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
        appServer.closeAllConnections?.();
      });
      await pool.close();
      await locks.close();
      await opts.pubSub?.close();
      await opts.storage.close();
    },
  };
}
