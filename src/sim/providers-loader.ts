/** Loads the games and bots a tournament uses from a providers module, by URL (works in any thread). */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProvidersModule, SimProviders } from './types.ts';

/** The default providers: the project's game registry and bots (src/sim/providers.ts). */
export const DEFAULT_PROVIDERS = new URL('./providers.ts', import.meta.url).href;

/** Imports `moduleUrl` and calls its `loadProviders()`. */
export async function loadProvidersFrom(moduleUrl: string): Promise<SimProviders> {
  const mod = (await import(moduleUrl)) as Partial<ProvidersModule>;
  if (typeof mod.loadProviders !== 'function') throw new Error(`${moduleUrl} does not export loadProviders()`);
  return mod.loadProviders();
}

/**
 * Another providers module for the commands (tests, experiments): `SIM_PROVIDERS`, a file path or
 * URL exporting loadProviders(), as a URL; undefined when it is not set.
 */
export function providersFromEnv(): string | undefined {
  const p = process.env.SIM_PROVIDERS;
  if (!p) return undefined;
  return /^[a-z]+:/.test(p) ? p : pathToFileURL(resolve(p)).href;
}
