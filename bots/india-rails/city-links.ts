/**
 * What new track between two cities costs on an empty board, for every pair of cities: the
 * planner's estimate of the track that joins two stops of a plan when neither lies on the network
 * yet. Computed once per map (one search from each city) and kept with the rules context.
 */
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';

/** Build costs between cities on an empty board, by city index (`index`) in the map's city list. */
export interface CityLinks {
  readonly index: ReadonlyMap<string, number>;
  /** `cost[i * n + j]`: the cheapest track from any milepost of city i to any of city j. */
  readonly cost: Float64Array;
  readonly n: number;
}

const byContext = new WeakMap<RulesContext, CityLinks>();

/** The map's city links, computed on first use. */
export function cityLinks(ctx: RulesContext): CityLinks {
  let links = byContext.get(ctx);
  if (!links) {
    const cities = ctx.graph.data.cities;
    const n = cities.length;
    const index = new Map(cities.map((c, i) => [c.id, i]));
    const cost = new Float64Array(n * n);
    cities.forEach((from, i) => {
      const costs = ctx.graph.cheapestCosts(from.mileposts);
      cities.forEach((to, j) => {
        let best = Number.POSITIVE_INFINITY;
        for (const m of to.mileposts) best = Math.min(best, costs[m]);
        cost[i * n + j] = i === j ? 0 : best;
      });
    });
    links = { index, cost, n };
    byContext.set(ctx, links);
  }
  return links;
}

/** The track between two cities on an empty board (the cheaper way round, as built either way). */
export function linkCost(links: CityLinks, a: City, b: City): number {
  const i = links.index.get(a.id)!;
  const j = links.index.get(b.id)!;
  return Math.min(links.cost[i * links.n + j], links.cost[j * links.n + i]);
}
