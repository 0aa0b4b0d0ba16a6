/**
 * bench/results/ holds one current result per benchmark, bench/results/<bench>.json, each a stamped
 * document of its benchmark: no second file for a benchmark, no file for a benchmark that no longer
 * exists, no benchmark without one.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_NAMES } from '../../bench/lib/registry.ts';
import { currentResultFile, RESULTS_DIR, readResult } from '../../bench/lib/results.ts';
import { resultFileProblems } from './result-files.ts';

describe('bench/results', () => {
  it('holds exactly one result per benchmark, named after it', () => {
    expect(resultFileProblems(readdirSync(RESULTS_DIR), BENCH_NAMES)).toEqual([]);
  });

  it('each result is its benchmark’s document, with the date and the load averages it was measured at', () => {
    for (const name of BENCH_NAMES) {
      const doc = readResult(currentResultFile(name));
      expect(doc.bench, name).toBe(name);
      expect(doc.measured.loadAverage, name).toHaveLength(3);
    }
  });
});

describe('the one-result rule', () => {
  const names = ['bots-strength', 'bots-strength-merge', 'map-paths'];
  const files = ['bots-strength.json', 'bots-strength-merge.json', 'map-paths.json'];

  it('holds for one file a benchmark, even where one name begins another', () => {
    expect(resultFileProblems(files, names)).toEqual([]);
  });

  it('fails on a second file of a benchmark', () => {
    expect(resultFileProblems([...files, 'map-paths-2026-12-01.json'], names)).toEqual([
      'map-paths: 2 files (map-paths-2026-12-01.json, map-paths.json); keep one, map-paths.json',
    ]);
  });

  it('fails on a file for a benchmark that no longer exists', () => {
    expect(resultFileProblems([...files, 'oracle-ceiling.json', 'notes.txt'], names)).toEqual([
      'oracle-ceiling.json: no benchmark of that name (bench/lib/registry.ts); delete it, git keeps its history',
      'notes.txt: no benchmark of that name (bench/lib/registry.ts); delete it, git keeps its history',
    ]);
  });

  it('fails on a benchmark without a result, and on one whose only file is misnamed', () => {
    expect(resultFileProblems(['bots-strength-merge.json', 'map-paths-2026-12-01.json'], names)).toEqual([
      'bots-strength: no result; run it with --keep to write bench/results/bots-strength.json',
      'map-paths: its result is map-paths-2026-12-01.json; name it map-paths.json',
    ]);
  });
});
