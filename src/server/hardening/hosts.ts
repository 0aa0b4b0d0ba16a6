/**
 * A Host allow-list against DNS rebinding: a page on evil.example whose name is made to resolve to
 * this server sends requests with `Host: evil.example`. When ORIGINS is set, only the host names of
 * those origins and loopback names are served. With ORIGINS unset (or `*`) every Host is served.
 */

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The host names (no ports) requests may name, or null when every Host is allowed. */
export function allowedHosts(origins: readonly string[]): Set<string> | null {
  if (origins.length === 0 || origins.includes('*')) return null;
  const hosts = new Set(LOOPBACK);
  for (const origin of origins) {
    try {
      hosts.add(new URL(origin).hostname.toLowerCase());
    } catch {
      // an origin that is not a URL names no host
    }
  }
  return hosts;
}

/** The host name of a Host header, without its port, in lower case. */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/, '');
}

/** Whether a request with this Host header may be served. */
export function isHostAllowed(host: string | undefined, allowed: Set<string> | null): boolean {
  if (allowed === null) return true;
  return host !== undefined && allowed.has(hostName(host));
}
