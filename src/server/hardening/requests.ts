/**
 * The first middleware of every HTTP request: the Host allow-list (DNS rebinding, hosts.ts), then
 * the Lobby path check (paths.ts), before boardgame.io's router or ours can see the request.
 */
import type { Context, Next } from 'koa';
import { isHostAllowed } from './hosts.ts';
import { lobbyPathProblem } from './paths.ts';

/** Koa middleware refusing a foreign Host (403) and non-canonical Lobby paths (404), with a reason. */
export function guardRequests(hosts: Set<string> | null) {
  return async function guardRequestsMiddleware(ctx: Context, next: Next) {
    const host = ctx.get('host') || undefined;
    if (!isHostAllowed(host, hosts)) {
      ctx.status = 403;
      ctx.body = { error: `host ${JSON.stringify(host ?? '')} is not served here (list it in ORIGINS)` };
      return;
    }
    const problem = lobbyPathProblem(ctx.path);
    if (problem) {
      ctx.status = 404;
      ctx.body = { error: problem };
      return;
    }
    await next();
  };
}
