/**
 * The simulator's default providers: the project's game registry (src/games/registry.ts) and bots
 * (bots/index.ts). A providers module is loaded by URL so that every worker thread loads its own.
 */
import { BOT_LEVELS, type BotLevel, createDecider } from '../../bots/index.ts';
import { GAME_IDS, getGameCore } from '../games/registry.ts';
import type { SimProviders } from './types.ts';

/** Loads the registry and the bots (the providers-module contract of src/sim). */
export async function loadProviders(): Promise<SimProviders> {
  return {
    gameIds: GAME_IDS,
    levels: BOT_LEVELS,
    getGameCore,
    // The level is one of BOT_LEVELS: validateAgainst checks it before any decider is made.
    createDecider: (request) => createDecider({ ...request, level: request.level as BotLevel }),
  };
}
