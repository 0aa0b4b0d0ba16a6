/**
 * The benchmarks' command-line reading: `--name value` flags with defaults, positive integers, lists
 * and seed sets. Every problem prints one line and the usage, and exits 2.
 */
import { randomBytes } from 'node:crypto';

/** Takes every `flag` (one that takes no value) out of `argv`, in place; true when there was one. */
export function takeFlag(argv: string[], flag: string): boolean {
  let found = false;
  for (let i = argv.indexOf(flag); i >= 0; i = argv.indexOf(flag)) {
    argv.splice(i, 1);
    found = true;
  }
  return found;
}

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

/** The seed set a `--seed` value names: `fresh` draws a new one (`<prefix>-` and 12 hex digits) that no run has used; anything else is itself. */
export function seedSetFlag(value: string, prefix = 'heldout'): string {
  return value === 'fresh' ? `${prefix}-${randomBytes(6).toString('hex')}` : value;
}

/** Parses `--name value` flags; exits with the usage on an unknown or malformed flag. */
export function parseFlags(argv: readonly string[], defaults: Record<string, string>, usage: string): Record<string, string> {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '');
    const value = argv[i + 1];
    if (!argv[i]?.startsWith('--') || !(name in defaults) || value === undefined) {
      process.stderr.write(`bad flag '${argv[i]}'\nusage: ${usage}\n`);
      process.exit(2);
    }
    out[name] = value;
  }
  return out;
}

/** A positive integer flag, or exit with the usage. */
export function intFlag(flags: Record<string, string>, name: string, usage: string): number {
  const n = Number(flags[name]);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`--${name} must be a positive integer, got '${flags[name]}'\nusage: ${usage}\n`);
    process.exit(2);
  }
  return n;
}

/** A comma-separated flag whose every item is one of `allowed`, or exit with the usage. */
export function listFlag(flags: Record<string, string>, name: string, allowed: readonly string[], usage: string): string[] {
  const items = flags[name].split(',');
  const unknown = items.filter((x) => !allowed.includes(x));
  if (unknown.length > 0) {
    process.stderr.write(`--${name}: unknown '${unknown.join(',')}'; choose from ${allowed.join(', ')}\nusage: ${usage}\n`);
    process.exit(2);
  }
  return items;
}
