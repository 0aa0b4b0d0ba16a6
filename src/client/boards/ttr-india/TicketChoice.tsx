/** Choosing which offered tickets to keep: the legal keep sets come from the core's legal actions. */
import { useState } from 'react';
import { CHARTER_IDS, TICKET_BY_ID } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import type { KeepTickets } from '../../../games/ttr-india/rules/state.ts';
import { count } from './words.ts';

const cityName = (id: string) => CITIES.find((c) => c.id === id)?.name ?? id;

/** The fewest tickets of the offer to keep (a Mail Charter never counts). */
export function fewestToKeep(legal: readonly KeepTickets[]): number {
  return Math.min(...legal.map((a) => a.keep.filter((id) => !CHARTER_IDS.has(id)).length));
}

/** The offer, a checkbox per ticket, and "Keep" enabled only for a legal selection. */
export function TicketChoice({
  offer,
  legal,
  onKeep,
  onHover,
  disabled,
}: {
  offer: string[];
  legal: KeepTickets[];
  onKeep: (keep: string[]) => void;
  onHover: (id: string | null) => void;
  disabled: boolean;
}) {
  const [chosen, setChosen] = useState<string[]>(() => offer.filter((id) => !CHARTER_IDS.has(id)));
  const keep = offer.filter((id) => chosen.includes(id));
  const ok = legal.some((a) => a.keep.length === keep.length && a.keep.every((id, i) => id === keep[i]));
  const min = fewestToKeep(legal);
  return (
    <section className="panel ticket-choice" data-testid="ticket-choice" aria-label="Choose tickets">
      <h3>Choose tickets to keep (at least {min})</h3>
      <ul>
        {offer.map((id, i) => {
          const t = TICKET_BY_ID.get(id);
          if (!t) return null;
          const charter = CHARTER_IDS.has(id);
          return (
            <li key={id} onPointerEnter={() => onHover(id)} onPointerLeave={() => onHover(null)}>
              <label className={`ticket ${charter ? 'ticket-charter' : ''}`}>
                <input
                  type="checkbox"
                  checked={chosen.includes(id)}
                  data-testid={`offer-${i}`}
                  onFocus={() => onHover(id)}
                  onBlur={() => onHover(null)}
                  onChange={(e) => setChosen((c) => (e.target.checked ? [...c, id] : c.filter((x) => x !== id)))}
                />
                <span className="ticket-cities">
                  {cityName(t.a)} – {cityName(t.b)}
                </span>
                <span className="ticket-value">{t.value}</span>
                {charter && <span className="tag">Mail Charter (optional)</span>}
              </label>
              {charter && (
                <p className="charter-note" data-testid="charter-note">
                  A long, high-value ticket dealt only now. Keeping it is up to you: joined by the end it scores +{t.value}; not joined, it costs −{t.value}.
                  Not kept, it leaves the game.
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="primary" disabled={!ok || disabled} onClick={() => onKeep(keep)} data-testid="keep-tickets">
        Keep {count(keep.length, 'ticket')}
      </button>
      {!ok && <span className="muted"> Keep at least {min}.</span>}
    </section>
  );
}
