/** Rewards of the search: the score margin, not just win or loss, which guides better at low iteration counts. */
import type { Seat } from '../../src/engine/core.ts';

/** Seat's margin over the best other seat, scaled and clamped to [-1, 1]. Missing values count as 0. */
export function marginReward(values: readonly number[], seat: Seat, numPlayers: number, scale: number): number {
  const own = values[seat] ?? 0;
  let best = Number.NEGATIVE_INFINITY;
  for (let q = 0; q < numPlayers; q++) if (q !== seat) best = Math.max(best, values[q] ?? 0);
  if (best === Number.NEGATIVE_INFINITY) return 0;
  const m = (own - best) / scale;
  return Math.min(1, Math.max(-1, m));
}

/** Final reward: the margin plus `winBonus` for a win (a shared victory counts as a win), minus it for a loss, within [-1, 1]. */
export function terminalReward(scores: readonly number[], winners: readonly Seat[], seat: Seat, numPlayers: number, scale: number, winBonus: number): number {
  return (1 - winBonus) * marginReward(scores, seat, numPlayers, scale) + (winners.includes(seat) ? winBonus : -winBonus);
}
