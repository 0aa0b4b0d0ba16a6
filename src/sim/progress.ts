import { SingleBar } from 'cli-progress';

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
 * A progress display for `total` games on `sink`: on a terminal a bar redrawn in place by
 * cli-progress (which throttles the redraws, hides the cursor and clears the line); otherwise a
 * plain line every `intervalMs` (5 s). `now` is injectable for tests; with `heartbeat` a timer
 * also prints between games, so a run of long games still shows that it is alive.
 */
export function createProgress(total: number, sink: ProgressSink, now: () => number = Date.now, intervalMs?: number, heartbeat = false): Progress {
  return sink.isTTY ? terminalBar(total, sink, now) : logLines(total, sink, now, intervalMs ?? 5000, heartbeat);
}

/** The bar on a terminal, drawn by cli-progress with the simulator's own text. */
function terminalBar(total: number, sink: ProgressSink, now: () => number): Progress {
  const start = now();
  // cli-progress writes through Node's readline cursor functions, which only need write().
  const write = (text: string) => {
    sink.write(text);
    return true;
  };
  const stream = { isTTY: true, columns: 100, write } as unknown as NodeJS.WritableStream;
  const bar = new SingleBar({
    stream,
    fps: 10,
    hideCursor: true,
    clearOnComplete: false,
    format: (_options, params) => progressText(params.value, params.total, now() - start, 30),
  });
  bar.start(total, 0);
  return {
    update: (done) => bar.update(done),
    finish(done) {
      bar.update(done);
      bar.stop();
    },
  };
}

/** Plain progress lines for logs and CI: one every `every` ms, and a last one. */
function logLines(total: number, sink: ProgressSink, now: () => number, every: number, heartbeat: boolean): Progress {
  const start = now();
  let last = start;
  let latest = 0;
  let drawn = -1;
  const draw = (done: number) => {
    drawn = done;
    sink.write(`${progressText(done, total, now() - start)}\n`);
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
      if (drawn !== done) draw(done);
    },
  };
}
