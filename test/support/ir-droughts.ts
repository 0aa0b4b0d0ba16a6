/**
 * How long India Rails players go without a delivery:
 * per seat, the longest run of own main-phase turns without a delivery, and since which own turn a
 * seat has held the target cash (null while below it). Fed every state of a game (`runGame`'s onStep).
 */
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';

/** A drought counter for `players` seats. */
export interface DroughtTracker {
  /** Per seat, the longest run of own main-phase turns without a delivery so far. */
  longest: number[];
  /** Per seat, the own turn from which it has held the target cash, or null. */
  cashSince: (number | null)[];
  /** Takes the next state of the game. */
  observe(state: IndiaRailsState): void;
}

/** A tracker for a game of `players` seats. */
export function droughtTracker(players: number): DroughtTracker {
  const drought = new Array<number>(players).fill(0);
  const longest = new Array<number>(players).fill(0);
  const lastTurns = new Array<number>(players).fill(0);
  const lastDeliveries = new Array<number>(players).fill(0);
  const cashSince = new Array<number | null>(players).fill(null);
  return {
    longest,
    cashSince,
    observe(s) {
      s.players.forEach((pl, seat) => {
        if (pl.deliveries > lastDeliveries[seat]) drought[seat] = 0;
        else if (pl.turns > lastTurns[seat] && s.phase !== 'building') drought[seat] += pl.turns - lastTurns[seat];
        longest[seat] = Math.max(longest[seat], drought[seat]);
        lastTurns[seat] = pl.turns;
        lastDeliveries[seat] = pl.deliveries;
        if (cashSince[seat] === null && pl.cash >= s.params.winCash) cashSince[seat] = pl.turns;
        else if (pl.cash < s.params.winCash) cashSince[seat] = null;
      });
    },
  };
}
