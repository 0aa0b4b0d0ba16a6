/**
 * Allowed origins, honoured by both the Lobby API (CORS) and the sockets (checked on the
 * handshake, since browsers do not apply CORS to WebSocket upgrades). Same-origin pages (the
 * client this server serves) are always allowed; requests without an Origin header come from
 * non-browser clients (bots, tests, curl), which CORS does not concern.
 */

/** The origins from a comma-separated list such as `https://a.example,http://localhost:5173`. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Whether a request with this Origin (and Host) may use the API or open a socket. */
export function isOriginAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  if (allowed.includes('*')) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
