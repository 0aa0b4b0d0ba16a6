/**
 * The shape of one game of the client's catalog: its light definition (`GameAbout`) and lazy
 * loaders of its board and thumbnail. Apart from catalog.ts so that boards/index.ts, which lists
 * the entries, and catalog.ts, which offers them, do not import each other.
 */
import type { ComponentType } from 'react';
import type { GameAbout } from '../engine/game-definition.ts';
import type { GameModule } from './view/gameModule.ts';

/** One game of the catalog. */
export interface CatalogEntry extends GameAbout {
  load: () => Promise<GameModule>;
  loadThumbnail: () => Promise<{ default: ComponentType }>;
}
