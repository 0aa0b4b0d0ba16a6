/** Command-line reading shared by the benchmarks that take their flags straight from `process.argv`. */

/** The positive integer after `--<name>`, else `fallback`; anything else prints one line and the usage, and exits 2. */
export function positiveIntFlag(name: string, fallback: number, usage: string): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`--${name} needs a positive integer, got "${process.argv[i + 1] ?? ''}"\n${usage}\n`);
    process.exit(2);
  }
  return n;
}

/**
 * Flags that each take a value (`--flag value` pairs) from `process.argv`, keyed by flag; an unknown
 * flag or a missing value calls `fail` with a one-line reason.
 */
export function valuedFlags(valued: readonly string[], fail: (message: string) => never): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 2; i < process.argv.length; i += 2) {
    const [flag, value] = [process.argv[i], process.argv[i + 1]];
    if (!valued.includes(flag) || value === undefined) fail(`${valued.includes(flag) ? 'missing value for' : 'unknown flag'} '${flag}'`);
    args.set(flag, value);
  }
  return args;
}
