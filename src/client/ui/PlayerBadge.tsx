/** A seat's chip: colour, glyph and name, so a seat is never told by colour alone. */
import { seatName, useSession } from '../view/session.tsx';
import { seatStyle } from './palette.ts';

/** The coloured glyph of a seat. */
export function SeatChip({ seat, size = 'md' }: { seat: number; size?: 'sm' | 'md' }) {
  const s = seatStyle(seat);
  return (
    <span className={`seat-chip seat-chip-${size}`} style={{ background: s.colour, color: s.ink }} title={s.colourName} role="img" aria-label={s.colourName}>
      {s.glyph}
    </span>
  );
}

/** Chip and name. */
export function PlayerBadge({ seat, name }: { seat: number; name: string }) {
  return (
    <span className="player-badge">
      <SeatChip seat={seat} size="sm" /> <bdi>{name}</bdi>
    </span>
  );
}

/** A seat as the player tables show it: chip, name, bot level, and whether its bot is thinking. */
export function SeatLabel({ seat }: { seat: number }) {
  const session = useSession();
  const kind = session.seats[seat]?.kind;
  return (
    <>
      <SeatChip seat={seat} size="sm" /> <bdi>{seatName(session, seat)}</bdi>
      {kind && kind !== 'human' && <span className="muted level"> {kind}</span>}
      {session.thinking.includes(seat) && <span className="thinking-mini"> thinking…</span>}
    </>
  );
}
