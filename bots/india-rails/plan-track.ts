/**
 * The track a plan would add to the network: each stop the track does not reach yet joined by the
 * cheapest way from the track (own and planned) and the stops before it, as the builder builds it
 * (building.ts: the cheapest path from where track may start). Before the train is placed, track
 * may also start at any major city.
 */
import type { Seat } from '../../src/engine/core.ts';
import { networkMileposts } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { stopDone } from './memory.ts';
import type { Situation } from './situation.ts';
import type { Trip } from './trip.ts';

/** New track of a plan: its edge keys and what they cost. */
export interface PlannedTrack {
  edges: number[];
  cost: number;
}

/** The track `trip` would build for `seat` (its stops not done yet), given the situation `sit`. */
export function planTrack(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trip: Trip): PlannedTrack {
  const { ctx } = bot;
  const g = ctx.graph;
  const own = new Set(sit.own);
  const from = new Set<number>(networkMileposts(ctx, s, seat));
  const placed = s.players[seat].at !== null;
  // Red areas are everyone's: a major city on the network is reached.
  for (const c of ctx.majors) if (!placed || c.mileposts.some((m) => from.has(m))) for (const m of c.mileposts) from.add(m);
  const edges: number[] = [];
  let cost = 0;
  for (const st of trip.stops) {
    if (stopDone(s, seat, st)) continue;
    const city = g.cityById(st.city)!;
    if (!city.mileposts.some((m) => from.has(m))) {
      const way = g.cheapestPath([...from], city.mileposts, { own, blocked: sit.closed });
      if (!way) continue;
      for (let i = 0; i + 1 < way.path.length; i++) {
        const [a, b] = [way.path[i], way.path[i + 1]];
        const k = g.edgeKey(a, b);
        if (own.has(k) || g.isRedAreaEdge(a, b)) continue;
        own.add(k);
        edges.push(k);
      }
      cost += way.cost;
      for (const m of way.path) from.add(m);
    }
    for (const m of city.mileposts) from.add(m);
  }
  return { edges, cost };
}
