/**
 * Natural Earth 1:50m land and country outlines (the `world-atlas` package), read with
 * `topojson-client`: the six countries of the board as polygons, all land for the sea test, and
 * the coast and border lines for drawing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import type { Country } from '../../src/games/india-rails/map/types.ts';
import type { Pt } from './geo.ts';

/** Natural Earth names of the board's countries (the Siachen Glacier is administered by India). */
const NE_NAMES: Record<string, Country> = {
  India: 'India',
  'Siachen Glacier': 'India',
  Pakistan: 'Pakistan',
  Bangladesh: 'Bangladesh',
  Nepal: 'Nepal',
  Bhutan: 'Bhutan',
  'Sri Lanka': 'Sri Lanka',
};

/** The board's geography from Natural Earth, in [lon, lat]. */
export interface NaturalEarth {
  /** Outer and hole rings of each board country. */
  countries: { country: Country; rings: Pt[][] }[];
  /** Every land ring of the world (for telling sea from land). */
  landRings: Pt[][];
  /** Coastlines of the board's countries. */
  coast: Pt[][];
  /** Borders with at least one board country on a side. */
  borders: Pt[][];
}

type Geo = { type: string; coordinates: unknown };

function ringsOf(geometry: Geo | null): Pt[][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates as Pt[][];
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Pt[][][]).flat();
  return [];
}

/** Loads the 1:50m data set. */
export function loadNaturalEarth(): NaturalEarth {
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
  const countriesObj = topo.objects.countries as GeometryCollection<{ name: string }>;
  const fc = feature(topo, countriesObj);
  const countries = fc.features
    .filter((f) => f.properties && NE_NAMES[f.properties.name])
    .map((f) => ({ country: NE_NAMES[f.properties!.name], rings: ringsOf(f.geometry as Geo) }));
  const land = feature(topo, topo.objects.land as GeometryCollection);
  const landRings = land.features.flatMap((f) => ringsOf(f.geometry as Geo));
  const countryOf = (g: unknown) => NE_NAMES[(g as { properties?: { name?: string } }).properties?.name ?? ''];
  const coast = mesh(topo, countriesObj, (a, b) => a === b && !!countryOf(a)).coordinates as Pt[][];
  // Borders with a board country on at least one side (India–Siachen is no border).
  const borders = mesh(topo, countriesObj, (a, b) => a !== b && (!!countryOf(a) || !!countryOf(b)) && countryOf(a) !== countryOf(b)).coordinates as Pt[][];
  return { countries, landRings, coast, borders };
}
