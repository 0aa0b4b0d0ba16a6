/** Ticket to Ride – India at 5 players in the shared harness (one file per player count, so they run in parallel). */
import { TtrIndia, TtrIndiaCore } from '../../../src/games/ttr-india/index.ts';
import { describeHarness } from '../../harness/harness.ts';
import { ttrCandidates, ttrConservation } from './laws.ts';

describeHarness({ core: TtrIndiaCore, bgio: { game: TtrIndia }, conservation: ttrConservation, candidateActions: ttrCandidates }, [
  { numPlayers: 5, games: 400, expensiveGames: 4, bgioGames: 2 },
]);
