/**
 * How far a player is from completing a ticket, from what the player can see: the fewest train cars
 * still to place, over their own routes (free) and the routes still open to them (their length).
 */
import { CITY_INDEX, ROUTE_TRACKS, TRACKS } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { ROUTES } from '../../../games/ttr-india/data/routes.ts';
import type { Ticket } from '../../../games/ttr-india/data/types.ts';
import { trackOpenTo } from '../../../games/ttr-india/rules/claim.ts';
import type { TtrState } from '../../../games/ttr-india/rules/state.ts';

/** A ticket's progress: cars still needed (0 = done, Infinity = blocked) and the routes still to claim. */
export interface TicketProgress {
  carsToGo: number;
  /** Route ids on the cheapest way to finish (not yet the player's). */
  missing: string[];
}

/** Cheapest completion of `ticket` for seat `p`. */
export function ticketProgress(s: TtrState, p: number, ticket: Ticket): TicketProgress {
  const n = CITIES.length;
  const edges: { to: number; cost: number; route: string }[][] = Array.from({ length: n }, () => []);
  ROUTES.forEach((route, ri) => {
    const tracks = ROUTE_TRACKS[ri].map((i) => TRACKS[i]);
    const mine = tracks.some((t) => s.owners[t.index] === p);
    const open = !mine && tracks.some((t) => trackOpenTo(s, p, t));
    if (!mine && !open) return;
    const cost = mine ? 0 : route.length;
    const a = CITY_INDEX.get(route.a) as number;
    const b = CITY_INDEX.get(route.b) as number;
    edges[a].push({ to: b, cost, route: route.id });
    edges[b].push({ to: a, cost, route: route.id });
  });
  const from = CITY_INDEX.get(ticket.a) as number;
  const to = CITY_INDEX.get(ticket.b) as number;
  const dist = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  const prev: ({ city: number; route: string; cost: number } | null)[] = new Array(n).fill(null);
  const done = new Array<boolean>(n).fill(false);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i] < Number.POSITIVE_INFINITY && (u < 0 || dist[i] < dist[u])) u = i;
    if (u < 0 || u === to) break;
    done[u] = true;
    for (const e of edges[u]) {
      const d = dist[u] + e.cost;
      if (d < dist[e.to]) {
        dist[e.to] = d;
        prev[e.to] = { city: u, route: e.route, cost: e.cost };
      }
    }
  }
  const missing: string[] = [];
  if (dist[to] < Number.POSITIVE_INFINITY) {
    for (let c = to; prev[c]; c = (prev[c] as { city: number }).city) {
      const step = prev[c] as { city: number; route: string; cost: number };
      if (step.cost > 0) missing.push(step.route);
    }
  }
  return { carsToGo: dist[to], missing };
}
