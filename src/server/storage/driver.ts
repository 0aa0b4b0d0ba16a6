/**
 * The few SQL operations the match store needs, over either SQLite (embedded, synchronous) or
 * PostgreSQL (shared by several server instances). Statements use `?` placeholders; the PostgreSQL
 * driver numbers them.
 */

/** A row as the driver returns it. */
export type Row = Record<string, unknown>;

/** Runs statements; `transaction` runs `fn` atomically (all or nothing). */
export interface SqlDriver {
  /** 'sqlite' or 'postgres': the DDL differs slightly. */
  readonly dialect: 'sqlite' | 'postgres';
  /** Rows of a query. */
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** Runs `fn` in one transaction, with a driver bound to it. */
  transaction<T>(fn: (tx: SqlDriver) => Promise<T>): Promise<T>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** The tables: one row per match (state and metadata as JSON text), one row per log entry and per chat message. */
export function schema(dialect: SqlDriver['dialect']): string[] {
  const serial = dialect === 'sqlite' ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'BIGSERIAL PRIMARY KEY';
  return [
    `CREATE TABLE IF NOT EXISTS bgio_matches (
      match_id TEXT PRIMARY KEY,
      game_name TEXT NOT NULL,
      state TEXT,
      state_id INTEGER NOT NULL DEFAULT -1,
      initial_state TEXT,
      metadata TEXT NOT NULL,
      gameover INTEGER NOT NULL DEFAULT 0,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS bgio_matches_game ON bgio_matches (game_name, gameover, updated_at)',
    'CREATE INDEX IF NOT EXISTS bgio_matches_finished ON bgio_matches (gameover, updated_at)',
    `CREATE TABLE IF NOT EXISTS bgio_log (
      id ${serial},
      match_id TEXT NOT NULL,
      entry TEXT NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS bgio_log_match ON bgio_log (match_id, id)',
    // Chat messages kept with their match (storage/chat.ts).
    `CREATE TABLE IF NOT EXISTS bgio_chat (
      id ${serial},
      match_id TEXT NOT NULL,
      message TEXT NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS bgio_chat_match ON bgio_chat (match_id, id)',
  ];
}
