import { describe, expect, it } from 'vitest';
import { mean, quantileSorted, sampleSd, wilson } from '../../src/sim/stats.ts';

describe('statistics', () => {
  // Newcombe R.G. (1998), "Two-sided confidence intervals for the single proportion: comparison of
  // seven methods", Statistics in Medicine 17:857–872, Table II, method 3 (Wilson score, no correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0.0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('Wilson 95%% interval of %i/%i matches Newcombe (1998)', (x, n, lo, hi) => {
    const [l, h] = wilson(x, n);
    expect(l).toBeCloseTo(lo, 4);
    expect(h).toBeCloseTo(hi, 4);
  });

  it('Wilson interval is symmetric about 1/2 for x and n − x, and [0, 1] with no games', () => {
    const [l, h] = wilson(3, 10);
    const [l2, h2] = wilson(7, 10);
    expect(l).toBeCloseTo(1 - h2, 12);
    expect(h).toBeCloseTo(1 - l2, 12);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('mean and sample standard deviation (n − 1) of a known data set', () => {
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(xs)).toBe(5);
    // Population sd is 2; the sample sd is sqrt(32 / 7).
    expect(sampleSd(xs)).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(sampleSd([3])).toBe(0);
    expect(Number.isNaN(mean([]))).toBe(true);
  });

  it('quantiles interpolate between order statistics', () => {
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileSorted([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantileSorted([10], 0.9)).toBe(10);
  });
});
