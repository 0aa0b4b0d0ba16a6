/**
 * The how-to-play page of each game, loaded only when asked for (the rules' numbers come with it).
 * One line per game, like boards/index.ts.
 */
import type { GameHelp } from './types.ts';

const HELP: Record<string, () => Promise<GameHelp>> = {
  'ttr-india': () => import('./ttr-india/help.tsx').then((m) => m.TTR_INDIA_HELP),
  'india-rails': () => import('./india-rails/help.tsx').then((m) => m.INDIA_RAILS_HELP),
};

/** Whether game `gameId` has a how-to-play page. */
export function hasHelp(gameId: string | undefined): gameId is string {
  return gameId !== undefined && Object.hasOwn(HELP, gameId);
}

/** Loads the how-to-play page of game `gameId`. */
export function loadHelp(gameId: string): Promise<GameHelp> {
  const load = HELP[gameId];
  return load ? load() : Promise.reject(new Error(`no how-to-play page for ${gameId}`));
}
