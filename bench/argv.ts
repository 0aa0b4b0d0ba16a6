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
