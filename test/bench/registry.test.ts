/**
 * bench/ holds benchmarks: every script at bench/*.ts is one entry of bench/lib/registry.ts and the
 * reverse, there are at most 16, docs/benchmarks.md lists exactly the registry's entries (the list
 * `npm run bench -- --list` prints), each flag the list names is one its script reads, and no
 * product code or product test imports bench/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BENCH_NAMES, BENCHMARKS, benchmarkList, docsRow } from '../../bench/lib/registry.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
/** The issue's limit on entry scripts in bench/. */
const MAX_BENCHMARKS = 16;

/** The rows of the table under "## The benchmarks" in docs/benchmarks.md. */
function docsTableRows(): string[] {
  const page = readFileSync(join(ROOT, 'docs/benchmarks.md'), 'utf8');
  const section = page.split(/^## /m).find((s) => s.startsWith('The benchmarks\n')) ?? '';
  return section.split('\n').filter((line) => line.startsWith('| `'));
}

/** TypeScript files under `dir`, recursively. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the benchmarks', () => {
  it('are the scripts at bench/*.ts, one registry entry each', () => {
    const scripts = readdirSync(join(ROOT, 'bench'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(scripts.sort()).toEqual([...BENCH_NAMES].sort());
    expect(scripts.length).toBeLessThanOrEqual(MAX_BENCHMARKS);
  });

  it('are listed in docs/benchmarks.md, one row each in the registry’s order, as the registry words them', () => {
    expect(docsTableRows()).toEqual(BENCHMARKS.map(docsRow));
  });

  it('are what `npm run bench -- --list` prints, one line each', () => {
    const lines = benchmarkList().trimEnd().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(BENCH_NAMES);
    expect(lines[0]).toContain(BENCHMARKS[0].measures);
  });

  it('read every flag the list gives them', () => {
    const unread = BENCHMARKS.flatMap((b) => {
      const source = readFileSync(join(ROOT, 'bench', `${b.name}.ts`), 'utf8');
      return [...b.flags.matchAll(/--[a-z-]+/g)]
        .map((m) => m[0])
        .filter((flag) => !source.includes(flag))
        .map((flag) => `${b.name} ${flag}`);
    });
    expect(unread).toEqual([]);
  });
});

describe('the product does not lean on bench/', () => {
  it('no file in src/, bots/, scripts/ or test/ (but test/bench/) imports from bench/', () => {
    const files = ['src', 'bots', 'scripts', 'test'].flatMap((d) => sourcesUnder(join(ROOT, d))).concat(join(ROOT, 'server.ts'));
    const importers = files
      .filter((f) => !relative(ROOT, f).startsWith('test/bench/'))
      .filter((f) => /(?:from\s+|import\s*\(\s*)['"][./]*bench\//.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(importers).toEqual([]);
  });
});
