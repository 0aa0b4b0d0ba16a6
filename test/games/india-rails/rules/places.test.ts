/** Places in words (move logs, the board): a city by name, any other milepost by its nearest city, never by number. */
import { describe, expect, it } from 'vitest';
import { IndiaRailsCore } from '../../../../src/games/india-rails/index.ts';
import { nearestCity, placeName } from '../../../../src/games/india-rails/rules/places.ts';

const ctx = IndiaRailsCore.ctx;
const nagpur = ctx.graph.cityById('nagpur')!;

describe('place names', () => {
  it('a city milepost is the city', () => {
    expect(placeName(ctx, nagpur.mileposts[0])).toBe('Nagpur');
  });

  it('a milepost three steps out of Nagpur, with no city nearer, reads "3 mileposts past Nagpur"', () => {
    // Walk straight out of Nagpur until the milepost is three steps away and Nagpur is still the nearest city.
    const from = ctx.graph.distancesFrom(nagpur.mileposts);
    const m = ctx.graph.data.mileposts.find((p) => from[p.id] === 3 && nearestCity(ctx, p.id)?.name === 'Nagpur');
    expect(m).toBeDefined();
    expect(placeName(ctx, m!.id)).toBe('3 mileposts past Nagpur');
  });

  it('one step out of a city is singular', () => {
    const m = ctx.graph.neighbours(nagpur.mileposts[0]).find((x) => !ctx.graph.cityAt(x) && nearestCity(ctx, x)?.name === 'Nagpur');
    expect(placeName(ctx, m!)).toBe('1 milepost past Nagpur');
  });

  it('no milepost of the map is named by its number', () => {
    for (const p of ctx.graph.data.mileposts) expect(placeName(ctx, p.id)).not.toMatch(/\d+$/);
  });
});
