/**
 * The list of finished matches, newest first, a page at a time: one indexed query over the
 * matches' metadata (which holds the result), never their states. Unlisted matches stay out of the
 * list (they are still replayable by their link). Pages are keyed by the last match shown (its
 * finishing time and id), so a page costs the same however far back it is.
 */
import type { Server } from 'boardgame.io';
import type { SqlDriver } from '../storage/driver.ts';

/** One seat of a finished match as the list shows it. */
export interface FinishedSeat {
  seat: number;
  name: string;
  /** The bot level when a bot played the seat. */
  bot?: string;
}

/** One finished match: game, players and result. */
export interface FinishedMatch {
  matchID: string;
  game: string;
  players: FinishedSeat[];
  scores: number[];
  winners: number[];
  turns: number | null;
  /** When the match ended (ms since the epoch: its last metadata update). */
  finishedAt: number;
  createdAt: number;
}

/** A page of the list and the cursor of the next one (null on the last page). */
export interface FinishedPage {
  matches: FinishedMatch[];
  next: string | null;
}

/** A page as the history route answers it: with how many days the server keeps a finished match (0: for ever). */
export interface FinishedPageAnswer extends FinishedPage {
  keptDays: number;
}

/** A page position: the finishing time and id of the last match of the page before. */
export interface Cursor {
  finishedAt: number;
  matchID: string;
}

/** The cursor as text (`<finishedAt>.<matchID>`). */
export function formatCursor(c: Cursor): string {
  return `${c.finishedAt}.${c.matchID}`;
}

/** A cursor from text, or null when it is not one. */
export function parseCursor(text: string): Cursor | null {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(text);
  return m ? { finishedAt: Number(m[1]), matchID: m[2] } : null;
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** A finished match as listed, from its stored metadata. */
export function summarize(matchID: string, metadata: Server.MatchData, finishedAt: number): FinishedMatch {
  const over = (metadata.gameover ?? {}) as { scores?: unknown; winners?: unknown; turns?: unknown; winner?: unknown };
  const players = Object.entries(metadata.players ?? {})
    .map(([id, p]) => {
      const bot = (p.data as { bot?: unknown } | undefined)?.bot;
      const seat: FinishedSeat = { seat: Number(id), name: p.name ?? `Player ${Number(id) + 1}` };
      if (typeof bot === 'string') seat.bot = bot;
      return seat;
    })
    .sort((a, b) => a.seat - b.seat);
  let winners = numbers(over.winners);
  if (winners.length === 0 && typeof over.winner === 'string') winners = [Number(over.winner)];
  return {
    matchID,
    game: metadata.gameName,
    players,
    scores: numbers(over.scores),
    winners,
    turns: typeof over.turns === 'number' ? over.turns : null,
    finishedAt,
    createdAt: metadata.createdAt,
  };
}

/** SQL that is true for a listed match (unlisted is a flag inside the metadata JSON). */
function listedSql(dialect: SqlDriver['dialect']): string {
  return dialect === 'sqlite' ? "COALESCE(json_extract(metadata, '$.unlisted'), 0) = 0" : "COALESCE(((metadata::json)->>'unlisted')::boolean, false) = false";
}

/** A page of finished, listed matches of `games` (ids), newest first, after `cursor`. */
export async function listFinished(driver: SqlDriver, games: readonly string[], limit: number, cursor: Cursor | null): Promise<FinishedPage> {
  if (games.length === 0) return { matches: [], next: null };
  const where = ['gameover = 1', `game_name IN (${games.map(() => '?').join(', ')})`, listedSql(driver.dialect)];
  const params: unknown[] = [...games];
  if (cursor) {
    where.push('(updated_at < ? OR (updated_at = ? AND match_id < ?))');
    params.push(cursor.finishedAt, cursor.finishedAt, cursor.matchID);
  }
  // One row more than the page tells whether another page follows.
  params.push(limit + 1);
  const rows = await driver.all(
    `SELECT match_id, metadata, updated_at FROM bgio_matches WHERE ${where.join(' AND ')} ORDER BY updated_at DESC, match_id DESC LIMIT ?`,
    params,
  );
  const matches = rows.slice(0, limit).map((r) => summarize(r.match_id as string, JSON.parse(r.metadata as string) as Server.MatchData, Number(r.updated_at)));
  const last = matches.at(-1);
  return { matches, next: rows.length > limit && last ? formatCursor({ finishedAt: last.finishedAt, matchID: last.matchID }) : null };
}
