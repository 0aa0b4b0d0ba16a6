/**
 * The India Rails map, loaded once: `INDIA_RAILS_MAP` (the data contract) and its immutable graph
 * with the default build costs. Build another graph with `buildMapGraph(data, costs)` when a game
 * overrides the costs.
 */
import { CITY_SOURCES } from '../data/cities.ts';
import compactMap from '../data/map.generated.json' with { type: 'json' };
import { RIVER_SOURCES } from '../data/rivers.ts';
import { type CompactMap, expandMap } from './compact.ts';
import { buildMapGraph } from './graph.ts';
import type { IndiaRailsMapData, MapGraph } from './types.ts';

export { buildCosts, DEFAULT_BUILD_COSTS } from './costs.ts';
export { buildMapGraph } from './graph.ts';
export type * from './types.ts';

/** The generated India Rails map: mileposts, cities, rivers, edges and outlines. */
export const INDIA_RAILS_MAP: IndiaRailsMapData = deepFreeze(expandMap(compactMap as unknown as CompactMap, CITY_SOURCES, RIVER_SOURCES));

let graph: MapGraph | undefined;

/** The map's graph with the default build costs, built on first use. */
export function indiaRailsGraph(): MapGraph {
  graph ??= buildMapGraph(INDIA_RAILS_MAP);
  return graph;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
