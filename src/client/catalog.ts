/**
 * The games the client offers, with what the home and new-game pages show before anything heavy is
 * loaded. Each game's rules, map and board load lazily, so the first page stays small.
 */
import type { ComponentType } from 'react';
import type { GameModule } from './view/gameModule.ts';

/** A yes/no option of a game's setup (a `setupData` flag). */
export interface VariantSpec {
  key: string;
  label: string;
  help: string;
}

/** One game of the catalog. */
export interface CatalogEntry {
  id: 'ttr-india' | 'india-rails';
  title: string;
  blurb: string;
  minPlayers: number;
  maxPlayers: number;
  defaultPlayers: number;
  variants: VariantSpec[];
  /** The setupData (without seed) for the chosen variant keys. */
  setupData: (variants: string[]) => Record<string, unknown>;
  load: () => Promise<GameModule>;
  loadThumbnail: () => Promise<{ default: ComponentType }>;
}

/** Both games, in the order the home page lists them. */
export const CATALOG: readonly CatalogEntry[] = [
  {
    id: 'ttr-india',
    title: 'Ticket to Ride – India',
    blurb: 'Collect coloured cards, claim routes between 40 Indian cities, complete your tickets — and beware the monsoon on the ferries.',
    minPlayers: 2,
    maxPlayers: 5,
    defaultPlayers: 3,
    variants: [],
    setupData: () => ({}),
    load: () => import('./boards/ttr-india/module.ts').then((m) => m.default),
    loadThumbnail: () => import('./boards/ttr-india/Thumbnail.tsx'),
  },
  {
    id: 'india-rails',
    title: 'India Rails',
    blurb: 'Draw your railway in crayon across the subcontinent, haul loads to where they are wanted, connect all five major cities and reach 250M.',
    minPlayers: 2,
    maxPlayers: 6,
    defaultPlayers: 3,
    variants: [
      { key: 'fastTrains', label: 'Fast Trains', help: 'Freights move 12 mileposts, fast freights 16 (recommended for beginners).' },
      { key: 'fastGame', label: 'Fast Game', help: 'Start with 70M and 3 building turns; no Excess Profits Tax.' },
      { key: 'borrowing', label: 'Borrowing (Mercy)', help: 'Borrow up to 20M from the bank; repay twice as much.' },
      { key: 'crossgrading', label: 'Crossgrading', help: 'Switch between fast and heavy freight for 5M.' },
      { key: 'costToMove', label: 'Cost to Move', help: 'Pay 1M a turn to run on your own track.' },
      { key: 'costToLoad', label: 'Cost to Load', help: 'Each pickup or drop uses one milepost of movement.' },
      { key: 'backtracking', label: 'Backtracking (Mercy)', help: 'Reverse anywhere at the cost of a turn.' },
      { key: 'openContracts', label: 'Open Contracts', help: 'Discarded hands become contracts anyone may fill.' },
      { key: 'fieldWarehousing', label: 'Field Warehousing', help: 'Dropped loads wait 4 turns in the city for anyone.' },
    ],
    setupData: (variants) => (variants.length > 0 ? { variants: Object.fromEntries(variants.map((v) => [v, true])) } : {}),
    load: () => import('./boards/india-rails/module.ts').then((m) => m.default),
    loadThumbnail: () => import('./boards/india-rails/Thumbnail.tsx'),
  },
];

/** The catalog entry of a game id, if known. */
export function catalogEntry(id: string | undefined): CatalogEntry | undefined {
  return CATALOG.find((g) => g.id === id);
}
