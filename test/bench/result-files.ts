/**
 * The rule of bench/results/: one current result a benchmark, named `<benchmark>.json`, and nothing
 * else. Each file is laid to the benchmark whose name is the longest that begins it, so that
 * `bots-ir-pace-2026-12-07.json` counts as a second file of `bots-ir-pace`.
 */

/** What breaks the rule among `files` (names in the folder) for the benchmarks `names`, one line each; empty when it holds. */
export function resultFileProblems(files: readonly string[], names: readonly string[]): string[] {
  const byBench = new Map<string, string[]>(names.map((n) => [n, []]));
  const problems: string[] = [];
  for (const file of files) {
    const stem = file.replace(/\.json$/, '');
    const owner = names.filter((n) => stem === n || stem.startsWith(`${n}-`)).sort((a, b) => b.length - a.length)[0];
    if (owner === undefined || !file.endsWith('.json'))
      problems.push(`${file}: no benchmark of that name (bench/lib/registry.ts); delete it, git keeps its history`);
    else byBench.get(owner)?.push(file);
  }
  for (const [name, own] of byBench) {
    if (own.length === 0) problems.push(`${name}: no result; run it with --keep to write bench/results/${name}.json`);
    else if (own.length > 1) problems.push(`${name}: ${own.length} files (${own.sort().join(', ')}); keep one, ${name}.json`);
    else if (own[0] !== `${name}.json`) problems.push(`${name}: its result is ${own[0]}; name it ${name}.json`);
  }
  return problems;
}
