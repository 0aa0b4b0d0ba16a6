/**
 * The Ticket to Ride action that gives up part of the turn (docs/rules/ttr-india.md §4): a
 * face-up locomotive taken as the first card is the whole draw, one card instead of two.
 */
import { LOCO } from '../../../games/ttr-india/data/types.ts';
import type { TtrAction, TtrState } from '../../../games/ttr-india/rules/state.ts';
import type { CostQuestion } from '../../ui/useConfirmCost.tsx';

/** The question to ask before `a` in state `s`, or null when it costs nothing the player might not expect. */
export function ttrCostQuestion(s: TtrState, a: TtrAction): CostQuestion | null {
  if (a.type !== 'drawFaceUp' || s.drawn > 0 || s.faceUp[a.slot] !== LOCO) return null;
  return {
    kind: 'ttr-face-up-locomotive',
    title: 'Take the face-up locomotive?',
    cost: 'A face-up locomotive is your whole draw: you take this one card instead of two. A locomotive from the deck, or two other cards, would not end the draw.',
    go: 'Take the locomotive',
  };
}
