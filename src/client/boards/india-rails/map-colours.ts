/**
 * The colours of the India Rails map's features, in one place for the map, its key and the test
 * that keeps every seat's colour apart from them (test/client/colours.test.ts). Rivers are a light
 * blue and the coast and borders pale, so that no player's track (palette.ts) is mistaken for one.
 */

/** The map's feature colours. */
export const MAP_COLOURS = {
  sea: '#cfe3ef',
  land: '#f6f0dd',
  coast: '#8aa5b5',
  border: '#b3a1b3',
  river: '#7cc4f0',
  /** City markers (a major city's red area is this at 35 % over the land), and their outline. */
  city: '#d62828',
  cityEdge: '#6a040f',
  majorEdge: '#a4161a',
  /** The casing drawn under every track line. */
  casing: '#ffffff',
  /** The train's moves: the mileposts it can reach and the way it will take, yellow edged in near-black (no seat, river or city is either). */
  move: '#ffd23f',
  moveEdge: '#1d1d1d',
} as const;
