/** Small statistics for tournament summaries: mean, standard deviation, Wilson score interval, quantiles. */

/** z for a two-sided 95% interval (the 0.975 quantile of the standard normal). */
export const Z95 = 1.959963984540054;

/** The arithmetic mean; NaN for no values. */
export function mean(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/** The sample standard deviation (divisor n − 1); 0 for one value, NaN for none. */
export function sampleSd(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  if (xs.length === 1) return 0;
  const m = mean(xs);
  let ss = 0;
  for (const x of xs) ss += (x - m) * (x - m);
  return Math.sqrt(ss / (xs.length - 1));
}

/**
 * The Wilson score interval (without continuity correction) for `successes` out of `n` trials.
 * `successes` may be fractional (shared wins count as a fraction). [0, 1] when n is 0.
 */
export function wilson(successes: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0..1) of sorted values, by linear interpolation between order statistics. */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** The median of a non-empty list (the mean of the two middle values for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
