/**
 * A banner on the pages that need the lobby server (lobby, match, history, replay): it says so when
 * the server cannot be reached, because the browser is offline or the server does not answer, and
 * points to the games against bots, which work without it. It checks again every few seconds while
 * the server is unreachable, and whenever the browser comes back online.
 */
import { useEffect, useState } from 'react';
import { serverUrl } from '../lobby/api.ts';
import { href } from '../router.ts';

const RETRY_MS = 5000;

/** Whether the lobby server answers: a GET of its list of games (a network error means no). */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(`${serverUrl()}/games`, { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** True while the lobby server cannot be reached; null until the first check. */
export function useServerUnreachable(): boolean | null {
  const [down, setDown] = useState<boolean | null>(() => (navigator.onLine ? null : true));
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const check = async () => {
      window.clearTimeout(timer);
      const ok = await serverAnswers();
      if (!live) return;
      setDown(!ok);
      if (!ok) timer = window.setTimeout(check, RETRY_MS);
    };
    const offline = () => {
      window.clearTimeout(timer);
      setDown(true);
      timer = window.setTimeout(check, RETRY_MS);
    };
    const online = () => void check();
    void check();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return down;
}

/** The banner; nothing while the server answers. */
export function ServerStatus() {
  const down = useServerUnreachable();
  if (!down) return null;
  return (
    <div className="banner error server-status" role="alert" data-testid="server-unreachable">
      <strong>The server cannot be reached</strong> {navigator.onLine ? '(it does not answer)' : '(you are offline)'}: matches with friends, the lobby and
      finished matches need it. <a href={href([])}>Games against bots</a> work without it.
    </div>
  );
}
