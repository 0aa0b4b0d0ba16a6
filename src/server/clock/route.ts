/**
 * `GET /games/<game>/<matchID>/clock`: a clocked match's deadlines, for the countdown every client
 * shows. `now` is the server's time, so a client with a wrong clock still counts down right
 * (deadline − now is what it shows). The match's metadata (`GET /games/<game>/<matchID>`) carries
 * the same `deadlines` and `setupData.clock`.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { botDrivenSeats } from '../bots/stand-ins.ts';
import { MATCH_ID } from '../hardening/payloads.ts';
import { answerHttpErrors, HttpError } from '../lobby/body.ts';
import type { SqlStorage } from '../storage/index.ts';
import { clockOf } from './config.ts';
import { deadlinesOf } from './deadlines.ts';

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

/** Koa middleware answering the clock route (after the Lobby API's origin check): a @koa/router's routes. */
export function clockRoute(db: SqlStorage) {
  const router = new Router({ sensitive: true, strict: true });
  router.get('/games/:game/:matchID/clock', (ctx) =>
    answerHttpErrors(ctx as unknown as Context, async () => {
      const { game, matchID } = ctx.params;
      if (!MATCH_ID.test(matchID)) throw new HttpError(404, 'match not found');
      const { metadata } = await db.fetchHead(matchID);
      if (!metadata || metadata.gameName !== game) throw new HttpError(404, `match ${matchID} not found`);
      const clock = clockOf(metadata);
      if (!clock) throw new HttpError(404, 'this match has no turn clock');
      const d = deadlinesOf(metadata);
      // Seats a bot plays are not clocked (the bot moves at once): no countdown for them.
      const bots = botDrivenSeats(metadata);
      const deadlines = Object.fromEntries(Object.entries(d?.at ?? {}).filter(([seat]) => bots[seat] === undefined));
      const body: ClockAnswer = { turnSeconds: clock.turnSeconds, level: clock.level, stateID: d?.stateID ?? null, deadlines, now: Date.now() };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    }),
  );
  return router.routes();
}
