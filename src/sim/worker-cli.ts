/**
 * `npm run sim:worker -- --queue <redis-url> [--concurrency N]`: plays the games of queued
 * tournaments (see docs/sim-queue.md) until stopped. Ctrl-C or SIGTERM finishes the games in hand
 * and exits 0; a second one quits at once, and the queue hands those games to another worker.
 */
import { availableParallelism } from 'node:os';
import { Command, InvalidArgumentError } from 'commander';
import { GRACE_HELP, usageErrorOf, wholeNumber } from './flags.ts';
import { DEFAULT_PROVIDERS, providersFromEnv } from './providers-loader.ts';
import { DEFAULT_QUEUE_NAME } from './queue/jobs.ts';
import { QueueError, redisOptions, shownUrl } from './queue/redis.ts';
import { serveQueue } from './queue/serve.ts';
import { DEFAULT_GRACE_MS } from './queue/watchdog.ts';
import { onStopSignals } from './stop-signals.ts';

/** The --queue value, checked: a redis:// or rediss:// URL. */
function redisUrl(raw: string): string {
  try {
    redisOptions(raw);
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
  return raw;
}

const program = new Command('npm run sim:worker --')
  .description('Plays the games of tournaments queued with `npm run sim -- … --queue <redis-url>` until stopped.')
  .requiredOption('--queue <redis-url>', 'the Redis server of the queue, e.g. redis://127.0.0.1:6379', redisUrl)
  .option('--queue-name <name>', 'the queue on that server (the one the tournament was queued on)', DEFAULT_QUEUE_NAME)
  .option('--concurrency <N>', 'games played at once, one worker thread each (default: the number of cores)', wholeNumber('--concurrency', 1, 256))
  .option(
    '--lock-ms <N>',
    "a game's lock: a dead worker's games are played again after about twice this (default 30000)",
    wholeNumber('--lock-ms', 500, 3_600_000),
  )
  .option('--queue-grace-ms <N>', GRACE_HELP, wholeNumber('--queue-grace-ms', 500, 3_600_000))
  .helpOption('-h, --help', 'show this help')
  .exitOverride()
  .configureOutput({ writeErr: () => {} });

try {
  program.parse(process.argv.slice(2), { from: 'user' });
} catch (e) {
  // commander has printed the help (exit 0); a wrong flag is one line and exit 2.
  if ((e as { exitCode?: number }).exitCode === 0) process.exit(0);
  process.stderr.write(`error: ${usageErrorOf(e).message} (see npm run sim:worker -- --help)\n`);
  process.exit(2);
}
const flags = program.opts<{ queue: string; queueName: string; concurrency?: number; lockMs?: number; queueGraceMs?: number }>();
const concurrency = flags.concurrency ?? availableParallelism();
try {
  const worker = await serveQueue({
    url: flags.queue,
    queueName: flags.queueName,
    concurrency,
    lockMs: flags.lockMs ?? 30_000,
    providersModule: providersFromEnv() ?? DEFAULT_PROVIDERS,
    graceMs: flags.queueGraceMs ?? DEFAULT_GRACE_MS,
    log: (t) => process.stderr.write(`${t}\n`),
    onLost: (message) => {
      // One line and exit 1 (stderr writes are synchronous: the line is out before the exit).
      process.stderr.write(`error: ${message}\n`);
      process.exit(1);
    },
  });
  process.stderr.write(`sim worker: playing games from queue "${flags.queueName}" at ${shownUrl(flags.queue)}, ${concurrency} at a time (Ctrl-C to stop)\n`);
  onStopSignals((signal) => {
    process.stderr.write(`\n${signal}: finishing the games in hand (again to quit at once; the queue hands them to another worker)…\n`);
    void worker.close().then(() => {
      process.stderr.write(`sim worker: stopped after ${worker.played()} games\n`);
      process.exit(0);
    });
  });
} catch (e) {
  if (!(e instanceof QueueError)) throw e;
  process.stderr.write(`error: ${e.message}\n`);
  process.exit(1);
}
