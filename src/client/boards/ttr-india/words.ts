/** Ticket to Ride – India words that depend on a number: "1 car to go", "2 turns left". */

/** "1 car", "3 cars": a count and its noun, singular for one. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** A ticket's progress in words: done, blocked, or the train cars still to place. */
export function progressText(carsToGo: number): string {
  if (carsToGo === 0) return '✔ done';
  if (!Number.isFinite(carsToGo)) return '✖ blocked';
  return `${count(carsToGo, 'car')} to go`;
}
