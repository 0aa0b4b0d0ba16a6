/**
 * A benchmark's run goes to the scratch folder under a name of its own; keeping it replaces its
 * benchmark's one current result; `bench:keep` finds a benchmark's newest run; `--keep` is taken
 * out of the command line before a benchmark reads its flags.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeFlag } from '../../bench/lib/flags.ts';
import type { BenchName } from '../../bench/lib/registry.ts';
import { keepResult, newestScratch, type ResultDoc, readResult, writeScratch } from '../../bench/lib/results.ts';

/** A result document of `bench` measured at `date`, with one figure. */
function doc(bench: BenchName, date: string, figure: number): ResultDoc {
  return { bench, measured: { commit: 'abc1234', date, node: 'v22', cpus: 2, memoryGiB: 4, loadAverage: [1, 1, 1] }, figure };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writing and keeping results', () => {
  it('writes every run to the scratch folder under its own name, never over another', () => {
    const scratch = join(dir, 'out');
    const a = writeScratch(doc('map-paths', '2026-12-08T10:00:00.000Z', 1), scratch);
    const b = writeScratch(doc('map-paths', '2026-12-08T10:00:00.500Z', 2), scratch);
    expect(readdirSync(scratch).sort()).toEqual(['map-paths-2026-12-08T10-00-00-2.json', 'map-paths-2026-12-08T10-00-00.json']);
    expect(readResult(a).figure).toBe(1);
    expect(readResult(b).figure).toBe(2);
  });

  it('keeps a run as the benchmark’s one current result, replacing the one before', () => {
    const results = join(dir, 'results');
    keepResult(doc('map-paths', '2026-12-01T10:00:00.000Z', 1), results);
    const file = keepResult(doc('map-paths', '2026-12-08T10:00:00.000Z', 2), results);
    expect(file).toBe(join(results, 'map-paths.json'));
    expect(readdirSync(results)).toEqual(['map-paths.json']);
    expect(JSON.parse(readFileSync(file, 'utf8')).figure).toBe(2);
  });

  it('finds a benchmark’s newest run by its date, not another benchmark’s whose name it begins', () => {
    writeScratch(doc('bots-strength', '2026-12-08T09:00:00.000Z', 1), dir);
    writeScratch(doc('bots-strength', '2026-12-08T11:00:00.000Z', 2), dir);
    writeScratch(doc('bots-strength-merge', '2026-12-08T12:00:00.000Z', 3), dir);
    writeFileSync(join(dir, 'bots-strength-broken.json'), '{ not json');
    expect(newestScratch('bots-strength', dir)?.figure).toBe(2);
    expect(newestScratch('bots-strength-merge', dir)?.figure).toBe(3);
    expect(newestScratch('map-paths', dir)).toBeNull();
    expect(newestScratch('map-paths', join(dir, 'none'))).toBeNull();
  });

  it('refuses a file that is no benchmark’s result, saying why', () => {
    const file = join(dir, 'x.json');
    writeFileSync(file, JSON.stringify({ ...doc('map-paths', '2026-12-08T10:00:00.000Z', 1), bench: 'oracle-ceiling' }));
    expect(() => readResult(file)).toThrow(`${file}: "bench" is "oracle-ceiling", not a benchmark's name`);
    writeFileSync(file, JSON.stringify({ bench: 'map-paths', measured: {} }));
    expect(() => readResult(file)).toThrow(`${file}: no measured.date`);
  });
});

describe('--keep', () => {
  it('is taken out of the arguments, wherever and however often it stands', () => {
    const argv = ['node', 'bench/x.ts', '--keep', '--games', '4', '--keep'];
    expect(takeFlag(argv, '--keep')).toBe(true);
    expect(argv).toEqual(['node', 'bench/x.ts', '--games', '4']);
    expect(takeFlag(argv, '--keep')).toBe(false);
    expect(argv).toEqual(['node', 'bench/x.ts', '--games', '4']);
  });
});
