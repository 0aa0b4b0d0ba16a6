/**
 * The matches of one game, a page at a time, newest change first: one indexed query over the
 * metadata (`bgio_matches (game_name, gameover, updated_at)`), unlisted matches left out, never
 * credentials. boardgame.io's own listing read every match of the game, one query each.
 */
import type { Server } from 'boardgame.io';
import type { SqlDriver } from '../storage/driver.ts';

/** Where a page starts: after the match changed at `updatedAt` with id `matchID` (newest first). */
export interface MatchCursor {
  updatedAt: number;
  matchID: string;
}

/** The filters of a listing (boardgame.io's query parameters). */
export interface MatchFilter {
  isGameover?: boolean;
  updatedBefore?: number;
  updatedAfter?: number;
}

/** A match as listed: its metadata without credentials, and its id. */
export type ListedMatch = Omit<Server.MatchData, 'players'> & { matchID: string; players: Omit<Server.PlayerMetadata, 'credentials'>[] };

/** The text form of a cursor (`<updatedAt>.<matchID>`), the `next` of a page. */
export function formatMatchCursor(c: MatchCursor): string {
  return `${c.updatedAt}.${c.matchID}`;
}

/** A cursor from its text, or null when malformed. */
export function parseMatchCursor(text: string): MatchCursor | null {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(text);
  return m ? { updatedAt: Number(m[1]), matchID: m[2] } : null;
}

/** A match's metadata as a client may see it. */
export function publicMatch(matchID: string, metadata: Server.MatchData): ListedMatch {
  const players = Object.values(metadata.players).map(({ credentials: _c, ...p }) => p);
  return { ...metadata, matchID, players };
}

/** A page of the listed matches of `game` that pass `filter`, after `cursor`. */
export async function listMatchPage(
  driver: SqlDriver,
  game: string,
  filter: MatchFilter,
  limit: number,
  cursor: MatchCursor | null,
): Promise<{ matches: ListedMatch[]; next: string | null }> {
  const listed =
    driver.dialect === 'sqlite' ? "COALESCE(json_extract(metadata, '$.unlisted'), 0) = 0" : "COALESCE(((metadata::json)->>'unlisted')::boolean, false) = false";
  const where = ['game_name = ?', listed];
  const params: unknown[] = [game];
  if (filter.isGameover !== undefined) {
    where.push('gameover = ?');
    params.push(filter.isGameover ? 1 : 0);
  }
  if (filter.updatedBefore !== undefined) {
    where.push('updated_at < ?');
    params.push(filter.updatedBefore);
  }
  if (filter.updatedAfter !== undefined) {
    where.push('updated_at > ?');
    params.push(filter.updatedAfter);
  }
  if (cursor) {
    where.push('(updated_at < ? OR (updated_at = ? AND match_id < ?))');
    params.push(cursor.updatedAt, cursor.updatedAt, cursor.matchID);
  }
  params.push(limit + 1);
  const rows = await driver.all(
    `SELECT match_id, metadata, updated_at FROM bgio_matches WHERE ${where.join(' AND ')} ORDER BY updated_at DESC, match_id DESC LIMIT ?`,
    params,
  );
  const page = rows.slice(0, limit);
  const matches = page.map((r) => publicMatch(r.match_id as string, JSON.parse(r.metadata as string) as Server.MatchData));
  const last = page.at(-1);
  const next = rows.length > limit && last ? formatMatchCursor({ updatedAt: Number(last.updated_at), matchID: last.match_id as string }) : null;
  return { matches, next };
}
