/**
 * Errors thrown by a router (boardgame.io's own answer `ctx.throw(404, 'Match … not found')`) become
 * JSON `{ error }` answers with their status. Koa's default error answer is plain text and drops
 * every header already set, the security headers included; errors that are not HTTP errors are
 * still thrown (500, logged by Koa).
 */
import type { Context, Next } from 'koa';

/** Koa middleware answering a thrown HTTP error (status 400–499) as `{ error: message }`, keeping the headers. */
export function jsonErrors(headers: Readonly<Record<string, string>>) {
  return async function jsonErrorsMiddleware(ctx: Context, next: Next) {
    try {
      await next();
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      if (typeof status !== 'number' || status < 400 || status > 499) throw err;
      ctx.set(headers);
      ctx.status = status;
      ctx.body = { error: (err as Error).message || 'request refused' };
    }
  };
}
