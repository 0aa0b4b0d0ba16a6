/**
 * Tournaments on a BullMQ queue (docs/sim-queue.md), against a throw-away Redis on loopback: the
 * REDIS_URL of scripts/test-all.sh, else one started by test/server/start-redis.sh on
 * REDIS_TEST_PORT (6390 by default). Every run uses queue names of its own.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTournament } from '../../src/sim/pool.ts';
import { redisOptions } from '../../src/sim/queue/redis.ts';
import { runOnQueue } from '../../src/sim/queue/submit.ts';
import type { TournamentConfig } from '../../src/sim/types.ts';
import { withoutTime } from './helpers.ts';

const SLOW_NIM = new URL('./slow-nim-providers.ts', import.meta.url).href;
const url = process.env.REDIS_URL || execFileSync('bash', ['test/server/start-redis.sh'], { encoding: 'utf8' }).trim();
const run = `${process.pid}-${Date.now().toString(36)}`;
const workers: ChildProcess[] = [];

/** Starts `npm run sim:worker` on queue `name` with the slow Nim providers; resolves once it takes games. */
async function startWorker(name: string, ...flags: string[]): Promise<ChildProcess & { log: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sim/worker-cli.ts', '--queue', url, '--queue-name', name, ...flags], {
    env: { ...process.env, SIM_PROVIDERS: 'test/sim/slow-nim-providers.ts' },
    stdio: ['ignore', 'ignore', 'pipe'],
  }) as ChildProcess & { log: string[] };
  workers.push(child);
  child.log = [];
  child.stderr?.on('data', (d) => child.log.push(String(d)));
  while (!child.log.join('').includes('playing games')) {
    if (child.exitCode !== null) throw new Error(`worker exited: ${child.log.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return child;
}

/** Runs the sim command and returns its exit code, stderr and how long it took. */
async function simCommand(...argv: string[]) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sim/cli.ts', ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const [code] = await once(child, 'exit');
  return { code, stderr, ms: Date.now() - started };
}

afterAll(() => {
  for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
});

describe('tournaments on a queue', () => {
  const config: TournamentConfig = { game: 'nim', bots: ['slow', 'greedy'], games: 40, seed: 'queued', options: { pile: 21 } };
  let local: Awaited<ReturnType<typeof runTournament>>;
  beforeAll(async () => {
    local = await runTournament(config, { workers: 0, providersModule: SLOW_NIM });
  }, 60_000);

  it('a worker SIGKILLed mid-game loses nothing: every game counts once, equal to a local run', async () => {
    const name = `kill-${run}`;
    const lockMs = 1000;
    const a = await startWorker(name, '--concurrency', '1', '--lock-ms', String(lockMs));
    const b = await startWorker(name, '--concurrency', '1', '--lock-ms', String(lockMs));
    const events = new QueueEvents(name, { connection: redisOptions(url) });
    const stalled: string[] = [];
    events.on('stalled', ({ jobId }) => stalled.push(jobId));
    await events.waitUntilReady();
    let killed = false;
    const queued = await runOnQueue(config, {
      url,
      queueName: name,
      onOutcome: (_o, done) => {
        // Games take about 100 ms: a few games in, worker a is in the middle of one.
        if (done === 6 && !killed) {
          killed = true;
          a.kill('SIGKILL');
        }
      },
    });
    await events.close();
    expect(killed).toBe(true);
    expect(stalled.length).toBeGreaterThanOrEqual(1);
    expect(queued.interrupted).toBe(false);
    expect(queued.workers).toBe(2);
    expect(queued.outcomes.map((o) => o.index)).toEqual([...Array(40).keys()]);
    expect(queued.outcomes.map(withoutTime)).toEqual(local.outcomes.map(withoutTime));
    b.kill('SIGTERM');
    await once(b, 'exit');
    expect(b.exitCode).toBe(0);
    expect(b.log.join('')).toMatch(/stopped after \d+ games/);
  }, 60_000);

  it('two tournaments on one queue do not mix', async () => {
    const name = `two-${run}`;
    await startWorker(name, '--concurrency', '2');
    const other: TournamentConfig = { ...config, seed: 'other', games: 20 };
    const [x, y] = await Promise.all([runOnQueue(config, { url, queueName: name }), runOnQueue(other, { url, queueName: name })]);
    const localOther = await runTournament(other, { workers: 0, providersModule: SLOW_NIM });
    expect(x.outcomes.map(withoutTime)).toEqual(local.outcomes.map(withoutTime));
    expect(y.outcomes.map(withoutTime)).toEqual(localOther.outcomes.map(withoutTime));
  }, 60_000);
});

describe('a Redis that is wrong or silent', () => {
  let silent: Server;
  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
  });
  afterAll(() => silent.close());

  it.each([
    ['nothing listening', () => 'redis://127.0.0.1:1', /^error: cannot use Redis at redis:\/\/127\.0\.0\.1:1: connect ECONNREFUSED/],
    ['a silent server', () => `redis://127.0.0.1:${(silent.address() as { port: number }).port}`, /^error: cannot use Redis at .*: no answer within 3 s/],
  ])(
    '%s: one line and exit 1 within a few seconds',
    async (_what, target, message) => {
      const r = await simCommand('--game', 'ttr-india', '--bots', 'random,random', '--games', '5', '--queue', target());
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.ms).toBeLessThan(15_000);
    },
    30_000,
  );

  it.each([
    [['--queue', url, '--concurrency', 'x'], 'error: --concurrency needs a whole number, got "x"'],
    [['--queue', 'localhost'], 'error: --queue needs a Redis URL such as redis://127.0.0.1:6379, got "localhost"'],
    [[], "error: required option '--queue <redis-url>' not specified"],
  ])(
    'sim:worker %j is one line and exit 2',
    async (argv, message) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/sim/worker-cli.ts', ...argv], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      const [code] = await once(child, 'exit');
      expect(code).toBe(2);
      expect(stderr).toBe(`${message} (see npm run sim:worker -- --help)\n`);
    },
    30_000,
  );

  it('a URL that is not redis:// is a usage error (exit 2)', async () => {
    const r = await simCommand('--game', 'ttr-india', '--bots', 'random,random', '--queue', 'http://127.0.0.1:6379');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: --queue needs a redis:// or rediss:// URL, got "http://127.0.0.1:6379"');
  }, 30_000);
});
