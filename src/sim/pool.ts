/**
 * Runs a tournament's games on worker threads (or in this thread), collecting the outcomes by game
 * index so that the results do not depend on the number of workers or on which worker was faster.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { playTournamentGame } from './play.ts';
import type { WorkerInit, WorkerReply } from './protocol.ts';
import { DEFAULT_PROVIDERS, loadProvidersFrom } from './providers-loader.ts';
import type { GameOutcome, TournamentConfig } from './types.ts';

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
async function runInProcess(
  config: TournamentConfig,
  providersModule: string,
  collect: (o: GameOutcome) => void,
  signal?: AbortSignal,
): Promise<boolean> {
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

/** Deals the game indices out in small chunks to `n` workers, whichever is free next. */
function runOnWorkers(
  config: TournamentConfig,
  providersModule: string,
  n: number,
  collect: (o: GameOutcome) => void,
  signal?: AbortSignal,
): Promise<boolean> {
  const chunk = Math.max(1, Math.min(16, Math.floor(config.games / (n * 8))));
  let next = 0;
  let finished = 0;
  const init: WorkerInit = { providersModule, config };
  const pool: Worker[] = [];
  return new Promise<boolean>((resolve, reject) => {
    let settled = false;
    const stop = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      for (const w of pool) void w.terminate();
      fn();
    };
    const onAbort = () => stop(() => resolve(true));
    if (signal?.aborted) return resolve(true);
    signal?.addEventListener('abort', onAbort);
    const feed = (w: Worker) => {
      if (next >= config.games) return;
      const indices: number[] = [];
      while (indices.length < chunk && next < config.games) indices.push(next++);
      w.postMessage({ indices });
    };
    for (let k = 0; k < n; k++) {
      const w = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: init });
      pool.push(w);
      w.on('message', (m: WorkerReply) => {
        if (settled) return;
        if (m.type === 'ready' || m.type === 'idle') feed(w);
        else if (m.type === 'outcome') {
          collect(m.outcome);
          if (++finished === config.games) stop(() => resolve(false));
        } else if (m.type === 'fatal') stop(() => reject(new Error(`simulator worker failed: ${m.error}`)));
      });
      w.on('error', (e) => stop(() => reject(e)));
      w.on('exit', (code) => {
        if (!settled && code !== 0) stop(() => reject(new Error(`simulator worker exited with code ${code}`)));
      });
    }
  });
}
