/**
 * Where the player's train is heading over several turns: a city (any of its mileposts will do)
 * or one milepost. The board keeps it in localStorage per match and seat, so the one-click
 * "Continue" survives a reload; a kept destination from another game that reused the match id
 * (more turns played than the game has) is dropped. What is read back is checked, never trusted.
 */

/** A destination of the train. */
export interface Destination {
  /** Its name, for the panel: a city's name or the place of a milepost. */
  name: string;
  /** The mileposts that count as arrival. */
  targets: number[];
  /** The city, when the destination is one. */
  city?: string;
}

/** What is stored: the destination and the player's completed turns when it was last set. */
interface Stored {
  dest: Destination;
  turns: number;
}

/** The localStorage key of a match's seat. */
export function destinationKey(matchID: string, seat: number): string {
  return `ir-destination:${matchID}:${seat}`;
}

/** Whether two destinations name the same place. */
export function sameDestination(a: Destination | null, b: Destination | null): boolean {
  if (!a || !b) return a === b;
  return a.targets.length === b.targets.length && a.targets.every((m, i) => m === b.targets[i]);
}

/** A stored value checked field by field, or null. */
function parse(raw: string | null, mileposts: number): Stored | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { dest?: Partial<Destination>; turns?: unknown };
    const d = v.dest;
    if (!d || typeof d.name !== 'string' || !Array.isArray(d.targets) || typeof v.turns !== 'number') return null;
    const targets = d.targets.filter((m): m is number => Number.isInteger(m) && m >= 0 && m < mileposts);
    if (targets.length === 0 || targets.length !== d.targets.length) return null;
    return { dest: { name: d.name.slice(0, 80), targets, ...(typeof d.city === 'string' ? { city: d.city } : {}) }, turns: v.turns };
  } catch {
    return null;
  }
}

/** The destination kept for `key`, if it belongs to this game (`turns`: the player's completed turns now). */
export function loadDestination(key: string, turns: number, mileposts: number): Destination | null {
  try {
    const stored = parse(localStorage.getItem(key), mileposts);
    return stored && stored.turns <= turns ? stored.dest : null;
  } catch {
    return null;
  }
}

/** Keeps (or with null, forgets) the destination for `key`. */
export function saveDestination(key: string, dest: Destination | null, turns: number): void {
  try {
    if (dest) localStorage.setItem(key, JSON.stringify({ dest, turns } satisfies Stored));
    else localStorage.removeItem(key);
  } catch {
    // Storage may be full or off (private browsing): the destination then lasts as long as the page.
  }
}
