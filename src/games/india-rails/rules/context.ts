/**
 * Everything the rules precompute once per map and decks: city lookups, major-city mileposts,
 * coast and border distances, and the mileposts and edges each event card covers. The rules core
 * receives it as a dependency, so tests run the same rules on a hand-made mini map.
 */
import { memoByObject } from '../../../engine/memo.ts';
import { type EventCard, EVENT_CARDS } from '../data/events.ts';
import { LOADS, type LoadDef } from '../data/loads.ts';
import type { City, MapGraph, MilepostId } from '../map/types.ts';
import type { RulesMemo } from './rules-memo.ts';
import type { DemandCard } from './types.ts';

/** The mileposts and segments an event card covers on a map. */
export interface EventFootprint {
  /** Mileposts in the area (for trains, pickups, deliveries, building to). */
  mileposts: Uint8Array;
  /** Edge keys whose track the event covers (bridges over flooded rivers, track to stormed desert). */
  edges: ReadonlySet<number>;
}

/**
 * The lattice as flat typed arrays for the hot loops (path searches, blocking checks): the
 * neighbours of m are to[start[m] .. start[m+1]), with each segment's edge key, whether it lies in
 * a red area, and its build cost from m.
 */
export interface Adjacency {
  start: Int32Array;
  to: Int32Array;
  key: Int32Array;
  red: Uint8Array;
  cost: Float64Array;
}

/** The static side of a game: map graph, decks and their precomputed lookups. */
export interface RulesContext {
  graph: MapGraph;
  adj: Adjacency;
  loads: readonly LoadDef[];
  loadById: ReadonlyMap<string, LoadDef>;
  demandCards: readonly DemandCard[];
  demandById: ReadonlyMap<string, DemandCard>;
  eventCards: readonly EventCard[];
  eventById: ReadonlyMap<string, EventCard>;
  majors: readonly City[];
  /** 1 on every milepost of a major city. */
  isMajor: Uint8Array;
  /** 1 on every city milepost. */
  isCity: Uint8Array;
  /** Load ids that may be picked up at each city id (Pilgrims included where they board). */
  goodsAt: ReadonlyMap<string, readonly string[]>;
  footprint(card: string): EventFootprint;
  /** The two adjacency slots (one per direction) of an edge key. */
  adjSlots(key: number): readonly number[];
  /** Caches of derived values, one set per context (never shared by two maps or decks). */
  readonly memo: RulesMemo;
}

/** Options of a rules context: decks other than the real ones (for tests). */
export interface ContextDecks {
  demandCards: readonly DemandCard[];
  eventCards?: readonly EventCard[];
  loads?: readonly LoadDef[];
}

