/**
 * The result of a rules check that either passes with a value (a quote: what a build or a move
 * costs) or fails with one line saying why. One shape for every such check, instead of unions of a
 * reason string and a value told apart with `typeof`.
 */

/** A passed check's value, or a failed check's reason. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** A passed check. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A failed check, with why. */
export function fail<T = never>(reason: string): Result<T> {
  return { ok: false, reason };
}
