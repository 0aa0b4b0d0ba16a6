/**
 * The turn clock on the client: the presets the create page offers, and the deadlines of a clocked
 * match from the server (`GET /games/<game>/<matchID>/clock`, docs/server.md), turned into this
 * browser's time (the server sends its own `now`, so a wrong local clock does not matter).
 */
import { serverUrl } from './api.ts';

/** A turn-clock choice on the create page. */
export interface ClockPreset {
  key: string;
  label: string;
  /** Seconds per turn; undefined: no clock. */
  turnSeconds?: number;
}

/** The presets: none, a real-time game of about 2 minutes a turn, an asynchronous one of a day. */
export const CLOCK_PRESETS: readonly ClockPreset[] = [
  { key: 'none', label: 'No clock (wait for every player)' },
  { key: 'realtime', label: 'Real-time: 2 minutes a turn', turnSeconds: 120 },
  { key: 'async', label: 'Asynchronous: 1 day a turn', turnSeconds: 24 * 3600 },
];

/** A clocked match's deadlines in this browser's time. */
export interface ClockInfo {
  turnSeconds: number;
  level: string;
  /** The state the deadlines are for (null: not yet set). */
  stateID: number | null;
  /** Local epoch milliseconds at which each active seat's time runs out. */
  deadlines: Record<string, number>;
}

/** Fetches a match's clock; deadlines shifted by the difference between the server's and this browser's time. */
export async function fetchClock(gameId: string, matchID: string): Promise<ClockInfo> {
  const asked = Date.now();
  const res = await fetch(`${serverUrl()}/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/clock`, { cache: 'no-store' });
  const body = (await res.json().catch(() => ({}))) as Partial<ClockInfo> & { now?: number; error?: string };
  if (!res.ok || typeof body.now !== 'number' || !body.deadlines) throw new Error(body.error ?? `the server answered ${res.status}`);
  const local = (asked + Date.now()) / 2;
  const shift = local - body.now;
  const deadlines: Record<string, number> = {};
  for (const [seat, at] of Object.entries(body.deadlines)) deadlines[seat] = at + shift;
  return { turnSeconds: body.turnSeconds ?? 0, level: body.level ?? 'medium', stateID: body.stateID ?? null, deadlines };
}

/** "1:05", "12:00:00" or "2 d 3 h": the time left, for the countdown. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 2 * 86400) return `${Math.floor(s / 86400)} d ${Math.floor((s % 86400) / 3600)} h`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
