/** The one memo helper (src/engine/memo.ts): computes once per key, bounded by value, weak by object. */
import { describe, expect, it } from 'vitest';
import { memoByObject, memoByValue } from '../../src/engine/memo.ts';

describe('memo', () => {
  it('by value: computes once per key and drops the oldest entry past its limit', () => {
    const m = memoByValue<string, number>(2);
    let calls = 0;
    const get = (k: string) => m.get(k, () => ++calls);
    expect([get('a'), get('a'), get('b')]).toEqual([1, 1, 2]);
    get('c');
    expect(m.peek('a')).toBeUndefined();
    expect(m.peek('b')).toBe(2);
    expect(m.peek('c')).toBe(3);
  });

  it('by object: one entry per key object, not per equal value', () => {
    const m = memoByObject<number[], number>();
    const a = [1, 2];
    expect(m.get(a, () => 3)).toBe(3);
    expect(m.get(a, () => 4)).toBe(3);
    expect(m.get([1, 2], () => 5)).toBe(5);
  });
});
