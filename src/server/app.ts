/**
 * The lobby server: boardgame.io's Server with hardened games, transport and Lobby API, SQL
 * storage, bot seats in worker threads, and the built client — all on one port.
 */
import type { AddressInfo } from 'node:net';
import type { Game } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import { BotHost } from './bots/host.ts';
import { BotPool } from './bots/pool.ts';
import { authenticateCredentials } from './hardening/auth.ts';
import { type HardenOptions, hardenGame } from './hardening/game.ts';
import { secureSeed } from './hardening/seed.ts';
import { HardenedSocketIO } from './hardening/transport.ts';
import { lobbyApi } from './lobby/api.ts';
import { MatchLocks } from './match-locks.ts';
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
  transport: HardenedSocketIO;
  bots: BotHost;
  storage: SqlStorage;
  locks: MatchLocks;
  /** Stops accepting, stops the bots, waits for queued writes and closes the store. */
  close(): Promise<void>;
}

/** Starts the lobby server; resolves once it listens and has resumed its bot seats. */
export async function startLobbyServer(opts: LobbyServerOptions): Promise<LobbyServer> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const origins = opts.origins ?? [];
  const games = opts.games.map(({ game, ...harden }) => hardenGame(game, harden));
  const locks = opts.locks ?? new MatchLocks();
  let bots: BotHost | undefined;
  if (opts.pubSub) await opts.pubSub.ready();
  const transport = new HardenedSocketIO({ origins, locks, pubSub: opts.pubSub, onUpdated: (_g, id) => bots?.kick(id), onLog: log });
  const server = Server({
    games,
    db: opts.storage,
    transport,
    origins: [...origins],
    authenticateCredentials: (credentials, player) => authenticateCredentials(credentials, player),
    generateCredentials: () => secureSeed(),
  });
  const pool = new BotPool({ size: opts.botWorkers ?? 1, timeoutMs: opts.botTimeoutMs ?? 30_000, gamesModule: opts.botGamesModule });
  bots = new BotHost({ games, db: opts.storage, locks, pool, master: (g, id) => transport.master(g, id), budgetMs: opts.botBudgetMs, onLog: log });
  const host = bots;
  server.app.use(
    lobbyApi({
      games,
      db: opts.storage,
      locks,
      origins,
      onMatchChanged: (matchID, metadata) => {
        transport.publishMatchData(matchID, metadata);
        host.kick(matchID);
      },
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: boardgame.io types its Koa app with its own context
  serveClient(server.app as any, opts.distDir ?? 'dist');
  const { appServer } = await server.run({ port: opts.port ?? 8000 });
  const port = (appServer.address() as AddressInfo).port;
  if (opts.bots === false) host.stop();
  const resumed = opts.bots === false ? 0 : await host.resumeAll();
  if (resumed > 0) log(`resumed bot seats: checked ${resumed} unfinished matches`);
  return {
    port,
    url: `http://localhost:${port}`,
    transport,
    bots: host,
    storage: opts.storage,
    locks,
    async close() {
      host.stop();
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
