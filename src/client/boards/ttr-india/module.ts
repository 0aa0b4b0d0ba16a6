/** The Ticket to Ride – India client bundle: Game, core and board (loaded lazily). */
import { TtrIndia, TtrIndiaCore } from '../../../games/ttr-india/index.ts';
import type { GameModule } from '../../view/gameModule.ts';
import { TtrBoard } from './TtrBoard.tsx';

const module: GameModule = { game: TtrIndia as GameModule['game'], core: TtrIndiaCore, Board: TtrBoard };
export default module;
