/**
 * The lobby pages' access to the lobby server (README, "Lobby server"): boardgame.io's LobbyClient
 * on the page's own origin (or VITE_LOBBY_SERVER in development), and the seats this browser holds,
 * kept in localStorage so a reload rejoins the same seat.
 */
import { LobbyClient } from 'boardgame.io/client';

/** The lobby server's base URL. */
export function serverUrl(): string {
  const configured = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_LOBBY_SERVER;
  return configured || window.location.origin;
}

/** A LobbyClient for the lobby server. */
export function lobbyClient(): LobbyClient {
  return new LobbyClient({ server: serverUrl() });
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
