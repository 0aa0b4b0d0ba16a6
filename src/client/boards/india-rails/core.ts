/** The India Rails rules core the client plays with (shared by the board bundle and the bot worker). */
import { LOADS } from '../../../games/india-rails/data/loads.ts';
import { indiaRailsGraph } from '../../../games/india-rails/map/index.ts';
import { createIndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { DemandCard } from '../../../games/india-rails/rules/types.ts';

// Temporary stand-in deck until the generated demand deck lands: each load to far-away cities.
const graph = indiaRailsGraph();
const cities = graph.data.cities;
const sourced = LOADS.filter((l) => l.sources.length > 0);
const cards: DemandCard[] = Array.from({ length: 60 }, (_, i) => {
  const demands = [0, 1, 2].map((j) => {
    const load = sourced[(i * 3 + j * 7) % sourced.length];
    const city = cities[(i * 11 + j * 17) % cities.length];
    const from = graph.cityById(load.sources[0]);
    const d = from ? graph.distance(from.milepost, city.milepost) : 20;
    return { load: load.id, city: city.id, payout: Math.round(1.2 + 0.92 * d) };
  }) as DemandCard['demands'];
  return { id: `dev-${i}`, demands };
});

/** The core over the real map. */
export const INDIA_RAILS_CLIENT_CORE = createIndiaRailsCore(graph, { demandCards: cards });
