/**
 * The end screen's rematch button: one click starts the same game again — in the lobby, the same
 * seats, bots and options, everyone who clicks landing in their own seat; against bots, the same
 * setup with a new seed. When another player has already asked, it says so.
 */
import { useEffect, useRef, useState } from 'react';
import type { RematchSession } from '../view/session.tsx';

/** How often the end screen looks whether someone else asked for a rematch. */
const POLL_MS = 3000;

/** The rematch button. */
export function RematchButton({ rematch }: { rematch: RematchSession }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [offered, setOffered] = useState(false);
  // The page makes a new session object on every render: poll through the latest one.
  const latest = useRef(rematch);
  latest.current = rematch;
  const polls = !!rematch.offered;
  useEffect(() => {
    if (!polls) return;
    let stopped = false;
    const look = () =>
      latest.current.offered?.().then(
        (o) => !stopped && setOffered(o),
        () => {},
      );
    void look();
    const t = window.setInterval(look, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(t);
    };
  }, [polls]);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await rematch.start();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return (
    <>
      {offered && (
        <p className="rematch-offer" data-testid="rematch-offered">
          A rematch is waiting for you.
        </p>
      )}
      {error && (
        <p className="error" data-testid="rematch-error">
          {error}
        </p>
      )}
      <button type="button" className="primary" onClick={() => void start()} disabled={busy} data-testid="rematch">
        {busy ? 'Starting…' : offered ? 'Join the rematch' : 'Rematch'}
      </button>
    </>
  );
}
