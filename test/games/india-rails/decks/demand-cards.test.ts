/**
 * docs/rules/india-rails.md §3.2: the committed 136-card demand deck — regenerated and compared, and its
 * properties checked (loads in proportion to chips, no demand at a source, three loads, three
 * cities in three regions per card, the payout formula, Pilgrims at pilgrimage destinations).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMAND_CARDS } from '../../../../src/games/india-rails/data/demand-cards.ts';
import { LOADS, PILGRIMAGE_DESTINATIONS } from '../../../../src/games/india-rails/data/loads.ts';
import { indiaRailsGraph } from '../../../../src/games/india-rails/map/index.ts';
import { deckJson, demandCounts, demandPayout, generateDemandDeck, payoutFor } from '../../../../scripts/demand-deck/generate.ts';

const graph = indiaRailsGraph();
const demands = DEMAND_CARDS.flatMap((c) => c.demands);

describe('Demand deck', () => {
  it('Demand deck: regenerating it from the map gives the committed bytes', () => {
    const committed = readFileSync(new URL('../../../../src/games/india-rails/data/demand-cards.json', import.meta.url), 'utf8');
    const fresh = deckJson(generateDemandDeck(graph, LOADS));
    expect(fresh === committed, 'the demand deck is out of date with the map: run `npm run demand-deck` and commit it').toBe(true);
  });

  it('Demand deck: 136 cards of three demands, ids unique', () => {
    expect(DEMAND_CARDS).toHaveLength(136);
    expect(new Set(DEMAND_CARDS.map((c) => c.id)).size).toBe(136);
    for (const c of DEMAND_CARDS) expect(c.demands).toHaveLength(3);
  });

  it('Each card names three different loads and three destinations in three different regions', () => {
    for (const c of DEMAND_CARDS) {
      expect(new Set(c.demands.map((d) => d.load)).size, c.id).toBe(3);
      expect(new Set(c.demands.map((d) => d.city)).size, c.id).toBe(3);
      expect(new Set(c.demands.map((d) => graph.cityById(d.city)!.region)).size, c.id).toBe(3);
    }
  });

  it('Loads appear in proportion to their chips', () => {
    const counts = demandCounts(LOADS, 408);
    for (const l of LOADS) {
      const n = demands.filter((d) => d.load === l.id).length;
      expect(n, l.id).toBe(counts.get(l.id));
      expect(Math.abs(n - (408 * l.count) / 95), l.id).toBeLessThan(1);
    }
  });

  it('A demand never names a source city of its load; Pilgrims go to pilgrimage destinations', () => {
    for (const d of demands) {
      const load = LOADS.find((l) => l.id === d.load)!;
      expect(load.sources, `${d.load} to ${d.city}`).not.toContain(d.city);
      if (load.anySmallOrMediumCityIn) expect(PILGRIMAGE_DESTINATIONS).toContain(d.city);
    }
  });

  it('Payout = round(1.2 + 0.92 × D) over the cheapest build path from the nearest source', () => {
    expect(payoutFor(10)).toBe(10);
    expect(payoutFor(30)).toBe(29);
    for (const d of demands.slice(0, 60)) {
      expect(d.payout, `${d.load} to ${d.city}`).toBe(demandPayout(graph, LOADS.find((l) => l.id === d.load)!, graph.cityById(d.city)!));
    }
    const pays = demands.map((d) => d.payout);
    expect(Math.min(...pays)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...pays)).toBeLessThanOrEqual(80);
  });
});
