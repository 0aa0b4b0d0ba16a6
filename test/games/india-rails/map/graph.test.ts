import { describe, expect, it } from 'vitest';
import { buildCosts } from '../../../../src/games/india-rails/map/costs.ts';
import { buildMapGraph } from '../../../../src/games/india-rails/map/graph.ts';
import { buildMiniMap, mp } from '../../../fixtures/india-rails-mini-map.ts';

const data = buildMiniMap();
const g = buildMapGraph(data);
const delhi = g.cityById('delhi')!;

describe('map graph on the mini lattice', () => {
  it('gives every inner milepost 6 neighbours and corner ones fewer', () => {
    expect(g.size).toBe(64);
    expect(g.neighbours(mp(3, 3))).toHaveLength(6);
    expect(g.neighbours(mp(0, 0))).toHaveLength(2);
    for (const n of g.neighbours(mp(4, 4))) expect(g.isEdge(mp(4, 4), n)).toBe(true);
    expect(g.isEdge(mp(0, 0), mp(0, 2))).toBe(false);
  });

  it('edge keys are symmetric and decode to their ends', () => {
    const k = g.edgeKey(mp(5, 2), mp(4, 2));
    expect(k).toBe(g.edgeKey(mp(4, 2), mp(5, 2)));
    expect(g.edgeEnds(k)).toEqual([mp(4, 2), mp(5, 2)]);
  });

  it('Building costs: a segment costs the milepost built to, by terrain', () => {
    expect(g.buildCost(mp(1, 1), mp(1, 2))).toBe(1); // clear
    expect(g.buildCost(mp(1, 2), mp(0, 2))).toBe(2); // mountain
    expect(g.buildCost(mp(1, 7), mp(0, 7))).toBe(5); // alpine
    expect(g.buildCost(mp(3, 1), mp(4, 1))).toBe(2); // desert
    expect(g.buildCost(mp(6, 1), mp(7, 1))).toBe(3); // salt flat
    expect(g.buildCost(mp(7, 1), mp(6, 1))).toBe(2); // back out onto desert
  });

  it('Building costs: small and medium cities 3M, major city 5M, nothing inside the red area', () => {
    expect(g.buildCost(mp(6, 2), mp(6, 3))).toBe(3); // into Jaipur (medium)
    expect(g.buildCost(mp(1, 5), mp(1, 6))).toBe(3); // into Jodhpur (small)
    expect(g.buildCost(mp(3, 1), mp(3, 2))).toBe(5); // into a Delhi milepost
    expect(g.buildCost(mp(3, 2), mp(3, 1))).toBe(1); // out of Delhi
    expect(g.buildCost(mp(3, 3), mp(3, 4))).toBe(Number.POSITIVE_INFINITY);
    expect(g.isRedAreaEdge(mp(3, 3), mp(2, 3))).toBe(true);
    expect(g.isRedAreaEdge(mp(3, 1), mp(3, 2))).toBe(false);
  });

  it('Rivers: crossing one adds 2M and names the river', () => {
    expect(g.riversCrossed(mp(5, 4), mp(5, 5))).toEqual(['ganges']);
    expect(g.buildCost(mp(5, 4), mp(5, 5))).toBe(3);
    expect(g.buildCost(mp(5, 5), mp(5, 6))).toBe(3); // into Agra, no river
    expect(g.riversCrossed(mp(1, 4), mp(1, 5))).toEqual([]);
  });

  it('takes costs from the params object, fractional ones too', () => {
    const g2 = buildMapGraph(data, buildCosts({ terrain: { desert: 4 }, river: 3 }));
    expect(g2.buildCost(mp(3, 1), mp(4, 1))).toBe(4);
    expect(g2.buildCost(mp(5, 4), mp(5, 5))).toBe(4);
    const g3 = buildMapGraph(data, buildCosts({ terrain: { clear: 1.5 } }));
    expect(g3.cheapestPath([mp(1, 0)], [mp(1, 4)])!.cost).toBe(6);
    expect(g3.cheapestCosts([mp(1, 0)])[mp(1, 4)]).toBe(6);
  });

  it('counts hops on the lattice', () => {
    expect(g.distance(mp(0, 0), mp(0, 7))).toBe(7);
    expect(g.distance(mp(0, 0), mp(7, 0))).toBe(7);
    expect(g.distance(mp(2, 2), mp(2, 2))).toBe(0);
    const d = g.distancesFrom(delhi.mileposts);
    expect(d[mp(3, 1)]).toBe(1);
    expect(d[mp(6, 3)]).toBe(2);
  });

  it('finds the cheapest build path from Delhi to Agra across the river', () => {
    const r = g.cheapestPath(delhi.mileposts, [mp(5, 6)])!;
    // From Delhi 4/4 to 5/5 across the Ganges (1+2) then into Agra (3): 6M.
    expect(r.cost).toBe(6);
    expect(r.path[r.path.length - 1]).toBe(mp(5, 6));
    expect(delhi.mileposts).toContain(r.path[0]);
    let sum = 0;
    for (let i = 1; i < r.path.length; i++) sum += g.buildCost(r.path[i - 1], r.path[i]);
    expect(sum).toBe(r.cost);
  });

  it('own track is free, blocked track and mileposts are avoided', () => {
    const plain = g.cheapestPath([mp(1, 0)], [mp(1, 4)])!;
    expect(plain.cost).toBe(4);
    const own = new Set([g.edgeKey(mp(1, 0), mp(1, 1)), g.edgeKey(mp(1, 1), mp(1, 2))]);
    expect(g.cheapestPath([mp(1, 0)], [mp(1, 4)], { own })!.cost).toBe(2);
    const wall = new Set([mp(0, 2), mp(1, 2), mp(2, 2), mp(3, 2), mp(4, 2), mp(5, 2), mp(6, 2)]);
    const around = g.cheapestPath([mp(1, 0)], [mp(1, 4)], { blockedMileposts: wall })!;
    expect(around.path).toContain(mp(7, 2));
    const blocked = new Set([g.edgeKey(mp(1, 0), mp(1, 1))]);
    const r = g.cheapestPath([mp(1, 0)], [mp(1, 1)], { blocked })!;
    expect(r.path.length).toBeGreaterThan(2);
  });

  it("red areas are everyone's track: crossing Delhi costs only the way in", () => {
    const r = g.cheapestPath([mp(4, 2)], [mp(2, 5)])!;
    // Through Delhi: 4/2 → 4/3 or 3/2 (into Delhi, 5M) → across the red area (free) → 2/4 → 2/5
    // (1M) = 6M over 5 mileposts. Around it (Delhi blocked): 4/2 → 3/1 → 2/2 → 1/2 → 1/3 → 1/4 →
    // 2/5, six clear mileposts = 6M over 7 mileposts. Equal cost: the tie goes to fewer mileposts.
    expect(r.cost).toBe(6);
    expect(r.path).toHaveLength(5);
    expect(r.path.filter((m) => delhi.mileposts.includes(m))).toHaveLength(3);
    const around = g.cheapestPath([mp(4, 2)], [mp(2, 5)], { blockedMileposts: new Set(delhi.mileposts) })!;
    expect(around.cost).toBe(6);
    expect(around.path).toHaveLength(7);
  });

  it('cheapestCosts agrees with cheapestPath', () => {
    const costs = g.cheapestCosts(delhi.mileposts);
    for (const t of [mp(5, 6), mp(1, 6), mp(7, 0), mp(0, 7)]) {
      expect(costs[t]).toBe(g.cheapestPath(delhi.mileposts, [t])!.cost);
    }
  });

  it('refuses inconsistent data', () => {
    const bad = buildMiniMap();
    bad.cities[1].mileposts = [mp(3, 3)];
    expect(() => buildMapGraph(bad)).toThrow(/holds/);
  });
});
