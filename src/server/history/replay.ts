/**
 * What the replay viewer needs of a finished match: its initial G (the rules state and the seeded
 * RNG's state) and every move as the rules core's action, in order. The client re-runs the core on
 * them to get each state, and shows each through the spectator's view. Nothing here is a secret any
 * more once the match is over, so the moves keep their arguments; an unfinished match is refused.
 * A request reads one bounded page of log rows; the initial state comes with the first page only.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { loggedStep } from '../../engine/bgio.ts';
import type { CoreAction } from '../../engine/core.ts';
import { HttpError } from '../lobby/body.ts';
import type { SqlStorage } from '../storage/index.ts';
import { HISTORY_LIMITS } from './limits.ts';
import { type FinishedMatch, summarize } from './list.ts';

/** One move of the match: the seat that made it and the core action. */
export interface ReplayStep {
  seat: number;
  action: CoreAction;
}

/** One page of a replay; `match` and `initial` come with the page from 0 only. */
export interface ReplayPage {
  match?: FinishedMatch & { setupData?: unknown };
  /** The match's G at the start: `{ core, rng }`. */
  initial?: unknown;
  /** Log entries read before this page (pass `next` as `from` for the following page). */
  from: number;
  steps: ReplayStep[];
  /** The `from` of the next page, or null when this page ends the log. */
  next: number | null;
}

/** The core action and seat of a log entry, or null for entries that are not moves. */
export const stepOf: (entry: LogEntry) => ReplayStep | null = loggedStep;

/** Log rows `from` on: at most `limit` entries and about `maxBytes` of them (at least one). */
async function logRows(db: SqlStorage, matchID: string, from: number, limit: number, maxBytes: number): Promise<{ entries: LogEntry[]; more: boolean }> {
  const rows = await db.driver.all('SELECT entry FROM bgio_log WHERE match_id = ? ORDER BY id LIMIT ? OFFSET ?', [matchID, limit + 1, from]);
  const entries: LogEntry[] = [];
  let bytes = 0;
  for (const row of rows.slice(0, limit)) {
    const text = row.entry as string;
    if (entries.length > 0 && bytes + text.length > maxBytes) return { entries, more: true };
    bytes += text.length;
    entries.push(JSON.parse(text) as LogEntry);
  }
  return { entries, more: rows.length > limit };
}

/** A page of the replay of finished match `matchID` of `game`, from log entry `from`. */
export async function replayPage(db: SqlStorage, game: string, matchID: string, from: number, limit: number): Promise<ReplayPage> {
  const { metadata, initialState } = (await db.fetch(matchID, { metadata: true, initialState: from === 0 })) as {
    metadata?: Server.MatchData;
    initialState?: State;
  };
  if (!metadata || metadata.gameName !== game) throw new HttpError(404, `match ${matchID} of ${game} not found`);
  if (metadata.gameover == null) throw new HttpError(409, `match ${matchID} is not finished: a match can be replayed once it is over`);
  const { entries, more } = await logRows(db, matchID, from, limit, HISTORY_LIMITS.replayPageBytes);
  const page: ReplayPage = {
    from,
    steps: entries.map(stepOf).filter((s): s is ReplayStep => s !== null),
    next: more ? from + entries.length : null,
  };
  if (from === 0) {
    const { bots: _bots, ...setupData } = (metadata.setupData ?? {}) as Record<string, unknown>;
    page.match = { ...summarize(matchID, metadata, metadata.updatedAt), setupData };
    page.initial = initialState?.G;
  }
  return page;
}
