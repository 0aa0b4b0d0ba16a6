/**
 * The Redis server a queued tournament runs on: its URL checked and turned into connection options,
 * and a quick look that it answers, so that a wrong URL or a silent server is one clear line within
 * a few seconds rather than a client that retries for ever.
 */

/** A queue that cannot be used: the commands print the message as one line and exit non-zero. */
export class QueueError extends Error {}

/** How long the first connection and its PING may take. */
const ANSWER_MS = 3000;

/** Where a Redis server is: the options both ioredis and BullMQ take. */
export interface RedisTarget {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db?: number;
  tls?: Record<string, never>;
}

/** Connection options for `redis://[user:password@]host[:port][/db]` (or `rediss://` for TLS). */
export function redisOptions(url: string): RedisTarget {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new QueueError(`--queue needs a Redis URL such as redis://127.0.0.1:6379, got "${url}"`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') {
    throw new QueueError(`--queue needs a redis:// or rediss:// URL, got "${url}"`);
  }
  const db = u.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d+$/.test(db)) throw new QueueError(`--queue: the database in "${url}" must be a number`);
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port ? Number(u.port) : 6379,
    ...(u.username && { username: decodeURIComponent(u.username) }),
    ...(u.password && { password: decodeURIComponent(u.password) }),
    ...(db !== '' && { db: Number(db) }),
    ...(u.protocol === 'rediss:' && { tls: {} }),
  };
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/** Resolves when the server at `url` answers a PING; else throws a QueueError saying why. */
export async function checkRedis(url: string): Promise<void> {
  // Loaded here, not at the top: merely importing ioredis 6 made the games of a local run in the
  // same thread about 30% slower (200 medium TTR games: 19 ms a game against 14.5).
  const { Redis } = await import('ioredis');
  const client = new Redis({
    ...redisOptions(url),
    lazyConnect: true,
    connectTimeout: ANSWER_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The connection's own error (ECONNREFUSED, ENOTFOUND…) says more than the "Connection is closed" it leads to.
  let cause: Error | undefined;
  client.on('error', (e: Error) => {
    cause ??= e;
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS / 1000} s`)), ANSWER_MS);
    });
    await Promise.race([client.connect().then(() => client.ping()), silent]);
  } catch (e) {
    const reason = cause ?? e;
    throw new QueueError(`cannot use Redis at ${shownUrl(url)}: ${reason instanceof Error ? reason.message : String(reason)}`);
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}

/** Error codes of a connection that failed or dropped (the server is away, not wrong). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** True for the errors a Redis client reports while its server is away (which the watchdog judges). */
export function isConnectionError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  return (typeof code === 'string' && CONNECTION_CODES.has(code)) || /Connection is closed|Stream isn't writeable|ECONNREFUSED|ECONNRESET/.test(e.message);
}
