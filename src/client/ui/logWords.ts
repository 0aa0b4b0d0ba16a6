/**
 * One logged move in words for one viewer. The server redacts a secret move's arguments (`args`
 * null) for everyone but the mover, so other seats and spectators get the core's `describeHidden`
 * wording, never the raw move name.
 */
import { objectCodec } from '../../engine/bgio.ts';
import type { AnyGameCore, CoreAction } from '../../engine/core.ts';

const codec = objectCodec<CoreAction>();

/**
 * The words for a move of `seat`. `before` and `after` are the states the viewer saw just before and
 * after it, null where it did not see them; `latest` stands in for `before` when a move with its
 * arguments must be worded on some state.
 */
export function describeLogMove(
  core: AnyGameCore,
  before: unknown | null,
  after: unknown | null,
  latest: unknown,
  seat: number,
  type: string,
  args: unknown[] | null,
): string {
  if (args !== null) {
    try {
      const action = codec.toAction(type, args);
      if (action !== undefined) return core.describe(before ?? latest, seat, action as CoreAction);
    } catch {
      // An action the core cannot word on this state: fall back to the wording without arguments.
    }
  }
  try {
    const text: unknown = core.describeHidden(before, after, seat, type);
    if (typeof text === 'string') return text;
  } catch {
    // A move type this core does not know (a log from another version): the generic words below.
  }
  return `Player ${seat + 1} makes a move`;
}

/** Every "Player N" in a text by name. */
export function namedSeats(text: string, name: (seat: number) => string): string {
  return text.replace(/\bPlayer (\d+)\b/g, (_m, n: string) => name(Number(n) - 1));
}

/** A log line for display: the leading "Player N " dropped (the log shows the mover), other "Player N" by name. */
export function withSeatNames(text: string, name: (seat: number) => string): string {
  return namedSeats(text.replace(/^Player \d+ /, ''), name);
}
