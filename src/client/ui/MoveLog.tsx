/** The move log panel, newest first. */
import { seatName, useSession } from '../view/session.tsx';
import { withSeatNames } from './logWords.ts';
import type { LogLine } from './useMoveLog.ts';
import { SeatChip } from './PlayerBadge.tsx';

/** Lists the described moves, each line starting with its mover's name. */
export function MoveLog({ lines }: { lines: LogLine[] }) {
  const session = useSession();
  return (
    <section className="panel move-log" aria-label="Move log">
      <h3>Moves</h3>
      <ol reversed data-testid="move-log" aria-live="polite">
        {[...lines].reverse().slice(0, 200).map((l) => (
          <li key={l.key}>
            <SeatChip seat={l.seat} size="sm" /> <strong>{seatName(session, l.seat)}</strong> {withSeatNames(l.text, (q) => seatName(session, q))}
          </li>
        ))}
        {lines.length === 0 && <li className="muted">No moves yet.</li>}
      </ol>
    </section>
  );
}
