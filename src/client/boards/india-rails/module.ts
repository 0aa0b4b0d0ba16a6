/** The India Rails client bundle: Game, core and board (loaded lazily). */
import { createIndiaRailsGame } from '../../../games/india-rails/game.ts';
import type { GameModule } from '../../view/gameModule.ts';
import { INDIA_RAILS_CLIENT_CORE as core } from './core.ts';
import { makeIndiaRailsBoard } from './IndiaRailsBoard.tsx';

const module: GameModule = { game: createIndiaRailsGame(core) as GameModule['game'], core, Board: makeIndiaRailsBoard(core) };
export default module;
