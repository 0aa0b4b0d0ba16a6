/**
 * `GET /games/<game>?isGameover=&updatedBefore=&updatedAfter=&limit=&before=`: the game's listed
 * matches, newest change first, at most LIMITS.matchListMax a page (`next` is the following page's
 * `before`, null on the last). A malformed parameter is refused with 400 and a reason.
 */
import type { Context } from 'koa';
import { LIMITS } from '../../hardening/payloads.ts';
import { HttpError } from '../body.ts';
import type { Lobby } from '../context.ts';
import { type ListedMatch, listMatchPage, type MatchFilter, parseMatchCursor } from '../match-list.ts';

/** A query parameter given at most once, or undefined. */
function param(ctx: Context, name: string): string | undefined {
  const raw = ctx.query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new HttpError(400, `${name} may be given once`);
  return raw;
}

/** A whole number parameter from `min` to `max`, else 400. */
export function intParam(raw: string | undefined, name: string, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new HttpError(400, `${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function filterOf(ctx: Context): MatchFilter {
  const over = param(ctx, 'isGameover');
  if (over !== undefined && over !== 'true' && over !== 'false') throw new HttpError(400, 'isGameover must be true or false');
  return {
    isGameover: over === undefined ? undefined : over === 'true',
    updatedBefore: intParam(param(ctx, 'updatedBefore'), 'updatedBefore', 0, Number.MAX_SAFE_INTEGER),
    updatedAfter: intParam(param(ctx, 'updatedAfter'), 'updatedAfter', 0, Number.MAX_SAFE_INTEGER),
  };
}

/** The list route. */
export async function listRoute(lobby: Lobby, ctx: Context): Promise<{ matches: ListedMatch[]; next: string | null }> {
  const game = lobby.gameOf(ctx.params.game);
  const filter = filterOf(ctx);
  const limit = intParam(param(ctx, 'limit'), 'limit', 1, LIMITS.matchListMax) ?? LIMITS.matchListDefault;
  const before = param(ctx, 'before');
  const cursor = before === undefined ? null : parseMatchCursor(before);
  if (before !== undefined && cursor === null) throw new HttpError(400, 'before must be the next value of an earlier page');
  return listMatchPage(lobby.deps.db.driver, game.name!, filter, limit, cursor);
}
