/**
 * The track a trip needs, laid as the India Rails heuristic lays it, and what it costs.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { Stop } from './trip.ts';
import { ridePath } from './ride.ts';
import { buildStarts, component, newSegment, type Situation } from './situation.ts';

/**
 * The track `stops` need and what it costs, laid as the heuristic lays it: the first stop off the
 * network by the cheapest path from where track may start (`sit`), each later one from the piece
 * of track that holds the stop before it, so that the train can travel the whole trip. Riding,
 * the new runs of the ways the ride search chooses from the train, stop after stop.
 */
export function tripTrack(ctx: RulesContext, s: IndiaRailsState, seat: Seat, sit: Situation, stops: readonly Stop[]): { own: Set<number>; cost: number } {
  const g = ctx.graph;
  const own = new Set(sit.own);
  const at = s.players[seat].at;
  if (sit.ride && at !== null) {
    // Riding, the heuristic builds only the new runs of the ways the search chooses, stop after stop.
    let origin = [at];
    let cost = 0;
    for (const stop of stops) {
      const city = g.cityById(stop.city)!;
      const res = ridePath(ctx, sit.ride, origin, city.mileposts);
      if (!res) return { own, cost: Number.POSITIVE_INFINITY };
      for (let i = 1; i < res.path.length; i++) {
        const [a, b] = [res.path[i - 1], res.path[i]];
        if (!newSegment(ctx, sit, a, b) || own.has(g.edgeKey(a, b))) continue;
        own.add(g.edgeKey(a, b));
        cost += g.buildCost(a, b);
      }
      origin = city.mileposts;
    }
    return { own, cost };
  }
  let starts = buildStarts(ctx, s, seat, sit);
  let cost = 0;
  for (const stop of stops) {
    const city = g.cityById(stop.city)!;
    if (!city.mileposts.some((m) => starts.includes(m))) {
      const res = g.cheapestPath(starts, city.mileposts, { own, blocked: sit.blocked });
      if (!res) return { own, cost: Number.POSITIVE_INFINITY };
      cost += res.cost;
      for (let i = 1; i < res.path.length; i++) own.add(g.edgeKey(res.path[i - 1], res.path[i]));
    }
    starts = [...component(ctx, own, city.mileposts)];
  }
  return { own, cost };
}
