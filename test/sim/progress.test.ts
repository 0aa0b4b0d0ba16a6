import { describe, expect, it, vi } from 'vitest';
import { createProgress, formatDuration, progressText } from '../../src/sim/progress.ts';

describe('progress display', () => {
  it('shows games done, games per second and the time left', () => {
    expect(progressText(50, 200, 10_000)).toBe('50/200 games  5.00 games/s  30s left');
    expect(progressText(200, 200, 10_000, 10)).toBe('[##########] 200/200 games  20.0 games/s  done');
    expect(progressText(2, 10, 800_000)).toBe('2/10 games  0.0025 games/s  53m20s left');
    expect(formatDuration(125)).toBe('2m05s');
    expect(formatDuration(7320)).toBe('2h02m');
  });

  it('redraws one line on a terminal (cli-progress: cursor to column 1, line cleared) and prints plain periodic lines otherwise', () => {
    let t = 0;
    const tty: string[] = [];
    const p = createProgress(10, { write: (s) => void tty.push(s), isTTY: true }, () => t);
    for (let done = 1; done <= 10; done++) {
      t += 60;
      p.update(done);
    }
    p.finish(10);
    const drawn = tty.join('');
    // Each redraw goes back to the start of the line and clears the rest; one newline at the end.
    expect(drawn).toContain('\x1b[1G[------------------------------] 0/10 games  0.00 games/s  ? left\x1b[0K');
    expect(drawn).toContain('\x1b[1G[##############################] 10/10 games  16.7 games/s  done\x1b[0K');
    expect(drawn.endsWith('\n')).toBe(true);
    expect(drawn.split('\n')).toHaveLength(2);

    t = 0;
    const log: string[] = [];
    const q = createProgress(100, { write: (s) => void log.push(s), isTTY: false }, () => t);
    for (let done = 1; done <= 100; done++) {
      t += 1000;
      q.update(done);
    }
    q.finish(100);
    // Every 5 s of 100 s, the last one being the final line (not printed twice); no carriage returns or escape codes.
    expect(log).toHaveLength(20);
    expect(log[19]).toBe('100/100 games  1.00 games/s  done\n');
    expect(log.every((s) => s.endsWith('\n') && !s.includes('\r') && !s.includes('\x1b'))).toBe(true);
  });

  it('with a heartbeat, keeps printing while a long game runs', () => {
    vi.useFakeTimers();
    try {
      const log: string[] = [];
      const p = createProgress(3, { write: (s) => void log.push(s), isTTY: false }, Date.now, undefined, true);
      vi.advanceTimersByTime(12_000);
      expect(log).toEqual(['0/3 games  0.00 games/s  ? left\n', '0/3 games  0.00 games/s  ? left\n']);
      p.finish(3);
      vi.advanceTimersByTime(12_000);
      expect(log).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
