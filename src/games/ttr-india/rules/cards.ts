/**
 * The train-card supply: drawing, the reshuffle that starts Monsoon Season, and the face-up display
 * with the three-locomotive wipe (docs/rules/ttr-india.md §4.1, §5, Monsoon Season §7).
 *
 * These helpers mutate a draft whose `deck`, `faceUp` and `discard` the caller has already copied.
 */
import type { Rng } from '../../../engine/rng.ts';
import { CARD_KINDS, LOCO } from '../data/types.ts';
import type { CardNote } from './happenings.ts';
import { EMPTY_SLOT, type TtrState } from './state.ts';

/** A state whose card arrays belong to the caller (copied from the previous state) and may be mutated. */
export type CardDraft = Pick<TtrState, 'deck' | 'faceUp' | 'discard' | 'monsoon' | 'params'>;

/** Total of a count vector. */
export function sum(counts: readonly number[]): number {
  let n = 0;
  for (const c of counts) n += c;
  return n;
}

/** Shuffles the discard pile into a new deck; the first time, Monsoon Season begins (noted in `notes`). */
export function reshuffle(t: CardDraft, rng: Rng, notes?: CardNote[]): void {
  const cards: number[] = [];
  for (let k = 0; k < CARD_KINDS.length; k++) for (let i = 0; i < t.discard[k]; i++) cards.push(k);
  t.deck = rng.shuffle(cards);
  t.discard = t.discard.map(() => 0);
  if (!t.monsoon) notes?.push({ kind: 'monsoon' });
  t.monsoon = true;
}

/** The top card of the deck (reshuffling when it is empty), or EMPTY_SLOT when deck and discard are both empty. */
export function drawCard(t: CardDraft, rng: Rng, notes?: CardNote[]): number {
  if (t.deck.length === 0) {
    if (sum(t.discard) === 0) return EMPTY_SLOT;
    reshuffle(t, rng, notes);
  }
  return t.deck.pop() ?? EMPTY_SLOT;
}

function locosShowing(faceUp: readonly number[]): number {
  let n = 0;
  for (const c of faceUp) if (c === LOCO) n++;
  return n;
}

/** Non-locomotive cards that could come into the display (deck, discard and the display itself). */
function nonLocosAvailable(t: CardDraft): number {
  let n = 0;
  for (const c of t.deck) if (c !== LOCO) n++;
  for (let k = 0; k < LOCO; k++) n += t.discard[k];
  for (const c of t.faceUp) if (c !== LOCO && c !== EMPTY_SLOT) n++;
  return n;
}

/**
 * Fills empty face-up slots, then applies the three-locomotive wipe: while too many locomotives show,
 * the display goes to the discard pile and five new cards are turned up. The wipe only repeats while
 * a redraw could show fewer locomotives, and at most `maxConsecutiveWipes` times (never forever).
 */
export function refillDisplay(t: CardDraft, rng: Rng, notes?: CardNote[]): void {
  for (let i = 0; i < t.faceUp.length; i++) if (t.faceUp[i] === EMPTY_SLOT) t.faceUp[i] = drawCard(t, rng, notes);
  const { locoWipeThreshold, maxConsecutiveWipes } = t.params;
  const needed = t.faceUp.length - locoWipeThreshold + 1;
  for (let wipes = 0; wipes < maxConsecutiveWipes; wipes++) {
    if (locosShowing(t.faceUp) < locoWipeThreshold || nonLocosAvailable(t) < needed) return;
    const discarded = t.faceUp.filter((c) => c !== EMPTY_SLOT);
    for (const c of discarded) t.discard[c]++;
    for (let i = 0; i < t.faceUp.length; i++) t.faceUp[i] = EMPTY_SLOT;
    // The wipe is noted before its new cards are drawn: a reshuffle they cause comes after it.
    const note = { kind: 'wipe' as const, discarded, dealt: [] as number[] };
    notes?.push(note);
    for (let i = 0; i < t.faceUp.length; i++) t.faceUp[i] = drawCard(t, rng, notes);
    note.dealt = t.faceUp.slice();
  }
}

/** Whether the display has an empty slot that the deck or the discard pile could fill now. */
export function holesFillable(t: Pick<TtrState, 'deck' | 'faceUp' | 'discard'>): boolean {
  return t.faceUp.includes(EMPTY_SLOT) && blindCardsLeft(t) > 0;
}

/** Cards left to draw blind: the deck plus the discard pile it would be reshuffled from. */
export function blindCardsLeft(s: Pick<TtrState, 'deck' | 'discard'>): number {
  return s.deck.length + sum(s.discard);
}
