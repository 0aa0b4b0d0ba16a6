/** docs/rules/india-rails.md §3.4, §9: 12 cards, four types, speeds 9/12, capacities 2/3. */
import { describe, expect, it } from 'vitest';
import { LOCO_CARDS, LOCO_TYPES, UPGRADES } from '../../../../src/games/india-rails/data/locos.ts';
import { DEFAULT_PARAMS } from '../../../../src/games/india-rails/params.ts';

describe('Loco cards', () => {
  it('Loco cards: 12 cards, 3 of each of the four types', () => {
    expect(LOCO_CARDS).toHaveLength(12);
    expect(new Set(LOCO_CARDS.map((c) => c.id)).size).toBe(12);
    for (const t of LOCO_TYPES) expect(LOCO_CARDS.filter((c) => c.type === t)).toHaveLength(3);
  });

  it('Loco cards: freight 9/2, fast 12/2, heavy 9/3, super 12/3; half rate 5/6', () => {
    expect(DEFAULT_PARAMS.speed).toEqual({ freight: 9, fastFreight: 12, heavyFreight: 9, superFreight: 12 });
    expect(DEFAULT_PARAMS.capacity).toEqual({ freight: 2, fastFreight: 2, heavyFreight: 3, superFreight: 3 });
    expect(DEFAULT_PARAMS.halfSpeed).toEqual({ freight: 5, fastFreight: 6, heavyFreight: 5, superFreight: 6 });
    expect(UPGRADES.freight).toEqual(['fastFreight', 'heavyFreight']);
    expect(UPGRADES.fastFreight).toEqual(['superFreight']);
    expect(UPGRADES.superFreight).toEqual([]);
  });
});
