/**
 * The move log in words: each boardgame.io log entry described by the core's `describe`, on the state
 * this client saw just before the move (its own playerView, so hidden cards stay hidden). A lobby
 * server's sync carries only the newest entries; older ones are loaded on request through the
 * session's `loadOlderLog` (described on the latest state: the earlier ones were never seen here).
 */
import type { LogEntry } from 'boardgame.io';
import { useRef, useState } from 'react';
import { objectCodec, seatOf } from '../../../src/engine/bgio.ts';
import type { AnyGameCore, CoreAction } from '../../../src/engine/core.ts';
import { useSession } from '../view/session.tsx';

/** One described move. */
export interface LogLine {
  key: string;
  seat: number;
  text: string;
}

/** Older moves the server still holds: `load` fetches the page before the oldest one shown. */
export interface OlderMoves {
  load(): void;
  loading: boolean;
}

const codec = objectCodec<CoreAction>();

function describe(core: AnyGameCore, before: unknown, e: LogEntry): LogLine {
  const { type, args, playerID } = e.action.payload as { type: string; args: unknown[] | null; playerID: string };
  const seat = seatOf(playerID) ?? 0;
  let text: unknown;
  try {
    text = core.describe(before, seat, codec.toAction(type, args ?? []) as CoreAction);
  } catch {
    text = type;
  }
  return { key: String(e._stateID), seat, text: typeof text === 'string' ? text : type };
}

/** Keeps the described log across renders and resyncs; describes each move once. */
export function useMoveLog(core: AnyGameCore, core_state: unknown, stateID: number, log: LogEntry[]): { lines: LogLine[]; older?: OlderMoves } {
  const session = useSession();
  const seen = useRef(new Map<number, unknown>());
  const described = useRef(new Map<number, LogLine>());
  const lines = useRef<LogLine[]>([]);
  const last = useRef<unknown>(core_state);
  const [olderEntries, setOlderEntries] = useState<LogEntry[]>([]);
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  let added = false;
  for (const e of [...olderEntries, ...log]) {
    // A move is known by the state it was made on; a resync may send entries seen before.
    if (e.action.type !== 'MAKE_MOVE' || described.current.has(e._stateID)) continue;
    described.current.set(e._stateID, describe(core, seen.current.get(e._stateID) ?? last.current, e));
    added = true;
  }
  if (added) lines.current = [...described.current.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l);
  seen.current.set(stateID, core_state);
  // Only recent states can precede a new log entry: keep a few, not the whole game.
  for (const k of seen.current.keys()) if (k < stateID - 16) seen.current.delete(k);
  last.current = core_state;

  const first = Math.min(stateID, ...olderEntries.map((e) => e._stateID), ...log.map((e) => e._stateID));
  const loadOlder = session.loadOlderLog;
  if (!loadOlder || exhausted || first <= 0) return { lines: lines.current };
  return {
    lines: lines.current,
    older: {
      loading,
      load: () => {
        if (loading) return;
        setLoading(true);
        loadOlder(first).then(
          (page) => {
            if (page.length === 0) setExhausted(true);
            setOlderEntries((have) => [...page, ...have]);
            setLoading(false);
          },
          () => setLoading(false),
        );
      },
    },
  };
}
