/**
 * The board frame of the map generator: board x grows east and y south, in milepost spacings,
 * from a corner one spacing outside the six countries in the Lambert conformal conic projection;
 * lattice position (row, col) sits at (latticeX, latticeY).
 */
import { latticeX, latticeY, ROW_HEIGHT } from '../../src/games/india-rails/map/lattice.ts';
import { Lcc, type Pt } from './geo.ts';

/** Converts between [lon, lat], board coordinates and lattice positions. */
export class BoardFrame {
  private readonly proj = new Lcc();
  private readonly x0: number;
  private readonly y0: number;
  /** Lattice rows and columns that cover the countries. */
  readonly rows: number;
  readonly cols: number;

  constructor(
    rings: readonly (readonly Pt[])[],
    private readonly spacingKm: number,
  ) {
    const s = spacingKm;
    let minX = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const ring of rings) {
      for (const p of ring) {
        const [x, y] = this.proj.forward(p);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
    this.x0 = minX - s;
    this.y0 = maxY + s;
    this.rows = Math.ceil((maxY - minY + 2 * s) / (s * ROW_HEIGHT)) + 1;
    this.cols = Math.ceil((maxX - minX + 2 * s) / s) + 1;
  }

  /** Board [x, y] → [lon, lat]. */
  toLonLat(b: Pt): Pt {
    return this.proj.inverse([this.x0 + b[0] * this.spacingKm, this.y0 - b[1] * this.spacingKm]);
  }

  /** [lon, lat] → board [x, y]. */
  toBoard(ll: Pt): Pt {
    const [x, y] = this.proj.forward(ll);
    return [(x - this.x0) / this.spacingKm, (this.y0 - y) / this.spacingKm];
  }

  /** Board [x, y] of a lattice position. */
  static at(row: number, col: number): Pt {
    return [latticeX(row, col), latticeY(row)];
  }

  /** A lattice position as one number (row-major, so sorting keys sorts by row then column). */
  static key(row: number, col: number): number {
    return row * 4096 + col;
  }
}
