/**
 * Fails when the project has an import cycle, type-only imports included (docs/architecture.md §1):
 * every file `tsc -p tsconfig.json` compiles is checked.
 * Usage: npx tsx scripts/deps/cli.ts   (npm run deps)
 */
import { fileURLToPath } from 'node:url';
import { describeCycles, importCycles } from './cycles.ts';
import { importGraph } from './import-graph.ts';

const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
const args = process.argv.slice(2);
if (args.length > 0) {
  console.error(`unknown argument(s): ${args.join(' ')}; usage: npx tsx scripts/deps/cli.ts`);
  process.exit(2);
}
const graph = importGraph(TSCONFIG);
const cycles = importCycles(graph);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) among the ${graph.size} files of tsconfig.json:\n${describeCycles(cycles)}`);
  process.exit(1);
}
console.log(`no import cycle among the ${graph.size} files of tsconfig.json`);
