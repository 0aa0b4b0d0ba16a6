/** The viewing player's destination tickets, each with its progress ("7 cars to go", done, or blocked). */
import { CHARTER_IDS, TICKET_BY_ID } from '../../../games/ttr-india/data/board.ts';
import { cityName } from './names.ts';
import type { ticketProgress } from './progress.ts';
import { progressText } from './words.ts';

/**
 * The list; hovering a ticket shows it on the map (`onHover`), and so does a tap or click on its
 * cities, until the next one (`onShow`: a finger has no hover).
 */
export function TtrTicketsPanel({
  tickets,
  progress,
  onHover,
  shown,
  onShow,
}: {
  tickets: readonly string[];
  progress: ReadonlyMap<string, ReturnType<typeof ticketProgress>>;
  onHover: (ticket: string | null) => void;
  /** The ticket kept on the map by a tap, if any. */
  shown: string | null;
  onShow: (ticket: string | null) => void;
}) {
  return (
    <section className="panel" aria-label="Your tickets">
      <h3>Your tickets</h3>
      <ul className="ticket-list" data-testid="my-tickets">
        {tickets.map((id) => {
          const t = TICKET_BY_ID.get(id);
          const p = progress.get(id);
          if (!t || !p) return null;
          const done = p.carsToGo === 0;
          const blocked = !Number.isFinite(p.carsToGo);
          return (
            <li
              key={id}
              className={`ticket ${done ? 'ticket-done' : ''} ${blocked ? 'ticket-blocked' : ''}`}
              onPointerEnter={() => onHover(id)}
              onPointerLeave={() => onHover(null)}
              data-testid={`ticket-${id}`}
            >
              <span className="ticket-cities">
                <button
                  type="button"
                  className="ticket-show"
                  aria-pressed={shown === id}
                  onClick={() => onShow(shown === id ? null : id)}
                  title="Show this ticket on the map"
                  data-testid={`show-ticket-${id}`}
                >
                  {cityName(t.a)} – {cityName(t.b)}
                </button>
                {CHARTER_IDS.has(id) && <span className="tag">charter</span>}
              </span>
              <span className="ticket-value">{t.value}</span>
              <span className="ticket-progress">{progressText(p.carsToGo)}</span>
            </li>
          );
        })}
        {tickets.length === 0 && <li className="muted">None yet.</li>}
      </ul>
    </section>
  );
}
