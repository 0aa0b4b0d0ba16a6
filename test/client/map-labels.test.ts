/**
 * City names on a phone (ui/mapLabels.ts): never under the minimum size on screen, larger names in
 * proportion, and a name that would overlap a more important one is left out until the map is
 * zoomed in. Without a minimum (laptops, tablets) every name is drawn at its size on the map.
 */
import { describe, expect, it } from 'vitest';
import { type MapLabel, placeLabels, unitsPerPixel } from '../../src/client/ui/mapLabels.ts';

/** Two small cities side by side (Kanpur left of Lucknow, 4 map units apart) and a major one far away. */
const LABELS: MapLabel[] = [
  { id: 'kanpur', x: 10, y: 10, text: 'Kanpur', size: 0.7, priority: 0 },
  { id: 'lucknow', x: 14, y: 10, text: 'Lucknow', size: 0.7, priority: 1 },
  { id: 'delhi', x: 40, y: 10, text: 'Delhi', size: 0.95, priority: 2 },
];

describe('City names on the map', () => {
  it('without a minimum, every name keeps its size on the map', () => {
    const sizes = placeLabels(LABELS, { unitsPerPx: 0.2, minPx: 0 }, 0.7);
    expect([...sizes.entries()]).toEqual([
      ['kanpur', 0.7],
      ['lucknow', 0.7],
      ['delhi', 0.95],
    ]);
  });

  it('zoomed out on a phone, names keep 11 px on screen and the less important of two overlapping names is left out', () => {
    // 0.2 map units a pixel: 11 px is 2.2 units, far more than the 0.7 drawn on the map.
    const sizes = placeLabels(LABELS, { unitsPerPx: 0.2, minPx: 11 }, 0.7);
    expect(sizes.has('kanpur')).toBe(false);
    expect(sizes.get('lucknow')! / 0.2).toBeCloseTo(11);
    // A major city's name stays larger in proportion (0.95 / 0.7 of the minimum).
    expect(sizes.get('delhi')! / 0.2).toBeCloseTo((11 * 0.95) / 0.7);
  });

  it('zoomed in, the names no longer overlap: all are drawn, at least at their size on the map', () => {
    const sizes = placeLabels(LABELS, { unitsPerPx: 0.01, minPx: 11 }, 0.7);
    expect([...sizes.keys()].sort()).toEqual(['delhi', 'kanpur', 'lucknow']);
    expect(sizes.get('kanpur')).toBe(0.7);
  });

  it('the units per pixel are rounded up, so a name sized from them is never under the minimum', () => {
    const exact = 1000 / 390;
    const rounded = unitsPerPixel([0, 0, 1000, 500], 390, 600);
    expect(rounded).toBeGreaterThanOrEqual(exact);
    expect(rounded).toBeLessThan(exact * 1.1);
    expect(unitsPerPixel([0, 0, 1000, 500], 0, 600)).toBe(0);
  });
});
