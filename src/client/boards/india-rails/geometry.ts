/**
 * Drawing geometry of the India Rails map: the board's bounds, a bucket grid to find the milepost
 * under the pointer, and the red hexagon of each major city.
 */
import type { City, IndiaRailsMapData, MilepostId } from '../../../games/india-rails/map/types.ts';

/** A view box. */
export type Bounds = [number, number, number, number];

/** What the board precomputes once per map. */
export interface MapGeometry {
  bounds: Bounds;
  /** The milepost nearest to (x, y) within `maxDist` spacings, or null. */
  nearest(x: number, y: number, maxDist?: number): MilepostId | null;
  /** Polygon points of a major city's red area (its 6 outer mileposts, pushed outward a little). */
  hexagon(city: City): string;
}

/** Of `candidates`, the milepost nearest (x, y) within `radius` board units, or null. */
export function nearestOf(data: IndiaRailsMapData, candidates: Iterable<MilepostId>, x: number, y: number, radius: number): MilepostId | null {
  let best: MilepostId | null = null;
  let bestD = radius * radius;
  for (const id of candidates) {
    const m = data.mileposts[id];
    const d = (m.x - x) ** 2 + (m.y - y) ** 2;
    if (d <= bestD) {
      bestD = d;
      best = id;
    }
  }
  return best;
}

/** Builds the geometry of a map. */
export function mapGeometry(data: IndiaRailsMapData): MapGeometry {
  const xs = data.mileposts.map((m) => m.x);
  const ys = data.mileposts.map((m) => m.y);
  const pad = 1.5;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  const bounds: Bounds = [x0, y0, Math.max(...xs) + pad - x0, Math.max(...ys) + pad - y0];
  const buckets = new Map<string, MilepostId[]>();
  for (const m of data.mileposts) {
    const k = `${Math.floor(m.x)},${Math.floor(m.y)}`;
    const list = buckets.get(k);
    if (list) list.push(m.id);
    else buckets.set(k, [m.id]);
  }
  return {
    bounds,
    nearest(x, y, maxDist = 0.6) {
      const bx = Math.floor(x);
      const by = Math.floor(y);
      const near: MilepostId[] = [];
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) near.push(...(buckets.get(`${bx + dx},${by + dy}`) ?? []));
      return nearestOf(data, near, x, y, maxDist);
    },
    hexagon(city) {
      const c = data.mileposts[city.milepost];
      const outer = city.mileposts.filter((m) => m !== city.milepost).map((m) => data.mileposts[m]);
      outer.sort((a, b) => Math.atan2(a.y - c.y, a.x - c.x) - Math.atan2(b.y - c.y, b.x - c.x));
      return outer.map((m) => `${(c.x + (m.x - c.x) * 1.35).toFixed(2)},${(c.y + (m.y - c.y) * 1.35).toFixed(2)}`).join(' ');
    },
  };
}
