/**
 * Match locks shared by every server instance on one PostgreSQL database: the in-process lock first
 * (one connection per match per instance), then a session-level advisory lock on the match id, held
 * while the operation reads, changes and writes the match. Without it two instances could both
 * apply a move to the same state and one of the two moves would be lost.
 */
import pg from 'pg';
import { MatchLocks } from '../match-locks.ts';

/** MatchLocks that also hold a PostgreSQL advisory lock per match. */
export class PgMatchLocks extends MatchLocks {
  private readonly pool: pg.Pool;

  constructor(url: string, max = 8) {
    super();
    this.pool = new pg.Pool({ connectionString: url, max });
    this.pool.on('error', (err) => console.error('postgres lock pool error:', err.message));
  }

  override run<T>(matchID: string, fn: () => Promise<T> | T): Promise<T> {
    return super.run(matchID, async () => {
      const conn = await this.pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock(hashtext($1))', [`bgio-match:${matchID}`]);
        try {
          return await fn();
        } finally {
          await conn.query('SELECT pg_advisory_unlock(hashtext($1))', [`bgio-match:${matchID}`]);
        }
      } finally {
        conn.release();
      }
    });
  }

  /** Closes the lock connections. */
  override async close(): Promise<void> {
    await this.idle();
    await this.pool.end();
  }
}
