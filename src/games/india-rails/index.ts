/**
 * India Rails: the boardgame.io Game, the rules core on the real map, and the static data
 * (docs/architecture.md §2).
 */
import { defineGame, type GameDefinition } from '../../engine/game-definition.ts';
import { INDIA_RAILS_ABOUT } from './about.ts';
import { DEMAND_CARDS } from './data/demand-cards.ts';
import { EVENT_CARDS } from './data/events.ts';
import { createIndiaRailsGame } from './game.ts';
import { indiaRailsGraph } from './map/index.ts';
import { createIndiaRailsCore } from './rules/core.ts';

export { INDIA_RAILS_ABOUT } from './about.ts';
export { DEMAND_CARDS } from './data/demand-cards.ts';
export { EVENT_CARDS, type EventCard } from './data/events.ts';
export { LOADS, type LoadDef } from './data/loads.ts';
export { LOCO_CARDS, type LocoType } from './data/locos.ts';
export { INDIA_RAILS_MAP, indiaRailsGraph } from './map/index.ts';
export { DEFAULT_PARAMS, type IndiaRailsParams, type IndiaRailsSetupData, type IndiaRailsVariants, validateSetupData } from './params.ts';
export { createIndiaRailsCore } from './rules/core.ts';
export type { DemandCard, IndiaRailsAction, IndiaRailsState } from './rules/types.ts';
export { createIndiaRailsGame } from './game.ts';

/** The India Rails rules core on the real map and decks. */
export const IndiaRailsCore = createIndiaRailsCore(indiaRailsGraph(), { demandCards: DEMAND_CARDS, eventCards: EVENT_CARDS });

/** The India Rails boardgame.io Game (`name: 'india-rails'`). */
export const IndiaRails = createIndiaRailsGame(IndiaRailsCore);

/** The whole definition of India Rails, as the registry lists it. */
export const INDIA_RAILS: GameDefinition<typeof IndiaRailsCore> = defineGame(INDIA_RAILS_ABOUT, { core: IndiaRailsCore, game: IndiaRails });
