/**
 * The backstop of a queued tournament (src/sim/queue/submit.ts): the results come back through the
 * queue's events, a capped stream in which an event can be missed; when no result has come for a
 * while, `npm run sim` reads the missing games' results from their jobs. Here every game "finishes"
 * behind the events' back (its result written into its job as a worker's completion would, with no
 * event), so the tournament can only end through the backstop.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { runTournament } from '../../src/sim/pool.ts';
import type { GameJob } from '../../src/sim/queue/jobs.ts';
import { redisOptions } from '../../src/sim/queue/redis.ts';
import { runOnQueue } from '../../src/sim/queue/submit.ts';
import type { TournamentConfig } from '../../src/sim/types.ts';
import { NIM_PROVIDERS, withoutTime } from './helpers.ts';
import { type PrivateRedis, startPrivateRedis } from './private-redis.ts';

let redis: PrivateRedis | undefined;
afterAll(async () => {
  await redis?.kill();
});

describe('missed results', () => {
  it('a game whose completion event was missed is read from its job, so the tournament still ends', async () => {
    redis = await startPrivateRedis();
    const connection = redisOptions(redis.url);
    const config: TournamentConfig = { game: 'nim', bots: ['greedy', 'random'], games: 12, seed: 'backstop', options: { pile: 21 } };
    const local = await runTournament(config, { workers: 0, providersModule: NIM_PROVIDERS });
    const queue = new Queue<GameJob>('backstop', { connection });
    const admin = new Redis(connection);
    const running = runOnQueue(config, { url: redis.url, queueName: 'backstop' });
    let waiting = await queue.getWaiting();
    while (waiting.length < config.games) {
      await new Promise((r) => setTimeout(r, 50));
      waiting = await queue.getWaiting();
    }
    for (const job of waiting) {
      const outcome = local.outcomes[job.data.index];
      await admin.hset(`bull:backstop:${job.id}`, {
        finishedOn: String(Date.now()),
        returnvalue: JSON.stringify({ outcome, worker: 'test', codeVersion: null }),
      });
    }
    // The backstop looks after 3 s without a result; without it the run would wait for ever.
    const never = new Promise<'no result'>((r) => setTimeout(() => r('no result'), 20_000));
    const result = await Promise.race([running, never]);
    expect(result).not.toBe('no result');
    if (result === 'no result') return;
    expect(result.interrupted).toBe(false);
    expect(result.outcomes.map(withoutTime)).toEqual(local.outcomes.map(withoutTime));
    admin.disconnect();
    await queue.close();
  }, 60_000);
});
