/**
 * "Your turn" reaches the player (docs/client.md): while it is the viewer's turn the tab's title
 * reads "● Your turn — <game>" and the favicon carries a dot; on the turn's start an optional
 * chime plays and, in an online match when the tab is hidden, an optional system notification
 * shows. Sound and notifications are off until the player turns them on (remembered in
 * localStorage); the browser is asked for notification permission only when the player turns them on.
 */
import { useEffect, useRef } from 'react';

/** The title prefix while it is your turn. */
export const YOUR_TURN_PREFIX = '● Your turn — ';

const SOUND_KEY = 'your-turn-sound';
const NOTIFY_KEY = 'your-turn-notify';

/** The player's choices: a chime, a notification when the tab is hidden. */
export interface TurnAlerts {
  sound: boolean;
  notify: boolean;
}

function stored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** The remembered choices (both off by default). */
export function readTurnAlerts(): TurnAlerts {
  return { sound: stored(SOUND_KEY), notify: stored(NOTIFY_KEY) };
}

/** Remembers the choices. */
export function saveTurnAlerts(alerts: TurnAlerts): void {
  try {
    window.localStorage.setItem(SOUND_KEY, alerts.sound ? '1' : '0');
    window.localStorage.setItem(NOTIFY_KEY, alerts.notify ? '1' : '0');
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** Whether this browser can show notifications at all. */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Asks the browser for permission (only when it has not been answered); resolves to whether it is granted. */
export async function askNotificationPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission === 'default') await Notification.requestPermission();
  return Notification.permission === 'granted';
}

/** The favicon with a dot in its corner. */
const DOT_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23234'/%3E%3Cpath d='M2 11h12M4 5h8v4H4z' stroke='%23fc6' stroke-width='1.5' fill='none'/%3E%3Ccircle cx='12' cy='4' r='4' fill='%23e33' stroke='%23fff' stroke-width='1'/%3E%3C/svg%3E";

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  return link;
}

/** A short two-note chime through Web Audio (no file to load). */
function chime(): void {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.5);
    for (const [i, freq] of [660, 880].entries()) {
      const osc = ctx.createOscillator();
      osc.frequency.value = freq;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + 0.5);
    }
    window.setTimeout(() => void ctx.close(), 800);
  } catch {
    // audio blocked until the page is clicked: nothing to do
  }
}

/**
 * The system notification of an online match's turn, through the service worker (pwa/sw.ts opens the
 * match when it is clicked); a page notification where no worker controls the page.
 */
async function notifyTurn(gameTitle: string, matchName: string): Promise<void> {
  const title = `Your turn — ${matchName}`;
  const options: NotificationOptions = {
    body: `${gameTitle}: the other players are waiting for your move. Click to open the match.`,
    tag: `your-turn:${window.location.hash}`,
    icon: new URL('icons/icon-192.png', document.baseURI).href,
    data: { url: window.location.href },
  };
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration?.active) {
    await registration.showNotification(title, options);
    return;
  }
  const n = new Notification(title, options);
  n.onclick = () => {
    window.focus();
    n.close();
  };
}

/** What the alerts saw at a render: whether it was the viewer's turn, and which turn the game was in. */
export interface TurnSeen {
  myTurn: boolean;
  /** Names the game's turn (boardgame.io's phase and turn number). */
  turnKey: string;
}

/**
 * Whether a render starts one of the viewer's turns: it is the viewer's turn now, and it was not
 * at the render before, or the game has reached another turn since. The second case is a turn
 * whose render of the others' moves was skipped: updates that arrive together (a bot answering at
 * once) are rendered once, so "my turn" may stay true from one of the viewer's turns to the next.
 */
export function turnStarted(before: TurnSeen | null, now: TurnSeen): boolean {
  return now.myTurn && (!before?.myTurn || before.turnKey !== now.turnKey);
}

/**
 * Shows the turn in the tab's title and favicon while `myTurn`; on its start (turnStarted, with
 * `turnKey` naming the game's turn), the chosen alerts (the notification only in an online match,
 * named by `matchName`).
 */
export function useYourTurn(myTurn: boolean, turnKey: string, gameTitle: string, matchName?: string): void {
  const base = useRef<{ title: string; icon: string } | null>(null);
  const seen = useRef<TurnSeen | null>(null);
  useEffect(() => {
    base.current = { title: document.title, icon: iconLink().href };
    return () => {
      if (!base.current) return;
      document.title = base.current.title;
      iconLink().href = base.current.icon;
    };
  }, []);
  useEffect(() => {
    if (!base.current) return;
    document.title = myTurn ? `${YOUR_TURN_PREFIX}${gameTitle}` : base.current.title;
    iconLink().href = myTurn ? DOT_ICON : base.current.icon;
    const started = turnStarted(seen.current, { myTurn, turnKey });
    seen.current = { myTurn, turnKey };
    if (!started) return;
    const alerts = readTurnAlerts();
    if (alerts.sound) chime();
    if (matchName && alerts.notify && document.hidden && notificationsSupported() && Notification.permission === 'granted') {
      // A browser that refuses (e.g. page notifications on Android) leaves the title and favicon to say it.
      notifyTurn(gameTitle, matchName).catch(() => {});
    }
  }, [myTurn, turnKey, gameTitle, matchName]);
}
