/**
 * Where things are drawn on the Ticket to Ride – India map: cities projected from latitude and
 * longitude (equirectangular, scaled at 22°N), and each track as its row of cars.
 */
import { CITIES } from '../../../games/ttr-india/data/cities.ts';
import { TRACKS, type Track } from '../../../games/ttr-india/data/board.ts';

const LAT0 = 22;
const SCALE = 40;
const COS0 = Math.cos((LAT0 * Math.PI) / 180);
const LON_MIN = 66.5;
const LAT_MAX = 36.5;

/** Projects longitude/latitude to board units. */
export function project(lon: number, lat: number): [number, number] {
  return [(lon - LON_MIN) * COS0 * SCALE, (LAT_MAX - lat) * SCALE];
}

/** Board position of each city, by id. */
export const CITY_XY: ReadonlyMap<string, [number, number]> = new Map(CITIES.map((c) => [c.id, project(c.lon, c.lat)]));

/** The board's view box [x, y, w, h] around every city, with room for labels. */
export const TTR_BOUNDS: [number, number, number, number] = (() => {
  const xs = [...CITY_XY.values()].map((p) => p[0]);
  const ys = [...CITY_XY.values()].map((p) => p[1]);
  const pad = 45;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  return [x0, y0, Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad];
})();

/** One car of a track: centre, angle in degrees, size. */
export interface Car {
  x: number;
  y: number;
  angle: number;
  w: number;
  h: number;
}

/** Radius of a city dot, and the gap left around it. */
export const CITY_R = 7;
/** The height (thickness) of a car on the map. */
export const CAR_H = 7;
const GAP = 1.6;

/** The cars of a track, laid along its cities' line, side by side with the parallel track of a double. */
export function carsOf(track: Track): Car[] {
  const [ax, ay] = CITY_XY.get(track.route.a) ?? [0, 0];
  const [bx, by] = CITY_XY.get(track.route.b) ?? [0, 0];
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const doubled = track.route.tracks.length > 1;
  const off = doubled ? (track.slot === 0 ? -1 : 1) * (CAR_H / 2 + 0.8) : 0;
  const nx = -uy * off;
  const ny = ux * off;
  const usable = len - 2 * (CITY_R + 2);
  const n = track.route.length;
  const w = Math.max(3, usable / n - GAP);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  return Array.from({ length: n }, (_, i) => {
    const t = CITY_R + 2 + (i + 0.5) * (usable / n);
    return { x: ax + ux * t + nx, y: ay + uy * t + ny, angle, w, h: CAR_H };
  });
}

/** Cars of every track, by track index. */
export const TRACK_CARS: readonly Car[][] = TRACKS.map(carsOf);
