/**
 * `npm run bench`: runs the benchmarks one after another (never two at once: they would measure
 * each other) and prints one JSON document, `{ "<bench>": <its JSON>, … }`. Each benchmark runs
 * with NODE_ENV=production and its own defaults. `--only a,b` picks some; `--keep` makes each
 * result its benchmark's current one; `--list` names them.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCHMARKS, benchmarkList, isBenchName } from './registry.ts';

const FULL_RUN = BENCHMARKS.filter((b) => b.inFullRun).map((b) => b.name as string);

const USAGE = `usage: npm run bench [-- --only ${FULL_RUN.slice(0, 2).join(',')}] [-- --keep] [-- --list]
Runs the benchmarks in bench/ one at a time and prints one JSON document; each result is written to
bench/out/, and with --keep also made the benchmark's current result in bench/results/.
Benchmarks: ${FULL_RUN.join(', ')}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** The benchmarks the flags pick and whether to keep their results; `--help` and `--list` print and exit. */
function parse(argv: string[]): { selected: string[]; keep: boolean } {
  let selected = FULL_RUN;
  let keep = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (flag === '--list') {
      process.stdout.write(benchmarkList());
      process.exit(0);
    } else if (flag === '--keep') {
      keep = true;
    } else if (flag === '--only') {
      const value = argv[++i];
      if (!value) fail('--only needs a comma-separated list of benchmarks');
      selected = value.split(',').map((s) => s.trim());
      const unknown = selected.filter((b) => !isBenchName(b));
      if (unknown.length > 0) fail(`unknown benchmark(s): ${unknown.join(', ')}`);
    } else {
      fail(`unknown flag: ${flag}`);
    }
  }
  return { selected, keep };
}

const { selected, keep } = parse(process.argv.slice(2));
const results: Record<string, unknown> = {};
for (const name of selected) {
  process.stderr.write(`bench: ${name}…\n`);
  const file = fileURLToPath(new URL(`../${name}.ts`, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', file, ...(keep ? ['--keep'] : [])], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) {
    results[name] = { error: `exited with ${run.status ?? run.signal}` };
    continue;
  }
  try {
    results[name] = JSON.parse(run.stdout);
  } catch {
    results[name] = { error: 'did not print one JSON document', output: run.stdout.slice(0, 2000) };
  }
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
