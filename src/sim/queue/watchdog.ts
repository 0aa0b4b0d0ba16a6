/**
 * Watches that a queue's Redis server keeps answering. BullMQ's clients reconnect for ever when the
 * server goes away, so a tournament or a worker would wait without a word; the watchdog PINGs the
 * server on a connection of its own and, once it has had no answer for the grace period, says so
 * once, so that the command can print one line and exit instead.
 */
import { QueueError, redisOptions, shownUrl } from './redis.ts';

/** How long Redis may be away before a queued tournament or a queue worker gives up, by default. */
export const DEFAULT_GRACE_MS = 10_000;

/** A running watchdog. */
export interface RedisWatchdog {
  /** Rejects with a QueueError ("lost Redis at …") when the server has not answered for the grace period. */
  lost: Promise<never>;
  /** Stops watching and closes the watchdog's connection. */
  stop(): void;
}

/** Starts watching the Redis server at `url` (which answered a moment ago); gives up after `graceMs` without an answer. */
export async function watchRedis(url: string, graceMs: number): Promise<RedisWatchdog> {
  const { Redis } = await import('ioredis');
  const everyMs = Math.max(100, Math.min(1000, Math.floor(graceMs / 4)));
  const client = new Redis({
    ...redisOptions(url),
    // Commands fail at once while disconnected (no offline queue) and a PING may not hang.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: everyMs,
    connectTimeout: everyMs,
    retryStrategy: () => everyMs,
  });
  let lastAnswer = Date.now();
  // The connection's own error (ECONNREFUSED…) says more than the failed PING it leads to.
  let connectionError: string | undefined;
  let pingError = 'no answer';
  // The connection's errors are what the watchdog is for: they are remembered, not thrown.
  client.on('error', (e: Error) => {
    connectionError = e.message;
  });
  let giveUp: (e: QueueError) => void = () => {};
  const lost = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  // Whoever does not await `lost` must not see an unhandled rejection.
  lost.catch(() => {});
  let pinging = false;
  const timer = setInterval(() => {
    if (Date.now() - lastAnswer > graceMs) {
      stop();
      giveUp(new QueueError(`lost Redis at ${shownUrl(url)}: no answer for ${graceMs / 1000} s (${connectionError ?? pingError})`));
      return;
    }
    if (pinging) return;
    pinging = true;
    client
      .ping()
      .then(() => {
        lastAnswer = Date.now();
        connectionError = undefined;
      })
      .catch((e: Error) => {
        pingError = e.message;
      })
      .finally(() => {
        pinging = false;
      });
  }, everyMs);
  const stop = () => {
    clearInterval(timer);
    client.disconnect();
  };
  return { lost, stop };
}
