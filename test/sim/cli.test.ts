import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/sim/main.ts';
import { captureIo } from './helpers.ts';

describe('sim command', () => {
  it('--help prints the usage and exits 0', async () => {
    const { io, out, err } = captureIo();
    expect(await main(['--help'], io)).toBe(0);
    expect(out.join('')).toMatch(/^Usage:/);
    expect(err).toEqual([]);
  });

  it.each([
    [['--game', 'nim', '--bots', 'random,random', '--speed', '3'], 'unknown flag --speed'],
    [['--game', 'nim', '--bots', 'random,random', '--games'], '--games needs a value'],
    [['--game', 'nim', '--bots', 'random,random', '--games', 'many'], '--games needs a whole number'],
    [['--game', 'go', '--bots', 'random,random'], 'unknown game "go"'],
    [['--game', 'nim', '--bots', 'random,expert'], 'unknown bot level "expert"'],
    [['--game', 'nim', '--bots', 'random,random,random,random,random'], 'nim takes 2 to 4 players'],
  ])('%j prints what is wrong and the usage, and exits non-zero', async (argv, message) => {
    const { io, out, err } = captureIo();
    expect(await main(argv, io)).toBe(2);
    expect(out).toEqual([]);
    const text = err.join('');
    expect(text).toContain(`error: ${message}`);
    expect(text).toContain('Usage:');
  });

  it('runs a tournament: summary table on stdout, progress lines on a non-terminal stderr', async () => {
    const { io, out, err } = captureIo(false);
    expect(await main(['--game', 'nim', '--bots', 'greedy,random', '--games', '40', '--seed', 't', '--workers', '0'], io)).toBe(0);
    const table = out.join('');
    expect(table).toMatch(/#1 greedy\s+40\s/);
    expect(table).toMatch(/#2 random\s+40\s/);
    expect(table).toContain('95% CI');
    expect(table).toContain('seat 2');
    expect(table).toContain('A shared win counts 1/k');
    expect(err.join('')).toMatch(/40\/40 games .* done\n/);
  });

  it('replays one game of a tournament from the seed and levels printed in the JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const file = join(dir, 'r.json');
    const run = captureIo();
    await main(['--game', 'nim', '--bots', 'greedy,random,random', '--games', '6', '--seed', 'rp', '--workers', '0', '--quiet', '--json', file], run.io);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    // The commit that played it: a replay matches only with the same rules and bots.
    expect(written.codeVersion).toMatch(/^[0-9a-f]{7,}(\+dirty)?$/);
    const game = written.games[4];
    expect(game.replay).toBe(`npm run sim -- --replay rp/game/4 --game nim --bots ${game.levels.join(',')}`);
    const { io, out } = captureIo();
    expect(await main(['--replay', game.seed, '--game', 'nim', '--bots', game.levels.join(',')], io)).toBe(0);
    const log = out.join('');
    const moves = log.split('\n').filter((l) => /^\s+\d+\. Player \d takes [123]$/.test(l));
    expect(moves).toHaveLength(game.steps);
    for (let s = 0; s < 3; s++) {
      expect(log).toContain(`seat ${s + 1} (${game.levels[s]}): ${game.scores[s]}${game.winners.includes(s) ? '  WINNER' : ''}`);
    }
  });

  it('Ctrl-C (abort) still writes the finished games, marked as interrupted, and exits 130', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const controller = new AbortController();
    const { io, err } = captureIo();
    const code = await main(
      ['--game', 'nim', '--bots', 'random,greedy', '--games', '100000', '--workers', '2', '--json', join(dir, 'i.json'), '--csv', join(dir, 'i.csv')],
      {
        ...io,
        signal: controller.signal,
        stderr: (t) => {
          err.push(t);
          // Stop once the progress bar shows some finished games.
          if (/\] [1-9]\d*\/100000 games/.test(t)) controller.abort();
        },
        stderrIsTTY: true,
      },
    );
    expect(code).toBe(130);
    const json = JSON.parse(readFileSync(join(dir, 'i.json'), 'utf8'));
    expect(json.interrupted).toBe(true);
    expect(json.games.length).toBeGreaterThan(0);
    expect(json.games.length).toBeLessThan(100000);
    expect(json.summary.gamesDone).toBe(json.games.length);
    expect(readFileSync(join(dir, 'i.csv'), 'utf8').split('\n')[1]).toMatch(/,true,$/);
    expect(err.join('')).toContain('Interrupted:');
  });
});
