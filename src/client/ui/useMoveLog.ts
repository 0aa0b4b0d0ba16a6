/**
 * The move log in words: each boardgame.io log entry described by the core (`describeLogMove`), on
 * the state this client saw just before the move (its own playerView, so hidden cards stay hidden)
 * and, for a move whose arguments were redacted, the state just after it. A lobby server's sync
 * carries only the newest entries; older ones are loaded on request through the session's
 * `loadOlderLog` (worded without the states around them: this client never saw those). What a move
 * brought about (its log entry's happenings: an event card drawn, …) follows it on lines of its own.
 */
import type { LogEntry } from 'boardgame.io';
import { useMemo, useRef, useState } from 'react';
import { seatOf } from '../../../src/engine/bgio.ts';
import type { AnyGameCore } from '../../../src/engine/core.ts';
import { useSession } from '../view/session.tsx';
import { happeningsOf, happeningWords } from '../../../src/engine/happenings.ts';
import { describeLogMove } from './logWords.ts';
import { type NewsItem, usePublishNews } from './newsChannel.ts';

/** One described move, or one happening it brought about (an event card drawn, …). */
export interface LogLine {
  key: string;
  seat: number;
  text: string;
  /** Set when a server-side bot made the move for a person: their time ran out, or they left the seat. */
  autoplay?: { by: 'clock' | 'empty-seat'; level: string };
  /** Set on a happening's line: its headline (`text` says what it did), and whether to announce it. */
  happening?: { title: string; fresh: boolean };
}

/** Older moves the server still holds: `load` fetches the page before the oldest one shown. */
export interface OlderMoves {
  load(): void;
  loading: boolean;
}

/**
 * Describes a client's log as its states arrive; each move once. A move is known by the state id
 * it was made on, so a resync or a page of older moves that repeats entries adds nothing twice.
 */
export class MoveLogReader {
  private readonly seen = new Map<number, unknown>();
  /** The seat that made the move on each recent state id. */
  private readonly movers = new Map<number, number>();
  /** The lines of each described move (the move, then what it brought about), by the state id it was made on. */
  private readonly described = new Map<number, LogLine[]>();
  private lines: LogLine[] = [];
  private last: unknown;
  private started = false;
  /** Happenings of moves made on this state id or later are announced (set at the first update). */
  private freshFrom = Number.POSITIVE_INFINITY;

  constructor(
    private readonly core: AnyGameCore,
    /** The viewer's views around a move this page never saw, when the page can rebuild them. */
    private readonly pastViews?: (stateID: number) => { before: unknown; after: unknown } | null,
  ) {}

