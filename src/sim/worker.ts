/**
 * The game-playing side of a worker thread (bundled with a providers module by compiled.ts): it
 * loads the providers once, keeps each game's rules core, and plays the game indices it is given.
 */
import { playTournamentGame } from './play.ts';
import type { AnyGameCore } from '../engine/core.ts';
import type { GameOutcome, SimProviders, TournamentConfig } from './types.ts';

/** One task for a worker: play these game indices of this tournament. */
export interface PlayTask {
  config: TournamentConfig;
  indices: number[];
}

/** A function that plays a task's games, given how to load the providers (loaded on first use). */
export function gamePlayer(loadProviders: () => Promise<SimProviders>): (task: PlayTask) => Promise<GameOutcome[]> {
  let providers: Promise<SimProviders> | undefined;
  const cores = new Map<string, AnyGameCore>();
  return async ({ config, indices }) => {
    providers ??= loadProviders();
    const p = await providers;
    let core = cores.get(config.game);
    if (!core) {
      core = await p.getGameCore(config.game);
      cores.set(config.game, core);
    }
    const c = core;
    return indices.map((index) => playTournamentGame(c, p, config, index));
  };
}
