/**
 * The match store from the environment: PostgreSQL when DATABASE_URL is set (several instances
 * share matches), else SQLite in DATA_DIR (default ./data) — either way every match survives a
 * restart.
 */
import { join } from 'node:path';
import { MatchLocks } from '../match-locks.ts';
import { PgMatchLocks } from './pg-locks.ts';
import { postgresDriver } from './postgres.ts';
import { SqlStorage } from './sql-storage.ts';
import { sqliteDriver } from './sqlite.ts';

export { SqlStorage } from './sql-storage.ts';

/** Where matches are kept. */
export interface StorageConfig {
  /** A PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string;
  /** Directory of the SQLite file `matches.sqlite`. */
  dataDir?: string;
}

/** The storage for a configuration (not yet connected: boardgame.io's Server calls `connect`). */
export function createStorage(config: StorageConfig): SqlStorage {
  if (config.databaseUrl) return new SqlStorage(postgresDriver(config.databaseUrl));
  return new SqlStorage(sqliteDriver(join(config.dataDir ?? 'data', 'matches.sqlite')));
}

/** The match locks for a configuration: shared through PostgreSQL advisory locks when several instances may share the store. */
export function createMatchLocks(config: StorageConfig): MatchLocks {
  return config.databaseUrl ? new PgMatchLocks(config.databaseUrl) : new MatchLocks();
}

/** A short description for the start-up log (never the password). */
export function describeStorage(config: StorageConfig): string {
  if (config.databaseUrl) {
    try {
      const u = new URL(config.databaseUrl);
      return `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }
  return `SQLite ${join(config.dataDir ?? 'data', 'matches.sqlite')}`;
}
