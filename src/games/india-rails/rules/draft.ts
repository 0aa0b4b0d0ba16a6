/**
 * Copy-on-write drafts for `apply`: the top level, the turn and each player are copied once; every
 * nested array is replaced (never mutated) when it changes, so earlier states stay intact and
 * unchanged parts are shared.
 */
import type { IndiaRailsState } from './types.ts';

/** A working copy of a state that rule steps may assign into. */
export function draft(s: IndiaRailsState): IndiaRailsState {
  return { ...s, turn: { ...s.turn }, players: s.players.map((p) => ({ ...p })) };
}

/** Moves money from a player to the bank (negative: from the bank). */
export function pay(t: IndiaRailsState, seat: number, amount: number): void {
  t.players[seat].cash -= amount;
  t.bank += amount;
}

/** Moves money from one player to another. */
export function transfer(t: IndiaRailsState, from: number, to: number, amount: number): void {
  t.players[from].cash -= amount;
  t.players[to].cash += amount;
}
