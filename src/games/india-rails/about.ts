/**
 * India Rails as the pages, the server and the reports see it before its rules and map load: the
 * light part of its definition (src/engine/game-definition.ts). The variants' help text takes its
 * numbers from params.ts, so it follows the rules when they change.
 */
import type { GameAbout, VariantSpec } from '../../engine/game-definition.ts';
import { DEFAULT_PARAMS as P, FAST_GAME, FAST_TRAINS } from './params.ts';
import { ACTION_TYPES } from './rules/types.ts';

/** "twice" for 2, else "3 times" and so on. */
const times = (n: number) => (n === 2 ? 'twice' : `${n} times`);
/** Small numbers in words, as in "all five major cities". */
const inWords = (n: number) => ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);

/** The variants the new-game page offers, in its order (docs/rules/india-rails.md §12). */
const VARIANTS: readonly VariantSpec[] = [
  {
    key: 'fastTrains',
    label: 'Fast Trains',
    help: `Freights move ${FAST_TRAINS.speed.freight} mileposts, fast freights ${FAST_TRAINS.speed.fastFreight} (recommended for beginners).`,
  },
  { key: 'fastGame', label: 'Fast Game', help: `Start with ${FAST_GAME.startingCash}M and ${FAST_GAME.buildingTurns} building turns; no Excess Profits Tax.` },
  { key: 'borrowing', label: 'Borrowing (Mercy)', help: `Borrow up to ${P.maxLoan}M from the bank; repay ${times(P.loanRepayFactor)} as much.` },
  { key: 'crossgrading', label: 'Crossgrading', help: `Switch between fast and heavy freight for ${P.crossgradeCost}M.` },
  { key: 'costToMove', label: 'Cost to Move', help: `Pay ${P.costToMove}M a turn to run on your own track.` },
  { key: 'costToLoad', label: 'Cost to Load', help: 'Each pickup or drop uses one milepost of movement.' },
  { key: 'backtracking', label: 'Backtracking (Mercy)', help: 'Reverse anywhere at the cost of a turn.' },
  { key: 'openContracts', label: 'Open Contracts', help: 'Discarded hands become contracts anyone may fill.' },
  { key: 'fieldWarehousing', label: 'Field Warehousing', help: `Dropped loads wait ${P.warehouseTurns} turns in the city for anyone.` },
];

/** Who the game is, how many play, its variants and which moves are public. */
export const INDIA_RAILS_ABOUT: GameAbout = Object.freeze({
  id: 'india-rails',
  title: 'India Rails',
  blurb: `Draw your railway in crayon across the subcontinent, haul loads to where they are wanted, connect all ${inWords(P.majorCitiesToConnect)} major cities and reach ${P.winCash}M.`,
  minPlayers: 2,
  maxPlayers: 6,
  defaultPlayers: 3,
  variants: VARIANTS,
  setupData: (variants: readonly string[]) => (variants.length > 0 ? { variants: Object.fromEntries(variants.map((v) => [v, true])) } : {}),
  scoreUnit: 'final cash (million rupees)',
  // Only the order of the draw deck is secret: hands, loads, track and money are public.
  publicMoves: ACTION_TYPES,
});
