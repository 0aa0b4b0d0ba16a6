/** The end screen's ticket detail: every player's tickets, completed (with the loop bonus mark) or failed. */
import { CHARTER_IDS, TICKET_BY_ID } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { ticketStatus } from '../../../games/ttr-india/rules/scoring.ts';
import type { TtrState } from '../../../games/ttr-india/rules/state.ts';
import { SeatChip } from '../../ui/PlayerBadge.tsx';
import { seatName, useSession } from '../../view/session.tsx';

const cityName = (id: string) => CITIES.find((c) => c.id === id)?.name ?? id;

/** Tickets per player (revealed by the core once the game is over). */
export function TicketResults({ state }: { state: TtrState }) {
  const session = useSession();
  return (
    <div className="ticket-results" data-testid="ticket-results">
      {state.players.map((p, seat) => {
        if (!p.tickets) return null;
        const status = ticketStatus(state, seat);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
          <section key={seat} className="ticket-result">
            <h4>
              <SeatChip seat={seat} size="sm" /> {seatName(session, seat)}
            </h4>
            <ul>
              {status.map((t) => {
                const ticket = TICKET_BY_ID.get(t.id);
                if (!ticket) return null;
                return (
                  <li key={t.id} className={t.completed ? 'ok' : 'bad'}>
                    {t.completed ? '✔' : '✖'} {cityName(ticket.a)} – {cityName(ticket.b)} {t.completed ? '+' : '−'}
                    {ticket.value}
                    {CHARTER_IDS.has(t.id) ? ' (charter)' : ''}
                    {t.loop ? ' ↻ loop' : ''}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
