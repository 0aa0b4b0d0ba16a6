/**
 * Progress on stderr while a tournament runs: a redrawn bar on a terminal, a plain line every few
 * seconds otherwise (logs, CI). Shows games done, games per second and the estimated time left.
 */

/** Where progress goes: a stream and whether it is a terminal. */
export interface ProgressSink {
  write(text: string): void;
  isTTY: boolean;
}

/** A progress display. */
export interface Progress {
  /** `done` of the total games have finished. */
  update(done: number): void;
  /** The run is over: finish the bar's line. */
  finish(done: number): void;
}

/** Seconds as '1h02m', '3m05s' or '12s'. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s >= 3600) return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${s}s`;
}

/** The progress text for `done` of `total` games after `elapsedMs`. */
export function progressText(done: number, total: number, elapsedMs: number, barWidth = 0): string {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const rateText = rate >= 10 ? rate.toFixed(1) : rate >= 0.1 || rate === 0 ? rate.toFixed(2) : rate.toPrecision(2);
  const left = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
  const filled = total > 0 ? Math.round((barWidth * done) / total) : 0;
  const bar = barWidth > 0 ? `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ` : '';
  return `${bar}${done}/${total} games  ${rateText} games/s  ${done === total ? 'done' : `${formatDuration(left)} left`}`;
}

/**
 * A progress display for `total` games on `sink`. `now` is injectable for tests; with `heartbeat` a
 * timer also redraws between games, so a run of long games still shows that it is alive.
 */
export function createProgress(
  total: number,
  sink: ProgressSink,
  now: () => number = Date.now,
  intervalMs?: number,
  heartbeat = false,
): Progress {
  const start = now();
  const every = intervalMs ?? (sink.isTTY ? 100 : 5000);
  let last = start;
  let latest = 0;
  let drawn = -1;
  const draw = (done: number) => {
    drawn = done;
    const text = progressText(done, total, now() - start, sink.isTTY ? 30 : 0);
    sink.write(sink.isTTY ? `\r${text}\x1b[K` : `${text}\n`);
  };
  const update = (done: number) => {
    latest = done;
    const t = now();
    if (t - last < every) return;
    last = t;
    draw(done);
  };
  const timer = heartbeat ? setInterval(() => update(latest), Math.max(every, 1000)) : undefined;
  timer?.unref();
  return {
    update,
    finish(done) {
      if (timer) clearInterval(timer);
      // A log already has this line when the last game's update drew it.
      if (sink.isTTY || drawn !== done) draw(done);
      if (sink.isTTY) sink.write('\n');
    },
  };
}
