/**
 * The public record of what the card supply did by itself (docs/rules/ttr-india.md §5, §7): Monsoon
 * Season beginning, and the face-up display wiped because three locomotives showed. Bookkeeping that
 * no rule reads, kept so every player is told; only the latest `HAPPENINGS_KEPT` entries stay.
 */
import type { HappeningWords, Seat } from '../../../engine/core.ts';
import { CARD_KINDS, LOCO } from '../data/types.ts';

/** What the card supply did by itself while a move was served: Monsoon Season began, or the display was wiped. */
export type CardNote = { kind: 'monsoon' } | { kind: 'wipe'; discarded: number[]; dealt: number[] };

/** How many of the latest happenings the state keeps (a move log hears of each one as it comes). */
export const HAPPENINGS_KEPT = 8;

/** Monsoon Season began: the first time the discard pile was shuffled into a new deck. */
export interface MonsoonBegan {
  seq: number;
  kind: 'monsoon';
  /** Whose draw emptied the deck. */
  seat: Seat;
  /** The extra locomotives every unclaimed ferry needs from now on (`monsoonExtraLocos`). */
  extraLocos: number;
}

/** Three locomotives showed face up: the five cards went to the discard pile and five new ones came up. */
export interface DisplayWiped {
  seq: number;
  kind: 'wipe';
  /** Whose draw or claim refilled the display. */
  seat: Seat;
  /** The cards wiped (card-kind indices). */
  discarded: number[];
  /** The display turned up in their place (card-kind indices; -1 for a slot left empty). */
  dealt: number[];
}

/** One entry of the record. */
export type TtrHappening = MonsoonBegan | DisplayWiped;

/** The record after `seat`'s action produced `notes` (at least one), the oldest entries dropped past the limit. */
export function recordNotes(record: readonly TtrHappening[] | undefined, seat: Seat, notes: readonly CardNote[], extraLocos: number): TtrHappening[] {
  let seq = record && record.length > 0 ? record[record.length - 1].seq : 0;
  const added = notes.map((n): TtrHappening => {
    seq++;
    return n.kind === 'monsoon' ? { seq, kind: 'monsoon', seat, extraLocos } : { seq, kind: 'wipe', seat, discarded: n.discarded, dealt: n.dealt };
  });
  return [...(record ?? []), ...added].slice(-HAPPENINGS_KEPT);
}

/** A card kind in words: "red", "locomotive". */
function cardWord(k: number): string {
  return k === LOCO ? 'locomotive' : (CARD_KINDS[k] ?? 'an empty slot');
}

/** An entry of the record in words ("Player N" for seats). */
export function describeHappening(h: TtrHappening): HappeningWords {
  const who = `Player ${h.seat + 1}`;
  if (h.kind === 'monsoon') {
    const ferries =
      h.extraLocos > 0
        ? `From now on every unclaimed ferry needs ${h.extraLocos} more locomotive${h.extraLocos === 1 ? '' : 's'}.`
        : 'Ferries cost no more in this game.';
    return {
      seat: h.seat,
      title: 'Monsoon Season begins',
      text: `The draw pile ran out as ${who} drew, so the discards were shuffled into a new one. ${ferries}`,
    };
  }
  const locos = h.discarded.filter((k) => k === LOCO).length;
  const shown = h.dealt.filter((k) => k >= 0).map(cardWord);
  return {
    seat: h.seat,
    title: 'Face-up cards replaced',
    text: `${locos} locomotives were face up, so all ${h.discarded.length} face-up cards (${h.discarded.map(cardWord).join(', ')}) went to the discard pile. New face-up cards: ${shown.join(', ')}.`,
  };
}
