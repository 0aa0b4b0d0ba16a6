/**
 * Runs a tournament's games on worker threads (or in this thread), collecting the outcomes by game
 * index so that the results do not depend on the number of workers or on which worker was faster.
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { compiledWorker } from './compiled.ts';
import { playTournamentGame } from './play.ts';
import { DEFAULT_PROVIDERS, loadProvidersFrom } from './providers-loader.ts';
import type { GameOutcome, TournamentConfig } from './types.ts';
import type { PlayTask } from './worker.ts';

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
  const providers = await loadProvidersFrom(providersModule);
  const core = await providers.getGameCore(config.game);
  let lastYield = Date.now();
  for (let i = 0; i < config.games; i++) {
    if (signal?.aborted) return true;
    collect(playTournamentGame(core, providers, config, i));
    if (Date.now() - lastYield > 50) {
      await new Promise((r) => setImmediate(r));
      lastYield = Date.now();
    }
  }
  return false;
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
export async function gamePool(providersModule: string, n: number, onError: (e: Error) => void): Promise<Piscina<PlayTask, GameOutcome[]>> {
  const pool = new Piscina<PlayTask, GameOutcome[]>({
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

/** Deals the game indices out in small chunks to a pool of `n` worker threads running the compiled worker. */
async function runOnWorkers(
  config: TournamentConfig,
  providersModule: string,
  n: number,
  collect: (o: GameOutcome) => void,
  signal?: AbortSignal,
): Promise<boolean> {
  if (signal?.aborted) return true;
  // At least 32 chunks a thread: the last chunks, played while other threads may already be idle,
  // are then short (a 12-game tail cost a 200-game run on two threads about 5%).
  const chunk = Math.max(1, Math.min(16, Math.floor(config.games / (n * 32))));
  const stopped = new AbortController();
  let failure: unknown;
  const pool = await gamePool(providersModule, n, (e) => {
    if (!stopped.signal.aborted) failure ??= e;
  });
  const onAbort = () => stopped.abort();
  signal?.addEventListener('abort', onAbort);
  let next = 0;
  // Each lane submits its next chunk when the last one is back: two chunks a thread keep the threads
  // busy without queueing a whole (possibly huge) tournament up front.
  const lane = async (): Promise<void> => {
    while (next < config.games && !stopped.signal.aborted) {
      const first = next;
      next = Math.min(config.games, next + chunk);
      const indices = Array.from({ length: next - first }, (_, k) => first + k);
      try {
        (await pool.run({ config, indices }, { signal: stopped.signal })).forEach(collect);
      } catch (e) {
        if (!stopped.signal.aborted) failure ??= e;
        stopped.abort();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: 2 * n }, lane));
    if (signal?.aborted) return true;
    if (failure) throw new Error(`simulator worker failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    return false;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await pool.destroy();
  }
}
