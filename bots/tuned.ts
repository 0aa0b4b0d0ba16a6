/** Settings objects of the bots: a game's defaults with a bot's overrides over them, immutable. */

/** Changes to a settings object: any of its fields, and any fields of its nested settings. */
export type Overrides<T> = { readonly [K in keyof T]?: T[K] extends object ? Readonly<Partial<T[K]>> : T[K] };

/** `base` with `overrides` over it (nested settings merged field by field), frozen; throws on a name `base` lacks or a value of another type. */
export function tuned<T extends object>(overrides: Overrides<T>, base: T, path = ''): Readonly<T> {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(overrides)) {
    const b = (base as Record<string, unknown>)[k];
    if (!Object.hasOwn(base, k)) throw new Error(`tuning: unknown setting '${path}${k}'; known: ${Object.keys(base).join(', ')}`);
    if (typeof v !== typeof b) throw new Error(`tuning: ${path}${k} must be a ${typeof b}, got ${JSON.stringify(v)}`);
    if (isPlain(b) && isPlain(v)) {
      out[k] = tuned(v, b, `${path}${k}.`);
    } else out[k] = v;
  }
  for (const v of Object.values(out)) if (isPlain(v)) Object.freeze(v);
  return Object.freeze(out) as Readonly<T>;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
