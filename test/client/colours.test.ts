/**
 * Colours that never collide: every seat's colour (ui/palette.ts) against every other seat's and
 * against the India Rails map's rivers, sea, land, coast, borders, cities and terrain tints, as
 * people with typical vision and with protanopia, deuteranopia and tritanopia see them (Machado
 * 2009 simulation, CIEDE2000 difference). The colour maths is checked first against published
 * reference values, so a broken formula cannot pass the palette.
 */
import { describe, expect, it } from 'vitest';
import { MAP_COLOURS } from '../../src/client/boards/india-rails/map-colours.ts';
import { TERRAIN_STYLE, TERRAINS } from '../../src/client/boards/india-rails/terrain-style.ts';
import { SEAT_STYLES } from '../../src/client/ui/palette.ts';
import { ciede2000, contrast, difference, lab, linearRgb, simulate, VISIONS } from '../support/colour-vision.ts';

/** The least CIEDE2000 difference two colours may show in any vision: a clear difference between two lines side by side. */
const MIN_DIFFERENCE = 12;

/** Outlines: thin edges around a mark that has its own colour inside (a city, the train's moves). */
const OUTLINES = new Set(['cityEdge', 'majorEdge', 'moveEdge']);

/** Every map colour a seat's track is drawn over or beside, by name (the train's moves among them). */
const MAP_FEATURES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(MAP_COLOURS).filter(([k]) => !OUTLINES.has(k))),
  ...Object.fromEntries(TERRAINS.flatMap((t) => (TERRAIN_STYLE[t].tint ? [[`${t} tint`, TERRAIN_STYLE[t].tint as string]] : []))),
};

/** The pairs closer than MIN_DIFFERENCE in some vision, as "a / b: vision ΔE". */
function collisions(pairs: [string, string, string, string][]): string[] {
  return pairs.flatMap(([na, a, nb, b]) =>
    VISIONS.flatMap((v) => {
      const d = difference(a, b, v);
      return d < MIN_DIFFERENCE ? [`${na} / ${nb}: ${v} ${d.toFixed(1)}`] : [];
    }),
  );
}

describe('the colour maths', () => {
  it('CIEDE2000 matches Sharma, Wu and Dalal’s reference pairs', () => {
    expect(ciede2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(ciede2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
    expect(ciede2000([2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514])).toBeCloseTo(0.9082, 4);
  });

  it('sRGB to CIELAB gives white L*100 and the known Lab of pure red', () => {
    expect(lab(linearRgb('#ffffff'))[0]).toBeCloseTo(100, 1);
    const red = lab(linearRgb('#ff0000'));
    expect(red[0]).toBeCloseTo(53.24, 1);
    expect(red[1]).toBeCloseTo(80.09, 0);
  });

  it('the simulations confuse what each deficiency confuses and keep grey grey', () => {
    // Red and green look alike without L or M cones, not without S cones.
    expect(difference('#cc3333', '#669933', 'deuteranopia')).toBeLessThan(difference('#cc3333', '#669933', 'normal') / 2);
    expect(difference('#cc3333', '#669933', 'protanopia')).toBeLessThan(difference('#cc3333', '#669933', 'normal') / 2);
    expect(difference('#cc3333', '#669933', 'tritanopia')).toBeGreaterThan(20);
    const grey = simulate(linearRgb('#808080'), 'tritanopia');
    expect(Math.max(...grey) - Math.min(...grey)).toBeLessThan(0.01);
  });
});

describe('the seat colours', () => {
  const seats = SEAT_STYLES.map((s, i) => [`seat ${i} (${s.colourName})`, s.colour] as const);

  it('every two seats differ clearly in every vision', () => {
    const pairs: [string, string, string, string][] = [];
    for (let i = 0; i < seats.length; i++) for (let j = i + 1; j < seats.length; j++) pairs.push([...seats[i], ...seats[j]]);
    expect(pairs).toHaveLength(15);
    expect(collisions(pairs)).toEqual([]);
  });

  it('no seat looks like a river, the sea, the land, the coast, a border, a city, a terrain tint or the train’s moves', () => {
    const pairs = seats.flatMap(([n, c]) => Object.entries(MAP_FEATURES).map(([f, fc]): [string, string, string, string] => [n, c, f, fc]));
    expect(Object.keys(MAP_FEATURES)).toEqual(expect.arrayContaining(['river', 'sea', 'land', 'mountain tint', 'desert tint', 'move']));
    expect(collisions(pairs)).toEqual([]);
  });

  it('each seat’s line shows on its white casing, and its glyph on its colour', () => {
    for (const s of SEAT_STYLES) {
      expect(contrast(s.colour, MAP_COLOURS.casing), s.colourName).toBeGreaterThanOrEqual(2.5);
      expect(contrast(s.colour, s.ink), s.colourName).toBeGreaterThanOrEqual(3);
    }
  });

  it('each seat has its own name, glyph and line pattern', () => {
    for (const key of ['colourName', 'glyph', 'dash', 'colour'] as const) expect(new Set(SEAT_STYLES.map((s) => s[key])).size).toBe(SEAT_STYLES.length);
  });
});

describe('the map', () => {
  it('rivers stand out from the land, the terrain tints and the sea in every vision', () => {
    const under = ['land', 'sea', ...TERRAINS.flatMap((t) => (TERRAIN_STYLE[t].tint ? [`${t} tint`] : []))];
    expect(collisions(under.map((f) => ['river', MAP_COLOURS.river, f, MAP_FEATURES[f]]))).toEqual([]);
  });
});
