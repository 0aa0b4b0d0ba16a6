/**
 * A queue worker (`npm run sim:worker`): takes games of any tournament from the queue and plays
 * them on its own pool of worker threads, `concurrency` at a time, until it is stopped. Its main
 * thread only talks to Redis, so the job locks are renewed however long a game takes; when the
 * process dies, its locks expire and the stalled-job check of any other worker puts its games back.
 */
import { hostname } from 'node:os';
import { threadId } from 'node:worker_threads';
import { type Job, Worker } from 'bullmq';
import { codeVersion } from '../code-version.ts';
import { gamePool } from '../pool.ts';
import type { GameOutcome } from '../types.ts';
import type { GameJob, GameResult } from './jobs.ts';
import { checkRedis, isConnectionError, redisOptions } from './redis.ts';
import { watchRedis } from './watchdog.ts';

/** How a queue worker runs. */
export interface ServeOptions {
  url: string;
  queueName: string;
  /** Games played at once (one worker thread each). */
  concurrency: number;
  /** How long a game's lock lasts without renewal: a dead worker's games go back after about twice this. */
  lockMs: number;
  /** URL of the providers module. */
  providersModule: string;
  /** How long Redis may be away before the worker gives up. */
  graceMs: number;
  log: (text: string) => void;
  /** Redis was away for longer than `graceMs`: the worker has stopped; the message says what became of its games. */
  onLost: (message: string) => void;
}

/** How long a worker that lost Redis tries to hand its games back before it gives up on that. */
const HAND_BACK_MS = 2000;

/** A running queue worker. */
export interface QueueWorker {
  /** Games this worker finished. */
  played(): number;
  /** Stops taking games, finishes the ones in hand, then closes. */
  close(): Promise<void>;
}

/** Starts a queue worker once Redis answers (a QueueError otherwise). */
export async function serveQueue(opts: ServeOptions): Promise<QueueWorker> {
  await checkRedis(opts.url);
  const watchdog = await watchRedis(opts.url, opts.graceMs);
  const pool = await gamePool(opts.providersModule, opts.concurrency, (e) => opts.log(`sim worker: ${e.message}`));
  const name = `${hostname()}/${process.pid}/${threadId}`;
  const version = codeVersion();
  let played = 0;
  /** The games being played, with the lock token each was taken with. */
  const inHand = new Map<string, { job: Job<GameJob, GameResult>; token: string | undefined }>();
  const worker = new Worker<GameJob, GameResult>(
    opts.queueName,
    async (job, token) => {
      // In hand until its result is stored (the 'completed' and 'failed' events below), not merely played.
      inHand.set(job.id ?? '', { job, token });
      // A task of indices resolves with their outcomes.
      const [outcome] = (await pool.run({ config: job.data.config, indices: [job.data.index] })) as GameOutcome[];
      played++;
      return { outcome, worker: name, codeVersion: version };
    },
    {
      connection: { ...redisOptions(opts.url), maxRetriesPerRequest: null },
      concurrency: opts.concurrency,
      lockDuration: opts.lockMs,
      stalledInterval: opts.lockMs,
      // A game is taken back from a dead worker this often before it counts as failed.
      maxStalledCount: 10,
    },
  );
  const settled = (job: Job | undefined) => job?.id !== undefined && inHand.delete(job.id);
  worker.on('completed', settled);
  worker.on('failed', settled);
  // While Redis is away the clients report every reconnection attempt; the watchdog judges the outage.
  worker.on('error', (e) => {
    if (!isConnectionError(e)) opts.log(`queue worker: ${e.message}`);
  });
  watchdog.lost.catch(async (e: Error) => {
    const games = [...inHand.values()];
    const handedBack = await handBack(games);
    void worker.close(true).catch(() => {});
    void pool.destroy().catch(() => {});
    opts.onLost(`${e.message}; ${fateOf(games.length, handedBack)}`);
  });
  await worker.waitUntilReady();
  return {
    played: () => played,
    async close() {
      watchdog.stop();
      await worker.close();
      await pool.destroy();
    },
  };
}

/** Puts the games in hand back on the queue, if Redis answers within HAND_BACK_MS; true when all went back. */
async function handBack(games: { job: Job<GameJob, GameResult>; token: string | undefined }[]): Promise<boolean> {
  if (games.length === 0) return true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HAND_BACK_MS);
  });
  const moved = Promise.all(games.map(({ job, token }) => job.moveToWait(token))).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([moved, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What became of the games a worker had in hand when it lost Redis, in words. */
function fateOf(count: number, handedBack: boolean): string {
  if (count === 0) return 'no game was in hand';
  const games = count === 1 ? '1 game' : `${count} games`;
  return handedBack ? `${games} in hand handed back to the queue` : `${games} in hand go back to the queue when their locks run out`;
}
