/**
 * When the Ticket to Ride hard player draws tickets mid-game without searching. The search hardly
 * ever chose to draw tickets: a new ticket scores only at the end, long after its rollouts stop,
 * and the leaf evaluation counts it at (2 × chance − 1) of its value while the turn spent drawing
 * costs route points at once. So hard kept its two opening tickets and medium, with more tickets,
 * won the close games on ticket points. With its plan done or nearly done, enough trains beyond
 * it and the opponents far from the end (hard is usually the one who ends the game, so it controls
 * the clock), hard may draw tickets; which of the drawn ones to keep is still searched. Off as
 * shipped (`maxPlayers` 0): on held-out seeds it won 31 of 48 two-player games against medium,
 * not more than without it (docs/bots/tuning-log.md).
 */
import type { Seat } from '../../src/engine/core.ts';
import type { TtrState } from '../../src/games/ttr-india/rules/state.ts';
import type { TtrBot } from './bot.ts';
import { planOf } from './view.ts';

/** Whether `seat` (hard) should draw tickets now, at the start of its turn in main play, instead of searching. */
export function hardDrawsTickets(bot: TtrBot, s: TtrState, seat: Seat): boolean {
  const w = bot.tuning.hardTickets;
  if (s.numPlayers > w.maxPlayers || s.phase !== 'main' || s.drawn > 0 || s.finalTurns !== null) return false;
  const me = s.players[seat];
  if ((me.offer?.length ?? 0) > 0 || s.ticketDeck.length === 0) return false;
  if (s.players.some((p, i) => i !== seat && p.trains < w.opponentTrains)) return false;
  const plan = planOf(bot.memo, s, seat);
  return plan.routes.length <= w.maxRoutes && me.trains - plan.cost >= w.spareTrains;
}
