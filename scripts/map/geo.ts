/**
 * Geometry for the map generator: a Lambert conformal conic projection of South Asia, fast
 * point-in-polygon over large rings, segment crossing, distance to a polyline and line
 * simplification. Pure functions of their inputs, so the generator stays deterministic.
 */

/** A [x, y] or [lon, lat] point. */
export type Pt = [number, number];

const R = 6371; // km, spherical Earth
const RAD = Math.PI / 180;

/** Lambert conformal conic projection (km), standard parallels 12°N and 32°N, centred 22°N 80°E. */
export class Lcc {
  private readonly n: number;
  private readonly rf: number;
  private readonly rho0: number;

  constructor(
    private readonly lon0 = 80,
    lat0 = 22,
    lat1 = 12,
    lat2 = 32,
  ) {
    const p1 = lat1 * RAD;
    const p2 = lat2 * RAD;
    const t = (p: number) => Math.tan(Math.PI / 4 + p / 2);
    this.n = Math.log(Math.cos(p1) / Math.cos(p2)) / Math.log(t(p2) / t(p1));
    this.rf = (R * Math.cos(p1) * t(p1) ** this.n) / this.n;
    this.rho0 = this.rf / t(lat0 * RAD) ** this.n;
  }

  /** [lon, lat] → [x east, y north] in km. */
  forward([lon, lat]: Pt): Pt {
    const rho = this.rf / Math.tan(Math.PI / 4 + (lat * RAD) / 2) ** this.n;
    const theta = this.n * (lon - this.lon0) * RAD;
    return [rho * Math.sin(theta), this.rho0 - rho * Math.cos(theta)];
  }

  /** [x, y] in km → [lon, lat]. */
  inverse([x, y]: Pt): Pt {
    const dy = this.rho0 - y;
    const rho = Math.sign(this.n) * Math.sqrt(x * x + dy * dy);
    const theta = Math.atan2(x, dy);
    const lat = 2 * Math.atan((this.rf / rho) ** (1 / this.n)) - Math.PI / 2;
    return [this.lon0 + theta / this.n / RAD, lat / RAD];
  }
}

/**
 * Point-in-polygon (even-odd over any number of rings) with the rings' edges bucketed into
 * horizontal bands, so a query looks only at the edges in its band.
 */
export class PolygonIndex {
  private readonly bands = new Map<number, number[]>();

  constructor(
    rings: readonly (readonly Pt[])[],
    private readonly bandHeight = 0.25,
  ) {
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const [x1, y1] = ring[i];
        const [x2, y2] = ring[(i + 1) % ring.length];
        if (y1 === y2) continue;
        const lo = Math.floor(Math.min(y1, y2) / bandHeight);
        const hi = Math.floor(Math.max(y1, y2) / bandHeight);
        for (let b = lo; b <= hi; b++) {
          const list = this.bands.get(b);
          if (list) list.push(x1, y1, x2, y2);
          else this.bands.set(b, [x1, y1, x2, y2]);
        }
      }
    }
  }

  /** Whether [x, y] lies inside (an odd number of ring crossings to its east). */
  contains([x, y]: Pt): boolean {
    const list = this.bands.get(Math.floor(y / this.bandHeight));
    if (!list) return false;
    let inside = false;
    for (let i = 0; i < list.length; i += 4) {
      const y1 = list[i + 1];
      const y2 = list[i + 3];
      if (y1 > y !== y2 > y) {
        const x1 = list[i];
        const xCross = x1 + ((y - y1) * (list[i + 2] - x1)) / (y2 - y1);
        if (xCross > x) inside = !inside;
      }
    }
    return inside;
  }
}

/** Whether segments p1–p2 and q1–q2 properly cross (touching at an end counts as crossing). */
export function segmentsCross(p1: Pt, p2: Pt, q1: Pt, q2: Pt): boolean {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 <= 0) || (d3 < 0 && d4 >= 0));
}

function orient(a: Pt, b: Pt, c: Pt): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** Distance from p to the segment a–b. */
export function distToSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Distance from p to a polyline. */
export function distToPolyline(p: Pt, line: readonly Pt[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < line.length; i++) best = Math.min(best, distToSegment(p, line[i - 1], line[i]));
  return best;
}

/** Douglas–Peucker simplification of a polyline (keeps both ends). */
export function simplify(line: readonly Pt[], tolerance: number): Pt[] {
  if (line.length <= 2) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [i, j] = stack.pop()!;
    let worst = -1;
    let worstD = tolerance;
    for (let k = i + 1; k < j; k++) {
      const d = distToSegment(line[k], line[i], line[j]);
      if (d > worstD) {
        worstD = d;
        worst = k;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([i, worst], [worst, j]);
    }
  }
  return line.filter((_, k) => keep[k] === 1);
}
