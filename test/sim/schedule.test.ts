import { describe, expect, it } from 'vitest';
import { botSeed, gameSeed, seatsFor } from '../../src/sim/schedule.ts';

describe('seat rotation', () => {
  it.each([2, 3, 4])('with %i bots every bot plays every seat exactly once per block of n games', (n) => {
    const games = n * 25;
    const count = Array.from({ length: n }, () => new Array(n).fill(0));
    for (let i = 0; i < games; i++) {
      const seats = seatsFor('balance', i, n);
      expect([...seats].sort()).toEqual([...Array(n).keys()]);
      seats.forEach((bot, seat) => {
        count[bot][seat]++;
      });
      if ((i + 1) % n === 0) for (const row of count) for (const c of row) expect(c).toBe((i + 1) / n);
    }
  });

  it('varies who follows whom between blocks (not only cyclic shifts of one order)', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 4 * 30; i += 4) orders.add(seatsFor('mix', i, 4).join(''));
    expect(orders.size).toBeGreaterThan(4);
  });

  it('game and bot seeds derive from the tournament seed, the game index and the seat', () => {
    expect(gameSeed('7', 12)).toBe('7/game/12');
    expect(botSeed('7/game/12', 3)).toBe('7/game/12/seat/3');
    expect(seatsFor('7', 5, 4)).toEqual(seatsFor('7', 5, 4));
  });
});
