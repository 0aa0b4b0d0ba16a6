/**
 * What a `sync` sends, bounded whatever the length of the match: the seat's view of the state and
 * of the initial state, and only the newest LIMITS.syncLogEntries log entries (stock 0.50.2 fetches,
 * redacts and sends the whole log at every sync: 600 KB and 25–57 ms for a long India Rails match).
 * Each (match, state id, seat) is built once and shared by every socket that asks.
 */
import type { LogEntry, State } from 'boardgame.io';
import type { getFilterPlayerView } from 'boardgame.io/internal';
import type { SqlStorage } from '../storage/index.ts';

type Filter = ReturnType<typeof getFilterPlayerView>;

/** The seat's sync, without the match's players (those change without a new state). */
export interface SyncBody {
  state: State;
  log: LogEntry[];
  initialState?: State;
}

/** The seat's view of one log page or a state, through boardgame.io's own filter. */
export function filteredLog(filter: Filter, playerID: string | null, matchID: string, state: State, log: LogEntry[]): { state: State; log: LogEntry[] } {
  const out = filter(playerID, { type: 'sync', args: [matchID, { state, log, filteredMetadata: undefined, initialState: undefined }] } as never);
  const info = out.args[1] as { state: State; log: LogEntry[] };
  return { state: info.state, log: info.log };
}

/** Builds a seat's sync from the store: state, initial state and the log's tail, all filtered. */
export async function buildSync(db: SqlStorage, filter: Filter, matchID: string, playerID: string | null, tail: number): Promise<SyncBody | undefined> {
  const { state, initialState } = await db.fetch(matchID, { state: true, initialState: true });
  if (!state) return undefined;
  // The tail is read apart from the state: leave out entries of moves made since.
  const log = (await db.fetchLog(matchID, { limit: tail })).filter((e) => e._stateID < state._stateID);
  const view = filteredLog(filter, playerID, matchID, state, log);
  const initial = initialState ? filteredLog(filter, playerID, matchID, initialState, []).state : undefined;
  return { state: view.state, log: view.log, initialState: initial };
}

/** Built syncs by (match, state id, seat), newest kept; concurrent askers share one build. */
export class SyncCache {
  private readonly entries = new Map<string, Promise<SyncBody | undefined>>();

  constructor(private readonly max: number) {}

  /** The cached sync, or `build()`'s (kept unless it fails or finds no match). */
  get(matchID: string, stateID: number, playerID: string | null, build: () => Promise<SyncBody | undefined>): Promise<SyncBody | undefined> {
    const key = `${matchID}|${stateID}|${playerID ?? ''}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const p = build();
    this.entries.set(key, p);
    p.then(
      (body) => body === undefined && this.entries.delete(key),
      () => this.entries.delete(key),
    );
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return p;
  }
}
