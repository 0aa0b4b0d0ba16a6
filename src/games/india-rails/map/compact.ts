/**
 * The committed, compact form of the generated map (`data/map.generated.json`) and its expansion
 * into `IndiaRailsMapData`. The generator writes `CompactMap`; the game reads it through
 * `expandMap`, joining the authored city and river data. Board x/y follow from row/col.
 */
import type { CitySource } from '../data/cities.ts';
import type { RiverSource } from '../data/rivers.ts';
import { latticeX, latticeY } from './lattice.ts';
import type { Country, IndiaRailsMapData, MapEdge, Milepost, Terrain } from './types.ts';

/** One milepost: [row, col, lat, lon, terrain code, country code, coastDistance, area index or -1]. */
export type CompactMilepost = [number, number, number, number, string, string, number, number];

/** The generated map as committed. */
export interface CompactMap {
  about: string;
  spacingKm: number;
  /** Terrain region ids, indexed by a milepost's area index. */
  areas: string[];
  mileposts: CompactMilepost[];
  /** City id → its mileposts, centre first. */
  cities: Record<string, number[]>;
  /** Edges as a flat list of milepost pairs a, b (a < b). */
  edges: number[];
  /** River id → indices (into the edge pairs) of the edges it crosses. */
  bridges: Record<string, number[]>;
  /** Polylines as flat x, y lists in board coordinates: coast, borders, land rings, and each river. */
  outlines: { coast: number[][]; borders: number[][]; land: number[][]; rivers: Record<string, number[]> };
}

/** One-letter codes of the terrains in the compact form. */
export const TERRAIN_CODES: Readonly<Record<Terrain, string>> = {
  clear: 'c',
  mountain: 'm',
  alpine: 'a',
  desert: 'd',
  saltFlat: 's',
};

/** One-letter codes of the countries in the compact form. */
export const COUNTRY_CODES: Readonly<Record<Country, string>> = {
  India: 'I',
  Pakistan: 'P',
  Bangladesh: 'B',
  Nepal: 'N',
  Bhutan: 'T',
  'Sri Lanka': 'L',
};

function invert<K extends string>(codes: Readonly<Record<K, string>>): Record<string, K> {
  return Object.fromEntries(Object.entries(codes).map(([k, v]) => [v, k])) as Record<string, K>;
}

const TERRAIN_BY_CODE = invert(TERRAIN_CODES);
const COUNTRY_BY_CODE = invert(COUNTRY_CODES);

function pairs(flat: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}

/** Expands the compact map with the authored cities and rivers into the map data contract. */
export function expandMap(compact: CompactMap, citySources: readonly CitySource[], riverSources: readonly RiverSource[]): IndiaRailsMapData {
  const mileposts: Milepost[] = compact.mileposts.map(([row, col, lat, lon, t, c, coast, area], id) => {
    const m: Milepost = {
      id,
      row,
      col,
      lat,
      lon,
      x: latticeX(row, col),
      y: latticeY(row),
      terrain: TERRAIN_BY_CODE[t],
      country: COUNTRY_BY_CODE[c],
      coastDistance: coast,
    };
    if (area >= 0) m.terrainArea = compact.areas[area];
    return m;
  });
  const cities = citySources.map((src) => {
    const ms = compact.cities[src.id];
    if (!ms) throw new Error(`generated map has no mileposts for ${src.id}`);
    for (const m of ms) mileposts[m].city = src.id;
    return { ...src, goods: [...src.goods], milepost: ms[0], mileposts: [...ms] };
  });
  const riversOfEdge = new Map<number, string[]>();
  for (const [river, list] of Object.entries(compact.bridges)) {
    for (const e of list) riversOfEdge.set(e, [...(riversOfEdge.get(e) ?? []), river]);
  }
  const edges: MapEdge[] = pairs(compact.edges).map(([a, b], i) => ({ a, b, rivers: riversOfEdge.get(i) ?? [] }));
  const rivers = riverSources.map((r) => ({
    id: r.id,
    name: r.name,
    points: r.points.map(([x, y]) => [x, y] as [number, number]),
    board: pairs(compact.outlines.rivers[r.id] ?? []),
  }));
  return {
    mileposts,
    cities,
    rivers,
    edges,
    outlines: {
      coast: compact.outlines.coast.map(pairs),
      borders: compact.outlines.borders.map(pairs),
      land: compact.outlines.land.map(pairs),
    },
  };
}
