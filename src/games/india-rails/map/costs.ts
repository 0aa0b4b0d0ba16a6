/**
 * Build costs of the India Rails map (docs/rules/india-rails.md §2.2).
 * A segment costs what the milepost built *to* costs, plus the river surcharge per river crossed.
 * Desert 2M and salt flat 3M are house values; override any of them through a params object.
 */
import type { BuildCosts, CityClass, Terrain } from './types.ts';

/** The default build costs (India Rails board plus the house values of docs/rules/india-rails.md §2.2). */
export const DEFAULT_BUILD_COSTS: BuildCosts = Object.freeze({
  terrain: Object.freeze({ clear: 1, mountain: 2, alpine: 5, desert: 2, saltFlat: 3 }),
  city: Object.freeze({ small: 3, medium: 3, major: 5 }),
  river: 2,
});

/** Default costs with some values replaced (e.g. from setupData). */
export function buildCosts(
  overrides: { terrain?: Partial<Record<Terrain, number>>; city?: Partial<Record<CityClass, number>>; river?: number } = {},
): BuildCosts {
  return Object.freeze({
    terrain: Object.freeze({ ...DEFAULT_BUILD_COSTS.terrain, ...overrides.terrain }),
    city: Object.freeze({ ...DEFAULT_BUILD_COSTS.city, ...overrides.city }),
    river: overrides.river ?? DEFAULT_BUILD_COSTS.river,
  });
}
