/**
 * The fast cheapest-path search (typed arrays, binary heap, reused buffers) against a plain
 * Dijkstra on the real map, with own track free, others' track blocked and forbidden mileposts.
 */
import { describe, expect, it } from 'vitest';
import { naiveCheapestCost } from '../../../support/naive-dijkstra.ts';
import { createRng } from '../../../../src/engine/rng.ts';
import { indiaRailsGraph } from '../../../../src/games/india-rails/map/index.ts';
import type { PathQuery } from '../../../../src/games/india-rails/map/types.ts';

const g = indiaRailsGraph();
const cities = g.data.cities;

describe('cheapest paths on the India Rails map', () => {
  it('agree with a plain Dijkstra, with and without own, blocked and forbidden track', () => {
    const rng = createRng('map-paths');
    for (let trial = 0; trial < 12; trial++) {
      const a = rng.pick(cities);
      const b = rng.pick(cities.filter((c) => c !== a));
      const line = (x: string, y: string) => {
        const p = g.cheapestPath(g.cityById(x)!.mileposts, g.cityById(y)!.mileposts)!.path;
        return p.slice(1).map((m, i) => g.edgeKey(p[i], m));
      };
      const r1 = rng.pick(cities).id;
      const r2 = rng.pick(cities).id;
      const query = {
        own: new Set(r1 === a.id ? [] : line(a.id, r1)),
        blocked: new Set(r2 === b.id ? [] : line(r2, b.id).slice(1, -1)),
        blockedMileposts: new Set(Array.from({ length: 30 }, () => rng.int(g.size)).filter((m) => !g.cityAt(m))),
      };
      const queries: PathQuery[] = [{}, query];
      for (const q of queries) {
        const fast = g.cheapestPath(a.mileposts, b.mileposts, q);
        const slow = naiveCheapestCost(g, a.mileposts, b.mileposts, q);
        expect([a.id, b.id, fast?.cost ?? Number.POSITIVE_INFINITY]).toEqual([a.id, b.id, slow]);
        if (!fast) continue;
        // The path is a chain of lattice edges avoiding what the query forbids, costing what it says.
        let sum = 0;
        for (let i = 1; i < fast.path.length; i++) {
          const [u, v] = [fast.path[i - 1], fast.path[i]];
          expect(g.isEdge(u, v)).toBe(true);
          const k = g.edgeKey(u, v);
          expect(q.blocked?.has(k) ?? false).toBe(false);
          expect(q.blockedMileposts?.has(v) ?? false).toBe(false);
          sum += g.isRedAreaEdge(u, v) || q.own?.has(k) ? 0 : g.buildCost(u, v);
        }
        expect(sum).toBe(fast.cost);
      }
    }
  });

  it('one-to-all costs match single queries, and repeated queries give the same answer', () => {
    const from = g.cityById('karachi')!.mileposts;
    const costs = g.cheapestCosts(from);
    for (const c of cities.slice(0, 10)) expect(costs[c.milepost]).toBe(g.cheapestPath(from, [c.milepost])!.cost);
    const first = g.cheapestPath(from, g.cityById('dibrugarh')!.mileposts);
    g.cheapestPath(from, g.cityById('colombo')!.mileposts);
    expect(g.cheapestPath(from, g.cityById('dibrugarh')!.mileposts)).toEqual(first);
  });

  it('a one-to-all search bounded by maxCost gives the exact cost up to the bound and Infinity beyond', () => {
    const from = g.cityById('delhi')!.mileposts;
    const full = g.cheapestCosts(from);
    for (const bound of [0, 7, 23.5, 40]) {
      const part = g.cheapestCosts(from, {}, bound);
      let inside = 0;
      for (let m = 0; m < full.length; m++) {
        if (full[m] <= bound) {
          expect(part[m]).toBe(full[m]);
          inside++;
        } else expect(part[m]).toBe(Number.POSITIVE_INFINITY);
      }
      expect(inside).toBeGreaterThan(bound > 0 ? 7 : 0);
    }
  });

  it('returns null when every way is blocked', () => {
    const colombo = g.cityById('colombo')!;
    const delhi = g.cityById('delhi')!;
    const around = new Set(g.neighbours(colombo.milepost));
    expect(g.cheapestPath(delhi.mileposts, [colombo.milepost], { blockedMileposts: around })).toBeNull();
    expect(g.cheapestCosts(delhi.mileposts, { blockedMileposts: around })[colombo.milepost]).toBe(Number.POSITIVE_INFINITY);
  });
});
