/** The planner's cost searches answered milepost by milepost (bots/india-rails/ride-lazy.ts) give `rideCosts`'s answers. */
import { describe, expect, it } from 'vitest';
import { LazyRideCosts } from '../../bots/india-rails/ride-lazy.ts';
import { type RideMap, rideCosts, rideMap } from '../../bots/india-rails/ride.ts';
import { getGameCore } from '../../src/games/registry.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const ctx = core.ctx;
const g = ctx.graph;

/** Edge keys of the cheapest build path between two cities (red areas left out). */
function line(a: string, b: string): number[] {
  const path = g.cheapestPath(g.cityById(a)!.mileposts, g.cityById(b)!.mileposts)!.path;
  const edges: number[] = [];
  for (let i = 1; i < path.length; i++) if (!g.isRedAreaEdge(path[i - 1], path[i])) edges.push(g.edgeKey(path[i - 1], path[i]));
  return edges;
}

/** A map with own track Delhi–Lucknow and others' track Bombay–Ahmadabad–Delhi, ridden for rent, charged per milepost. */
function sampleMap(): RideMap {
  const own = new Set(line('delhi', 'lucknow'));
  const others = new Set([...line('bombay', 'ahmadabad'), ...line('ahmadabad', 'delhi')].filter((k) => !own.has(k)));
  const mine = new Set<number>();
  for (const k of own) for (const m of g.edgeEnds(k)) mine.add(m);
  return rideMap(ctx, own, others, mine, true, 0.4, 0.3);
}

/** Every milepost's cost and hops read from a lazy search in the given order. */
function readAll(lazy: LazyRideCosts, order: number[]): { costs: number[]; hops: number[] } {
  const costs = new Array<number>(g.size);
  const hops = new Array<number>(g.size);
  for (const m of order) {
    costs[m] = lazy.cost(m);
    hops[m] = lazy.hops(m);
  }
  return { costs, hops };
}

describe('India Rails planner: costs searched when asked', () => {
  const map = sampleMap();
  const searches: { from: number[]; maxCost: number; buildFrom: boolean }[] = [
    { from: g.cityById('lucknow')!.mileposts, maxCost: Number.POSITIVE_INFINITY, buildFrom: false },
    { from: g.cityById('bombay')!.mileposts, maxCost: 40, buildFrom: true },
    { from: g.cityById('madras')!.mileposts, maxCost: 25, buildFrom: true },
    { from: [g.cityById('agra')!.milepost], maxCost: Number.POSITIVE_INFINITY, buildFrom: false },
  ];
  const ascending = [...Array(g.size).keys()];
  // A scrambled order: each answer asked from a search paused anywhere.
  const scrambled = ascending.map((m) => (m * 7919) % g.size);

  it('every milepost: the same cost and mileposts travelled as rideCosts, whatever the order asked', () => {
    for (const { from, maxCost, buildFrom } of searches) {
      const hops = new Float64Array(g.size);
      const costs = Array.from(rideCosts(ctx, map, from, maxCost, buildFrom, hops));
      const expectedHops = Array.from(hops);
      for (const order of [ascending, [...ascending].reverse(), scrambled]) {
        const got = readAll(new LazyRideCosts(ctx, map, from, maxCost, buildFrom, true), order);
        expect(got.costs).toEqual(costs);
        expect(got.hops).toEqual(expectedHops);
      }
      // Some mileposts are past maxCost and some within: the cut is exercised.
      if (Number.isFinite(maxCost)) expect(costs.some((c) => c === Number.POSITIVE_INFINITY) && costs.some((c) => c > 0 && c <= maxCost)).toBe(true);
    }
  });

  it('searches interleaved beyond the paused ones kept: those started again give the same answers', () => {
    // 40 searches asked in turn, one milepost at a time: their buffers are lent on and they restart.
    const lazies = Array.from({ length: 40 }, (_, i) => ({ ...searches[i % searches.length], lazy: null as LazyRideCosts | null }));
    for (const s of lazies) s.lazy = new LazyRideCosts(ctx, map, s.from, s.maxCost, s.buildFrom, true);
    const got = lazies.map(() => new Array<number>(g.size));
    for (const m of scrambled) for (let i = 0; i < lazies.length; i++) got[i][m] = lazies[i].lazy!.cost(m);
    for (let i = 0; i < lazies.length; i++) {
      const s = lazies[i];
      expect(got[i]).toEqual(Array.from(rideCosts(ctx, map, s.from, s.maxCost, s.buildFrom)));
    }
  });
});
