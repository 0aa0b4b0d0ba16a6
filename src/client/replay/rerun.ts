/**
 * Re-runs one tournament game from its replay data (src/sim/replay-data.ts) exactly as the
 * simulator played it: the same runner, the same bots with the same seeds. Runs in the replay
 * worker; takes the core and the bot factory as arguments so a Node test can check it against the
 * simulator.
 */
import type { AnyGameCore, CoreAction } from '../../engine/core.ts';
import { type Decider, runGame } from '../../engine/runner.ts';
import { fnv1a } from '../../sim/fingerprint.ts';
import { type ReplayRequest, replayBotSeed } from '../../sim/replay-data.ts';
import type { ReplayStep } from './frames.ts';

/** What a bot factory is asked (the shape of bots/index.ts `createDecider`'s options). */
export interface RerunBotRequest {
  game: string;
  level: string;
  seed: string;
  iterations?: number;
  budgetMs?: number;
}

/** The moves of the re-run game and the fingerprint of its final state. */
export interface RerunResult {
  steps: ReplayStep[];
  fingerprint: string;
}

/** Plays the game again; throws when a bot or the core does (as the simulator's game did). */
export function rerunGame(
  core: AnyGameCore,
  // biome-ignore lint/suspicious/noExplicitAny: deciders of any core
  createDecider: (req: RerunBotRequest) => Decider<any, CoreAction>,
  req: ReplayRequest,
): RerunResult {
  const { data } = req;
  const deciders = req.levels.map((level, seat) =>
    createDecider({ game: data.game, level, seed: replayBotSeed(req.seed, seat), iterations: data.iterations, budgetMs: data.budgetMs }),
  );
  const { state, record } = runGame(core, deciders, { numPlayers: req.levels.length, seed: req.seed, options: data.options, maxSteps: data.maxSteps });
  return { steps: record.steps.map(({ seat, action }) => ({ seat, action })), fingerprint: fnv1a(JSON.stringify(state)) };
}
