/**
 * The history routes (docs/server.md): `GET /history` lists finished matches, newest first, a page
 * at a time; `GET /history/<game>/<matchID>/replay` gives a finished match's replay a page at a
 * time. Read-only, bounded per page, rate-limited per address, with the Lobby API's origin check.
 */
import type { IncomingMessage } from 'node:http';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { addressLimiter } from '../hardening/addresses.ts';
import { isOriginAllowed } from '../hardening/origins.ts';
import { MATCH_ID } from '../hardening/payloads.ts';
import { answerHttpErrors, HttpError } from '../lobby/body.ts';
import type { SqlStorage } from '../storage/index.ts';
import { HISTORY_LIMITS } from './limits.ts';
import { listFinished, parseCursor } from './list.ts';
import { replayPage } from './replay.ts';

/** What the history routes need. */
export interface HistoryDeps {
  /** The hosted games' ids. */
  games: readonly string[];
  db: SqlStorage;
  origins: readonly string[];
  /** The client address of a request (default: the peer's). */
  addressOf?: (req: IncomingMessage) => string;
  /** Days a finished match is kept (0: for ever), told with every list page. */
  keptDays: number;
}

/** An integer query parameter within [min, max], its default when absent; a 400 otherwise. */
function intParam(ctx: Context, name: string, min: number, max: number, fallback: number): number {
  const raw = ctx.query[name];
  if (raw === undefined) return fallback;
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw new HttpError(400, `${name} must be an integer from ${min} to ${max}`);
  return n;
}

/** A string query parameter given at most once, or undefined. */
function textParam(ctx: Context, name: string): string | undefined {
  const raw = ctx.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new HttpError(400, `${name} may be given once`);
  return raw;
}

/** Koa middleware serving the history routes; other paths go on. */
export function historyApi(deps: HistoryDeps) {
  const limiter = addressLimiter(HISTORY_LIMITS.requestsPerSecond, HISTORY_LIMITS.requestBurst);
  const addressOf = deps.addressOf ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown');
  const hosted = new Set(deps.games);

  const list = async (ctx: Context) => {
    const game = textParam(ctx, 'game');
    if (game !== undefined && !hosted.has(game)) throw new HttpError(404, `game ${game} not found`);
    const limit = intParam(ctx, 'limit', 1, HISTORY_LIMITS.listPageMax, HISTORY_LIMITS.listPageDefault);
    const before = textParam(ctx, 'before');
    const cursor = before === undefined ? null : parseCursor(before);
    if (before !== undefined && cursor === null) throw new HttpError(400, 'before must be the next value of an earlier page');
    const page = await listFinished(deps.db.driver, game === undefined ? [...hosted] : [game], limit, cursor);
    return { ...page, keptDays: deps.keptDays };
  };

  const replay = async (ctx: Context, game: string, matchID: string) => {
    if (!hosted.has(game)) throw new HttpError(404, `game ${game} not found`);
    if (!MATCH_ID.test(matchID)) throw new HttpError(404, 'match not found');
    const from = intParam(ctx, 'from', 0, 1e9, 0);
    const limit = intParam(ctx, 'limit', 1, HISTORY_LIMITS.replayPageEntries, HISTORY_LIMITS.replayPageEntries);
    return replayPage(deps.db, game, matchID, from, limit);
  };

  const router = new Router({ sensitive: true, strict: true });
  router.get('/history', async (ctx) => {
    ctx.body = await list(ctx as unknown as Context);
  });
  router.get('/history/:game/:matchID/replay', async (ctx) => {
    ctx.body = await replay(ctx as unknown as Context, ctx.params.game, ctx.params.matchID);
  });
  const routes = router.routes();

  const historyMiddleware = async (ctx: Context, next: Next) => {
    if (ctx.path !== '/history' && !ctx.path.startsWith('/history/')) return next();
    const origin = ctx.get('origin') || undefined;
    await answerHttpErrors(ctx, async () => {
      if (!isOriginAllowed(origin, ctx.get('host'), deps.origins)) throw new HttpError(403, `origin ${origin} is not allowed`);
      if (origin) {
        ctx.set('Access-Control-Allow-Origin', origin);
        ctx.vary('Origin');
      }
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new HttpError(405, 'the history routes answer GET only');
      if (!limiter.take(addressOf(ctx.req))) throw new HttpError(429, 'too many history requests: wait a moment');
      // biome-ignore lint/suspicious/noExplicitAny: @koa/router types its own context
      await routes(ctx as any, async () => {
        throw new HttpError(404, 'no such route: GET /history or /history/<game>/<matchID>/replay');
      });
    });
  };
  // Like @koa/router's own middleware, it names its router (test/server/gate-routes.test.ts walks every router's routes).
  return Object.assign(historyMiddleware, { router });
}
