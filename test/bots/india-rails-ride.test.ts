/** Riding others' track for rent in the India Rails planner (bots/india-rails/ride.ts). */
import { describe, expect, it } from 'vitest';
import { RENTED_TRACK, rideCosts, rideMap, ridePath } from '../../bots/india-rails/ride.ts';
import { getGameCore } from '../../src/games/registry.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const ctx = core.ctx;
const g = ctx.graph;
const RIDE = 0.4;

/** Seat 1's line: the cheapest build path from Delhi to Agra, as edge keys and mileposts. */
function opponentLine(): { path: number[]; edges: Set<number> } {
  const path = g.cheapestPath(g.cityById('delhi')!.mileposts, g.cityById('agra')!.mileposts)!.path;
  const edges = new Set<number>();
  for (let i = 1; i < path.length; i++) if (!g.isRedAreaEdge(path[i - 1], path[i])) edges.add(g.edgeKey(path[i - 1], path[i]));
  return { path, edges };
}

describe("India Rails planner: riding others' track", () => {
  it("Running the Train (rent for others' track): a city on the opponent's line costs the ride charge, not new track", () => {
    const { edges } = opponentLine();
    const delhi = g.cityById('delhi')!.mileposts;
    const agra = g.cityById('agra')!;
    const riding = rideCosts(ctx, rideMap(ctx, new Set(), edges, new Set(), true, RIDE), delhi);
    const closed = rideCosts(ctx, rideMap(ctx, new Set(), edges, new Set(), false, RIDE), delhi);
    const atAgra = (c: Float64Array) => Math.min(...agra.mileposts.map((m) => c[m]));
    expect(atAgra(riding)).toBeCloseTo(edges.size * RIDE, 6);
    // Closed (no cash for the rent), Agra needs new track beside the line: dearer.
    expect(atAgra(closed)).toBeGreaterThan(atAgra(riding) + 1);
    expect(closed.every((c) => Number.isFinite(c) || c === Number.POSITIVE_INFINITY)).toBe(true);
  });

  it("Beginning Construction: new track starts only at own track or a major city, never out of the opponent's line", () => {
    const { edges } = opponentLine();
    const map = rideMap(ctx, new Set(), edges, new Set(), true, RIDE);
    const delhi = g.cityById('delhi')!.mileposts;
    let checked = 0;
    for (const city of g.data.cities) {
      const res = ridePath(ctx, map, delhi, city.mileposts);
      if (!res) continue;
      // Walk the path: a new segment must follow a new segment or leave a milepost where building may start.
      for (let i = 1; i < res.path.length; i++) {
        const [a, b] = [res.path[i - 1], res.path[i]];
        const existing = g.isRedAreaEdge(a, b) || ctx.adjSlots(g.edgeKey(a, b)).some((j) => map.edges[j] === RENTED_TRACK);
        if (existing) continue;
        const afterNew =
          i >= 2 && !(g.isRedAreaEdge(res.path[i - 2], a) || ctx.adjSlots(g.edgeKey(res.path[i - 2], a)).some((j) => map.edges[j] === RENTED_TRACK));
        expect(afterNew || map.canStart[a] === 1, `${city.id}: new track out of ${a}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the path a builder follows costs what the cost array says', () => {
    const { edges } = opponentLine();
    const map = rideMap(ctx, new Set(), edges, new Set(), true, RIDE);
    const bombay = g.cityById('bombay')!.mileposts;
    const costs = rideCosts(ctx, map, bombay);
    for (const id of ['agra', 'lucknow', 'madras', 'karachi']) {
      const city = g.cityById(id)!;
      const res = ridePath(ctx, map, bombay, city.mileposts)!;
      expect(res.cost).toBeCloseTo(Math.min(...city.mileposts.map((m) => costs[m])), 6);
    }
  });

  it('a travel charge weighs the way: far round own track when travel is free, a short new line when each milepost costs', () => {
    // Own track from Delhi to Agra the long way, through Lucknow.
    const line = (a: string, b: string) => g.cheapestPath(g.cityById(a)!.mileposts, g.cityById(b)!.mileposts)!.path;
    const own = new Set<number>();
    for (const path of [line('delhi', 'lucknow'), line('lucknow', 'agra')])
      for (let i = 1; i < path.length; i++) if (!g.isRedAreaEdge(path[i - 1], path[i])) own.add(g.edgeKey(path[i - 1], path[i]));
    const mine = new Set<number>();
    for (const k of own) for (const m of g.edgeEnds(k)) mine.add(m);
    const delhi = g.cityById('delhi')!.mileposts;
    const agra = g.cityById('agra')!;
    const at = (c: Float64Array, costs: Float64Array) => c[agra.mileposts.reduce((b, m) => (costs[m] < costs[b] ? m : b))];
    const freeHops = new Float64Array(g.size);
    const free = rideCosts(ctx, rideMap(ctx, own, new Set(), mine, true, RIDE, 0), delhi, Number.POSITIVE_INFINITY, false, freeHops);
    const paidHops = new Float64Array(g.size);
    const paidMap = rideMap(ctx, own, new Set(), mine, true, RIDE, 1);
    const paid = rideCosts(ctx, paidMap, delhi, Number.POSITIVE_INFINITY, false, paidHops);
    // Travel free: the way round costs nothing and is long.
    expect(at(free, free)).toBe(0);
    expect(at(freeHops, free)).toBeGreaterThan(g.distance(g.cityById('delhi')!.milepost, agra.milepost) * 2);
    // A milepost of travel charged 1M: new track, far fewer mileposts.
    expect(at(paid, paid)).toBeGreaterThan(0);
    expect(at(paidHops, paid)).toBeLessThan(at(freeHops, free) / 2);
    // The builder's path is that way: as many mileposts as counted, and some of them new.
    const res = ridePath(ctx, paidMap, delhi, agra.mileposts)!;
    expect(res.path.length - 1).toBe(at(paidHops, paid));
    expect(res.path.some((m, i) => i > 0 && !g.isRedAreaEdge(res.path[i - 1], m) && !own.has(g.edgeKey(res.path[i - 1], m)))).toBe(true);
  });
});
