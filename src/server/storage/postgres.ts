/** The shared store's driver: PostgreSQL through a `pg` pool (DATABASE_URL). */
import pg from 'pg';
import type { Row, SqlDriver } from './driver.ts';

/** `?` placeholders to PostgreSQL's `$1, $2, …`. */
function numbered(sql: string): string {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
}

function bound(client: pg.Pool | pg.PoolClient, close: () => Promise<void>): SqlDriver {
  const driver: SqlDriver = {
    dialect: 'postgres',
    async all(sql, params = []) {
      return (await client.query(numbered(sql), params)).rows as Row[];
    },
    async run(sql, params = []) {
      return (await client.query(numbered(sql), params)).rowCount ?? 0;
    },
    async transaction(fn) {
      if (!(client instanceof pg.Pool)) return fn(driver);
      const conn = await client.connect();
      try {
        await conn.query('BEGIN');
        const out = await fn(bound(conn, async () => {}));
        await conn.query('COMMIT');
        return out;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    close,
  };
  return driver;
}

/** A driver over a pool of connections to `url`. */
export function postgresDriver(url: string, max = 10): SqlDriver {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  return bound(pool, () => pool.end());
}
