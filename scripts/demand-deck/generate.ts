/**
 * Generates the 136-card India Rails demand deck (docs/rules/india-rails.md §3.1, §3.2).
 *
 * - Every load appears in proportion to its chips (largest remainder over 408 demands).
 * - A demand never names one of its load's source cities; Pilgrims go to pilgrimage destinations.
 * - Each card names three different loads and three destinations in three different regions.
 * - Payout = round(1.2 + 0.92 × D), D = mileposts of the cheapest-to-build path from the nearest
 *   source of the load (for Pilgrims: the nearest small or medium city in India outside the
 *   destination's region) to the destination.
 * Deterministic for a seed: the committed deck is regenerated and compared by a test.
 */
import { createRng, type Rng } from '../../src/engine/rng.ts';
import { type LoadDef, PILGRIMAGE_DESTINATIONS } from '../../src/games/india-rails/data/loads.ts';
import type { City, MapGraph } from '../../src/games/india-rails/map/types.ts';
import type { Demand, DemandCard } from '../../src/games/india-rails/rules/types.ts';

/** The committed deck's seed. */
export const DEMAND_DECK_SEED = 'india-rails-demand-deck-v1';

/** Cards in the deck and demands per card. */
export const DECK_SIZE = 136;
const PER_CARD = 3;

/** Payout of a delivery over D mileposts (a fit to the Eurorails deck; docs/rules/india-rails.md §3.2). */
export function payoutFor(mileposts: number): number {
  return Math.round(1.2 + 0.92 * mileposts);
}

/** How many demands each load gets: proportional to its chips, by largest remainder (ties in chart order). */
export function demandCounts(loads: readonly LoadDef[], total: number): Map<string, number> {
  const chips = loads.reduce((n, l) => n + l.count, 0);
  const exact = loads.map((l) => (total * l.count) / chips);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = loads.map((_, i) => i).sort((a, b) => exact[b] - counts[b] - (exact[a] - counts[a]) || a - b);
  for (const i of order) {
    if (left <= 0) break;
    counts[i] += 1;
    left -= 1;
  }
  return new Map(loads.map((l, i) => [l.id, counts[i]]));
}

/** Cities where a load may be picked up on this map. */
export function sourceCities(graph: MapGraph, load: LoadDef): City[] {
  if (load.anySmallOrMediumCityIn) {
    return graph.data.cities.filter((c) => c.class !== 'major' && graph.data.mileposts[c.milepost].country === load.anySmallOrMediumCityIn);
  }
  return load.sources.map((id) => graph.cityById(id)).filter((c): c is City => c !== undefined);
}

/** Cities a load may be demanded in. */
function destinations(graph: MapGraph, load: LoadDef): City[] {
  if (load.anySmallOrMediumCityIn) return PILGRIMAGE_DESTINATIONS.map((id) => graph.cityById(id)).filter((c): c is City => c !== undefined);
  return graph.data.cities.filter((c) => !load.sources.includes(c.id));
}

/** The payout of delivering `load` to `city` on this map. */
export function demandPayout(graph: MapGraph, load: LoadDef, city: City): number {
  let from = sourceCities(graph, load);
  if (load.anySmallOrMediumCityIn) from = from.filter((c) => c.region !== city.region && c.id !== city.id);
  const path = graph.cheapestPath(
    from.flatMap((c) => c.mileposts),
    city.mileposts,
  );
  if (!path) throw new Error(`no path for ${load.id} to ${city.id}`);
  return payoutFor(path.path.length - 1);
}

function pickDestinations(graph: MapGraph, loads: LoadDef[], rng: Rng): City[] | null {
  const chosen: City[] = [];
  for (const l of loads) {
    const options = destinations(graph, l).filter((c) => !chosen.some((x) => x.id === c.id || x.region === c.region));
    if (options.length === 0) return null;
    chosen.push(rng.pick(options));
  }
  return chosen;
}

/** Generates the deck on a map (the real one for the committed deck). */
export function generateDemandDeck(graph: MapGraph, loads: readonly LoadDef[], seed: string = DEMAND_DECK_SEED): DemandCard[] {
  const rng = createRng(seed);
  const counts = demandCounts(loads, DECK_SIZE * PER_CARD);
  // Demands of one load sit next to each other, so dealing slot i to card i mod 136 never puts a
  // load twice on a card (no load has more than 136 demands).
  const slots = rng.shuffle(loads).flatMap((l) => Array.from({ length: counts.get(l.id)! }, () => l));
  const triples: LoadDef[][] = Array.from({ length: DECK_SIZE }, (_, i) => [slots[i], slots[i + DECK_SIZE], slots[i + 2 * DECK_SIZE]]);
  const payouts = new Map<string, number>();
  const cards: DemandCard[] = [];
  for (const [i, triple] of rng.shuffle(triples).entries()) {
    let cities: City[] | null = null;
    for (let attempt = 0; attempt < 50 && !cities; attempt++) {
      // Pilgrims have the fewest destinations: place them first.
      const ordered = [...triple].sort((a, b) => destinations(graph, a).length - destinations(graph, b).length);
      const picked = pickDestinations(graph, ordered, rng);
      if (picked) cities = triple.map((l) => picked[ordered.indexOf(l)]);
    }
    if (!cities) throw new Error(`cannot place the demands of card ${i + 1}`);
    const demands = triple.map((l, j): Demand => {
      const key = `${l.id}>${cities![j].id}`;
      let payout = payouts.get(key);
      if (payout === undefined) {
        payout = demandPayout(graph, l, cities![j]);
        payouts.set(key, payout);
      }
      return { load: l.id, city: cities![j].id, payout };
    });
    cards.push({ id: `demand-${String(i + 1).padStart(3, '0')}`, demands: demands as DemandCard['demands'] });
  }
  return cards;
}

/** The deck as the committed JSON text: one card a line. */
export function deckJson(cards: readonly DemandCard[]): string {
  return `[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`;
}
