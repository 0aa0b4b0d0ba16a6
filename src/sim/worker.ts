/**
 * The game-playing side of a worker thread (bundled with a providers module by compiled.ts): it
 * loads the providers once, keeps each game's rules core, and plays either the game indices it is
 * given or, for a whole tournament, the next unplayed game of a counter the threads share.
 */
import type { MessagePort } from 'node:worker_threads';
import type { AnyGameCore } from '../engine/core.ts';
import { playTournamentGame } from './play.ts';
import type { GameOutcome, SimProviders, TournamentConfig } from './types.ts';

/** One task for a worker: play these game indices of this tournament (the queue worker's tasks). */
export interface IndicesTask {
  config: TournamentConfig;
  indices: number[];
}

/**
 * One task for a worker: play the games of this tournament that nobody has taken yet. `counter` is
 * the shared cells (see sharedCounter); the outcomes go out on `port` as they finish, a few at a
 * time (OutcomeBatch, the last one marked), and the task resolves with the number of games played.
 */
export interface SharedTask {
  config: TournamentConfig;
  counter: SharedArrayBuffer;
  port: MessagePort;
}

/** What a thread sends on its port: finished games, and whether it has played its last. */
export interface OutcomeBatch {
  outcomes: GameOutcome[];
  last: boolean;
}

/** A task for a worker thread. */
export type PlayTask = IndicesTask | SharedTask;

/** Outcomes are posted at least this often (ms), so that progress shows without a message per game. */
const POST_EVERY_MS = 25;

/** The cells the players of a tournament share: the next game index, and a stop flag (set when the run is aborted or failed). */
export function sharedCounter(): { buffer: SharedArrayBuffer; cells: Int32Array } {
  const buffer = new SharedArrayBuffer(8);
  return { buffer, cells: new Int32Array(buffer) };
}

/** Takes the next unplayed game of `games`, or null when none is left or the run was stopped. */
export function nextGame(cells: Int32Array, games: number): number | null {
  if (Atomics.load(cells, 1) !== 0) return null;
  const index = Atomics.add(cells, 0, 1);
  return index < games ? index : null;
}

/** A function that plays a task's games, given how to load the providers (loaded on first use). */
export function gamePlayer(loadProviders: () => Promise<SimProviders>): (task: PlayTask) => Promise<GameOutcome[] | number> {
  let providers: Promise<SimProviders> | undefined;
  const cores = new Map<string, AnyGameCore>();
  return async (task) => {
    const { config } = task;
    providers ??= loadProviders();
    const p = await providers;
    let core = cores.get(config.game);
    if (!core) {
      core = await p.getGameCore(config.game);
      cores.set(config.game, core);
    }
    const c = core;
    if ('indices' in task) return task.indices.map((index) => playTournamentGame(c, p, config, index));
    const cells = new Int32Array(task.counter);
    let played = 0;
    let batch: GameOutcome[] = [];
    let posted = Date.now();
    for (let index = nextGame(cells, config.games); index !== null; index = nextGame(cells, config.games)) {
      batch.push(playTournamentGame(c, p, config, index));
      played++;
      if (Date.now() - posted >= POST_EVERY_MS) {
        task.port.postMessage({ outcomes: batch, last: false } satisfies OutcomeBatch);
        batch = [];
        posted = Date.now();
      }
    }
    const last: OutcomeBatch = { outcomes: batch, last: true };
    task.port.postMessage(last);
    task.port.close();
    return played;
  };
}
