/**
 * The message that tells what just happened beyond the moves (an event card drawn, the face-up cards
 * replaced, Monsoon Season): it floats over the board, names each happening and what it did to whom,
 * and stays until the player presses OK. Happenings that arrive later bring it back.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { seatName, useSession } from '../view/session.tsx';
import { namedSeats } from './logWords.ts';
import { SeatChip } from './PlayerBadge.tsx';
import './events.css';

/** One happening to announce. `text` names seats "Player N". */
export interface NewsItem {
  key: string;
  seat: number | null;
  title: string;
  text: string;
}

/** The most the message lists at once; earlier ones are in the move log. */
const MOST = 3;

/**
 * The message, while any of `items` is unread; null otherwise. `atFoot` puts it at the foot of the
 * window, clear of controls along the top (the replay's).
 */
export function EventNews({ items, atFoot = false }: { items: readonly NewsItem[]; atFoot?: boolean }) {
  const session = useSession();
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const unread = items.filter((n) => !read.has(n.key));
  if (unread.length === 0) return null;
  const shown = unread.slice(-MOST);
  const earlier = unread.length - shown.length;
  const name = (q: number) => seatName(session, q);
  const dismiss = () => setRead(new Set([...read, ...unread.map((n) => n.key)]));
  return createPortal(
    <section className={`event-news${atFoot ? ' event-news-foot' : ''}`} role="alert" aria-label="What just happened" data-testid="event-news">
      <ul>
        {shown.map((n) => (
          <li key={n.key} data-testid="event-news-item">
            <h3>
              {n.seat !== null && <SeatChip seat={n.seat} size="sm" />} {n.title}
            </h3>
            <p>{namedSeats(n.text, name)}</p>
          </li>
        ))}
      </ul>
      {earlier > 0 && (
        <p className="muted">
          {earlier} earlier {earlier === 1 ? 'one is' : 'ones are'} in the move log.
        </p>
      )}
      <button type="button" className="event-news-ok" onClick={dismiss} data-testid="event-news-ok">
        OK
      </button>
    </section>,
    document.body,
  );
}
