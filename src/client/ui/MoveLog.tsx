/**
 * The move log panel, newest first; older moves shown (or fetched from the server) on request. What
 * a move brought about (an event card drawn, …) has a line of its own after it.
 */
import { useState } from 'react';
import { seatName, useSession } from '../view/session.tsx';
import { namedSeats, withSeatNames } from './logWords.ts';
import { SeatChip } from './PlayerBadge.tsx';
import type { LogLine, OlderMoves } from './useMoveLog.ts';

const PAGE = 200;

/** Lists the described moves, each line starting with its mover's name. */
export function MoveLog({ lines, older }: { lines: LogLine[]; older?: OlderMoves }) {
  const session = useSession();
  const [shown, setShown] = useState(PAGE);
  const more = lines.length > shown || older !== undefined;
  const showMore = () => {
    setShown(shown + PAGE);
    if (lines.length <= shown + PAGE) older?.load();
  };
  return (
    <section className="panel move-log" aria-label="Move log">
      <h3>Moves</h3>
      <ol reversed data-testid="move-log" aria-live="polite">
        {[...lines]
          .reverse()
          .slice(0, shown)
          .map((l) =>
            l.happening ? (
              <li key={l.key} className="log-happening" data-testid="log-happening">
                <strong>{l.happening.title}</strong> {namedSeats(l.text, (q) => seatName(session, q))}
              </li>
            ) : (
              <li key={l.key}>
                <SeatChip seat={l.seat} size="sm" /> <strong>{seatName(session, l.seat)}</strong> {withSeatNames(l.text, (q) => seatName(session, q))}
                {l.autoplay && (
                  <span className="muted autoplay" data-testid="autoplay-note">
                    {' '}
                    {l.autoplay.by === 'clock' ? `(time ran out: the ${l.autoplay.level} bot played)` : `(a ${l.autoplay.level} bot holds the empty seat)`}
                  </span>
                )}
              </li>
            ),
          )}
        {lines.length === 0 && !more && <li className="muted">No moves yet.</li>}
      </ol>
      {more && (
        <button type="button" onClick={showMore} disabled={older?.loading} data-testid="older-moves">
          {older?.loading ? 'Loading older moves…' : 'Older moves'}
        </button>
      )}
    </section>
  );
}
