/** Ticket to Ride – India names as the board writes them: cities, routes, and a claim's track. */
import { ROUTE_INDEX, ROUTE_TRACKS } from '../../../games/ttr-india/data/board.ts';
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { ROUTES } from '../../../games/ttr-india/data/routes.ts';
import type { ClaimRoute } from '../../../games/ttr-india/rules/state.ts';

/** A city's name from its id (the id itself if unknown). */
export const cityName = (id: string) => CITIES.find((c) => c.id === id)?.name ?? id;

/** The index in TRACKS of the track a claim takes. */
export function trackIndexOf(a: ClaimRoute): number {
  return ROUTE_TRACKS[ROUTE_INDEX.get(a.route) ?? 0][a.track];
}

/** A route as "Delhi–Agra". */
export function routeName(routeId: string): string {
  const r = ROUTES[ROUTE_INDEX.get(routeId) ?? 0];
  return `${cityName(r.a)}–${cityName(r.b)}`;
}
