/**
 * Cheapest-path queries on the India Rails map: all pairs of the 52 cities, queries with others'
 * track excluded and own track free, and one-to-all cost maps, against a naive array-scan Dijkstra
 * measured in the same run. Prints one JSON document.
 *
 *   NODE_ENV=production npx tsx bench/map-paths.ts [--rounds N]
 *
 * Target: a query well under 1 ms, so a bot can make hundreds per decision.
 */
import { buildMapGraph, INDIA_RAILS_MAP } from '../src/games/india-rails/map/index.ts';
import type { MilepostId } from '../src/games/india-rails/map/types.ts';
import { naiveCheapestCost } from '../test/support/naive-dijkstra.ts';
import { reportResult } from './lib/results.ts';

const USAGE = 'usage: NODE_ENV=production npx tsx bench/map-paths.ts [--rounds N]';
const TARGET_US = 1000;

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`--${name} needs a positive integer\n${USAGE}\n`);
    process.exit(2);
  }
  return n;
}

for (const a of process.argv.slice(2)) {
  if (a.startsWith('--') && a !== '--rounds') {
    process.stderr.write(`unknown flag ${a}\n${USAGE}\n`);
    process.exit(2);
  }
}
const rounds = flag('rounds', 5);

const t0 = performance.now();
const graph = buildMapGraph(INDIA_RAILS_MAP);
const buildMs = performance.now() - t0;
const cities = INDIA_RAILS_MAP.cities;
const pairs: [readonly MilepostId[], readonly MilepostId[]][] = [];
for (let i = 0; i < cities.length; i++) {
  for (let j = i + 1; j < cities.length; j++) pairs.push([cities[i].mileposts, cities[j].mileposts]);
}

/** Microseconds per call of `fn` over `count` calls, best of `rounds` rounds. */
function time(count: number, fn: (i: number) => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < count; i++) fn(i);
    best = Math.min(best, ((performance.now() - start) * 1000) / count);
  }
  return best;
}

// Warm up the JIT.
for (const [a, b] of pairs.slice(0, 200)) graph.cheapestPath(a, b);

let checksum = 0;
const allPairsUs = time(pairs.length, (i) => {
  checksum += graph.cheapestPath(pairs[i][0], pairs[i][1])!.cost;
});

// Others' track: the cheapest lines of three rivals (Delhi–Bombay, Calcutta–Madras, Karachi–Lahore)
// are blocked; the player's own Delhi–Calcutta line is free.
const city = (id: string) => graph.cityById(id)!.mileposts;
const lineKeys = (a: string, b: string) => {
  const p = graph.cheapestPath(city(a), city(b))!.path;
  return p.slice(1).map((m, i) => graph.edgeKey(p[i], m));
};
const blocked = new Set([...lineKeys('delhi', 'bombay'), ...lineKeys('calcutta', 'madras'), ...lineKeys('karachi', 'lahore')]);
const own = new Set(lineKeys('delhi', 'calcutta'));
const query = { blocked, own };
const excludedUs = time(pairs.length, (i) => {
  checksum += graph.cheapestPath(pairs[i][0], pairs[i][1], query)!.cost;
});
const oneToAllUs = time(cities.length, (i) => {
  checksum += graph.cheapestCosts(cities[i].mileposts, query)[0];
});

// Baseline: the naive Dijkstra on a spread sample of the same pairs (it is slow), checked equal.
const sample = pairs.filter((_, i) => i % 26 === 0);
let mismatches = 0;
const naiveUs = time(sample.length, (i) => {
  const [a, b] = sample[i];
  if (naiveCheapestCost(graph, a, b, query) !== graph.cheapestPath(a, b, query)!.cost) mismatches++;
});
const fastSampleUs = time(sample.length, (i) => {
  checksum += graph.cheapestPath(sample[i][0], sample[i][1], query)!.cost;
});

const round2 = (v: number) => Math.round(v * 100) / 100;
reportResult('map-paths', {
  description: 'india-rails map cheapest paths',
  node: process.version,
  nodeEnv: process.env.NODE_ENV ?? null,
  mileposts: graph.size,
  edges: INDIA_RAILS_MAP.edges.length,
  graphBuildMs: round2(buildMs),
  rounds,
  allPairs: { queries: pairs.length, usPerQuery: round2(allPairsUs) },
  othersTrackExcluded: { queries: pairs.length, blockedEdges: blocked.size, ownEdges: own.size, usPerQuery: round2(excludedUs) },
  oneToAllCosts: { queries: cities.length, usPerQuery: round2(oneToAllUs) },
  baseline: {
    name: 'array-scan Dijkstra through the MapGraph API',
    queries: sample.length,
    usPerQuery: round2(naiveUs),
    fastUsPerQuerySameSample: round2(fastSampleUs),
    speedup: round2(naiveUs / fastSampleUs),
    mismatches,
  },
  targetUsPerQuery: TARGET_US,
  meetsTarget: allPairsUs < TARGET_US && excludedUs < TARGET_US,
  checksum,
});
