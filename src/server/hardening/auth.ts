/**
 * Credentials are required for every seat, always (boardgame.io's default lets anyone act for a
 * seat nobody has joined yet, and for every seat of a match where nobody has joined).
 */
import { timingSafeEqual } from 'node:crypto';

/** boardgame.io's `authenticateCredentials`: the seat must hold credentials and they must match. */
export function authenticateCredentials(credentials: unknown, player?: { credentials?: string }): boolean {
  if (typeof credentials !== 'string' || credentials.length === 0 || credentials.length > 200) return false;
  const expected = player?.credentials;
  if (typeof expected !== 'string' || expected.length === 0) return false;
  const a = Buffer.from(credentials);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
