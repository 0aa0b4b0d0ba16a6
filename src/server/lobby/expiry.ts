/**
 * Deletes abandoned empty matches: unfinished, nobody seated but bots, and unchanged for
 * `emptyMatchMinutes`. A match somebody joined is deleted when its last person leaves (leave.ts);
 * this catches the ones nobody ever joined, so creating matches cannot fill the store for good.
 * One bounded query a sweep, over the index on (gameover, updated_at).
 */
import type { Server as ServerTypes } from 'boardgame.io';
import { botDrivenSeats } from '../bots/stand-ins.ts';
import type { MatchLocks } from '../match-locks.ts';
import type { SqlStorage } from '../storage/index.ts';

/** Matches looked at per sweep at most. */
const SWEEP_ROWS = 500;

/** Whether nobody but bots sits in the match. */
export function isEmptyMatch(metadata: ServerTypes.MatchData): boolean {
  const bots = botDrivenSeats(metadata);
  return Object.entries(metadata.players).every(([id, p]) => !p.name || bots[id] !== undefined);
}

/** Sweeps the store for abandoned empty matches on a timer. */
export class EmptyMatchExpiry {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: { db: SqlStorage; locks: MatchLocks; minutes: number; onGone: (matchID: string) => void; onLog: (m: string) => void }) {}

  /** Sweeps now and then every so often (a quarter of the expiry, at most a minute). */
  start(): void {
    const every = Math.min(60_000, (this.deps.minutes * 60_000) / 4);
    this.timer = setInterval(() => void this.sweep().catch((err) => this.deps.onLog(`expiry: ${(err as Error).message}`)), every);
    this.timer.unref();
  }

  /** Stops the timer. */
  stop(): void {
    clearInterval(this.timer);
  }

  /** Deletes the empty matches unchanged since `now − minutes`; resolves to how many. */
  async sweep(now = Date.now()): Promise<number> {
    const cutoff = now - this.deps.minutes * 60_000;
    const rows = await this.deps.db.driver.all('SELECT match_id FROM bgio_matches WHERE gameover = 0 AND updated_at < ? ORDER BY updated_at LIMIT ?', [
      cutoff,
      SWEEP_ROWS,
    ]);
    let deleted = 0;
    for (const row of rows) {
      const matchID = row.match_id as string;
      const gone = await this.deps.locks.run(matchID, async () => {
        const { metadata } = await this.deps.db.fetch(matchID, { metadata: true });
        if (!metadata || (metadata.updatedAt ?? 0) >= cutoff || !isEmptyMatch(metadata)) return false;
        await this.deps.db.wipe(matchID);
        return true;
      });
      if (gone) {
        deleted++;
        this.deps.onGone(matchID);
      }
    }
    return deleted;
  }
}
