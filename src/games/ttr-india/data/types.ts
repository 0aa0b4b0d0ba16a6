/**
 * Types of the static Ticket to Ride – India data (docs/architecture.md §3.4): typed, frozen,
 * built once. Rules: docs/rules/ttr-india.md §2.
 */

/** The eight card colours (12 cards each), in a fixed order used as indices into hand counts. */
export const CARD_COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'black', 'white'] as const;

/** A card colour (not a locomotive). */
export type CardColour = (typeof CARD_COLOURS)[number];

/** A train card kind: a colour or the wild locomotive. */
export type CardKind = CardColour | 'loco';

/** Every card kind in index order: colours 0–7, locomotive 8. Hands, the discard pile and the deck hold these indices. */
export const CARD_KINDS: readonly CardKind[] = Object.freeze([...CARD_COLOURS, 'loco'] as const);

/** Index of the locomotive in `CARD_KINDS`. */
export const LOCO = 8;

/** A track's colour: a card colour, or grey (any one colour). */
export type TrackColour = CardColour | 'grey';

/** A city at its real position. */
export interface City {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

/**
 * A route between two cities. A double route is ONE route with two parallel tracks of different
 * colours; a ferry is grey and needs `ferryLocos` locomotives among the cards paid.
 */
export interface Route {
  readonly id: string;
  readonly a: string;
  readonly b: string;
  readonly length: number;
  readonly tracks: readonly TrackColour[];
  readonly ferryLocos: number;
}

/** A destination ticket or a Mail Charter: connect `a` and `b` for `value` points (or lose them). */
export interface Ticket {
  readonly id: string;
  readonly a: string;
  readonly b: string;
  readonly value: number;
}
