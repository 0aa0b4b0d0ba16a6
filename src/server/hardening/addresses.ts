/**
 * The address a request comes from, for per-address limits: the peer's IP, or with `trustProxy`
 * (TRUST_PROXY=1, behind a reverse proxy) the first address of X-Forwarded-For. Also a count of
 * open sockets per address.
 */
import type { IncomingMessage } from 'node:http';

/** The client address of a request (IPv4-mapped IPv6 addresses shown as IPv4). */
export function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const raw = first || req.socket.remoteAddress || 'unknown';
  return raw.startsWith('::ffff:') ? raw.slice(7) : raw;
}

/** Counts what each address holds open (sockets), with a cap. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(readonly cap: number) {}

  /** Whether the address may open one more. */
  mayOpen(address: string): boolean {
    return (this.counts.get(address) ?? 0) < this.cap;
  }

  /** Counts one more for the address; the returned function releases it (once). */
  open(address: string): () => void {
    this.counts.set(address, (this.counts.get(address) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.counts.get(address) ?? 1) - 1;
      if (n <= 0) this.counts.delete(address);
      else this.counts.set(address, n);
    };
  }

  /** How many the address holds open. */
  count(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}

/** Token buckets per key: `take(key)` is false once that key goes faster than allowed; past `cap` keys it forgets them all. */
export function keyedLimiter(perSecond: number, burst: number, cap = 10_000): { take(key: string): boolean } {
  const buckets = new Map<string, { tokens: number; last: number }>();
  return {
    take(key) {
      const now = Date.now();
      let b = buckets.get(key);
      if (!b) {
        // Forget idle keys rather than grow without bound.
        if (buckets.size >= cap) buckets.clear();
        b = { tokens: burst, last: now };
        buckets.set(key, b);
      }
      b.tokens = Math.min(burst, b.tokens + ((now - b.last) / 1000) * perSecond);
      b.last = now;
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
  };
}

/** Token buckets per address: `take(address)` is false once that address goes faster than allowed. */
export function addressLimiter(perSecond: number, burst: number): { take(address: string): boolean } {
  return keyedLimiter(perSecond, burst);
}
