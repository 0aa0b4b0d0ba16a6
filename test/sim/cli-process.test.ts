import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The real entry (node --import tsx src/sim/cli.ts, as `npm run sim` runs it) with worker threads, on the Nim providers.
const env = { ...process.env, SIM_PROVIDERS: 'test/sim/nim-providers.ts' };
const tsx = process.execPath;
const cli = ['--import', 'tsx', 'src/sim/cli.ts'];

describe('sim command as a process', () => {
  it('plays on worker threads, prints the table and exits 0; a bad flag exits 2 with the usage', () => {
    const ok = spawnSync(tsx, [...cli, '--game', 'nim', '--bots', 'greedy,random', '--games', '50', '--workers', '2'], { env, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/#1 greedy\s+50\s/);
    expect(ok.stdout).toContain('on 2 workers');
    const bad = spawnSync(tsx, [...cli, '--game', 'nim', '--bots', 'greedy,random', '--games', 'x'], { env, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('error: --games needs a whole number');
    expect(bad.stderr).toContain('Usage:');
  });

  it('node flags that forbid worker threads give one line and exit 1, not a stack trace', () => {
    const run = spawnSync(tsx, ['--single-threaded-gc', ...cli, '--game', 'nim', '--bots', 'greedy,random', '--games', '20', '--workers', '2'], {
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: worker threads cannot start under these node flags \(.*--single-threaded-gc.*\); run with --workers 1/);
    expect(run.stderr).not.toContain('    at ');
    const alone = spawnSync(tsx, ['--single-threaded-gc', ...cli, '--game', 'nim', '--bots', 'greedy,random', '--games', '20', '--workers', '1'], {
      env,
      encoding: 'utf8',
    });
    expect(alone.status).toBe(0);
  });

  it('SIGINT stops the workers and writes the finished games, marked interrupted (exit 130)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sim-')), 'int.json');
    // Its own process group, so that the SIGINT reaches the whole group, as a terminal's Ctrl-C does.
    const child = spawn(tsx, [...cli, '--game', 'nim', '--bots', 'greedy,random', '--games', '10000000', '--workers', '2', '--json', file], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    // A failed or timed-out test must not leave a ten-million-game run behind.
    const orphan = setTimeout(() => child.exitCode === null && process.kill(-(child.pid as number), 'SIGKILL'), 50_000);
    // Wait for the first progress line (after 5 s of play on a non-terminal): the run is under way.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (/games\/s/.test(stderr)) {
          clearInterval(poll);
          resolve();
        }
      }, 50);
    });
    process.kill(-(child.pid as number), 'SIGINT');
    const code = await new Promise((r) => child.on('exit', (c, signal) => r(c ?? signal)));
    clearTimeout(orphan);
    expect(stderr).toContain('Interrupted:');
    expect(code).toBe(130);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    expect(json.interrupted).toBe(true);
    expect(json.games.length).toBeLessThan(10000000);
    expect(json.summary.gamesDone).toBe(json.games.length);
  });
});
