/**
 * Refusals counted instead of logged one by one (a client could otherwise flood the log): a summary
 * line per period, only when something was refused, with the count of each event and reason.
 */

/** Counts refusals and logs a summary every `periodMs`. */
export class RefusalLog {
  private counts = new Map<string, number>();
  private total = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly log: (message: string) => void,
    periodMs: number,
  ) {
    this.timer = setInterval(() => this.flush(), periodMs);
    this.timer.unref();
  }

  /** Counts one refusal. */
  count(event: string, reason: string): void {
    const key = `${event}: ${reason}`;
    // Reasons come from a fixed set; a cap keeps odd ones from growing the map.
    if (this.counts.size < 100 || this.counts.has(key)) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.total++;
  }

  /** Logs and resets the counts (nothing when there were none). */
  flush(): void {
    if (this.total === 0) return;
    const parts = [...this.counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`);
    this.log(`refused ${this.total} socket message(s): ${parts.join('; ')}`);
    this.counts = new Map();
    this.total = 0;
  }

  /** Stops the timer, logging what is left. */
  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
