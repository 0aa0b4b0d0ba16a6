/**
 * The Nim providers, except that the worker threads cannot load them (as when a thread fails to
 * start): the calling thread plays, the worker threads' tasks fail. For testing how the pool reports
 * that. The worker threads run this file compiled into the worker bundle (worker.mjs), which is how
 * it tells them apart.
 */
import type { SimProviders } from '../../src/sim/types.ts';
import { loadProviders as loadNim } from './nim-providers.ts';

/** Loads the Nim providers; rejects in the compiled worker bundle. */
export async function loadProviders(): Promise<SimProviders> {
  if (import.meta.url.endsWith('.mjs')) throw new Error('no providers in this thread');
  return loadNim();
}
