/**
 * Ticket to Ride – India: the boardgame.io Game, its rules core (for bots and the simulator) and
 * its static data (for the board).
 */
import { defineGame, type GameDefinition } from '../../engine/game-definition.ts';
import { TTR_INDIA_ABOUT } from './about.ts';
import { CITIES } from './data/cities.ts';
import { ROUTES } from './data/routes.ts';
import type { City, Route } from './data/types.ts';
import { TtrIndia } from './game.ts';
import { TtrIndiaCore } from './rules/core.ts';

export { TTR_INDIA_ABOUT } from './about.ts';

export { TRACKS, type Track } from './data/board.ts';
export { MAIL_CHARTERS, TICKETS } from './data/tickets.ts';
export { CARD_COLOURS, CARD_KINDS, type CardColour, type CardKind, type City, LOCO, type Route, type Ticket, type TrackColour } from './data/types.ts';
export { TtrIndia, validateSetupData } from './game.ts';
export { DEFAULT_PARAMS, type TtrParams } from './params.ts';
export { TtrIndiaCore } from './rules/core.ts';
export { scoreAll, type TtrScore, ticketStatus } from './rules/scoring.ts';
export type { ClaimRoute, KeepTickets, TtrAction, TtrOptions, TtrPhase, TtrPlayer, TtrState } from './rules/state.ts';

/** The map: the 40 cities and the 83 routes. */
export const TTR_INDIA_MAP: Readonly<{ cities: readonly City[]; routes: readonly Route[] }> = Object.freeze({ cities: CITIES, routes: ROUTES });

/** The whole definition of Ticket to Ride – India, as the registry lists it. */
export const TTR_INDIA: GameDefinition<typeof TtrIndiaCore> = defineGame(TTR_INDIA_ABOUT, { core: TtrIndiaCore, game: TtrIndia });
