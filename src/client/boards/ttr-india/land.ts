/** The land around India as SVG paths, from Natural Earth (world-atlas, 1:110m), in board units. */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { project } from './geometry.ts';

/** ISO 3166 numeric codes of the countries the game's map covers. */
const HOME = new Set(['356', '586', '050', '524', '064', '144']);

/** One country outline. */
export interface LandShape {
  id: string;
  d: string;
  home: boolean;
}

function ringPath(ring: number[][]): string {
  return `M${ring
    .map(([lon, lat]) =>
      project(lon, lat)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join('L')}Z`;
}

function near(ring: number[][]): boolean {
  return ring.some(([lon, lat]) => lon > 55 && lon < 105 && lat > 0 && lat < 45);
}

/** Countries with at least one ring near the board. */
export const LAND: readonly LandShape[] = (() => {
  const topo = world as unknown as Topology<{ countries: GeometryCollection }>;
  const fc = feature(topo, topo.objects.countries);
  const out: LandShape[] = [];
  for (const f of fc.features) {
    const g = f.geometry;
    if (!g) continue;
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    const rings = polys.flat().filter(near);
    if (rings.length === 0) continue;
    out.push({ id: String(f.id), d: rings.map(ringPath).join(''), home: HOME.has(String(f.id)) });
  }
  return out;
})();
