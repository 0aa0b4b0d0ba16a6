/**
 * Declaring victory and the end of the game (rulebook, "How to Win", "Special Tournament Rule — Time
 * Limits"). A player declares at the end of his own turn of the main game, when his track joins the
 * major cities and his cash reaches the target; the round then completes, so everyone has had equal
 * turns, and the declared player with the most cash wins. The declaration stands whatever happens
 * to his cash or track before the round ends (the rulebook counts cash at the end of his own turn;
 * the cash at the round's end only ranks the declared players). An exact tie at the top raises the
 * target for everyone, the declarations lapse and play goes on.
 */
import type { RulesContext } from './context.ts';
import { connectsMajors } from './track.ts';
import type { IndiaRailsState } from './types.ts';

/** Seats that have declared victory in the current round (none in states saved before the field existed). */
export function declaredSeats(s: IndiaRailsState): readonly number[] {
  return s.declared ?? [];
}

/** Whether `seat` would declare victory if his turn ended now: main game, the majors joined, the target cash. */
export function wouldDeclare(ctx: RulesContext, s: IndiaRailsState, seat: number): boolean {
  if (s.phase !== 'main' || declaredSeats(s).includes(seat)) return false;
  return s.players[seat].cash >= s.target && connectsMajors(ctx, s, seat);
}

/** At the end of `seat`'s own turn: he declares victory if he meets both requirements. */
export function declareAtTurnEnd(ctx: RulesContext, t: IndiaRailsState, seat: number): void {
  if (wouldDeclare(ctx, t, seat)) t.declared = [...declaredSeats(t), seat];
}

/** At the end of a round: the game ends if a declared player wins (or the tournament turn limit is reached). */
export function roundEnds(ctx: RulesContext, t: IndiaRailsState): boolean {
  const declared = declaredSeats(t);
  t.declared = [];
  if (declared.length > 0) {
    const best = Math.max(...declared.map((q) => t.players[q].cash));
    const top = declared.filter((q) => t.players[q].cash === best);
    if (top.length === 1) return finish(t, top);
    t.target += t.params.tieRaise;
  }
  const limit = t.variants.turnLimit ?? 0;
  if (limit > 0 && t.round >= limit) {
    // Tournament rule: a connected network first, then the most cash.
    const seats = Array.from({ length: t.numPlayers }, (_, i) => i);
    const connected = seats.filter((q) => connectsMajors(ctx, t, q));
    const pool = connected.length > 0 ? connected : seats;
    const best = Math.max(...pool.map((q) => t.players[q].cash));
    return finish(
      t,
      pool.filter((q) => t.players[q].cash === best),
    );
  }
  return false;
}

function finish(t: IndiaRailsState, winners: number[]): true {
  t.phase = 'over';
  t.winners = winners;
  return true;
}
