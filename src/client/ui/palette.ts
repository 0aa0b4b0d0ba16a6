/**
 * Player colours that colour-blind players can tell apart, from each other and from the maps'
 * rivers, sea, terrain and cities (test/client/colours.test.ts checks every pair in simulated
 * protanopia, deuteranopia and tritanopia): blue, green and black from the Okabe–Ito palette, a
 * darker orange, a reddish purple and a dark red. Each seat also has a shape, a letter and a line
 * pattern, so that no information is carried by colour alone.
 */

/** How one seat is drawn everywhere on the boards. */
export interface SeatStyle {
  /** Fill/stroke colour. */
  colour: string;
  /** Text colour that reads on `colour`. */
  ink: string;
  /** Human name of the colour, for labels and screen readers. */
  colourName: string;
  /** A glyph drawn on the seat's pieces and badges. */
  glyph: string;
  /** SVG pattern id filling the seat's claimed pieces (see `PatternDefs`). */
  pattern: string;
  /** SVG stroke-dasharray of the seat's track lines ('' = solid). */
  dash: string;
}

/** Six seats: India Rails takes up to 6 players, Ticket to Ride up to 5. */
export const SEAT_STYLES: readonly SeatStyle[] = [
  { colour: '#0072B2', ink: '#fff', colourName: 'blue', glyph: '●', pattern: 'seat-p0', dash: '' },
  { colour: '#D98C00', ink: '#111', colourName: 'orange', glyph: '▲', pattern: 'seat-p1', dash: '5 2' },
  { colour: '#009E73', ink: '#fff', colourName: 'green', glyph: '■', pattern: 'seat-p2', dash: '1.5 1.5' },
  { colour: '#AA3377', ink: '#fff', colourName: 'purple', glyph: '◆', pattern: 'seat-p3', dash: '6 2 1.5 2' },
  { colour: '#8B0000', ink: '#fff', colourName: 'dark red', glyph: '★', pattern: 'seat-p4', dash: '3 3' },
  { colour: '#333333', ink: '#fff', colourName: 'black', glyph: '✚', pattern: 'seat-p5', dash: '8 3' },
];

/** The style of a seat (wraps around for safety). */
export function seatStyle(seat: number): SeatStyle {
  return SEAT_STYLES[((seat % SEAT_STYLES.length) + SEAT_STYLES.length) % SEAT_STYLES.length];
}

/** Ticket to Ride card colours with a readable fill, ink and a one-letter label. */
export const CARD_STYLES: Record<string, { fill: string; ink: string; label: string; name: string }> = {
  red: { fill: '#d62828', ink: '#fff', label: 'R', name: 'Red' },
  orange: { fill: '#f4a261', ink: '#111', label: 'O', name: 'Orange' },
  yellow: { fill: '#f1d302', ink: '#111', label: 'Y', name: 'Yellow' },
  green: { fill: '#2a9d55', ink: '#fff', label: 'G', name: 'Green' },
  blue: { fill: '#1d4ed8', ink: '#fff', label: 'B', name: 'Blue' },
  purple: { fill: '#7b2cbf', ink: '#fff', label: 'P', name: 'Purple' },
  black: { fill: '#1f1f1f', ink: '#fff', label: 'K', name: 'Black' },
  white: { fill: '#f4f4f4', ink: '#111', label: 'W', name: 'White' },
  grey: { fill: '#a8a8a8', ink: '#111', label: '', name: 'Grey' },
  gray: { fill: '#a8a8a8', ink: '#111', label: '', name: 'Grey' },
  loco: { fill: 'url(#loco-rainbow)', ink: '#111', label: '★', name: 'Locomotive' },
  locomotive: { fill: 'url(#loco-rainbow)', ink: '#111', label: '★', name: 'Locomotive' },
};

/** The style of a card colour; unknown colours fall back to grey. */
export function cardStyle(colour: string) {
  return CARD_STYLES[colour] ?? { fill: '#bbb', ink: '#111', label: colour.slice(0, 1).toUpperCase(), name: colour };
}
