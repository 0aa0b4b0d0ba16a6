/**
 * The deadlines of a clocked match, kept in its metadata (`metadata.deadlines`) so that every
 * instance and every restart sees the same ones: for the state `stateID`, when each active seat's
 * time runs out. A seat keeps its deadline while its turn goes on (several moves of one turn, or the
 * others choosing in a simultaneous phase); a new turn or phase gives it a fresh one.
 */
import type { Server as ServerTypes, State } from 'boardgame.io';
import { activeSeats } from '../match-seats.ts';

/** The stored deadlines of one state. */
export interface Deadlines {
  /** The state these deadlines are for. */
  stateID: number;
  /** Epoch milliseconds at which each active seat's time runs out. */
  at: Record<string, number>;
  /** Which turn each deadline belongs to (`turn|phase`), to keep it while that turn goes on. */
  turnOf: Record<string, string>;
}

/** The deadlines stored in a match's metadata, if any. */
export function deadlinesOf(metadata: ServerTypes.MatchData): Deadlines | undefined {
  const d = (metadata as { deadlines?: unknown }).deadlines as Deadlines | undefined;
  return d && typeof d === 'object' && typeof d.stateID === 'number' && d.at && d.turnOf ? d : undefined;
}

/** The deadlines for `state`: each active seat keeps its running turn's deadline or gets `now + turnSeconds`. */
export function nextDeadlines(prev: Deadlines | undefined, state: State, turnSeconds: number, now: number): Deadlines {
  const turn = `${state.ctx.turn}|${state.ctx.phase ?? ''}`;
  const out: Deadlines = { stateID: state._stateID, at: {}, turnOf: {} };
  for (const seat of activeSeats(state)) {
    const kept = prev?.turnOf[seat] === turn ? prev.at[seat] : undefined;
    out.at[seat] = kept ?? now + turnSeconds * 1000;
    out.turnOf[seat] = turn;
  }
  return out;
}
