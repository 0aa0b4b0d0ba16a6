/**
 * One operation at a time per match: moves, bot moves, joins and connection changes all read,
 * change and write the same rows, and boardgame.io's master does that without a lock of its own.
 */

/** Serialises async operations per match id (within this process). */
export class MatchLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `fn` after every earlier operation on `matchID` has settled. */
  run<T>(matchID: string, fn: () => Promise<T> | T): Promise<T> {
    const prev = this.tails.get(matchID) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => {});
    this.tails.set(matchID, tail);
    void tail.then(() => {
      if (this.tails.get(matchID) === tail) this.tails.delete(matchID);
    });
    return next;
  }

  /** Resolves once every queued operation has settled. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }

  /** Releases what the locks hold (nothing in-process). */
  async close(): Promise<void> {
    await this.idle();
  }
}
