/**
 * `GET /games/<game>/<matchID>/clock`: a clocked match's deadlines, for the countdown every client
 * shows. `now` is the server's time, so a client with a wrong clock still counts down right
 * (deadline − now is what it shows). The match's metadata (`GET /games/<game>/<matchID>`) carries
 * the same `deadlines` and `setupData.clock`.
 */
import type { Context, Next } from 'koa';
import { botDrivenSeats } from '../bots/stand-ins.ts';
import { MATCH_ID } from '../hardening/payloads.ts';
import { answerHttpErrors, HttpError } from '../lobby/body.ts';
import type { SqlStorage } from '../storage/index.ts';
import { clockOf } from './config.ts';
import { deadlinesOf } from './deadlines.ts';

const ROUTE = /^\/games\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\/clock$/;

/** What the route answers for a clocked match. */
export interface ClockAnswer {
  turnSeconds: number;
  level: string;
  /** The state the deadlines are for (older than the client's: not yet updated, ask again). */
  stateID: number | null;
  /** Epoch milliseconds (server time) at which each active person's time runs out (bot seats left out). */
  deadlines: Record<string, number>;
  /** The server's time when it answered. */
  now: number;
}

/** Koa middleware answering the clock route (after the Lobby API's origin check). */
export function clockRoute(db: SqlStorage) {
  return async (ctx: Context, next: Next) => {
    const m = ctx.method === 'GET' ? ROUTE.exec(ctx.path) : null;
    if (!m || !MATCH_ID.test(m[2])) return next();
    await answerHttpErrors(ctx, async () => {
      const { metadata } = await db.fetchHead(m[2]);
      if (!metadata || metadata.gameName !== m[1]) throw new HttpError(404, `match ${m[2]} not found`);
      const clock = clockOf(metadata);
      if (!clock) throw new HttpError(404, 'this match has no turn clock');
      const d = deadlinesOf(metadata);
      // Seats a bot plays are not clocked (the bot moves at once): no countdown for them.
      const bots = botDrivenSeats(metadata);
      const deadlines = Object.fromEntries(Object.entries(d?.at ?? {}).filter(([seat]) => bots[seat] === undefined));
      const body: ClockAnswer = { turnSeconds: clock.turnSeconds, level: clock.level, stateID: d?.stateID ?? null, deadlines, now: Date.now() };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    });
  };
}