/** Builds the precomputed lookups of a map and its decks. */
export function createContext(graph: MapGraph, decks: ContextDecks): RulesContext {
  const loads = decks.loads ?? LOADS;
  const eventCards = decks.eventCards ?? EVENT_CARDS;
  const n = graph.size;
  const majors = graph.data.cities.filter((c) => c.class === 'major');
  const isMajor = new Uint8Array(n);
  const isCity = new Uint8Array(n);
  for (const c of graph.data.cities) for (const m of c.mileposts) isCity[m] = 1;
  for (const c of majors) for (const m of c.mileposts) isMajor[m] = 1;
  const goodsAt = new Map<string, string[]>();
  for (const c of graph.data.cities) {
    const here: string[] = [];
    for (const l of loads) {
      if (l.sources.includes(c.id)) here.push(l.id);
      else if (l.anySmallOrMediumCityIn && c.class !== 'major' && graph.data.mileposts[c.milepost].country === l.anySmallOrMediumCityIn) here.push(l.id);
    }
    goodsAt.set(c.id, here);
  }
  const eventById = new Map(eventCards.map((e) => [e.id, e]));
  const start = new Int32Array(n + 1);
  for (let m = 0; m < n; m++) start[m + 1] = start[m] + graph.neighbours(m).length;
  const adj: Adjacency = {
    start,
    to: new Int32Array(start[n]),
    key: new Int32Array(start[n]),
    red: new Uint8Array(start[n]),
    cost: new Float64Array(start[n]),
  };
  for (let m = 0; m < n; m++) {
    graph.neighbours(m).forEach((v, i) => {
      const j = start[m] + i;
      adj.to[j] = v;
      adj.key[j] = graph.edgeKey(m, v);
      adj.red[j] = graph.isRedAreaEdge(m, v) ? 1 : 0;
      adj.cost[j] = graph.buildCost(m, v);
    });
  }
  const slots = new Map<number, number[]>();
  for (let j = 0; j < adj.key.length; j++) {
    const list = slots.get(adj.key[j]);
    if (list) list.push(j);
    else slots.set(adj.key[j], [j]);
  }
  const footprints = new Map<string, EventFootprint>();
  return {
    graph,
    adj,
    loads,
    loadById: new Map(loads.map((l) => [l.id, l])),
    demandCards: decks.demandCards,
    demandById: new Map(decks.demandCards.map((c) => [c.id, c])),
    eventCards,
    eventById,
    majors,
    isMajor,
    isCity,
    goodsAt,
    memo: {
      adjOwners: memoByObject(),
      network: memoByObject(),
      searches: memoByObject(),
      builds: memoByObject(),
      reach: memoByObject(),
      legal: memoByObject(),
    },
    adjSlots(key) {
      return slots.get(key) ?? [];
    },
    footprint(card) {
      let f = footprints.get(card);
      if (!f) {
        const e = eventById.get(card);
        if (!e) throw new Error(`unknown event card ${card}`);
        f = computeFootprint(graph, e);
        footprints.set(card, f);
      }
      return f;
    },
  };
}

function within(d: Uint16Array, r: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(d.length);
  for (let i = 0; i < d.length; i++) out[i] = d[i] <= r ? 1 : 0;
  return out;
}

/** The mileposts and edges an event covers. */
function computeFootprint(graph: MapGraph, e: EventCard): EventFootprint {
  const n = graph.size;
  const mp = graph.data.mileposts;
  const edges = new Set<number>();
  let mileposts: Uint8Array<ArrayBuffer> = new Uint8Array(n);
  const a = e.area;
  switch (a.kind) {
    case 'nearCities': {
      const centres = a.cities.map((id) => graph.cityById(id)?.milepost).filter((m): m is MilepostId => m !== undefined);
      if (centres.length > 0) mileposts = within(graph.distancesFrom(centres), a.radius);
      break;
    }
    case 'rivers':
      for (const edge of graph.data.edges) {
        if (edge.rivers.some((r) => a.rivers.includes(r))) edges.add(graph.edgeKey(edge.a, edge.b));
      }
      break;
    case 'coast':
      for (let m = 0; m < n; m++) mileposts[m] = mp[m].coastDistance <= a.within ? 1 : 0;
      break;
    case 'inland':
      for (let m = 0; m < n; m++) mileposts[m] = mp[m].coastDistance > a.beyond ? 1 : 0;
      break;
    case 'border': {
      const [c1, c2] = a.countries;
      const line: MilepostId[] = [];
      for (let m = 0; m < n; m++) {
        const c = mp[m].country;
        if (c !== c1 && c !== c2) continue;
        const other = c === c1 ? c2 : c1;
        if (graph.neighbours(m).some((v) => mp[v].country === other)) line.push(m);
      }
      if (line.length > 0) mileposts = within(graph.distancesFrom(line), a.within);
      break;
    }
    case 'desert': {
      const [w, s, east, north] = a.box ?? [-180, -90, 180, 90];
      for (let m = 0; m < n; m++) {
        const p = mp[m];
        // A city milepost is priced and drawn as a city, whatever the land under it: never a desert milepost.
        if (p.terrain !== 'desert' || graph.cityAt(m) || (a.areas && !a.areas.includes(p.terrainArea ?? ''))) continue;
        if (p.lon >= w && p.lon <= east && p.lat >= s && p.lat <= north) mileposts[m] = 1;
      }
      for (const edge of graph.data.edges) {
        if (mileposts[edge.a] || mileposts[edge.b]) edges.add(graph.edgeKey(edge.a, edge.b));
      }
      break;
    }
    case 'everywhere':
      mileposts.fill(1);
      break;
  }
  return { mileposts, edges };
}
