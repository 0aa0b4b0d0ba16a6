/**
 * The Lobby API's state-changing routes (create, join, leave, update, rename, playAgain), checked
 * and carried out here instead of boardgame.io's handlers, which take any body (1 MB), any
 * setupData (a client could choose the seed), any player data, and write metadata without a lock.
 * Paths and answers stay those of boardgame.io, so its LobbyClient works unchanged. The listing of
 * a game's matches is ours too (stock reads every match; ours is one bounded page); the other
 * read-only routes (list games, get a match) still go to boardgame.io's router. One route is new:
 * `log`, a page of older moves (a sync carries only the newest ones).
 *
 * One handler per route (routes/), on a router that matches paths exactly: letter case and a
 * trailing slash matter (the request guard has already refused every other spelling of a Lobby path).
 */
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { isOriginAllowed } from '../hardening/origins.ts';
import { LIMITS } from '../hardening/payloads.ts';
import { answerHttpErrors, HttpError, readJsonObject } from './body.ts';
import { Lobby, type LobbyDeps, type LobbyRequest } from './context.ts';
import { createRoute } from './routes/create.ts';
import { joinRoute } from './routes/join.ts';
import { leaveRoute } from './routes/leave.ts';
import { listRoute } from './routes/list.ts';
import { logRoute } from './routes/log.ts';
import { playAgainRoute } from './routes/play-again.ts';
import { updateRoute } from './routes/update.ts';

export type { LobbyDeps } from './context.ts';
export { checkSetupData } from './checks.ts';

type Handler = (lobby: Lobby, req: LobbyRequest) => Promise<unknown>;

/** The POST routes, by path pattern. */
const ROUTES: [string, Handler][] = [
  ['/games/:game/create', createRoute],
  ['/games/:game/:matchID/join', joinRoute],
  ['/games/:game/:matchID/leave', leaveRoute],
  ['/games/:game/:matchID/update', updateRoute],
  ['/games/:game/:matchID/rename', updateRoute],
  ['/games/:game/:matchID/playAgain', playAgainRoute],
  ['/games/:game/:matchID/log', logRoute],
];

/** The path patterns of the Lobby API's POST routes (every one reads its body through readJsonObject). */
export const LOBBY_POST_PATHS: readonly string[] = ROUTES.map(([path]) => path);

/** Koa middleware running `handler` on the route's game, body and address; a refusal is `{ error }`. */
function endpoint(lobby: Lobby, handler: Handler) {
  return (ctx: Context) =>
    answerHttpErrors(ctx, async () => {
      const game = lobby.gameOf(ctx.params.game);
      const body = await readJsonObject(ctx, LIMITS.bodyBytes);
      ctx.body = await handler(lobby, { game, matchID: ctx.params.matchID, body, address: lobby.addressOf(ctx.req) });
    });
}

/** The Lobby API middleware: origin check, CORS headers, and the state-changing routes; its `router` is the routes' @koa/router. */
export function lobbyApi(deps: LobbyDeps) {
  const lobby = new Lobby(deps);
  const router = new Router({ sensitive: true, strict: true });
  for (const [path, handler] of ROUTES) router.post(path, endpoint(lobby, handler));
  router.get('/games/:game', (ctx) =>
    answerHttpErrors(ctx as unknown as Context, async () => {
      ctx.body = await listRoute(lobby, ctx as unknown as Context);
    }),
  );
  const routes = router.routes();

  const lobbyApiMiddleware = async (ctx: Context, next: Next) => {
    if (ctx.path !== '/games' && !ctx.path.startsWith('/games/')) return next();
    const origin = ctx.get('origin') || undefined;
    if (!isOriginAllowed(origin, ctx.get('host'), deps.origins)) {
      ctx.status = 403;
      ctx.body = { error: `origin ${origin} is not allowed` };
      return;
    }
    if (origin) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
    }
    // No POST under /games goes on to boardgame.io's own (unchecked) handlers; other GETs do.
    // biome-ignore lint/suspicious/noExplicitAny: @koa/router types its own context
    await routes(ctx as any, async () => {
      if (ctx.method !== 'POST') return next();
      await answerHttpErrors(ctx, async () => {
        throw new HttpError(404, 'no such route');
      });
    });
  };
  // Like @koa/router's own middleware, it names its router (test/server/gate-routes.test.ts walks every router's routes).
  return Object.assign(lobbyApiMiddleware, { router });
}
