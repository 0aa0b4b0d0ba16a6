/**
 * The message that tells what just happened beyond the moves (an event card drawn, the face-up cards
 * replaced, Monsoon Season): it floats over the map, names each happening and what it did to whom,
 * and stays until the player presses OK. Happenings that arrive later bring it back.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { seatName, useSession } from '../view/session.tsx';
import { namedSeats } from './logWords.ts';
import { type NewsItem, useNews } from './newsChannel.ts';
import { SeatChip } from './PlayerBadge.tsx';
import './events.css';

/** The message for the board on the page, from its move log (`newsChannel.ts`); `BoardShell` mounts it over the map. */
export function BoardNews() {
  const { unread, markRead } = useNews();
  return <NewsMessage unread={unread} onRead={markRead} />;
}

/** The most the message lists at once; earlier ones are in the move log. */
const MOST = 3;

/**
 * The message while any of `items` is unread (what was read is kept here); null otherwise. With
 * `atFoot` it sits at the foot of the window (the replay, whose controls run along the top).
 */
export function EventNews({ items, atFoot = false }: { items: readonly NewsItem[]; atFoot?: boolean }) {
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const unread = items.filter((n) => !read.has(n.key));
  return <NewsMessage unread={unread} onRead={(keys) => setRead(new Set([...read, ...keys]))} atFoot={atFoot} />;
}

/**
 * The message listing the newest unread happenings, and OK, which marks them all read. It sits at
 * the top of the map it is placed in (clear of the top bar, the side panel and a phone's action
 * bar), or at the foot of the window. Null when nothing is unread.
 */
function NewsMessage({ unread, onRead, atFoot = false }: { unread: readonly NewsItem[]; onRead: (keys: readonly string[]) => void; atFoot?: boolean }) {
  const session = useSession();
  if (unread.length === 0) return null;
  const shown = unread.slice(-MOST);
  const earlier = unread.length - shown.length;
  const name = (q: number) => seatName(session, q);
  const message = (
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
      <button type="button" className="event-news-ok" onClick={() => onRead(unread.map((n) => n.key))} data-testid="event-news-ok">
        OK
      </button>
    </section>
  );
  return atFoot ? createPortal(message, document.body) : message;
}
