/**
 * Static lookups over the map, built once at module load so the rules never search the data:
 * city and route indices, the flat list of tracks (a double route has two), adjacency.
 */
import { CITIES } from './cities.ts';
import { ROUTES } from './routes.ts';
import { MAIL_CHARTERS, TICKETS } from './tickets.ts';
import type { Route, Ticket, TrackColour } from './types.ts';

/** One physical track: the state records an owner per track. */
export interface Track {
  /** Index in `TRACKS`. */
  readonly index: number;
  readonly route: Route;
  /** Index of the route in `ROUTES`. */
  readonly routeIndex: number;
  /** 0 or 1: which of the route's parallel tracks. */
  readonly slot: number;
  readonly colour: TrackColour;
  /** City indices of the two ends. */
  readonly a: number;
  readonly b: number;
}

/** City id → index in `CITIES`. */
export const CITY_INDEX: ReadonlyMap<string, number> = new Map(CITIES.map((c, i) => [c.id, i]));

/** Route id → index in `ROUTES`. */
export const ROUTE_INDEX: ReadonlyMap<string, number> = new Map(ROUTES.map((r, i) => [r.id, i]));

/** Every track of every route, in route order. */
export const TRACKS: readonly Track[] = Object.freeze(
  ROUTES.flatMap((route, routeIndex) =>
    route.tracks.map((colour, slot) => ({ route, routeIndex, slot, colour, a: CITY_INDEX.get(route.a) ?? -1, b: CITY_INDEX.get(route.b) ?? -1 })),
  ).map((t, index) => Object.freeze({ ...t, index })),
);

/** For each route index, the indices of its tracks in `TRACKS`. */
export const ROUTE_TRACKS: readonly (readonly number[])[] = Object.freeze(
  ROUTES.map((_, ri) => Object.freeze(TRACKS.filter((t) => t.routeIndex === ri).map((t) => t.index))),
);

/** Ticket or charter id → the ticket. */
export const TICKET_BY_ID: ReadonlyMap<string, Ticket> = new Map([...TICKETS, ...MAIL_CHARTERS].map((t) => [t.id, t]));

/** Ids of the Mail Charters. */
export const CHARTER_IDS: ReadonlySet<string> = new Set(MAIL_CHARTERS.map((t) => t.id));
