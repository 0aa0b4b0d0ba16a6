/**
 * The first-game guide: which games have tips, whether the player has dismissed them (kept in
 * localStorage, so once dismissed they never come back), and the tips themselves, loaded lazily.
 */
import type { GuideSteps } from './types.ts';

const GUIDES: Record<string, () => Promise<GuideSteps>> = {
  'ttr-india': () => import('./ttr-india/guide.ts').then((m) => m.ttrGuide),
  'india-rails': () => import('./india-rails/guide.ts').then((m) => m.indiaRailsGuide),
};

const key = (gameId: string) => `first-game-guide:${gameId}`;

/** Whether the tips of `gameId` are to be shown (the game has some and they were never dismissed). */
export function guideWanted(gameId: string): boolean {
  if (!Object.hasOwn(GUIDES, gameId)) return false;
  try {
    return localStorage.getItem(key(gameId)) !== 'dismissed';
  } catch {
    return true;
  }
}

/** Never show the tips of `gameId` again. */
export function dismissGuide(gameId: string): void {
  try {
    localStorage.setItem(key(gameId), 'dismissed');
  } catch {
    // Storage refused (private mode): the tips are hidden for this page only.
  }
}

/** Loads the tips of `gameId`. */
export function loadGuide(gameId: string): Promise<GuideSteps> {
  const load = GUIDES[gameId];
  return load ? load() : Promise.reject(new Error(`no guide for ${gameId}`));
}
