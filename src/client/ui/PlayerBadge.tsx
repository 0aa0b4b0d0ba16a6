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

/** Whether another person's seat in an online match is connected: a dot and, when gone, the word. */
function Presence({ seat, presence }: { seat: number; presence: 'online' | 'away' }) {
  return presence === 'away' ? (
    <span className="presence presence-away" data-testid={`presence-${seat}`} data-presence="away" title="Not connected at the moment">
      {' '}
      ○ away
    </span>
  ) : (
    <span className="presence presence-online" data-testid={`presence-${seat}`} data-presence="online" title="Connected" role="img" aria-label="connected">
      {' '}
      ●
    </span>
  );
}

/** A seat as the player tables show it: chip, name, bot level, whether its player is connected, and whether its bot is thinking. */
export function SeatLabel({ seat }: { seat: number }) {
  const session = useSession();
  const kind = session.seats[seat]?.kind;
  const presence = session.seats[seat]?.presence;
  return (
    <>
      <SeatChip seat={seat} size="sm" /> <bdi>{seatName(session, seat)}</bdi>
      {presence && <Presence seat={seat} presence={presence} />}
      {kind && kind !== 'human' && !presence && <span className="muted level"> {kind}</span>}
      {session.thinking.includes(seat) && <span className="thinking-mini"> thinking…</span>}
    </>
  );
}
