/**
 * The move log in words: each boardgame.io log entry described by the core (`describeLogMove`), on
 * the state this client saw just before the move (its own playerView, so hidden cards stay hidden)
 * and, for a move whose arguments were redacted, the state just after it.
 */
import type { LogEntry } from 'boardgame.io';
import { useRef } from 'react';
import { seatOf } from '../../../src/engine/bgio.ts';
import type { AnyGameCore } from '../../../src/engine/core.ts';
import { describeLogMove } from './logWords.ts';

/** One described move. */
export interface LogLine {
  key: string;
  seat: number;
  text: string;
}

/** Describes a client's log as its states arrive; each move once. */
export class MoveLogReader {
  private readonly seen = new Map<number, unknown>();
  private lines: LogLine[] = [];
  private done = 0;
  private last: unknown;

  constructor(private readonly core: AnyGameCore) {}

  /** The lines after a new state (this viewer's core state, its id and the log as received). */
  update(coreState: unknown, stateID: number, log: readonly LogEntry[]): LogLine[] {
    // A log entry carries the state id before its move; the state after it has the next id.
    if (this.done === 0 && this.lines.length === 0) this.last = coreState;
    this.seen.set(stateID, coreState);
    for (let i = this.done; i < log.length; i++) {
      const e = log[i];
      if (e.action.type !== 'MAKE_MOVE') continue;
      const { type, args, playerID } = e.action.payload as { type: string; args: unknown[] | null; playerID: string };
      const seat = seatOf(playerID) ?? 0;
      const before = this.seen.get(e._stateID) ?? null;
      const after = this.seen.get(e._stateID + 1) ?? null;
      this.lines = [...this.lines, { key: `${i}-${e._stateID}`, seat, text: describeLogMove(this.core, before, after, this.last, seat, type, args) }];
    }
    this.done = log.length;
    // Only recent states can precede a new log entry: keep a few, not the whole game.
    for (const k of this.seen.keys()) if (k < stateID - 16) this.seen.delete(k);
    this.last = coreState;
    return this.lines;
  }
}

/** Keeps the described log across renders. */
export function useMoveLog(core: AnyGameCore, coreState: unknown, stateID: number, log: LogEntry[]): LogLine[] {
  const reader = useRef<MoveLogReader | null>(null);
  if (reader.current === null) reader.current = new MoveLogReader(core);
  return reader.current.update(coreState, stateID, log);
}