  /** The lines after a new state (this viewer's core state, its id and the log entries received). */
  update(coreState: unknown, stateID: number, log: readonly LogEntry[]): LogLine[] {
    if (!this.started) {
      this.last = coreState;
      this.freshFrom = freshSince(this.core, coreState, log);
    }
    this.started = true;
    // A log entry carries the state id before its move; the state after it has the next id.
    this.seen.set(stateID, coreState);
    for (const e of log) if (e.action.type === 'MAKE_MOVE') this.movers.set(e._stateID, seatOf((e.action.payload as { playerID: string }).playerID) ?? 0);
    let added = false;
    for (const e of log) {
      if (e.action.type !== 'MAKE_MOVE' || this.described.has(e._stateID)) continue;
      const { type, args, autoplay } = e.action.payload as { type: string; args: unknown[] | null; autoplay?: LogLine['autoplay'] };
      const seat = this.movers.get(e._stateID) ?? 0;
      const past = () => this.pastViews?.(e._stateID) ?? null;
      const before = this.seenAround(e._stateID, seat, -1) ?? past()?.before ?? null;
      const after = this.seenAround(e._stateID, seat, +1) ?? past()?.after ?? null;
      const text = describeLogMove(this.core, before, after, this.last, seat, type, args);
      const move: LogLine = { key: String(e._stateID), seat, text, ...(autoplay ? { autoplay } : {}) };
      this.described.set(e._stateID, [move, ...happeningLines(this.core, e, seat, e._stateID >= this.freshFrom)]);
      added = true;
    }
    if (added) this.lines = [...this.described.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, lines]) => lines);
    // Only recent states can precede a new log entry: keep a few, not the whole game.
    for (const k of this.seen.keys()) if (k < stateID - 16) this.seen.delete(k);
    for (const k of this.movers.keys()) if (k < stateID - 16) this.movers.delete(k);
    this.last = coreState;
    return this.lines;
  }

  /**
   * The state this viewer saw just before (`dir` -1) or just after (+1) the move made on state
   * `id`. A page may skip states (React renders several quick updates once), so the nearest seen
   * state stands in when only other seats moved in between: the mover's own part of the state is
   * then the same. Null when the viewer saw none such.
   */
  private seenAround(id: number, seat: number, dir: -1 | 1): unknown | null {
    let k = dir < 0 ? id : id + 1;
    for (let steps = 0; steps <= 16; steps++) {
      const state = this.seen.get(k);
      if (state !== undefined) return state;
      // Step over the move that joins state k to its neighbour: known, and another seat's.
      const between = dir < 0 ? k - 1 : k;
      const mover = this.movers.get(between);
      if (mover === undefined || mover === seat) return null;
      k += dir;
    }
    return null;
  }
}

/** The lines telling what a logged move brought about (its metadata's happenings), in the core's words. */
function happeningLines(core: AnyGameCore, e: LogEntry, mover: number, fresh: boolean): LogLine[] {
  return happeningsOf(e.metadata).flatMap((h) => {
    const words = happeningWords(core, h);
    if (!words) return [];
    return [{ key: `${e._stateID}:${h.seq}`, seat: words.seat ?? mover, text: words.text, happening: { title: words.title, fresh } }];
  });
}

/**
 * The state id from which a reader that starts now announces happenings: those since the last move
 * of a seat to act now (what that player has not seen yet: a pass-and-play hand-off, a reload, a
 * join), or all the log holds when it has no such move. The log is in state-id order.
 */
function freshSince(core: AnyGameCore, coreState: unknown, log: readonly LogEntry[]): number {
  let active: number[] = [];
  try {
    active = core.activePlayers(coreState);
  } catch {
    // A state this core cannot read: announce what the log holds.
  }
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.action.type !== 'MAKE_MOVE') continue;
    const seat = seatOf((e.action.payload as { playerID: string }).playerID);
    if (seat !== undefined && active.includes(seat)) return e._stateID + 1;
  }
  return log.length > 0 ? log[0]._stateID : 0;
}

/** The happenings among the lines that are to be announced. */
function newsOf(lines: readonly LogLine[]): NewsItem[] {
  return lines.flatMap((l) => (l.happening?.fresh ? [{ key: l.key, seat: l.seat, title: l.happening.title, text: l.text }] : []));
}

/**
 * Keeps the described log across renders and resyncs, with older moves fetched on request, and
 * publishes the happenings to announce to the message over the board (`newsChannel.ts`).
 */
export function useMoveLog(core: AnyGameCore, coreState: unknown, stateID: number, log: LogEntry[]): { lines: LogLine[]; older?: OlderMoves } {
  const session = useSession();
  const reader = useRef<MoveLogReader | null>(null);
  if (reader.current === null) reader.current = new MoveLogReader(core, session.pastViews);
  const [olderEntries, setOlderEntries] = useState<LogEntry[]>([]);
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const lines = reader.current.update(coreState, stateID, [...olderEntries, ...log]);
  usePublishNews(useMemo(() => newsOf(lines), [lines]));

  const first = Math.min(stateID, ...olderEntries.map((e) => e._stateID), ...log.map((e) => e._stateID));
  const loadOlder = session.loadOlderLog;
  if (!loadOlder || exhausted || first <= 0) return { lines };
  return {
    lines,
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
