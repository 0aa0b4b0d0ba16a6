/**
 * The move log in words: each boardgame.io log entry described by the core's `describe`, on the state
 * this client saw just before the move (its own playerView, so hidden cards stay hidden).
 */
import type { LogEntry } from 'boardgame.io';
import { useRef } from 'react';
import { objectCodec, seatOf } from '../../../src/engine/bgio.ts';
import type { AnyGameCore, CoreAction } from '../../../src/engine/core.ts';

/** One described move. */
export interface LogLine {
  key: string;
  seat: number;
  text: string;
}

/** Keeps the described log across renders; describes each move once. */
export function useMoveLog(core: AnyGameCore, core_state: unknown, stateID: number, log: LogEntry[]): LogLine[] {
  const seen = useRef(new Map<number, unknown>());
  const lines = useRef<LogLine[]>([]);
  const done = useRef(0);
  const last = useRef<unknown>(core_state);
  const codec = objectCodec<CoreAction>();
  for (let i = done.current; i < log.length; i++) {
    const e = log[i];
    if (e.action.type !== 'MAKE_MOVE') continue;
    const { type, args, playerID } = e.action.payload as { type: string; args: unknown[] | null; playerID: string };
    const seat = seatOf(playerID) ?? 0;
    const before = seen.current.get(e._stateID) ?? last.current;
    let text: string;
    try {
      const action = codec.toAction(type, args ?? []) as CoreAction;
      text = core.describe(before, seat, action);
    } catch {
      text = type;
    }
    lines.current = [...lines.current, { key: `${i}-${e._stateID}`, seat, text }];
  }
  done.current = log.length;
  seen.current.set(stateID, core_state);
  // Only recent states can precede a new log entry: keep a few, not the whole game.
  for (const k of seen.current.keys()) if (k < stateID - 16) seen.current.delete(k);
  last.current = core_state;
  return lines.current;
}
