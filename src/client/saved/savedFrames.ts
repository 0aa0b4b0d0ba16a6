/**
 * A saved game's states, re-run through the rules core from its saved initial state and RNG with
 * the moves of its saved log: for the replay of a finished game, and for the views a player had
 * of the moves made before a reload (so the move log reads as it did).
 */
import { loggedStep } from '../../engine/bgio.ts';
import type { AnyGameCore } from '../../engine/core.ts';
import { restoreRng, type RngState } from '../../engine/rng.ts';
import { buildFrames, type ReplayFrames, type ReplayStep } from '../replay/frames.ts';
import type { GameModule } from '../view/gameModule.ts';
import type { SavedGame } from './format.ts';

/** The frames of a saved game: its log's moves re-run from its initial state. */
export function savedFrames(module: Pick<GameModule, 'core'>, publicMoves: readonly string[], game: SavedGame): ReplayFrames {
  if (!game.match) throw new Error('the game was never dealt');
  const initial = game.match.initialState.G as { core: unknown; rng: RngState };
  const steps = game.log.map(loggedStep).filter((s): s is ReplayStep => s !== null);
  return buildFrames(module.core, initial.core, restoreRng(initial.rng), steps, publicMoves);
}

/** A viewer's own views just before and after one move. */
export interface MoveViews {
  before: unknown;
  after: unknown;
}

/**
 * The views seat `viewer` (null: a spectator) had just before and after the move made on state
 * `stateID`, for the moves of the saved log; null for any other. The states are re-run once, on
 * the first question; a log the rules cannot re-run answers null throughout.
 */
export function pastViews(core: AnyGameCore, game: SavedGame): (viewer: number | null, stateID: number) => MoveViews | null {
  let states: unknown[] | null = null;
  const index = new Map<number, number>();
  return (viewer, stateID) => {
    if (!game.match) return null;
    if (states === null) {
      try {
        states = savedFrames({ core }, [], game).states;
      } catch {
        states = [];
      }
      let i = 0;
      for (const entry of game.log) if (loggedStep(entry)) index.set(entry._stateID, i++);
    }
    const i = index.get(stateID);
    if (i === undefined || states[i + 1] === undefined) return null;
    return { before: core.observe(states[i], viewer), after: core.observe(states[i + 1], viewer) };
  };
}
