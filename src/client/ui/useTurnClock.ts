/**
 * A clocked lobby match's deadlines for the board (the session's `fetchClock`): asked again at
 * every new state, and again shortly while the server has not yet set the new state's deadlines.
 */
import { useEffect, useRef, useState } from 'react';
import type { ClockInfo } from '../lobby/clock.ts';
import { useSession } from '../view/session.tsx';

/** The clock's latest answer (null: no turn clock, not asked yet, or `off`). */
export function useTurnClock(stateId: number, off: boolean): ClockInfo | null {
  const { fetchClock } = useSession();
  // The session is rebuilt at each render of its page: ask again only when the state changes.
  const fetchRef = useRef(fetchClock);
  fetchRef.current = fetchClock;
  const clocked = fetchClock !== undefined;
  const [clock, setClock] = useState<ClockInfo | null>(null);

  useEffect(() => {
    if (!clocked || off) return;
    let stop = false;
    let timer: number | undefined;
    const ask = (tries: number) => {
      fetchRef.current?.().then(
        (c) => {
          if (stop) return;
          setClock(c);
          // The server writes a new state's deadlines just after the move: ask again soon.
          if ((c.stateID ?? -1) < stateId && tries < 20) timer = window.setTimeout(() => ask(tries + 1), 300 + 100 * tries);
        },
        () => {},
      );
    };
    ask(0);
    return () => {
      stop = true;
      window.clearTimeout(timer);
    };
  }, [clocked, stateId, off]);

  return clocked && !off ? clock : null;
}
