/** The presence of a lobby match's seats as the board shows it (presence.ts), kept current as the server's flags change and time passes. */
import { useEffect, useState } from 'react';
import { backSeats, isAway, NO_PRESENCE, nextChange, type PresenceState, seenConnections } from './presence.ts';

/** What the board shows: for each seat whether it is away, and the seats just back. */
export interface ShownPresence {
  away: boolean[];
  back: number[];
}

/** Follows `connected` (per seat: the server's flag, or undefined where presence is not shown). */
export function usePresence(connected: readonly (boolean | undefined)[]): ShownPresence {
  const [state, setState] = useState<PresenceState>(NO_PRESENCE);
  const [now, setNow] = useState(() => Date.now());
  const key = connected.map((c) => (c === undefined ? '-' : c ? '1' : '0')).join('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `connected` by value
  useEffect(() => {
    const t = Date.now();
    setState((prev) => seenConnections(prev, connected, t));
    setNow(t);
  }, [key]);

  // Re-render when a grace or a "back" notice runs out.
  useEffect(() => {
    const at = nextChange(state, now);
    if (at === undefined) return;
    const timer = window.setTimeout(() => setNow(Date.now()), at - now + 20);
    return () => window.clearTimeout(timer);
  }, [state, now]);

  return { away: connected.map((_, seat) => isAway(state, seat, now)), back: backSeats(state, now) };
}
