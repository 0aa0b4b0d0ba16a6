/**
 * A replay's frames: every state of a recorded game, re-run through the rules core from its initial
 * state and RNG, and every move in words, with what it brought about. While stepping, a viewer sees each state as a spectator
 * does (`observe(state, null)`) and a secret move's words without its arguments; the final state of
 * a finished game is shown whole, and so are the words of every move.
 */
import type { AnyGameCore, CoreAction, GameResult, HappeningWords } from '../../engine/core.ts';
import { happeningWords, newHappenings } from '../../engine/happenings.ts';
import type { Rng } from '../../engine/rng.ts';

/** One recorded move: the seat and the core action. */
export interface ReplayStep {
  seat: number;
  action: CoreAction;
}

/** One move in words: as a spectator reads it while stepping, and with its arguments. */
export interface ReplayLine {
  seat: number;
  hidden: string;
  full: string;
  /** What the move brought about (an event card drawn, …), in words: public, the same for every viewer. */
  told: HappeningWords[];
}

/** Every state (`states[0]` before the first move) and every move in words. */
export interface ReplayFrames {
  states: unknown[];
  lines: ReplayLine[];
  /** The result once the last state is over, else null (a game cut off). */
  result: GameResult | null;
}

/** The whole state from `initial` on: throws, naming the move, when a step is not legal. */
export function buildFrames(core: AnyGameCore, initial: unknown, rng: Rng, steps: readonly ReplayStep[], publicMoves: readonly string[]): ReplayFrames {
  const pub = new Set(publicMoves);
  const states: unknown[] = [initial];
  const lines: ReplayLine[] = [];
  let state = initial;
  // The spectator's view of the state before each move; the view after it is the next move's before.
  let seen = core.observe(initial, null);
  steps.forEach(({ seat, action }, i) => {
    const why = core.validate(state, seat, action);
    if (why !== null) throw new Error(`move ${i + 1} (${action.type} by player ${seat + 1}) is not legal here: ${why}`);
    const next = core.apply(state, seat, action, rng);
    const full = core.describe(state, seat, action);
    const seenNext = core.observe(next, null);
    let hidden: string;
    try {
      hidden = pub.has(action.type) ? core.describe(seen, seat, action) : core.describeHidden(seen, seenNext, seat, action.type);
    } catch {
      // A move the core cannot word on the spectator's view: its wording without arguments.
      hidden = core.describeHidden(seen, seenNext, seat, action.type);
    }
    const told = newHappenings(core, state, next).flatMap((h) => happeningWords(core, h) ?? []);
    lines.push({ seat, hidden, full, told });
    states.push(next);
    state = next;
    seen = seenNext;
  });
  return { states, lines, result: core.result(state) };
}

/** What the viewer shows at frame `i`: the spectator's view, or the whole state at a finished game's end. */
export function frameView(core: AnyGameCore, frames: ReplayFrames, i: number): unknown {
  const last = i === frames.states.length - 1;
  const state = frames.states[i];
  return last && frames.result !== null ? state : core.observe(state, null);
}
