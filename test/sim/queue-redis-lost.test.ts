/**
 * Redis going away in the middle of a queued tournament: after a bounded grace
 * (--queue-grace-ms) both `npm run sim -- … --queue` and `npm run sim:worker` print one line and
 * exit 1, instead of waiting for ever while the client reconnects; the tournament writes no file.
 * The Redis is this test's own (a random port), so killing it disturbs nobody else's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { redisOptions } from '../../src/sim/queue/redis.ts';
import { type PrivateRedis, startPrivateRedis } from './private-redis.ts';
import { type StallProxy, startStallProxy } from './stall-proxy.ts';

const env = { ...process.env, SIM_PROVIDERS: 'test/sim/slow-nim-providers.ts' };
const children: ChildProcess[] = [];
const servers: PrivateRedis[] = [];
const proxies: StallProxy[] = [];

/** Starts a node process on `script` with `args`, collecting its stderr. */
function start(script: string, args: string[], extraEnv: Record<string, string> = {}): ChildProcess & { log: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let text = '';
  child.stderr?.on('data', (d) => {
    text += d;
  });
  return Object.assign(child, { log: () => text });
}

/** The exit code of `child`, or 'still running' if it has not exited within `ms`. */
async function exitWithin(child: ChildProcess, ms: number): Promise<number | string> {
  if (child.exitCode !== null) return child.exitCode;
  const timer = new Promise<string>((r) => setTimeout(() => r('still running'), ms));
  return Promise.race([once(child, 'exit').then(([code]) => code as number), timer]);
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const p of proxies) await p.close();
  for (const r of servers) await r.kill();
});

describe('Redis goes away mid-run', () => {
  it('the tournament and the worker each print one line and exit 1 after the grace; no file is written', async () => {
    const redis = await startPrivateRedis();
    servers.push(redis);
    const name = `lost-${process.pid}`;
    const file = join(mkdtempSync(join(tmpdir(), 'sim-lost-')), 'run.json');
    const grace = ['--queue-grace-ms', '1500'];
    const worker = start('src/sim/worker-cli.ts', ['--queue', redis.url, '--queue-name', name, '--concurrency', '1', ...grace]);
    const events = new QueueEvents(name, { connection: redisOptions(redis.url) });
    let completed = 0;
    events.on('completed', () => completed++);
    await events.waitUntilReady();
    const sim = start('src/sim/cli.ts', [
      ...['--game', 'nim', '--bots', 'slow,greedy', '--variant', 'pile=21', '--games', '400', '--seed', 'lost'],
      ...['--queue', redis.url, '--queue-name', name, ...grace, '--quiet', '--json', file],
    ]);
    // A few games in (about 100 ms each), the tournament is under way: Redis dies.
    while (completed < 3) {
      if (sim.exitCode !== null || worker.exitCode !== null) throw new Error(`exited early: ${sim.log()}${worker.log()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await events.close();
    await redis.kill();

    expect(await exitWithin(sim, 20_000)).toBe(1);
    expect(sim.log().trim().split('\n')).toEqual([expect.stringMatching(/^error: lost Redis at redis:\/\/127\.0\.0\.1:\d+: no answer for 1\.5 s \(.+\)$/)]);
    expect(existsSync(file)).toBe(false);

    expect(await exitWithin(worker, 20_000)).toBe(1);
    const lines = worker.log().trim().split('\n');
    expect(lines[0]).toMatch(/^sim worker: playing games/);
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^error: lost Redis at redis:\/\/127\.0\.0\.1:\d+: no answer for 1\.5 s \(.+\); /)]);
  }, 60_000);

  it('a worker whose Redis stops answering hands its game back when Redis takes it again in time', async () => {
    const redis = await startPrivateRedis();
    servers.push(redis);
    // The worker reaches Redis through a proxy that can stop passing anything on.
    const proxy = await startStallProxy(redis.url);
    proxies.push(proxy);
    const name = `handback-${process.pid}`;
    // One slow game (a second a move): it is still in hand when Redis stops answering.
    const worker = start('src/sim/worker-cli.ts', ['--queue', proxy.url, '--queue-name', name, '--concurrency', '1', '--queue-grace-ms', '1500'], {
      SLOW_NIM_MS: '1000',
    });
    while (!worker.log().includes('playing games')) {
      if (worker.exitCode !== null) throw new Error(`worker exited: ${worker.log()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const queue = new Queue(name, { connection: redisOptions(redis.url) });
    const config = { game: 'nim', bots: ['slow', 'slow'], games: 1, seed: 'handback', options: { pile: 21 } };
    const job = await queue.add('game', { tournament: 'handback', config, index: 0 }, { jobId: 'handback-g0' });
    while ((await job.getState()) !== 'active') await new Promise((r) => setTimeout(r, 50));
    // The worker's Redis stops answering. Past its 1.5 s grace the worker's watchdog gives up and
    // closes its own connection; the moment it does, Redis answers again, and the worker's request
    // to hand its game back goes through.
    proxy.stall();
    await proxy.closedWhileStalled;
    proxy.resume();
    expect(await exitWithin(worker, 20_000)).toBe(1);
    expect(worker.log().trim().split('\n').slice(1)).toEqual([
      expect.stringMatching(/^error: lost Redis at redis:\/\/127\.0\.0\.1:\d+: no answer for 1\.5 s \(.+\); 1 game in hand handed back to the queue$/),
    ]);
    expect(await job.getState()).toBe('waiting');
    await queue.close();
  }, 60_000);
});
