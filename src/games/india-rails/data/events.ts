/**
 * The 20 event cards of India Rails as data: each card is an area, a duration and a set of
 * impacts (docs/rules/india-rails.md §10). The rules read only the
 * impacts, so a card is added or changed here without touching rule code.
 */

/** Where an event applies. */
export type EventArea =
  /** Mileposts within `radius` hops of any of these cities (counted from a major city's centre). */
  | { kind: 'nearCities'; cities: readonly string[]; radius: number }
  /** Track segments crossing these rivers (their bridges). */
  | { kind: 'rivers'; rivers: readonly string[] }
  /** Mileposts at most `within` hops from the coast. */
  | { kind: 'coast'; within: number }
  /** Mileposts more than `beyond` hops from the coast. */
  | { kind: 'inland'; beyond: number }
  /** Mileposts within `within` hops of the border between two countries. */
  | { kind: 'border'; countries: readonly [string, string]; within: number }
  /**
   * Desert mileposts of the map's named terrain areas (`Milepost.terrainArea`; every desert when
   * absent), optionally only those inside a [west, south, east, north] longitude/latitude box.
   */
  | { kind: 'desert'; name: string; areas?: readonly string[]; box?: readonly [number, number, number, number] }
  /** The whole board. */
  | { kind: 'everywhere' };

/** What an event does while it is in play (or at once, for an instant event). */
export interface EventImpacts {
  /** A train in the area returns one load of its owner's choice to the tray. */
  loseLoad?: boolean;
  /** The owner of a train in the area loses his next turn (the drawer: the rest of this one too). */
  loseTurn?: boolean;
  /** Track in the area is erased (its owner may rebuild it first once the event leaves play). */
  destroyTrack?: boolean;
  /** No track may be built in the area. */
  noBuilding?: boolean;
  /** No train may move in the area. */
  noMovement?: boolean;
  /** Trains in the area move at half rate. */
  halfRate?: boolean;
  /** No load may be picked up in the area. */
  noPickup?: boolean;
  /** No load may be delivered in the area. */
  noDelivery?: boolean;
  /** Every player pays the Excess Profits Tax of params.taxBands on his cash. */
  tax?: boolean;
}

/** One event card. */
export interface EventCard {
  readonly id: string;
  readonly kind: 'derailment' | 'flood' | 'strike' | 'sandStorm' | 'tax';
  readonly title: string;
  /** 'instant': resolved when drawn; 'drawersNextTurn': in play until the end of the drawer's next turn. */
  readonly duration: 'instant' | 'drawersNextTurn';
  readonly area: EventArea;
  readonly impacts: EventImpacts;
}

const derailment = (n: number, cities: string[]): EventCard => ({
  id: `derailment-${n}`,
  kind: 'derailment',
  title: 'Derailment',
  duration: 'instant',
  area: { kind: 'nearCities', cities, radius: 3 },
  impacts: { loseLoad: true, loseTurn: true },
});

const flood = (rivers: string[]): EventCard => ({
  id: `flood-${rivers.join('-')}`,
  kind: 'flood',
  title: `Flood: ${rivers.map((r) => r[0].toUpperCase() + r.slice(1)).join(' and ')}`,
  duration: 'drawersNextTurn',
  area: { kind: 'rivers', rivers },
  impacts: { destroyTrack: true, noBuilding: true, noMovement: true },
});

const sandStorm = (id: string, name: string, areas: string[], box?: [number, number, number, number]): EventCard => ({
  id: `sand-storm-${id}`,
  kind: 'sandStorm',
  title: `Sand Storm: ${name}`,
  duration: 'drawersNextTurn',
  area: box ? { kind: 'desert', name, areas, box } : { kind: 'desert', name, areas },
  impacts: { destroyTrack: true, noBuilding: true, noMovement: true },
});

const strike = (id: string, title: string, area: EventArea): EventCard => ({
  id: `strike-${id}`,
  kind: 'strike',
  title,
  duration: 'drawersNextTurn',
  area,
  impacts: { noPickup: true, noDelivery: true },
});

/** The 20 event cards. */
export const EVENT_CARDS: readonly EventCard[] = Object.freeze([
  derailment(1, ['delhi', 'lahore', 'kanpur', 'jaipur', 'multan']),
  derailment(2, ['bombay', 'pune', 'ahmadabad', 'solapur', 'jamnagar']),
  derailment(3, ['calcutta', 'patna', 'dhaka', 'asansol', 'guwahati', 'varanasi']),
  derailment(4, ['madras', 'bangalore', 'hyderabad-india', 'colombo', 'cochin']),
  derailment(5, ['karachi', 'quetta', 'nagpur', 'bhopal']),
  derailment(6, ['visakhapatnam', 'raipur', 'lucknow', 'agra', 'chittagong', 'trivandrum']),
  flood(['ganges', 'yamuna']),
  flood(['indus', 'sutlej']),
  flood(['brahmaputra', 'ghaghara']),
  flood(['narmada', 'tapti']),
  flood(['godavari', 'krishna']),
  strike('coast', 'Rail Strike: coastal lines', { kind: 'coast', within: 3 }),
  strike('inland', 'Rail Strike: inland lines', { kind: 'inland', beyond: 3 }),
  strike('border', 'Rail Strike: India–Pakistan border', { kind: 'border', countries: ['India', 'Pakistan'], within: 3 }),
  sandStorm('western-thar', 'Western Thar (Jaisalmer, Tharparkar)', ['thar'], [60, 0, 71.5, 40]),
  sandStorm('eastern-thar', 'Eastern Thar (Bikaner)', ['thar'], [71.5, 0, 80, 40]),
  sandStorm('cholistan', 'Cholistan', ['cholistan']),
  sandStorm('thal', 'Thal', ['thal']),
  sandStorm('kharan', 'Kharan Desert', ['kharan']),
  {
    id: 'excess-profits-tax',
    kind: 'tax',
    title: 'Excess Profits Tax',
    duration: 'instant',
    area: { kind: 'everywhere' },
    impacts: { tax: true },
  },
] satisfies EventCard[]);
