/**
 * The shared harness on the real map at 2–6 players: random and scripted players, short games
 * (tournament turn limit), conservation of money, chips and cards at every step.
 */
import { deriveSeed } from '../../../../src/engine/rng.ts';
import { randomDecider } from '../../../../src/engine/runner.ts';
import { IndiaRails, IndiaRailsCore } from '../../../../src/games/india-rails/index.ts';
import { describeHarness } from '../../../harness/harness.ts';
import { conservation, scriptedDecider } from './laws.ts';

const base = { core: IndiaRailsCore, bgio: { game: IndiaRails }, conservation: conservation(IndiaRailsCore), maxSteps: 4000 } as const;

describeHarness(
  {
    ...base,
    options: { variants: { turnLimit: 4 } },
    deciders: (n, seed) =>
      Array.from({ length: n }, (_, p) =>
        p === 0 ? scriptedDecider(IndiaRailsCore, deriveSeed(seed, p)) : randomDecider(IndiaRailsCore, deriveSeed(seed, 'seat', p)),
      ),
  },
  [
    { numPlayers: 2, games: 3, expensiveGames: 1, bgioGames: 1 },
    { numPlayers: 3, games: 2, expensiveGames: 1 },
    { numPlayers: 4, games: 2, expensiveGames: 1 },
    { numPlayers: 5, games: 2 },
    { numPlayers: 6, games: 2, expensiveGames: 1, bgioGames: 1 },
  ],
  'real-map',
);

describeHarness(
  {
    ...base,
    options: { variants: { turnLimit: 4, fastGame: true, fastTrains: true, costToMove: true, crossgrading: true, additionalTrains: true } },
  },
  [{ numPlayers: 3, games: 2, expensiveGames: 1, bgioGames: 1 }],
  'real-map-fast',
);
