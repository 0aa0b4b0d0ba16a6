/** The embedded store's driver: better-sqlite3 on a file in DATA_DIR (WAL mode, one writer). */
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Row, SqlDriver } from './driver.ts';
import { makeDir } from './make-dir.ts';

/** Opens (and creates) the SQLite database at `file`; ':memory:' for a throw-away one. */
export function sqliteDriver(file: string): SqlDriver {
  if (file !== ':memory:') makeDir(dirname(file));
  let db: Database.Database;
  try {
    db = new Database(file);
  } catch (err) {
    // better-sqlite3 says only "unable to open database file", without the file.
    throw new Error(`cannot open the SQLite database ${file}: ${(err as Error).message}`);
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let st = cache.get(sql);
    if (!st) {
      st = db.prepare(sql);
      cache.set(sql, st);
    }
    return st;
  };
  let depth = 0;
  const driver: SqlDriver = {
    dialect: 'sqlite',
    async all(sql, params = []) {
      return prepare(sql).all(...params) as Row[];
    },
    async run(sql, params = []) {
      return prepare(sql).run(...params).changes;
    },
    async transaction(fn) {
      // better-sqlite3 is synchronous: the callback's statements run before any other task, so
      // BEGIN … COMMIT around it is atomic as long as `fn` only awaits this driver.
      if (depth > 0) return fn(driver);
      depth++;
      db.exec('BEGIN IMMEDIATE');
      try {
        const out = await fn(driver);
        db.exec('COMMIT');
        return out;
      } catch (err) {
        db.exec('ROLLBACK');
        throw err;
      } finally {
        depth--;
      }
    },
    async close() {
      db.close();
    },
  };
  return driver;
}
