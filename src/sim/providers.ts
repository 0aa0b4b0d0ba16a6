/**
 * The simulator's default providers: the project's game registry (src/games/registry.ts) and bots
 * (bots/index.ts). Loaded lazily by URL so worker threads can load them too.
 */
import type { SimProviders } from './types.ts';

/** The bot levels of the bots contract. */
export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const;

/** Loads the registry and the bots (the providers-module contract of src/sim). */
export async function loadProviders(): Promise<SimProviders> {
  // Variables, not literals: these modules are written in parallel by other helpers.
  const registryPath = '../games/registry.ts';
  const botsPath = '../../bots/index.ts';
  const registry = await import(registryPath);
  const bots = await import(botsPath);
  return {
    gameIds: registry.GAME_IDS,
    levels: BOT_LEVELS,
    getGameCore: (id) => registry.getGameCore(id),
    createDecider: (request) => bots.createDecider(request),
  };
}
