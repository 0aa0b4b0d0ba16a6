/**
 * The turn clock's countdown in the board's top bar: the time left to the seat(s) to act, from the
 * deadlines the lobby server publishes (useTurnClock.ts).
 */
import { useEffect, useState } from 'react';
import { formatLeft } from '../lobby/clock.ts';
import { useTurnClock } from './useTurnClock.ts';

interface Props {
  stateId: number;
  /** Seats that may act now. */
  active: number[];
  /** The viewer's seat (undefined for a spectator). */
  me: number | undefined;
  gameover: boolean;
}

/** Shows "1:42 left" (with a clock icon) for the viewer's own turn (or the earliest deadline of the seats to act). */
export function Countdown({ stateId, active, me, gameover }: Props) {
  const clock = useTurnClock(stateId, gameover);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!clock || gameover) return;
    // A new answer is measured against the time now, not the time of the last tick.
    setNow(Date.now());
    const t = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(t);
  }, [clock, gameover]);

  if (!clock || gameover || clock.stateID !== stateId) return null;
  const seats = me !== undefined && active.includes(me) ? [me] : active;
  const times = seats.map((s) => clock.deadlines[String(s)]).filter((t): t is number => t !== undefined);
  if (times.length === 0) return null;
  const left = Math.min(...times) - now;
  const mine = me !== undefined && active.includes(me);
  const urgent = left <= Math.min(30_000, clock.turnSeconds * 250);
  return (
    <output
      className={`countdown ${urgent ? 'countdown-urgent' : ''}`}
      data-testid="countdown"
      data-left-ms={Math.max(0, Math.round(left))}
      title={`Turn clock: ${formatLeft(clock.turnSeconds * 1000)} a turn; when it runs out a ${clock.level} bot plays the turn`}
    >
      <svg className="countdown-icon" viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">
        <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 5.5V9l2.5 1.5M6 1.5h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>{' '}
      {left > 0 ? formatLeft(left) : `0:00 — the ${clock.level} bot plays`}
      {mine && left > 0 && <span className="muted"> left</span>}
    </output>
  );
}
