/**
 * One way to cache a value computed from its key. A memo belongs to whoever owns the inputs (a
 * game's rules context, a bot kit): never to a module, so two games or two tunings never share an
 * entry. Keyed by value (strings, numbers: bounded, oldest entry dropped first) or by object
 * identity (held weakly: an entry lives as long as its key, e.g. a state's track array).
 */

/** A cache of values by key: `get(key, compute)` computes a value once per key. */
export interface Memo<K, V> {
  /** The value for `key`, computed by `compute` and kept when absent. */
  get(key: K, compute: () => V): V;
  /** The kept value for `key`, if any. */
  peek(key: K): V | undefined;
  /** Keeps `value` for `key`, replacing any earlier one. */
  set(key: K, value: V): void;
}

/** Entries a memo keyed by value holds before it drops its oldest. */
export const MEMO_LIMIT = 400;

/** A memo keyed by value (a string or a number that lists every input), holding at most `limit` entries. */
export function memoByValue<K extends string | number, V>(limit = MEMO_LIMIT): Memo<K, V> {
  const entries = new Map<K, V>();
  const set = (key: K, value: V) => {
    if (entries.size >= limit && !entries.has(key)) entries.delete(entries.keys().next().value as K);
    entries.set(key, value);
  };
  return {
    get(key, compute) {
      if (entries.has(key)) return entries.get(key) as V;
      const value = compute();
      set(key, value);
      return value;
    },
    peek: (key) => entries.get(key),
    set,
  };
}

/** A memo keyed by object identity, held weakly: for values derived from immutable parts of a state. */
export function memoByObject<K extends object, V>(): Memo<K, V> {
  const entries = new WeakMap<K, V>();
  return {
    get(key, compute) {
      if (entries.has(key)) return entries.get(key) as V;
      const value = compute();
      entries.set(key, value);
      return value;
    },
    peek: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
    },
  };
}
