/**
 * Who sits where in each game of a tournament, and each game's and each bot's seed. Games come in
 * blocks of n (n = number of bots); within a block the seating rotates one place per game, so every
 * bot plays every seat exactly once per block. Each block starts from its own seeded permutation, so
 * the bots do not always follow one another in the same order.
 */
import { createRng, deriveSeed } from '../engine/rng.ts';

/** The seed of game `index` of the tournament seeded `seed`. */
export function gameSeed(seed: string, index: number): string {
  return deriveSeed(seed, 'game', index);
}

/** The seed of the bot in `seat` of the game seeded `seedOfGame`. */
export function botSeed(seedOfGame: string, seat: number): string {
  return deriveSeed(seedOfGame, 'seat', seat);
}

/** `seats[s]` = the bot (index into the bot list) that sits in seat s in game `index`. */
export function seatsFor(seed: string, index: number, numBots: number): number[] {
  const block = Math.floor(index / numBots);
  const turn = index % numBots;
  const base = createRng(deriveSeed(seed, 'seating', block)).shuffle([...Array(numBots).keys()]);
  return base.map((_, s) => base[(s + turn) % numBots]);
}
