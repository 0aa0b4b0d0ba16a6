/**
 * What a viewer needs to re-run any game of a tournament JSON (docs/simulator.md, "Watching a
 * game"): the game, its options and the bots' limits, once per file; each game then adds its own
 * `seed` and `levels` (and `fingerprint`, to check the re-run). Game i's bot in seat s is seeded
 * `<game seed>/seat/<s>`. No Node-only import: the web client's replay worker uses it too.
 */
import { botSeed } from './schedule.ts';
import type { TournamentConfig } from './types.ts';

/** The tournament-wide part of every game's replay. */
export interface ReplayData {
  /** The format of this object; a viewer refuses formats it does not know. */
  version: 1;
  game: string;
  options?: Record<string, unknown>;
  iterations?: number;
  budgetMs?: number;
  maxSteps?: number;
  /** False with `budgetMs`: the bots' moves then depend on the machine's speed. */
  deterministic: boolean;
}

/** One game to re-run: the tournament-wide data and the game's seed and levels by seat. */
export interface ReplayRequest {
  data: ReplayData;
  seed: string;
  levels: readonly string[];
}

/** The replay data of a tournament's config. */
export function replayData(config: TournamentConfig): ReplayData {
  return {
    version: 1,
    game: config.game,
    ...(config.options !== undefined && { options: config.options }),
    ...(config.iterations !== undefined && { iterations: config.iterations }),
    ...(config.budgetMs !== undefined && { budgetMs: config.budgetMs }),
    ...(config.maxSteps !== undefined && { maxSteps: config.maxSteps }),
    deterministic: config.budgetMs === undefined,
  };
}

/** The seed of the bot in `seat` of a game (the simulator's own derivation). */
export function replayBotSeed(gameSeed: string, seat: number): string {
  return botSeed(gameSeed, seat);
}
