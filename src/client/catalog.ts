/**
 * The games the client offers, with what the home and new-game pages show before anything heavy is
 * loaded: each game's light definition (`GameAbout`) and lazy loaders of its board, registered in
 * boards/index.ts. Each game's rules, map and board load lazily, so the first page stays small.
 */
import { BOARDS } from './boards/index.ts';
import type { CatalogEntry } from './catalog-entry.ts';

export type { VariantSpec } from '../engine/game-definition.ts';
export type { CatalogEntry } from './catalog-entry.ts';

/** Every game with a board, in the order the home page lists them. */
export const CATALOG: readonly CatalogEntry[] = BOARDS;

/** The catalog entry of a game id, if known. */
export function catalogEntry(id: string | undefined): CatalogEntry | undefined {
  return CATALOG.find((g) => g.id === id);
}
