/**
 * Runs a tournament's games on worker threads (or in this thread), collecting the outcomes by game
 * index so that the results do not depend on the number of workers or on which worker was faster.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';
import { compiledWorker } from './compiled.ts';
import { playTournamentGame } from './play.ts';
import { DEFAULT_PROVIDERS, loadProvidersFrom } from './providers-loader.ts';
import type { GameOutcome, TournamentConfig } from './types.ts';
import { nextGame, type OutcomeBatch, type PlayTask, sharedCounter } from './worker.ts';

/** How to run a tournament. */
export interface PoolOptions {
  /** Worker threads; 0 or 1 plays in this thread. Default: `os.availableParallelism()`. */
  workers?: number;
  /** URL of the providers module (default: the project's registry and bots). */
  providersModule?: string;
  /** Called after each finished game (in completion order, not index order). */
  onOutcome?: (outcome: GameOutcome, done: number) => void;
  /** Aborting stops the tournament: workers are terminated, finished games are kept. */
  signal?: AbortSignal;
}

/** The games a tournament finished, in index order. */
export interface PoolResult {
  outcomes: GameOutcome[];
  /** True when the signal stopped the run before every game was played. */
  interrupted: boolean;
  elapsedMs: number;
  workers: number;
}

/** The default number of worker threads. */
export function defaultWorkers(): number {
  return availableParallelism();
}

/** Runs every game of `config` and resolves with the outcomes ordered by game index. */
export async function runTournament(config: TournamentConfig, opts: PoolOptions = {}): Promise<PoolResult> {
  const started = Date.now();
  const workers = Math.max(0, Math.min(opts.workers ?? defaultWorkers(), config.games));
  const providersModule = opts.providersModule ?? DEFAULT_PROVIDERS;
  const collected: GameOutcome[] = [];
  const collect = (o: GameOutcome) => {
    collected.push(o);
    opts.onOutcome?.(o, collected.length);
  };
  const interrupted =
    workers <= 1
      ? await runInProcess(config, providersModule, collect, opts.signal)
      : await runOnWorkers(config, providersModule, workers, collect, opts.signal);
  collected.sort((a, b) => a.index - b.index);
  return { outcomes: collected, interrupted, elapsedMs: Date.now() - started, workers: Math.max(workers, 1) };
}

/** Plays the games one after another in this thread, yielding to the event loop between games so Ctrl-C is heard. */
async function runInProcess(config: TournamentConfig, providersModule: string, collect: (o: GameOutcome) => void, signal?: AbortSignal): Promise<boolean> {
  let next = 0;
  await playHere(config, providersModule, () => (next < config.games ? next++ : null), collect, signal);
  return next < config.games;
}

/**
 * Plays in this thread the games `take` hands out until it hands out none (or the signal stops the
 * run), yielding to the event loop every 50 ms or so, between games, so that Ctrl-C, the progress
 * display and the worker threads' messages are heard.
 */
async function playHere(
  config: TournamentConfig,
  providersModule: string,
  take: () => number | null,
  collect: (o: GameOutcome) => void,
  signal?: AbortSignal,
): Promise<void> {
  const providers = await loadProvidersFrom(providersModule);
  const core = await providers.getGameCore(config.game);
  let lastYield = Date.now();
  for (let i = signal?.aborted ? null : take(); i !== null; i = signal?.aborted ? null : take()) {
    collect(playTournamentGame(core, providers, config, i));
    if (Date.now() - lastYield > 50) {
      await new Promise((r) => setImmediate(r));
      lastYield = Date.now();
    }
  }
}

/** Node's flags without those that load tsx (`--import tsx`, and the tsx command's `--require …/tsx/…`). */
export function withoutTsx(execArgv: readonly string[]): string[] {
  const loadsTsx = (v: string | undefined) => v !== undefined && /(^|[/\\])tsx([/\\]|$)/.test(v);
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const a = execArgv[i];
    const [flag, inline] = a.split(/=(.*)/s);
    if (['--import', '--require', '-r', '--loader', '--experimental-loader'].includes(flag)) {
      if (inline !== undefined ? loadsTsx(inline) : loadsTsx(execArgv[i + 1])) {
        if (inline === undefined) i++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

/**
 * `n` worker threads of the compiled worker for `providersModule`; `run({ config, indices })` plays
 * games. `onError` hears the pool's own errors, e.g. the result of a task that was aborted while its
 * thread finished it (which piscina reports as an unexpected message).
 */
export async function gamePool(providersModule: string, n: number, onError: (e: Error) => void): Promise<Piscina<PlayTask, GameOutcome[] | number>> {
  const pool = new Piscina<PlayTask, GameOutcome[] | number>({
    filename: await compiledWorker(providersModule),
    name: 'playGames',
    minThreads: n,
    maxThreads: n,
    idleTimeout: Number.POSITIVE_INFINITY,
    // The bundle is plain JavaScript: a thread need not load tsx, which it would otherwise inherit.
    execArgv: withoutTsx(process.execArgv),
  });
  pool.on('error', onError);
  return pool;
}

/**
 * Plays a tournament on `n` players: this thread and n − 1 worker threads of the compiled worker.
 * Every player takes the next unplayed game from a counter they share (no thread waits for this one
 * to deal it a game, and none idles at the end while another holds a chunk); the threads send their
 * outcomes back a few at a time. This thread plays too: on a machine with n cores it would otherwise
 * idle, and it needs no start-up (its code is loaded; a worker thread takes a tenth of a second or
 * more to start and compile its own).
 */
async function runOnWorkers(
  config: TournamentConfig,
  providersModule: string,
  n: number,
  collect: (o: GameOutcome) => void,
  signal?: AbortSignal,
): Promise<boolean> {
  if (signal?.aborted) return true;
  const { buffer, cells } = sharedCounter();
  const stopPlaying = () => Atomics.store(cells, 1, 1);
  const stopped = new AbortController();
  let failure: unknown;
  const fail = (e: unknown) => {
    if (stopped.signal.aborted) return;
    failure ??= e;
    stopPlaying();
  };
  const threads = n - 1;
  const pool = await gamePool(providersModule, threads, fail);
  const onAbort = () => {
    stopPlaying();
    stopped.abort();
  };
  signal?.addEventListener('abort', onAbort);
  const thread = async (): Promise<void> => {
    const { port1, port2 } = new MessageChannel();
    let lastArrived: () => void = () => {};
    const allArrived = new Promise<void>((resolve) => {
      lastArrived = resolve;
    });
    port1.on('message', (batch: OutcomeBatch) => {
      for (const o of batch.outcomes) collect(o);
      if (batch.last) lastArrived();
    });
    try {
      await pool.run({ config, counter: buffer, port: port2 }, { transferList: [port2], signal: stopped.signal });
      // The thread's result may overtake its last outcomes, which come on their own port.
      await allArrived;
    } catch (e) {
      fail(e);
    } finally {
      port1.close();
    }
  };
  try {
    const running = Array.from({ length: threads }, thread);
    // The pool posts each thread its task at once (its threads are new): they start playing while
    // this thread plays, which it does without waiting for them.
    await playHere(config, providersModule, () => nextGame(cells, config.games), collect, signal);
    await Promise.all(running);
    if (signal?.aborted) return true;
    if (failure) throw new Error(`simulator worker failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    return false;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await pool.destroy();
  }
}
