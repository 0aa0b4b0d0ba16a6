/** docs/rules/india-rails.md §3.1: the loads of the reference chart, and Pilgrims. */
import { describe, expect, it } from 'vitest';
import { LOADS, PILGRIMAGE_DESTINATIONS, TOTAL_CHIPS } from '../../../../src/games/india-rails/data/loads.ts';
import { INDIA_RAILS_MAP } from '../../../../src/games/india-rails/map/index.ts';

describe('Load chips', () => {
  it('Load Chips: 95 chips of 29 loads, with the chart’s counts', () => {
    expect(TOTAL_CHIPS).toBe(95);
    expect(LOADS).toHaveLength(29);
    expect(new Set(LOADS.map((l) => l.id)).size).toBe(29);
    const fours = LOADS.filter((l) => l.count === 4).map((l) => l.id);
    expect(fours.sort()).toEqual(['Bauxite', 'Coal', 'Corn', 'Cotton', 'Millet', 'Rice', 'Steel', 'Textiles']);
    expect(LOADS.every((l) => l.count === 3 || l.count === 4)).toBe(true);
  });

  it('Load sources are cities of the map, and agree with each city’s goods', () => {
    const cities = new Map(INDIA_RAILS_MAP.cities.map((c) => [c.id, c]));
    for (const l of LOADS) {
      for (const src of l.sources) {
        expect(cities.has(src), `${l.id} at ${src}`).toBe(true);
        expect(cities.get(src)!.goods, `${src} goods`).toContain(l.id);
      }
    }
    for (const c of INDIA_RAILS_MAP.cities) for (const good of c.goods) expect(LOADS.find((l) => l.id === good)?.sources).toContain(c.id);
  });

  it('Pilgrims: no named source, any small or medium city in India; pilgrimage destinations exist', () => {
    const p = LOADS.find((l) => l.id === 'Pilgrims')!;
    expect(p.sources).toEqual([]);
    expect(p.anySmallOrMediumCityIn).toBe('India');
    const ids = new Set(INDIA_RAILS_MAP.cities.map((c) => c.id));
    for (const d of PILGRIMAGE_DESTINATIONS) expect(ids.has(d), d).toBe(true);
  });
});
