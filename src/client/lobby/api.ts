/**
 * The lobby pages' access to the lobby server (docs/server.md): boardgame.io's LobbyClient
 * on the page's own origin (or VITE_LOBBY_SERVER in development), and the seats this browser holds,
 * kept in localStorage so a reload rejoins the same seat.
 */
import type { LogEntry } from 'boardgame.io';
import { LobbyClient } from 'boardgame.io/client';

/** The lobby server's base URL. */
export function serverUrl(): string {
  const configured = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_LOBBY_SERVER;
  return configured || window.location.origin;
}

/**
 * socket.io options for a match: WebSocket from the start, long polling only where WebSocket fails.
 * The default starts on polling and upgrades, and on a busy machine a poll still in flight at the
 * upgrade is answered 400; one transport from the start also saves the upgrade's round trips.
 */
export const SOCKET_OPTIONS = { transports: ['websocket', 'polling'], tryAllTransports: true };

/** A LobbyClient for the lobby server. */
export function lobbyClient(): LobbyClient {
  return new LobbyClient({ server: serverUrl() });
}

/** Log entries of a match made before state `before`, as this seat (or a spectator) may see them. */
export async function fetchOlderLog(gameId: string, matchID: string, seat: HeldSeat | null, before: number): Promise<LogEntry[]> {
  const res = await fetch(`${serverUrl()}/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/log`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seat ? { playerID: seat.playerID, credentials: seat.credentials, before } : { before }),
  });
  const body = (await res.json().catch(() => ({}))) as { log?: LogEntry[]; error?: string };
  if (!res.ok || !Array.isArray(body.log)) throw new Error(body.error ?? `the server answered ${res.status}`);
  return body.log;
}

/** A seat this browser joined. */
export interface HeldSeat {
  gameId: string;
  playerID: string;
  credentials: string;
  name: string;
}

const key = (matchID: string) => `lobby-seat:${matchID}`;

/** The seat this browser holds in a match, if any. */
export function heldSeat(matchID: string): HeldSeat | null {
  try {
    const raw = window.localStorage.getItem(key(matchID));
    return raw ? (JSON.parse(raw) as HeldSeat) : null;
  } catch {
    return null;
  }
}

/** Remembers the seat (credentials stay in this browser only). */
export function holdSeat(matchID: string, seat: HeldSeat): void {
  window.localStorage.setItem(key(matchID), JSON.stringify(seat));
}

/** Forgets the seat. */
export function releaseSeat(matchID: string): void {
  window.localStorage.removeItem(key(matchID));
}

/** The last name used in this browser. */
export function lastName(): string {
  return window.localStorage.getItem('lobby-name') ?? '';
}

/** Remembers the name for next time. */
export function rememberName(name: string): void {
  window.localStorage.setItem('lobby-name', name);
}

/** The shareable link of a match page. */
export function matchLink(gameId: string, matchID: string): string {
  return `${window.location.origin}${window.location.pathname}#/match/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}`;
}

/** The reason of a LobbyClient error, for the page. */
export function reason(err: unknown): string {
  const e = err as { message?: string; details?: { error?: string } | string };
  if (e?.details && typeof e.details === 'object' && e.details.error) return e.details.error;
  if (typeof e?.details === 'string') return e.details;
  return e?.message ?? String(err);
}

/** Whether a LobbyClient error means the match (or game) does not exist. */
export function isNotFound(err: unknown): boolean {
  return /HTTP status 404\b/.test((err as { message?: string })?.message ?? '');
}
