/**
 * Where benchmark figures live: each benchmark prints its JSON document and keeps a copy under
 * bench/results/<bench>-<YYYY-MM-DD>.json, stamped with the commit, the machine and its load, so
 * that the docs quote a file rather than prose. `BENCH_NO_SAVE=1` prints without keeping.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder the results are kept in. */
export const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** The commit the figures were measured on (with `+dirty` for uncommitted changes), or 'unknown'. */
export function currentCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return dirty ? `${head}+dirty` : head;
  } catch {
    return 'unknown';
  }
}

/** What the figures were measured on: commit, date, Node, cores, memory and the 1/5/15-minute load. */
export function measurementStamp(): { commit: string; date: string; node: string; cpus: number; memoryGiB: number; loadAverage: number[] } {
  return {
    commit: currentCommit(),
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/**
 * Prints a benchmark's result as JSON on stdout and keeps it as bench/results/<bench>-<date>.json
 * (the `measured` stamp added), or `<bench>-<date>-2.json` and on when that is taken: a kept figure
 * is never overwritten. Returns the file written, or null when saving is turned off.
 */
export function reportResult(bench: string, result: Record<string, unknown>): string | null {
  const doc = { bench, measured: measurementStamp(), ...result };
  process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
  if (process.env.BENCH_NO_SAVE === '1') return null;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = freeResultFile(RESULTS_DIR, `${bench}-${doc.measured.date.slice(0, 10)}`);
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`, { flag: 'wx' });
  return file;
}

/** The first of `<dir>/<stem>.json`, `<stem>-2.json`, `<stem>-3.json`, … that does not exist yet. */
export function freeResultFile(dir: string, stem: string): string {
  for (let n = 1; ; n++) {
    const file = join(dir, n === 1 ? `${stem}.json` : `${stem}-${n}.json`);
    if (!existsSync(file)) return file;
  }
}
