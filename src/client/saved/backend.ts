/**
 * Where saved games live: a backend stores summaries, matches and log entries as they come and
 * gives them back raw (format.ts reads them). The browser's is IndexedDB (idbBackend.ts); the
 * in-memory one serves tests and browsers without IndexedDB.
 */
import type { LogEntry } from 'boardgame.io';
import type { SavedMatch, SaveSummary } from './format.ts';

/** One write after a move: the new summary, the new match (when it changed) and log entries to append. */
export interface SaveWrite {
  summary: SaveSummary;
  match?: SavedMatch;
  /** New log entries, each with its position in the match's log. */
  log: { seq: number; entry: LogEntry }[];
}

/** A saved game's raw records: its match (undefined before the first connection) and its log in order. */
export interface RawGame {
  match: unknown;
  log: unknown[];
}

/** Storage of saved games. Every write is atomic: summary, match and log entries land together or not at all. */
export interface SaveBackend {
  /** Every stored summary, raw. */
  summaries(): Promise<unknown[]>;
  /** One stored summary, raw, or undefined. */
  summary(id: string): Promise<unknown>;
  /** The match and log of a saved game. */
  game(id: string): Promise<RawGame>;
  write(change: SaveWrite): Promise<void>;
  /** Deletes a saved game's summary, match and log. */
  remove(id: string): Promise<void>;
}

/** A backend in memory (tests; a browser without IndexedDB keeps games until the tab closes). Records are copied in and out, as IndexedDB does. */
export function memoryBackend(): SaveBackend & { raw: Map<string, unknown> } {
  const summaries = new Map<string, unknown>();
  const matches = new Map<string, unknown>();
  const logs = new Map<string, Map<number, unknown>>();
  const copy = <T>(v: T): T => structuredClone(v);
  return {
    raw: summaries,
    async summaries() {
      return [...summaries.values()].map(copy);
    },
    async summary(id) {
      return copy(summaries.get(id));
    },
    async game(id) {
      const entries = [...(logs.get(id) ?? new Map()).entries()].sort(([a], [b]) => a - b).map(([, e]) => copy(e));
      return { match: copy(matches.get(id)), log: entries };
    },
    async write({ summary, match, log }) {
      summaries.set(summary.id, copy(summary));
      if (match) matches.set(match.id, copy(match));
      const mine = logs.get(summary.id) ?? new Map<number, unknown>();
      for (const { seq, entry } of log) mine.set(seq, copy(entry));
      logs.set(summary.id, mine);
    },
    async remove(id) {
      summaries.delete(id);
      matches.delete(id);
      logs.delete(id);
    },
  };
}
