/**
 * City names that stay readable at any zoom. On a phone a label is never smaller on screen than
 * `PHONE_LABEL_PX`: zoomed out, names keep that size instead of shrinking with the map, and the
 * ones that would then overlap a more important name are left out until the map is zoomed in
 * (the usual way of maps). Elsewhere labels keep their size on the map and are all drawn.
 */
import { createContext, useContext, useMemo } from 'react';

/** The smallest city name on a phone's screen, in CSS pixels. */
export const PHONE_LABEL_PX = 11;

/** A city name to place: where its baseline's middle is, how long it is, its size on the map. */
export interface MapLabel {
  id: string;
  x: number;
  y: number;
  text: string;
  /** Font size in map units at which the map draws it. */
  size: number;
  /** Placed before labels of lower priority (a major city before a small one). */
  priority: number;
}

/** How the map is shown now: map units per screen pixel, and the smallest label size on screen (0: none). */
export interface MapView {
  unitsPerPx: number;
  minPx: number;
}

/** The view of the map being drawn (PanZoomSvg provides it). */
export const MapViewContext = createContext<MapView>({ unitsPerPx: 0, minPx: 0 });

/** Average advance of a character of the labels' condensed font, in ems (a little generous). */
const CHAR_EM = 0.6;

/**
 * The labels to draw and their font sizes in map units. The smallest label (`smallest` map units)
 * gets exactly the minimum on screen and larger ones keep their proportion; with a minimum, a label
 * that would overlap one already placed (higher priority first) is left out.
 */
export function placeLabels(labels: readonly MapLabel[], view: MapView, smallest: number): Map<string, number> {
  const sizes = new Map<string, number>();
  if (view.minPx <= 0 || view.unitsPerPx <= 0) {
    for (const l of labels) sizes.set(l.id, l.size);
    return sizes;
  }
  const placed: [number, number, number, number][] = [];
  const order = labels.map((l, i) => ({ l, i })).sort((a, b) => b.l.priority - a.l.priority || a.i - b.i);
  for (const { l } of order) {
    const font = Math.max(l.size, (view.unitsPerPx * view.minPx * l.size) / smallest);
    const half = (l.text.length * CHAR_EM * font) / 2;
    const pad = font * 0.12;
    const box: [number, number, number, number] = [l.x - half - pad, l.y - font * 0.85 - pad, l.x + half + pad, l.y + font * 0.2 + pad];
    if (placed.some((p) => box[0] < p[2] && p[0] < box[2] && box[1] < p[3] && p[1] < box[3])) continue;
    placed.push(box);
    sizes.set(l.id, font);
  }
  return sizes;
}

/** The labels to draw on the current map view, with their font sizes in map units. */
export function useMapLabels(labels: readonly MapLabel[], smallest: number): Map<string, number> {
  const view = useContext(MapViewContext);
  return useMemo(() => placeLabels(labels, view, smallest), [labels, view, smallest]);
}

/**
 * Map units per screen pixel of view box `box` on an SVG `width`×`height` pixels (meet), rounded up
 * to an eighth of a doubling: a label sized from it is never under the minimum, and a pinch does not
 * re-place the labels on every frame.
 */
export function unitsPerPixel(box: readonly number[], width: number, height: number): number {
  if (width <= 0 || height <= 0) return 0;
  const exact = Math.max(box[2] / width, box[3] / height);
  return 2 ** (Math.ceil(Math.log2(exact) * 8) / 8);
}
