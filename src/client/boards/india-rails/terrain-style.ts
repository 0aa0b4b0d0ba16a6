/**
 * How each terrain looks, in one place for the map (a tint and a symbol per milepost) and its key:
 * the tint colour, the symbol's path at a point and scale, and how the symbol is painted.
 */
import type { Terrain } from '../../../games/india-rails/map/types.ts';

/** The look of one terrain. */
export interface TerrainStyle {
  /** The disc behind each milepost of this terrain, or null for none (clear). */
  tint: string | null;
  /** The symbol's SVG path centred on (x, y); `k` scales it (1 on the map). */
  symbol(x: number, y: number, k?: number): string;
  fill: string;
  stroke?: string;
  /** Stroke width on the map (scaled with the symbol elsewhere). */
  strokeWidth?: number;
}

const f = (n: number) => n.toFixed(2);

/** Every terrain's look. */
export const TERRAIN_STYLE: Record<Terrain, TerrainStyle> = {
  clear: {
    tint: null,
    symbol: (x, y, k = 1) => `M${f(x - 0.08 * k)},${f(y)}a${0.08 * k},${0.08 * k} 0 1,0 ${0.16 * k},0a${0.08 * k},${0.08 * k} 0 1,0 ${-0.16 * k},0`,
    fill: '#6b6b6b',
  },
  mountain: {
    tint: '#d9c4a0',
    symbol: (x, y, k = 1) => `M${f(x - 0.2 * k)},${f(y + 0.15 * k)}l${0.2 * k},${-0.33 * k}l${0.2 * k},${0.33 * k}z`,
    fill: '#8a5a2b',
  },
  alpine: {
    tint: '#e9eef2',
    symbol: (x, y, k = 1) => `M${f(x - 0.26 * k)},${f(y + 0.18 * k)}l${0.26 * k},${-0.42 * k}l${0.26 * k},${0.42 * k}z`,
    fill: '#fff',
    stroke: '#4a4a4a',
    strokeWidth: 0.06,
  },
  desert: {
    tint: '#f0d9a0',
    symbol: (x, y, k = 1) => `M${f(x - 0.18 * k)},${f(y + 0.05 * k)}q${0.09 * k},${-0.16 * k} ${0.18 * k},0t${0.18 * k},0`,
    fill: 'none',
    stroke: '#b07a1f',
    strokeWidth: 0.07,
  },
  saltFlat: {
    tint: '#dde6e6',
    symbol: (x, y, k = 1) => `M${f(x)},${f(y - 0.16 * k)}l${0.16 * k},${0.16 * k}l${-0.16 * k},${0.16 * k}l${-0.16 * k},${-0.16 * k}z`,
    fill: '#9fb5b5',
    stroke: '#5d7373',
    strokeWidth: 0.04,
  },
};

/** Terrains in the order the key lists them. */
export const TERRAINS: readonly Terrain[] = ['clear', 'mountain', 'alpine', 'desert', 'saltFlat'];
