/**
 * The public record of the cards a player is known to hold (`TtrPlayer.shown`): bookkeeping of
 * public information, never read by a rule. A card taken face up is seen by everyone; a claim's
 * payment is seen too, and spends recorded cards first (the least the hand can still hold of that
 * kind). So every player holds at least its recorded cards.
 */
import { CARD_KINDS, LOCO } from '../data/types.ts';
import type { TtrPlayer } from './state.ts';

/** Counts per card kind, all zero: the record of a player who took nothing face up. */
const NONE: readonly number[] = Object.freeze(CARD_KINDS.map(() => 0));

/** `pl`'s record, counts per card kind; all zeros when it has none (a state saved before the record existed). Do not mutate. */
export function shownCards(pl: Pick<TtrPlayer, 'shown'>): readonly number[] {
  return pl.shown ?? NONE;
}

/** A fresh record of nothing shown, for a new player. */
export function noneShown(): number[] {
  return CARD_KINDS.map(() => 0);
}

/** The record after taking one `card` (a card-kind index) face up. */
export function afterFaceUp(shown: readonly number[] | undefined, card: number): number[] {
  const out = shown ? shown.slice() : noneShown();
  out[card]++;
  return out;
}

/**
 * The record after paying `locos` locomotives and `coloured` cards of kind `colour` (-1: none):
 * each paid card removes a recorded card of its kind while any is left. The record itself
 * (possibly undefined) when the payment spends nothing recorded.
 */
export function afterPayment(shown: readonly number[] | undefined, colour: number, coloured: number, locos: number): number[] | undefined {
  if (!shown) return undefined;
  const spendsColour = colour >= 0 && coloured > 0 && shown[colour] > 0;
  const spendsLocos = locos > 0 && shown[LOCO] > 0;
  if (!spendsColour && !spendsLocos) return shown as number[];
  const out = shown.slice();
  if (spendsColour) out[colour] = Math.max(0, out[colour] - coloured);
  if (spendsLocos) out[LOCO] = Math.max(0, out[LOCO] - locos);
  return out;
}
