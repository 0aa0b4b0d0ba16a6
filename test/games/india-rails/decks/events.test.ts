/** docs/rules/india-rails.md §3.3, §10: 20 cards — 6 derailments, 5 floods, 3 strikes, 5 sand storms, 1 tax. */
import { describe, expect, it } from 'vitest';
import { EVENT_CARDS } from '../../../../src/games/india-rails/data/events.ts';
import { DEFAULT_PARAMS } from '../../../../src/games/india-rails/params.ts';
import { IndiaRailsCore } from '../../../../src/games/india-rails/index.ts';
import { INDIA_RAILS_MAP } from '../../../../src/games/india-rails/map/index.ts';

const count = (kind: string) => EVENT_CARDS.filter((e) => e.kind === kind).length;

describe('Event cards', () => {
  it('Event deck: 20 cards of the five kinds, ids unique', () => {
    expect(EVENT_CARDS).toHaveLength(20);
    expect(new Set(EVENT_CARDS.map((e) => e.id)).size).toBe(20);
    expect([count('derailment'), count('flood'), count('strike'), count('sandStorm'), count('tax')]).toEqual([6, 5, 3, 5, 1]);
  });

  it('Derailments name 4–6 cities of the map, radius 3, lose a load and a turn', () => {
    const ids = new Set(INDIA_RAILS_MAP.cities.map((c) => c.id));
    for (const e of EVENT_CARDS.filter((x) => x.kind === 'derailment')) {
      expect(e.area.kind).toBe('nearCities');
      if (e.area.kind !== 'nearCities') continue;
      expect(e.area.cities.length).toBeGreaterThanOrEqual(4);
      expect(e.area.cities.length).toBeLessThanOrEqual(6);
      for (const c of e.area.cities) expect(ids.has(c), c).toBe(true);
      expect(e.area.radius).toBe(3);
      expect(e.impacts).toEqual({ loseLoad: true, loseTurn: true });
      expect(e.duration).toBe('instant');
    }
  });

  it('Floods name one or two rivers of the map, each washes away at least one possible bridge', () => {
    const rivers = new Set(INDIA_RAILS_MAP.rivers.map((r) => r.id));
    for (const e of EVENT_CARDS.filter((x) => x.kind === 'flood')) {
      if (e.area.kind !== 'rivers') throw new Error(`${e.id} is not a river card`);
      expect(e.area.rivers.length).toBeGreaterThanOrEqual(1);
      expect(e.area.rivers.length).toBeLessThanOrEqual(2);
      for (const r of e.area.rivers) expect(rivers.has(r), r).toBe(true);
      expect(IndiaRailsCore.ctx.footprint(e.id).edges.size).toBeGreaterThan(0);
      expect(e.duration).toBe('drawersNextTurn');
    }
  });

  it('Rail strikes cover the coast, the inland and the India–Pakistan border, each somewhere on the map', () => {
    const strikes = EVENT_CARDS.filter((x) => x.kind === 'strike');
    expect(strikes.map((e) => e.area.kind).sort()).toEqual(['border', 'coast', 'inland']);
    for (const e of strikes) {
      expect(IndiaRailsCore.ctx.footprint(e.id).mileposts.some((x) => x === 1)).toBe(true);
      expect(e.impacts).toEqual({ noPickup: true, noDelivery: true });
    }
  });

  it('Sand storms each name a desert area with desert mileposts on the map', () => {
    for (const e of EVENT_CARDS.filter((x) => x.kind === 'sandStorm')) {
      const f = IndiaRailsCore.ctx.footprint(e.id);
      const n = f.mileposts.reduce((a, b) => a + b, 0);
      expect(n, e.id).toBeGreaterThan(0);
      f.mileposts.forEach((on, m) => {
        if (on) expect(INDIA_RAILS_MAP.mileposts[m].terrain).toBe('desert');
      });
    }
  });

  it('Sand storms: a storm area holds desert mileposts only, never a city milepost (Jodhpur)', () => {
    const g = IndiaRailsCore.ctx.graph;
    for (const e of EVENT_CARDS.filter((x) => x.kind === 'sandStorm')) {
      const cities: string[] = [];
      IndiaRailsCore.ctx.footprint(e.id).mileposts.forEach((on, m) => {
        const city = g.cityAt(m);
        if (on && city) cities.push(city.id);
      });
      expect(cities, e.id).toEqual([]);
    }
  });

  it('Excess Profits Tax: bands 0 / 10 / 15 / 20 / 25 / 30 at 0, 50, 100, 150, 200, 250M', () => {
    expect(count('tax')).toBe(1);
    expect(DEFAULT_PARAMS.taxBands.map((b) => [b.from, b.pay])).toEqual([
      [0, 0],
      [50, 10],
      [100, 15],
      [150, 20],
      [200, 25],
      [250, 30],
    ]);
  });
});
