/** The shared harness on the mini map: random and scripted players, 2 and 3 players. */
import { describeHarness } from '../../../harness/harness.ts';
import { randomDecider } from '../../../../src/engine/runner.ts';
import { deriveSeed } from '../../../../src/engine/rng.ts';
import { createIndiaRailsGame } from '../../../../src/games/india-rails/game.ts';
import { MINI_CORE } from '../rules/mini.ts';
import { conservation, scriptedDecider } from './laws.ts';

const game = createIndiaRailsGame(MINI_CORE);
const base = { core: MINI_CORE, bgio: { game }, conservation: conservation(MINI_CORE), maxSteps: 5000 } as const;

describeHarness(
  { ...base, options: { variants: { turnLimit: 8 } } },
  [
    { numPlayers: 2, games: 12, expensiveGames: 2, bgioGames: 1 },
    { numPlayers: 3, games: 10, expensiveGames: 2, bgioGames: 1 },
  ],
  'mini-random',
);

describeHarness(
  {
    ...base,
    options: {
      variants: {
        turnLimit: 15,
        costToLoad: true,
        crossgrading: true,
        borrowing: true,
        backtracking: true,
        latePaymentOfUseFee: true,
        openContracts: true,
        fieldWarehousing: true,
        additionalTrains: true,
      },
    },
    deciders: (n, seed) =>
      Array.from({ length: n }, (_, p) => (p % 2 === 0 ? scriptedDecider(MINI_CORE, deriveSeed(seed, p)) : randomDecider(MINI_CORE, deriveSeed(seed, p)))),
  },
  [{ numPlayers: 3, games: 6, expensiveGames: 1, bgioGames: 1 }],
  'mini-scripted',
);
