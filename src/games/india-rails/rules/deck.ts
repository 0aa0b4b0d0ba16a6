/**
 * Drawing cards (docs/rules/india-rails.md §4, §8.2): the deck's top is its last element; when it
 * runs out the discard pile is shuffled into a new deck.
 */
import type { Rng } from '../../../engine/rng.ts';
import type { IndiaRailsState } from './types.ts';

/** Takes the top card, reshuffling the discard pile when the deck is empty. Null if none is left. */
export function drawCard(t: IndiaRailsState, rng: Rng): string | null {
  if (t.deck.length === 0) {
    if (t.discard.length === 0) return null;
    t.deck = rng.shuffle(t.discard);
    t.discard = [];
  }
  const deck = t.deck.slice();
  const card = deck.pop()!;
  t.deck = deck;
  return card;
}
