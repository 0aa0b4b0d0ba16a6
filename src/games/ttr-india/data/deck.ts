/** The 110 train cards (docs/rules/ttr-india.md §2.2): 12 of each of the eight colours and 14 locomotives. */
import { CARD_KINDS, LOCO } from './types.ts';

/** Cards of each colour in the deck. */
export const CARDS_PER_COLOUR = 12;

/** Locomotives in the deck. */
export const LOCOMOTIVES = 14;

/** How many cards of each kind (indexed like `CARD_KINDS`) the full deck holds. */
export const DECK_COUNTS: readonly number[] = Object.freeze(CARD_KINDS.map((_, k) => (k === LOCO ? LOCOMOTIVES : CARDS_PER_COLOUR)));

/** The whole deck, 110 cards, as card-kind indices in a fixed order (shuffled at setup). */
export const FULL_DECK: readonly number[] = Object.freeze(DECK_COUNTS.flatMap((n, k) => Array.from({ length: n }, () => k)));
