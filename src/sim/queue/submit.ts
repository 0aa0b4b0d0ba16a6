/**
 * A tournament played through a BullMQ queue: every game is a job (its id names the tournament and
 * the game), workers anywhere play them, and the results come back through the queue's events. A
 * game is counted once however often it was played (a job taken back from a dead worker is played
 * again), and the outcomes are ordered by game index, as a local run's are.
 */
import { randomBytes } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import { codeVersion } from '../code-version.ts';
import type { PoolResult } from '../pool.ts';
import type { GameOutcome, TournamentConfig } from '../types.ts';
import { type GameJob, type GameResult, indexOfJob, jobId } from './jobs.ts';
import { checkRedis, redisOptions } from './redis.ts';
import { DEFAULT_GRACE_MS, watchRedis } from './watchdog.ts';

/** How to reach the queue and what to tell the caller. */
export interface QueueRunOptions {
  url: string;
  queueName: string;
  onOutcome?: (outcome: GameOutcome, done: number) => void;
  /** Told once when a worker runs other code than this one (its games may then differ). */
  onWarning?: (text: string) => void;
  signal?: AbortSignal;
  /** How long Redis may be away before the run gives up with a QueueError (default DEFAULT_GRACE_MS). */
  graceMs?: number;
}

/** Jobs are added, looked up and removed this many at a time. */
const BATCH = 500;
/** With no result for this long, the submitter looks the missing games up itself. */
const SWEEP_MS = 3000;
/** A job left behind (the submitter died) is dropped after a day. */
const KEEP = { age: 24 * 3600 };

/**
 * Runs `config` on the queue and resolves with the outcomes ordered by game index. When Redis goes
 * away for longer than `graceMs` it rejects with a QueueError and keeps nothing of the run.
 */
export async function runOnQueue(config: TournamentConfig, opts: QueueRunOptions): Promise<PoolResult> {
  await checkRedis(opts.url);
  const watchdog = await watchRedis(opts.url, opts.graceMs ?? DEFAULT_GRACE_MS);
  const started = Date.now();
  let lost = false;
  const connection = {
    ...redisOptions(opts.url),
    maxRetriesPerRequest: null,
    // Reconnect as BullMQ would (every 1 to 20 s), until the watchdog gives up: then stop, so that no
    // connection attempt keeps the process alive.
    retryStrategy: (times: number) => (lost ? null : Math.max(Math.min(Math.exp(times), 20_000), 1000)),
  };
  const queue = new Queue<GameJob, GameResult>(opts.queueName, { connection });
  const events = new QueueEvents(opts.queueName, { connection });
  // While Redis is away the clients reconnect and report each failed attempt: the watchdog decides
  // when that is too long, and other errors reach the calls that meet them.
  queue.on('error', () => {});
  events.on('error', () => {});
  const tournament = `t${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const ids = Array.from({ length: config.games }, (_, i) => jobId(tournament, i));
  const outcomes = new Map<number, GameOutcome>();
  const workers = new Set<string>();
  const ours = codeVersion();
  let warned = false;
  let lastResult = Date.now();
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const take = (index: number | null, result: GameResult | undefined) => {
    if (index === null || outcomes.has(index) || !result?.outcome) return;
    lastResult = Date.now();
    outcomes.set(index, result.outcome);
    workers.add(result.worker);
    if (!warned && result.codeVersion !== ours) {
      warned = true;
      opts.onWarning?.(`worker ${result.worker} runs code ${result.codeVersion ?? 'unknown'}, this is ${ours ?? 'unknown'}: games may differ from a local run`);
    }
    opts.onOutcome?.(result.outcome, outcomes.size);
    if (outcomes.size === config.games) finish();
  };
  events.on('completed', ({ jobId: id, returnvalue }) => take(indexOfJob(tournament, id), returnvalue as unknown as GameResult));
  events.on('failed', ({ jobId: id, failedReason }) => {
    const index = indexOfJob(tournament, id);
    if (index === null) return;
    const job = { index, seed: '', seats: [], levels: [], scores: [], winners: [], turns: 0, steps: 0, breakdown: [], fingerprint: '', ms: 0 };
    take(index, { outcome: { ...job, status: 'error', error: `worker failed: ${failedReason}` }, worker: 'none', codeVersion: ours });
  });
  // A result whose event was missed (events are a capped stream) is read from its job.
  let sweeping = false;
  const sweep = setInterval(async () => {
    if (sweeping || Date.now() - lastResult < SWEEP_MS) return;
    sweeping = true;
    try {
      const missing = ids.filter((_, i) => !outcomes.has(i)).slice(0, BATCH);
      const jobs = await Promise.all(missing.map((id) => queue.getJob(id)));
      for (const job of jobs) if (job?.finishedOn && job.returnvalue) take(indexOfJob(tournament, job.id ?? ''), job.returnvalue);
    } catch {
      // The queue closed meanwhile, or Redis is away for a moment: the next sweep tries again.
    } finally {
      sweeping = false;
    }
  }, SWEEP_MS);
  const onAbort = () => finish();
  opts.signal?.addEventListener('abort', onAbort);
  const play = async () => {
    await events.waitUntilReady();
    for (let first = 0; first < config.games && !opts.signal?.aborted; first += BATCH) {
      const batch = ids.slice(first, first + BATCH).map((id, k) => ({
        name: 'game',
        data: { tournament, config, index: first + k },
        opts: { jobId: id, removeOnComplete: KEEP, removeOnFail: KEEP },
      }));
      await queue.addBulk(batch);
    }
    if (opts.signal?.aborted) finish();
    await finished;
    // Games not played yet are taken off the queue; the others are no longer needed there.
    for (let first = 0; first < ids.length; first += BATCH) {
      await Promise.all(ids.slice(first, first + BATCH).map((id) => queue.remove(id).catch(() => 0)));
    }
  };
  try {
    const playing = play();
    // After a loss, what was waiting on Redis fails when the connections are dropped below.
    playing.catch(() => {});
    const gone = watchdog.lost.catch((e: unknown) => {
      lost = true;
      throw e;
    });
    await Promise.race([playing, gone]);
  } finally {
    clearInterval(sweep);
    watchdog.stop();
    opts.signal?.removeEventListener('abort', onAbort);
    if (lost) {
      // Closing would wait for a server that is gone: drop the connections instead.
      void events.disconnect().catch(() => {});
      void queue.disconnect().catch(() => {});
    } else {
      await events.close();
      await queue.close();
    }
  }
  const sorted = [...outcomes.values()].sort((a, b) => a.index - b.index);
  return { outcomes: sorted, interrupted: sorted.length < config.games, elapsedMs: Date.now() - started, workers: workers.size };
}
