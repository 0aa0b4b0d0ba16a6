/**
 * The games the client offers, with what the home and new-game pages show before anything heavy is
 * loaded: each game's light definition (`GameAbout`) and lazy loaders of its board, registered in
 * boards/index.ts. Each game's rules, map and board load lazily, so the first page stays small.
 */
import type { ComponentType } from 'react';
import type { GameAbout } from '../engine/game-definition.ts';
import { BOARDS } from './boards/index.ts';
import type { GameModule } from './view/gameModule.ts';

export type { VariantSpec } from '../engine/game-definition.ts';

/** One game of the catalog. */
export interface CatalogEntry extends GameAbout {
  load: () => Promise<GameModule>;
  loadThumbnail: () => Promise<{ default: ComponentType }>;
}

/** Every game with a board, in the order the home page lists them. */
export const CATALOG: readonly CatalogEntry[] = BOARDS;

/** The catalog entry of a game id, if known. */
export function catalogEntry(id: string | undefined): CatalogEntry | undefined {
  return CATALOG.find((g) => g.id === id);
}
