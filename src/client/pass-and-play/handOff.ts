/**
 * Whose view a shared device shows in pass-and-play: the viewing seat keeps the device while it may
 * act, and while only bots act; when another person's seat may act, the device goes to that person.
 */

/** What the page knows of the match: the seats that may act now, and whether it is over. */
export interface TableState {
  active: readonly number[];
  over: boolean;
}

/**
 * The human seat the device must be passed to, or null to keep showing `viewing`'s board. Among
 * several humans who may act at once (Ticket to Ride's opening ticket choice) the next one after
 * `viewing` in seat order goes first. `viewing` null (the start) passes to the first human to act.
 */
export function handOffTarget(humans: readonly number[], viewing: number | null, table: TableState): number | null {
  if (table.over) return null;
  if (viewing !== null && table.active.includes(viewing)) return null;
  const waiting = humans.filter((h) => table.active.includes(h));
  if (waiting.length === 0) return null;
  const after = viewing === null ? undefined : waiting.find((h) => h > viewing);
  return after ?? waiting[0];
}
