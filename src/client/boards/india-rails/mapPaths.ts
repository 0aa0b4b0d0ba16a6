/** SVG path data of the India Rails map: a milepost path, and a polyline of board points (rivers). */
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';

/** The path through mileposts, in board units. */
export function pathD(data: IndiaRailsMapData, path: readonly number[]): string {
  return `M${path.map((m) => `${data.mileposts[m].x.toFixed(2)},${data.mileposts[m].y.toFixed(2)}`).join('L')}`;
}

/** The polyline through board points ('' for none). */
export function pointsD(points: readonly (readonly [number, number])[]): string {
  return points.length ? `M${points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join('L')}` : '';
}
