/** Keyboard shortcuts as the boards' help dialog lists them, and the rows every board shares. */

/** One row of the help dialog: the keys and what they do. */
export interface Shortcut {
  keys: string;
  what: string;
}

/** The rows every board lists: the hint (useHint) and the map's pan and zoom (PanZoomSvg). */
export const SHARED_SHORTCUTS: readonly Shortcut[] = [
  { keys: 'H', what: 'ask for a hint' },
  { keys: '+ − 0 arrows', what: 'zoom and pan the map (when focused)' },
];
