/**
 * Seats of a rematch kept for the players of the finished match: until one of them comes through
 * the rematch (playAgain) or REMATCH_HOLD_MS pass, nobody else may join the seat, so a stranger
 * with the link cannot take a friend's place. The hold is public player `data` (no secret in it).
 */
import type { Server as ServerTypes } from 'boardgame.io';
import { NAME_TEXT, shownText } from '../../text/player-text.ts';

/** How long a seat of a rematch waits for its player. */
export const REMATCH_HOLD_MS = 5 * 60_000;

/** A seat kept for the player who held it in the previous match. */
export interface SeatHold {
  /** The finished match. */
  of: string;
  /** The name of the player it waits for. */
  for: string;
  /** Milliseconds since 1970 when the seat opens to anyone. */
  until: number;
}

/** The hold on a seat still in force at `now`, if any. */
export function seatHold(player: { data?: unknown } | undefined, now: number): SeatHold | undefined {
  const hold = (player?.data as { rematch?: SeatHold } | undefined)?.rematch;
  if (!hold || typeof hold.until !== 'number' || typeof hold.for !== 'string' || typeof hold.of !== 'string') return undefined;
  return hold.until > now ? hold : undefined;
}

/** Keeps every seat a person held in `finished` for them in `next` (a seat a bot played is not held). */
export function holdSeats(finishedID: string, finished: ServerTypes.MatchData, next: ServerTypes.MatchData, now: number): void {
  for (const [id, old] of Object.entries(finished.players)) {
    const seat = next.players[Number(id)];
    if (!seat || seat.name || !old.name || (old.data as { bot?: unknown } | undefined)?.bot !== undefined) continue;
    seat.data = {
      rematch: { of: finishedID, for: shownText(old.name, NAME_TEXT, `Player ${Number(id) + 1}`), until: now + REMATCH_HOLD_MS } satisfies SeatHold,
    };
  }
}
