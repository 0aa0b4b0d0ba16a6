/**
 * The first-game tips of Ticket to Ride – India: what to do next in the first rounds, read from the
 * player's own view (keep tickets, then draw or claim).
 */
import type { TtrState } from '../../../games/ttr-india/rules/state.ts';
import type { GuideTip } from '../types.ts';

/** Rounds after the opening during which tips are given. */
const ROUNDS = 4;

/** The tip for seat `seat` in view `view`. */
export function ttrGuide(view: unknown, seat: number, myTurn: boolean): GuideTip | null {
  const s = view as TtrState;
  const me = s.players?.[seat];
  if (!me || s.phase === 'over') return null;
  if (s.phase === 'opening') {
    if (!myTurn) return { id: 'opening-wait', title: 'Tickets kept', text: 'The others are still choosing their tickets; then the first player starts.' };
    return {
      id: 'opening',
      title: 'Choose your tickets',
      text: `Tick the tickets to keep (at least ${s.params.openingKeepMin}): each joins two cities. Short ones close together are the safest start. The Mail Charter is worth more but costs its value if you do not join it. Then press Keep.`,
    };
  }
  if (s.turns >= ROUNDS * s.numPlayers) return null;
  if (!myTurn)
    return {
      id: 'wait',
      title: 'The others are playing',
      text: 'Meanwhile, hover one of your tickets: the map shows its cities and the routes it still needs.',
    };
  if ((me.offer?.length ?? 0) > 0)
    return { id: 'keep-drawn', title: 'Keep new tickets', text: `Keep at least ${s.params.drawKeepMin} of the tickets you drew.` };
  if (s.drawn > 0) return { id: 'second-card', title: 'One more card', text: 'Take a second card: from the face-up row (not a locomotive) or from the deck.' };
  return {
    id: `turn-${s.turns < s.numPlayers ? 'first' : 'next'}`,
    title: 'Draw or claim',
    text: 'Either draw two train cards in the colours your tickets’ routes need, or claim a route: the lit routes are the ones you can pay for now. Long routes score far more than short ones, so saving up pays.',
  };
}
