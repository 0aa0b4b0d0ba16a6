/**
 * What happened beyond the moves themselves (docs/architecture.md §2.1 `happenings`): the entries a
 * move added to a core's public record, how a boardgame.io log entry carries them, and their words.
 */
import type { AnyGameCore, CoreAction, GameCore, Happening, HappeningWords } from './core.ts';

/** The metadata a move's log entry carries when the move brought happenings about. */
export interface HappeningsMetadata {
  happenings: Happening[];
}

/** The entries of `after`'s record that `before`'s did not reach: what one move brought about, oldest first. */
export function newHappenings<S>(core: GameCore<S, CoreAction, unknown>, before: S, after: S): Happening[] {
  if (!core.happenings) return [];
  const had = core.happenings(before);
  const last = had.length > 0 ? had[had.length - 1].seq : 0;
  return core.happenings(after).filter((h) => h.seq > last);
}

/** The happenings a log entry's metadata carries; none when it carries something else (a log from another version). */
export function happeningsOf(metadata: unknown): Happening[] {
  if (metadata === null || typeof metadata !== 'object') return [];
  const list = (metadata as Partial<HappeningsMetadata>).happenings;
  if (!Array.isArray(list)) return [];
  return list.filter((h): h is Happening => h !== null && typeof h === 'object' && typeof (h as Happening).seq === 'number');
}

/** A happening in words, or null when the core cannot word it (a record from another version). */
export function happeningWords(core: AnyGameCore, h: Happening): HappeningWords | null {
  if (!core.describeHappening) return null;
  try {
    return core.describeHappening(h);
  } catch {
    return null;
  }
}
