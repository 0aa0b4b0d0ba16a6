/** The India Rails client bundle: Game, core and board (loaded lazily). */
import { IndiaRails, IndiaRailsCore } from '../../../games/india-rails/index.ts';
import type { GameModule } from '../../view/gameModule.ts';
import { makeIndiaRailsBoard } from './IndiaRailsBoard.tsx';

const module: GameModule = { game: IndiaRails as GameModule['game'], core: IndiaRailsCore, Board: makeIndiaRailsBoard(IndiaRailsCore) };
export default module;
