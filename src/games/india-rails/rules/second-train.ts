/**
 * Additional Trains (docs/rules/india-rails.md §12): each player runs a second train
 * (starting as a Fast Freight) with its own position, loads, loco and movement. An action for the
 * second train (`train: 1`) is checked and applied by the same rules with the two trains swapped,
 * so no rule is written twice.
 */
import type { IndiaRailsState, PlayerState, TurnState } from './types.ts';

/** The state with `seat`'s two trains (and their movement this turn) swapped; its own inverse. */
export function swapTrains(s: IndiaRailsState, seat: number): IndiaRailsState {
  const swapped = swapPlayerTrains(s.players[seat]);
  if (!swapped) return s;
  const players = s.players.slice();
  players[seat] = swapped;
  return { ...s, players, turn: s.turn.seat === seat ? swapTurn(s.turn) : s.turn };
}

/** The player with his two trains (loco, place, direction, loads) exchanged, or null with one train. */
function swapPlayerTrains(pl: PlayerState): PlayerState | null {
  const second = pl.second;
  if (!second) return null;
  return {
    ...pl,
    loco: second.loco,
    at: second.at,
    prev: second.prev,
    loads: second.loads,
    second: { loco: pl.loco, at: pl.at, prev: pl.prev, loads: pl.loads },
  };
}

function swapTurn(t: TurnState): TurnState {
  return { ...t, moved: t.moved2, allowance: t.allowance2, moved2: t.moved, allowance2: t.allowance };
}

/** Swaps back after an action on the swapped state: the player's trains always, the turn only if it is still his. */
export function unswapTrains(after: IndiaRailsState, seat: number, sameTurn: boolean): IndiaRailsState {
  const swapped = swapPlayerTrains(after.players[seat]);
  if (!swapped) return after;
  const players = after.players.slice();
  players[seat] = swapped;
  return { ...after, players, turn: sameTurn ? swapTurn(after.turn) : after.turn };
}
