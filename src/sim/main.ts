/**
 * The simulator's command: parse the flags, check them against the available games and bots, then
 * either replay one game or run a tournament (progress on stderr, the summary table on stdout, files
 * as asked). Returns the exit code; the streams and the providers are injectable for tests.
 */
import { parseArgs, UsageError, validateAgainst } from './args.ts';
import { writeOutputs } from './outputs.ts';
import { runTournament } from './pool.ts';
import { createProgress } from './progress.ts';
import { checkRedis, QueueError } from './queue/redis.ts';
import { runOnQueue } from './queue/submit.ts';
import { DEFAULT_PROVIDERS, loadProvidersFrom } from './providers-loader.ts';
import { replayLines } from './replay.ts';
import { summarize } from './summary.ts';
import { formatSummary } from './table.ts';
import { USAGE } from './usage.ts';

/** Where the command reads its providers from and writes its text to. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stderrIsTTY: boolean;
  /** URL of the providers module (default: the project's registry and bots). */
  providersModule?: string;
  /** Aborting stops a running tournament (the CLI wires Ctrl-C to it). */
  signal?: AbortSignal;
}

/** Runs the simulator command with `argv` (the arguments after `--`) and returns the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const providersModule = io.providersModule ?? DEFAULT_PROVIDERS;
  try {
    const command = parseArgs(argv);
    if (command.kind === 'help') {
      io.stdout(USAGE);
      return 0;
    }
    const providers = await loadProvidersFrom(providersModule);
    await validateAgainst(command.config, providers);
    if (command.kind === 'replay') {
      const core = await providers.getGameCore(command.config.game);
      io.stdout(`${replayLines(core, providers, command.config, command.gameSeed).join('\n')}\n`);
      return 0;
    }
    const { config } = command;
    // A queue that does not answer is reported before any progress is drawn.
    if (command.queue) await checkRedis(command.queue.url);
    const progress = command.quiet ? null : createProgress(config.games, { write: io.stderr, isTTY: io.stderrIsTTY }, Date.now, undefined, true);
    const onOutcome = (_o: unknown, done: number) => progress?.update(done);
    const run = command.queue
      ? await runOnQueue(config, {
          url: command.queue.url,
          queueName: command.queue.name,
          graceMs: command.queue.graceMs,
          signal: io.signal,
          onOutcome,
          onWarning: (t) => io.stderr(`warning: ${t}\n`),
        })
      : await runTournament(config, { workers: command.workers, providersModule, signal: io.signal, onOutcome });
    progress?.finish(run.outcomes.length);
    const summary = summarize(config, run.outcomes, run);
    io.stdout(`${formatSummary(summary)}\n`);
    const written = await writeOutputs(command.outputs, config, summary, run.outcomes);
    for (const file of written) io.stderr(`wrote ${file}\n`);
    if (run.interrupted) {
      io.stderr(`Interrupted: ${run.outcomes.length} of ${config.games} games finished; the outputs cover those and say "interrupted".\n`);
      return 130;
    }
    const failed = run.outcomes.filter((o) => o.status === 'error');
    for (const o of failed.slice(0, 5)) io.stderr(`game ${o.index} (seed ${o.seed}) failed: ${o.error}\n`);
    return failed.length ? 1 : 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`error: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof QueueError) {
      io.stderr(`error: ${e.message}\n`);
      return 1;
    }
    // Node refuses worker threads under some of its own flags (e.g. --single-threaded-gc).
    if ((e as { code?: unknown } | null)?.code === 'ERR_WORKER_INVALID_EXEC_ARGV') {
      io.stderr(`error: worker threads cannot start under these node flags (${(e as Error).message}); run with --workers 1, or without those flags\n`);
      return 1;
    }
    throw e;
  }
}
