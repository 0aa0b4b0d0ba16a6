/**
 * boardgame.io's storage interface over SQL: every match keeps its latest state and metadata as
 * rows, and each move appends its log entries to their own table inside the same transaction as
 * the state it produced — the log is never rewritten.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { type Row, type SqlDriver, schema } from './driver.ts';

type FetchOpts = StorageAPI.FetchOpts;
type FetchResult<O extends FetchOpts> = StorageAPI.FetchResult<O>;

const parse = <T>(text: unknown): T | undefined => (typeof text === 'string' ? (JSON.parse(text) as T) : undefined);

/** A boardgame.io `Async` storage on a SQL driver (SQLite or PostgreSQL). */
export class SqlStorage extends Async {
  constructor(readonly driver: SqlDriver) {
    super();
  }

  /** Creates the tables when missing. */
  async connect(): Promise<void> {
    for (const ddl of schema(this.driver.dialect)) await this.driver.run(ddl);
  }

  /** Closes the connections. */
  async close(): Promise<void> {
    await this.driver.close();
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const now = Date.now();
    await this.driver.run(
      `INSERT INTO bgio_matches (match_id, game_name, state, state_id, initial_state, metadata, gameover, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        matchID,
        metadata.gameName,
        JSON.stringify(initialState),
        initialState._stateID,
        JSON.stringify(initialState),
        JSON.stringify(metadata),
        metadata.gameover == null ? 0 : 1,
        metadata.createdAt ?? now,
        metadata.updatedAt ?? now,
      ],
    );
  }

  /**
   * Stores a new state and appends its log entries, atomically. A state older than the stored one
   * (a late write from another instance) is ignored together with its log.
   */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.driver.transaction(async (tx) => {
      const changed = await tx.run('UPDATE bgio_matches SET state = ?, state_id = ? WHERE match_id = ? AND state_id < ?', [
        JSON.stringify(state),
        state._stateID,
        matchID,
        state._stateID,
      ]);
      if (changed === 0) return;
      for (const entry of deltalog ?? []) {
        await tx.run('INSERT INTO bgio_log (match_id, entry) VALUES (?, ?)', [matchID, JSON.stringify(entry)]);
      }
    });
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.driver.run('UPDATE bgio_matches SET metadata = ?, gameover = ?, updated_at = ? WHERE match_id = ?', [
      JSON.stringify(metadata),
      metadata.gameover == null ? 0 : 1,
      metadata.updatedAt ?? Date.now(),
      matchID,
    ]);
  }

  async fetch<O extends FetchOpts>(matchID: string, opts: O): Promise<FetchResult<O>> {
    const cols = ['match_id'];
    if (opts.state) cols.push('state');
    if (opts.metadata) cols.push('metadata');
    if (opts.initialState) cols.push('initial_state');
    const [row]: (Row | undefined)[] = await this.driver.all(`SELECT ${cols.join(', ')} FROM bgio_matches WHERE match_id = ?`, [matchID]);
    const out: Partial<StorageAPI.FetchFields> = {};
    if (!row) return out as FetchResult<O>;
    if (opts.state) out.state = parse<State>(row.state);
    if (opts.metadata) out.metadata = parse<Server.MatchData>(row.metadata);
    if (opts.initialState) out.initialState = parse<State>(row.initial_state);
    if (opts.log) {
      const rows = await this.driver.all('SELECT entry FROM bgio_log WHERE match_id = ? ORDER BY id', [matchID]);
      out.log = rows.map((r) => JSON.parse(r.entry as string) as LogEntry);
    }
    return out as FetchResult<O>;
  }

  /** The match's metadata and its state id, without reading the state (for syncs and their cache). */
  async fetchHead(matchID: string): Promise<{ metadata?: Server.MatchData; stateID?: number }> {
    const [row]: (Row | undefined)[] = await this.driver.all('SELECT metadata, state_id FROM bgio_matches WHERE match_id = ?', [matchID]);
    if (!row) return {};
    return { metadata: parse<Server.MatchData>(row.metadata), stateID: Number(row.state_id) };
  }

  /**
   * At most `limit` log entries, oldest first: the newest ones, or the newest of those made before
   * the state `before` (a page of older moves). Reads only the rows it returns.
   */
  async fetchLog(matchID: string, { limit, before }: { limit: number; before?: number }): Promise<LogEntry[]> {
    const stateID = this.driver.dialect === 'sqlite' ? "json_extract(entry, '$._stateID')" : "((entry::json)->>'_stateID')::bigint";
    const where = before === undefined ? '' : ` AND ${stateID} < ?`;
    const params = before === undefined ? [matchID, limit] : [matchID, before, limit];
    const rows = await this.driver.all(`SELECT entry FROM bgio_log WHERE match_id = ?${where} ORDER BY id DESC LIMIT ?`, params);
    return rows.reverse().map((r) => JSON.parse(r.entry as string) as LogEntry);
  }

  async wipe(matchID: string): Promise<void> {
    await this.driver.transaction(async (tx) => {
      await tx.run('DELETE FROM bgio_log WHERE match_id = ?', [matchID]);
      await tx.run('DELETE FROM bgio_chat WHERE match_id = ?', [matchID]);
      await tx.run('DELETE FROM bgio_matches WHERE match_id = ?', [matchID]);
    });
  }

  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (opts?.gameName !== undefined) {
      where.push('game_name = ?');
      params.push(opts.gameName);
    }
    const w = opts?.where;
    if (w?.isGameover !== undefined) {
      where.push('gameover = ?');
      params.push(w.isGameover ? 1 : 0);
    }
    if (w?.updatedBefore !== undefined) {
      where.push('updated_at < ?');
      params.push(w.updatedBefore);
    }
    if (w?.updatedAfter !== undefined) {
      where.push('updated_at > ?');
      params.push(w.updatedAfter);
    }
    const sql = `SELECT match_id FROM bgio_matches${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, match_id`;
    return (await this.driver.all(sql, params)).map((r) => r.match_id as string);
  }
}
