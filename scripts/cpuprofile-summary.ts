/**
 * Where a V8 CPU profile's time goes: self time and inclusive time (the function and what it
 * calls, each sample counted once per function) by function, as shares of the profile's time.
 * Profiles come from `node --cpu-prof`, e.g. three India Rails games of medium bots:
 *
 *   NODE_ENV=production node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx src/sim/cli.ts \
 *     --game india-rails --bots medium,medium,medium --games 3 --seed prof --workers 0 --quiet
 *   npx tsx scripts/cpuprofile-summary.ts /tmp/prof/<the main thread's file>.cpuprofile [--top N]
 *
 * (tsx puts each module on one line, so functions are told apart by file and column.)
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const USAGE = 'usage: npx tsx scripts/cpuprofile-summary.ts <file.cpuprofile> [--top N]';
const [file, flag, value] = process.argv.slice(2);
const top = flag === '--top' ? Number(value) : 40;
if (!file || (flag !== undefined && flag !== '--top') || !Number.isInteger(top) || top < 1) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
let profile: Profile;
try {
  profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
} catch (e) {
  process.stderr.write(`cannot read the profile "${file}": ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(2);
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: ProfileNode) => {
  const f = n.callFrame;
  return `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
};

// Time per sampled node, then per function: its own, and every function on the stack above it.
const hits = new Map<number, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  hits.set(id, (hits.get(id) ?? 0) + dt);
  total += dt;
});
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, t] of hits) {
  const leaf = name(byId.get(id)!);
  self.set(leaf, (self.get(leaf) ?? 0) + t);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = name(byId.get(cur)!);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + t);
  }
}

const rows = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
process.stdout.write(`profile: ${(total / 1000).toFixed(0)} ms\n\nself time\n${rows(self)}\n\ninclusive time\n${rows(inclusive)}\n`);
