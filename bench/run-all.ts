/**
 * Runs every benchmark one after another (never two at once: they would measure each other) and
 * prints one JSON document: `{ "<bench>": <its JSON>, … }`. Each benchmark runs with
 * NODE_ENV=production and its own defaults. `--only a,b` picks some; `--list` names them.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The benchmarks, in the order they run (bench/<name>.ts). */
export const BENCHES = [
  'map-paths',
  'ttr-core',
  'bgio-moves',
  'bots-speed',
  'bots-strength',
  'bots-ir-pace',
  'bots-vs-bgio-mcts',
  'sim-throughput',
  'sim-json-size',
  'client-bundle',
  'server-load',
  'server-abuse',
] as const;

const USAGE = `usage: npm run bench [-- --only ${BENCHES.slice(0, 2).join(',')}] [-- --list]
Runs the benchmarks in bench/ one at a time and prints one JSON document.
Benchmarks: ${BENCHES.join(', ')}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parse(argv: string[]): string[] {
  let only: string[] = [...BENCHES];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (flag === '--list') {
      process.stdout.write(`${BENCHES.join('\n')}\n`);
      process.exit(0);
    } else if (flag === '--only') {
      const value = argv[++i];
      if (!value) fail('--only needs a comma-separated list of benchmarks');
      only = value.split(',').map((s) => s.trim());
      const unknown = only.filter((b) => !(BENCHES as readonly string[]).includes(b));
      if (unknown.length > 0) fail(`unknown benchmark(s): ${unknown.join(', ')}`);
    } else {
      fail(`unknown flag: ${flag}`);
    }
  }
  return only;
}

const selected = parse(process.argv.slice(2));
const results: Record<string, unknown> = {};
for (const name of selected) {
  process.stderr.write(`bench: ${name}…\n`);
  const file = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], {
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
