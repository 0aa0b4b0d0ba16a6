/**
 * `npm run bench:keep -- <bench>`: makes the newest run of a benchmark in bench/out/ its current
 * result, bench/results/<bench>.json; `npm run bench:keep -- <file.json>` keeps that run instead.
 * The result it replaces stays in git's history.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { BENCH_NAMES, isBenchName } from './registry.ts';
import { keepResult, newestScratch, type ResultDoc, readResult, SCRATCH_DIR } from './results.ts';

const USAGE = `usage: npm run bench:keep -- <benchmark | bench/out/<run>.json>
Makes a run written to bench/out/ its benchmark's current result in bench/results/.
Benchmarks: ${BENCH_NAMES.join(', ')}`;

function fail(message: string): never {
  process.stderr.write(`bench:keep: ${message}\n${USAGE}\n`);
  process.exit(2);
}

/** The run the argument names: a benchmark's newest in the scratch folder, or the file given. */
function chosenRun(arg: string): ResultDoc {
  if (isBenchName(arg)) {
    const doc = newestScratch(arg);
    if (!doc) fail(`no run of ${arg} in ${relative(process.cwd(), SCRATCH_DIR)}/: run it first (NODE_ENV=production npx tsx bench/${arg}.ts)`);
    return doc;
  }
  if (!arg.endsWith('.json') || !existsSync(arg)) fail(`'${arg}' is neither a benchmark nor a result file`);
  try {
    return readResult(arg);
  } catch (e) {
    return fail((e as Error).message);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--help' || args[0] === '-h') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (args.length !== 1) fail(`expected one benchmark or result file, got ${args.length} arguments`);
const doc = chosenRun(args[0]);
const file = keepResult(doc);
process.stderr.write(
  `${relative(process.cwd(), file)} is now the run of ${doc.measured.date} (commit ${doc.measured.commit}, load ${doc.measured.loadAverage.join(', ')}); commit it with the docs that quote it\n`,
);
