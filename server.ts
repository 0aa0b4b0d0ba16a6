/**
 * The lobby server (docs/server.md): the built client, the Lobby API and the game sockets of
 * every registered game on one port, matches kept in SQLite (DATA_DIR) or PostgreSQL
 * (DATABASE_URL), bot seats played in worker threads. Run it with `npm start` (tsx).
 */
import { startLobbyServer } from './src/server/app.ts';
import { readEnv, type ServerEnv } from './src/server/config.ts';
import { hostedGames } from './src/server/games.ts';
import { RedisPubSub } from './src/server/redis-pubsub.ts';
import { runStartupChecks } from './src/server/startup-checks.ts';
import { createMatchLocks, createStorage, describeStorage } from './src/server/storage/index.ts';

/** The settings from the environment, checked; a wrong one is printed as one line and the process exits with status 2. */
export async function checkedEnv(): Promise<ServerEnv> {
  try {
    const env = readEnv();
    await runStartupChecks(env);
    return env;
  } catch (err) {
    console.error(`server: ${(err as Error).message}`);
    process.exit(2);
  }
}

/** Starts the server from the (checked) environment and stops it cleanly on SIGINT/SIGTERM. */
export async function main(checked?: ServerEnv): Promise<void> {
  const env = checked ?? (await checkedEnv());
  const storageConfig = { databaseUrl: env.databaseUrl, dataDir: env.dataDir };
  // What the checks cannot foresee (an address that cannot be had at listen time): one line, exit 2.
  const server = await startLobbyServer({
    games: hostedGames(),
    storage: createStorage(storageConfig),
    locks: createMatchLocks(storageConfig),
    pubSub: env.redisUrl ? new RedisPubSub(env.redisUrl) : undefined,
    port: env.port,
    origins: env.origins,
    botWorkers: env.botWorkers,
    botBudgetMs: env.botBudgetMs,
    distDir: env.distDir,
    host: env.host,
    trustProxy: env.trustProxy,
    socketsPerAddress: env.socketsPerAddress,
    botHardPerAddress: env.botHardPerAddress,
    lobbyLimits: env.lobbyLimits,
  }).catch((err: Error) => {
    console.error(`server: ${err.message}`);
    process.exit(2);
  });
  const shared = env.redisUrl ? ', updates shared through Redis' : '';
  console.log(`lobby server: ${server.url} — ${describeStorage(storageConfig)}${shared}, ${env.botWorkers} bot worker(s)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (process.env.LOBBY_STATS === '1') {
      // For bench/server-load.ts: the server's own time per move, apart from the clients'.
      const ms = [...server.transport.updateMs].sort((a, b) => a - b);
      const at = (p: number) => Math.round((ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? Number.NaN) * 100) / 100;
      console.log(`lobby stats: ${JSON.stringify({ updates: ms.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) })}`);
    }
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const invoked = process.argv[1] && /server\.ts$/.test(process.argv[1]);
if (invoked) void main();
