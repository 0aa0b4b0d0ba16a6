/**
 * What the store keeps, and for how long: an abandoned empty match (unfinished, nobody seated but
 * bots, unchanged for `emptyMatchMinutes`) is deleted, and so is a finished match once
 * `finishedMatchDays` have passed since it ended (0 keeps finished matches for ever). A match
 * somebody joined is deleted when its last person leaves (leave.ts); the sweeps catch the rest, so
 * neither creating matches nor playing them can fill the store for good. One bounded query per kind
 * a sweep, over the index on (gameover, updated_at); each match is checked again under its lock.
 */
import type { Server as ServerTypes } from 'boardgame.io';
import { botDrivenSeats } from '../bots/stand-ins.ts';
import type { MatchLocks } from '../match-locks.ts';
import type { SqlStorage } from '../storage/index.ts';

/** Matches looked at per kind and sweep at most. */
const SWEEP_ROWS = 500;
const DAY_MS = 24 * 3600_000;

/** Whether nobody but bots sits in the match. */
export function isEmptyMatch(metadata: ServerTypes.MatchData): boolean {
  const bots = botDrivenSeats(metadata);
  return Object.entries(metadata.players).every(([id, p]) => !p.name || bots[id] !== undefined);
}

/** What the sweeps need. */
export interface MatchExpiryDeps {
  db: SqlStorage;
  locks: MatchLocks;
  /** An unfinished match with nobody seated but bots is deleted after this many minutes unchanged. */
  minutes: number;
  /** A finished match is deleted this many days after it ended; 0 keeps them for ever. */
  finishedDays: number;
  onGone: (matchID: string) => void;
  onLog: (m: string) => void;
}

/** Sweeps the store for abandoned empty matches and finished matches past their retention, on a timer. */
export class MatchExpiry {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: MatchExpiryDeps) {}

  /** Sweeps every so often (a quarter of the empty-match expiry, at most a minute). */
  start(): void {
    const every = Math.min(60_000, (this.deps.minutes * 60_000) / 4);
    this.timer = setInterval(() => void this.sweep().catch((err) => this.deps.onLog(`expiry: ${(err as Error).message}`)), every);
    this.timer.unref();
  }

  /** Stops the timer. */
  stop(): void {
    clearInterval(this.timer);
  }

  /** Deletes the empty matches unchanged since `now − minutes` and the finished ones ended before `now − finishedDays`; resolves to how many. */
  async sweep(now = Date.now()): Promise<number> {
    const emptyCutoff = now - this.deps.minutes * 60_000;
    let deleted = await this.sweepKind(0, emptyCutoff, (m) => isEmptyMatch(m));
    if (this.deps.finishedDays > 0) deleted += await this.sweepKind(1, now - this.deps.finishedDays * DAY_MS, () => true);
    return deleted;
  }

  /** Deletes the matches (finished when `gameover` is 1) last changed before `cutoff` that `expired` accepts. */
  private async sweepKind(gameover: 0 | 1, cutoff: number, expired: (m: ServerTypes.MatchData) => boolean): Promise<number> {
    const rows = await this.deps.db.driver.all('SELECT match_id FROM bgio_matches WHERE gameover = ? AND updated_at < ? ORDER BY updated_at LIMIT ?', [
      gameover,
      cutoff,
      SWEEP_ROWS,
    ]);
    let deleted = 0;
    for (const row of rows) {
      const matchID = row.match_id as string;
      const gone = await this.deps.locks.run(matchID, async () => {
        const { metadata } = await this.deps.db.fetch(matchID, { metadata: true });
        const over = metadata?.gameover !== undefined && metadata?.gameover !== null;
        if (!metadata || over !== (gameover === 1) || (metadata.updatedAt ?? 0) >= cutoff || !expired(metadata)) return false;
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
