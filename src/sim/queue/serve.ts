/**
 * A queue worker (`npm run sim:worker`): takes games of any tournament from the queue and plays
 * them on its own pool of worker threads, `concurrency` at a time, until it is stopped. Its main
 * thread only talks to Redis, so the job locks are renewed however long a game takes; when the
 * process dies, its locks expire and the stalled-job check of any other worker puts its games back.
 */
import { hostname } from 'node:os';
import { threadId } from 'node:worker_threads';
import { Worker } from 'bullmq';
import { codeVersion } from '../code-version.ts';
import { gamePool } from '../pool.ts';
import type { GameJob, GameResult } from './jobs.ts';
import { checkRedis, redisOptions } from './redis.ts';

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
  log: (text: string) => void;
}

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
  const pool = await gamePool(opts.providersModule, opts.concurrency, (e) => opts.log(`sim worker: ${e.message}`));
  const name = `${hostname()}/${process.pid}/${threadId}`;
  const version = codeVersion();
  let played = 0;
  const worker = new Worker<GameJob, GameResult>(
    opts.queueName,
    async (job) => {
      const [outcome] = await pool.run({ config: job.data.config, indices: [job.data.index] });
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
  worker.on('error', (e) => opts.log(`queue worker: ${e.message}`));
  await worker.waitUntilReady();
  return {
    played: () => played,
    async close() {
      await worker.close();
      await pool.destroy();
    },
  };
}
