/**
 * Every board of the client, one line per game, in the order the home page lists them. Each line
 * joins a game's light definition (its `about.ts`: title, players, variants) with lazy loaders of
 * its board and thumbnail, so the first page loads neither rules nor map.
 */
import { INDIA_RAILS_ABOUT } from '../../games/india-rails/about.ts';
import { TTR_INDIA_ABOUT } from '../../games/ttr-india/about.ts';
import type { CatalogEntry } from '../catalog-entry.ts';

/** The boards, as the catalog (src/client/catalog.ts) offers them. */
export const BOARDS: readonly CatalogEntry[] = [
  { ...TTR_INDIA_ABOUT, load: () => import('./ttr-india/module.ts').then((m) => m.default), loadThumbnail: () => import('./ttr-india/Thumbnail.tsx') },
  { ...INDIA_RAILS_ABOUT, load: () => import('./india-rails/module.ts').then((m) => m.default), loadThumbnail: () => import('./india-rails/Thumbnail.tsx') },
];
