/**
 * Where benchmark figures live. A run prints its JSON document, stamped with what it was measured
 * on, and writes it to bench/out/ (git does not look there) as `<bench>-<date>T<time>.json`. A
 * result is kept on purpose: `--keep` on the run, or `npm run bench:keep -- <bench>` after it, makes
 * it the benchmark's one current result, bench/results/<bench>.json, in place of the one before
 * (whose figures stay in git's history).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeFlag } from './flags.ts';
import { type BenchName, isBenchName } from './registry.ts';

const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The folder of the current results, one a benchmark: bench/results/<bench>.json. */
export const RESULTS_DIR = join(BENCH_DIR, 'results');
/** The folder every run writes to, ignored by git: bench/out/. */
export const SCRATCH_DIR = join(BENCH_DIR, 'out');

/** `--keep`, which every benchmark takes: removed from process.argv as this module loads, before a benchmark reads its own flags. */
const KEEP = takeFlag(process.argv, '--keep');

/** What the figures were measured on. */
export interface MeasurementStamp {
  commit: string;
  /** ISO 8601, UTC. */
  date: string;
  node: string;
  cpus: number;
  memoryGiB: number;
  /** `os.loadavg()`: the 1-, 5- and 15-minute load averages. */
  loadAverage: number[];
}

/** A benchmark's result as written: its name, the stamp, then its own figures. */
export interface ResultDoc {
  bench: BenchName;
  measured: MeasurementStamp;
  [figure: string]: unknown;
}

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

/** What the figures are measured on now: commit, date, Node, cores, memory and the load averages. */
export function measurementStamp(): MeasurementStamp {
  return {
    commit: currentCommit(),
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/** The file of a benchmark's one current result. */
export function currentResultFile(bench: BenchName, dir = RESULTS_DIR): string {
  return join(dir, `${bench}.json`);
}

const asJson = (doc: ResultDoc) => `${JSON.stringify(doc, null, 2)}\n`;

/** Writes a run's result to the scratch folder under a name of its own (a run never overwrites another); returns the file. */
export function writeScratch(doc: ResultDoc, dir = SCRATCH_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = freeResultFile(dir, `${doc.bench}-${doc.measured.date.slice(0, 19).replace(/:/g, '-')}`);
  writeFileSync(file, asJson(doc), { flag: 'wx' });
  return file;
}

/** Makes `doc` its benchmark's current result, replacing the one before; returns the file. */
export function keepResult(doc: ResultDoc, dir = RESULTS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = currentResultFile(doc.bench, dir);
  writeFileSync(file, asJson(doc));
  return file;
}

/**
 * Prints a benchmark's result as JSON on stdout, stamped (`measured`), writes it to the scratch
 * folder and, with `--keep`, makes it the benchmark's current result. Says on stderr where it went.
 */
export function reportResult(bench: BenchName, result: Record<string, unknown>): { scratch: string; kept: string | null } {
  const doc: ResultDoc = { bench, measured: measurementStamp(), ...result };
  process.stdout.write(asJson(doc));
  const scratch = writeScratch(doc);
  const kept = KEEP ? keepResult(doc) : null;
  const shown = (file: string) => relative(process.cwd(), file);
  process.stderr.write(
    kept
      ? `${bench}: kept as ${shown(kept)}, the current result (and written to ${shown(scratch)})\n`
      : `${bench}: written to ${shown(scratch)}; to make it the current result: npm run bench:keep -- ${bench}\n`,
  );
  return { scratch, kept };
}

/** The first of `<dir>/<stem>.json`, `<stem>-2.json`, `<stem>-3.json`, … that does not exist yet. */
export function freeResultFile(dir: string, stem: string): string {
  for (let n = 1; ; n++) {
    const file = join(dir, n === 1 ? `${stem}.json` : `${stem}-${n}.json`);
    if (!existsSync(file)) return file;
  }
}

/** The result document in `file`; throws with the reason when it is not one (not JSON, no benchmark of that name, no date). */
export function readResult(file: string): ResultDoc {
  let doc: Partial<ResultDoc>;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8')) as Partial<ResultDoc>;
  } catch (e) {
    throw new Error(`${file}: not a readable JSON document (${(e as Error).message})`);
  }
  if (typeof doc.bench !== 'string' || !isBenchName(doc.bench)) throw new Error(`${file}: "bench" is ${JSON.stringify(doc.bench)}, not a benchmark's name`);
  const date = doc.measured?.date;
  if (typeof date !== 'string' || Number.isNaN(Date.parse(date))) throw new Error(`${file}: no measured.date`);
  if (!Array.isArray(doc.measured?.loadAverage)) throw new Error(`${file}: no measured.loadAverage`);
  return doc as ResultDoc;
}

/** The newest result of `bench` in the scratch folder (by its measured date), or null when there is none. */
export function newestScratch(bench: BenchName, dir = SCRATCH_DIR): ResultDoc | null {
  if (!existsSync(dir)) return null;
  const runs = readdirSync(dir)
    .filter((f) => f.startsWith(`${bench}-`) && f.endsWith('.json'))
    .flatMap((f) => {
      try {
        return [readResult(join(dir, f))];
      } catch {
        return [];
      }
    })
    // `bots-strength-…` also matches `bots-strength-merge-…`: the document says whose it is.
    .filter((doc) => doc.bench === bench);
  runs.sort((a, b) => Date.parse(b.measured.date) - Date.parse(a.measured.date));
  return runs[0] ?? null;
}
