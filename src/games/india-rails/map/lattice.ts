/**
 * Geometry of the triangular milepost lattice: rows of mileposts one spacing apart, odd rows
 * shifted half a spacing east, rows √3/2 spacings apart, so every inner milepost has 6 neighbours
 * at the same distance.
 */

/** Vertical distance between two rows, in milepost spacings. */
export const ROW_HEIGHT = Math.sqrt(3) / 2;

/** Board x of a lattice position (in spacings), before any offset. */
export function latticeX(row: number, col: number): number {
  return col + (row & 1 ? 0.5 : 0);
}

/** Board y of a lattice position (in spacings, growing southward), before any offset. */
export function latticeY(row: number): number {
  return row * ROW_HEIGHT;
}

/** The 6 lattice positions next to (row, col), as [row, col] pairs (some may be off the map). */
export function latticeNeighbours(row: number, col: number): [number, number][] {
  // Odd rows sit half a column east: their diagonal neighbours are col and col+1; even rows col-1 and col.
  const d = row & 1 ? 0 : -1;
  return [
    [row, col - 1],
    [row, col + 1],
    [row - 1, col + d],
    [row - 1, col + d + 1],
    [row + 1, col + d],
    [row + 1, col + d + 1],
  ];
}
