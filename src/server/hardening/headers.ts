/**
 * Security headers on every HTTP answer of the server (pages, files, API answers and errors): a
 * Content-Security-Policy that lets a page run only the app's own scripts and workers and be framed
 * by nobody, no MIME sniffing, and no full URL in the Referer sent elsewhere.
 */
import type { Context, Next } from 'koa';

/**
 * The policy: everything from the server's own origin only; `data:` images for the inline
 * favicon and notification icons; the socket (connect-src 'self' covers ws: and wss: to the same
 * host); the PWA's service worker and manifest; no plugins, no framing, no foreign form targets.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers every answer carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
});

/** Koa middleware setting SECURITY_HEADERS before anything else answers. */
export function securityHeaders() {
  return async function securityHeadersMiddleware(ctx: Context, next: Next) {
    ctx.set(SECURITY_HEADERS);
    await next();
  };
}
