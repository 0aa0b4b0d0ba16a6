/** Unpredictable seeds: 128 bits from the operating system's CSPRNG, never the clock, never a client. */
import { randomBytes } from 'node:crypto';

/** A fresh secret seed (hex). */
export function secureSeed(): string {
  return randomBytes(16).toString('hex');
}
