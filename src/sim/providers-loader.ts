/** Loads the games and bots a tournament uses from a providers module, by URL (works in any thread). */
import type { ProvidersModule, SimProviders } from './types.ts';

/** The default providers: the project's game registry and bots (src/sim/providers.ts). */
export const DEFAULT_PROVIDERS = new URL('./providers.ts', import.meta.url).href;

/** Imports `moduleUrl` and calls its `loadProviders()`. */
export async function loadProvidersFrom(moduleUrl: string): Promise<SimProviders> {
  const mod = (await import(moduleUrl)) as Partial<ProvidersModule>;
  if (typeof mod.loadProviders !== 'function') throw new Error(`${moduleUrl} does not export loadProviders()`);
  return mod.loadProviders();
}
