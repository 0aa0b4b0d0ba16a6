/**
 * boardgame.io's storage for one saved local match: synchronous and in memory, exactly like the
 * `Local` master's own, so moves are taken in the order they come (an asynchronous store would let
 * two moves read the same state); every change is also handed to `onChange`, which saves it.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Sync } from 'boardgame.io/internal';

/** What changed: the whole match record once it exists, and the log entries appended, with their positions. */
export interface MatchChange {
  initialState: State;
  state: State;
  metadata: Server.MatchData;
  log: { seq: number; entry: LogEntry }[];
}

/** The match as it was saved (nothing before its first connection). */
export interface MatchStart {
  initialState?: State;
  state?: State;
  metadata?: Server.MatchData;
  log: LogEntry[];
}

/** A `Sync` storage holding one match; any other match id reads as missing and is never written. */
export class MatchMemory extends Sync {
  private initialState?: State;
  private state?: State;
  private metadata?: Server.MatchData;
  private readonly log: LogEntry[];

  constructor(
    private readonly matchID: string,
    start: MatchStart,
    private readonly onChange: (change: MatchChange) => void,
  ) {
    super();
    this.initialState = start.initialState;
    this.state = start.state;
    this.metadata = start.metadata;
    this.log = [...start.log];
  }

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): void {
    if (matchID !== this.matchID) return;
    this.initialState = opts.initialState;
    this.state = opts.initialState;
    this.metadata = opts.metadata;
    this.changed([]);
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): void {
    if (matchID !== this.matchID) return;
    const first = this.log.length;
    this.log.push(...(deltalog ?? []));
    this.state = state;
    this.changed((deltalog ?? []).map((entry, i) => ({ seq: first + i, entry })));
  }

  setMetadata(matchID: string, metadata: Server.MatchData): void {
    if (matchID !== this.matchID) return;
    this.metadata = metadata;
    this.changed([]);
  }

  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): StorageAPI.FetchResult<O> {
    if (matchID !== this.matchID) return {} as StorageAPI.FetchResult<O>;
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = this.state;
    if (opts.metadata) result.metadata = this.metadata;
    if (opts.log) result.log = this.log;
    if (opts.initialState) result.initialState = this.initialState;
    return result as StorageAPI.FetchResult<O>;
  }

  /** A saved match is deleted through the save store, never by boardgame.io. */
  wipe(): void {}

  override listMatches(): string[] {
    return this.state ? [this.matchID] : [];
  }

  private changed(log: MatchChange['log']): void {
    const { initialState, state, metadata } = this;
    if (initialState && state && metadata) this.onChange({ initialState, state, metadata, log });
  }
}
