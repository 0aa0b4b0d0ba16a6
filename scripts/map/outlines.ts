/**
 * Outlines for drawing the board: the coast and borders as open polylines and the countries as
 * closed land rings, in board coordinates, kept only near mileposts (no Andamans, no Tibet),
 * simplified and rounded to keep the committed file small.
 */
import { ROW_HEIGHT } from '../../src/games/india-rails/map/lattice.ts';
import { BoardFrame } from './frame.ts';
import { type Pt, simplify } from './geo.ts';

/** Outline points farther than this (in lattice rows/cols) from any milepost are not drawn. */
const REACH = 2;
/** Douglas–Peucker tolerance, in milepost spacings. */
const TOLERANCE = 0.04;

/** Rounds to `digits` decimals (and turns -0 into 0). */
export function roundTo(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f + 0;
}

const flatten = (line: Pt[]) => simplify(line, TOLERANCE).flatMap(([x, y]) => [roundTo(x, 2), roundTo(y, 2)]);

/** Draws outlines near the lattice positions for which `hasMilepost(key)` holds. */
export class OutlineDrawer {
  constructor(
    private readonly frame: BoardFrame,
    private readonly hasMilepost: (key: number) => boolean,
  ) {}

  /** Whether a board point lies within REACH of a milepost. */
  near(b: Pt): boolean {
    const row = Math.round(b[1] / ROW_HEIGHT);
    for (let r = row - REACH; r <= row + REACH; r++) {
      for (let c = Math.floor(b[0]) - REACH; c <= Math.ceil(b[0]) + REACH; c++) {
        if (this.hasMilepost(BoardFrame.key(r, c))) return true;
      }
    }
    return false;
  }

  /** [lon, lat] polylines → flat board polylines, cut where they leave the board. */
  polylines(lines: readonly (readonly Pt[])[]): number[][] {
    const out: number[][] = [];
    for (const line of lines) {
      let run: Pt[] = [];
      const flush = () => {
        if (run.length >= 2) {
          const flat = flatten(run);
          if (flat.length >= 4) out.push(flat);
        }
        run = [];
      };
      for (const p of line) {
        const b = this.frame.toBoard(p);
        if (this.near(b)) run.push(b);
        else flush();
      }
      flush();
    }
    return out;
  }

  /** [lon, lat] rings that reach the board → closed flat board rings (first point repeated last). */
  rings(rings: readonly (readonly Pt[])[]): number[][] {
    const out: number[][] = [];
    for (const ring of rings) {
      const b = ring.map((p) => this.frame.toBoard(p));
      if (!b.some((p) => this.near(p))) continue;
      const closed = b[0][0] === b[b.length - 1][0] && b[0][1] === b[b.length - 1][1] ? b : [...b, b[0]];
      const flat = flatten(closed);
      if (flat.length >= 8) out.push(flat);
    }
    return out;
  }
}
