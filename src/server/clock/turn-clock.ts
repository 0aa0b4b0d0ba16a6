/**
 * The turn clock of clocked matches (`setupData.clock`). After every change of a match (a move, a
 * join, a server start) it brings the stored deadlines (`metadata.deadlines`, deadlines.ts) up to
 * the current state and sets a timer for the earliest one. When a person's time runs out, a bot of
 * the clock's level plays that turn for them, from their seat's view, and the move's log entry says
 * so (`payload.autoplay = { by: 'clock', level }`).
 *
 * Restarts: the deadlines live in the store, so a new process resumes them unchanged. Several
 * instances: every instance keeps timers, but the late move is applied under the match lock (a
 * PostgreSQL advisory lock when shared) only if the stored state is still the one whose deadline
 * passed, so exactly one instance plays it; the others find the state moved on and drop theirs.
 */
import type { Game, Server as ServerTypes, State } from 'boardgame.io';
import type { BotHost } from '../bots/host.ts';
import { botDrivenSeats } from '../bots/stand-ins.ts';
import type { MatchLocks } from '../match-locks.ts';
import { activeSeats, tableFull } from '../match-seats.ts';
import type { SqlStorage } from '../storage/index.ts';
import { clockOf } from './config.ts';
import { type Deadlines, deadlinesOf, nextDeadlines } from './deadlines.ts';

/** What the clock needs from the server. */
export interface TurnClockDeps {
  games: Game[];
  db: SqlStorage;
  locks: MatchLocks;
  bots: BotHost;
  onLog?: (message: string) => void;
  /** The time (tests may shift it). */
  now?: () => number;
}

/** A person's seats whose time is up in `state`, by the stored deadlines of that very state. */
export function lateSeats(state: State, metadata: ServerTypes.MatchData, now: number): string[] {
  const d = deadlinesOf(metadata);
  if (!d || d.stateID !== state._stateID || !tableFull(metadata)) return [];
  const bots = botDrivenSeats(metadata);
  return activeSeats(state).filter((s) => bots[s] === undefined && d.at[s] !== undefined && d.at[s] <= now);
}

/** Keeps the deadlines of clocked matches and plays late turns. */
export class TurnClock {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly busy = new Set<string>();
  private readonly again = new Set<string>();
  private readonly games: Map<string, Game>;
  private stopped = false;
  /** Refused or failed late moves by match and state: after two, a random bot plays instead. */
  private readonly failures = new Map<string, number>();
  /** Late turns played (for logs and tests). */
  moves = 0;

  constructor(private readonly deps: TurnClockDeps) {
    this.games = new Map(deps.games.map((g) => [g.name!, g]));
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** Looks at a match soon (after a change); coalesces repeated calls. */
  watch(matchID: string): void {
    if (this.stopped) return;
    if (this.busy.has(matchID)) {
      this.again.add(matchID);
      return;
    }
    this.busy.add(matchID);
    void this.check(matchID)
      .catch((err) => this.deps.onLog?.(`clock ${matchID}: ${(err as Error).message.split('\n')[0]}`))
      .finally(() => {
        this.busy.delete(matchID);
        if (this.again.delete(matchID)) this.watch(matchID);
      });
  }

  /** Stops every timer; late turns in flight are dropped. */
  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private clearTimer(matchID: string): void {
    clearTimeout(this.timers.get(matchID));
    this.timers.delete(matchID);
  }

  /** Brings the stored deadlines up to date, plays a late turn if one is due, and sets the next timer. */
  private async check(matchID: string): Promise<void> {
    const head = await this.deps.db.fetchHead(matchID);
    const clock = head.metadata ? clockOf(head.metadata) : undefined;
    if (!head.metadata || !clock || head.metadata.gameover != null || !tableFull(head.metadata)) return this.clearTimer(matchID);
    // Deadlines of the current state, written once (under the lock, so one instance writes them).
    const current = await this.deps.locks.run(matchID, async () => {
      const { state, metadata } = await this.deps.db.fetch(matchID, { state: true, metadata: true });
      if (!state || !metadata || state.ctx.gameover !== undefined) return undefined;
      const stored = deadlinesOf(metadata);
      if (stored?.stateID === state._stateID) return { state, metadata };
      const next = nextDeadlines(stored, state, clock.turnSeconds, this.now());
      const updated = { ...metadata, deadlines: next } as ServerTypes.MatchData;
      await this.deps.db.setMetadata(matchID, updated);
      return { state, metadata: updated };
    });
    if (!current || this.stopped) return this.clearTimer(matchID);
    const late = lateSeats(current.state, current.metadata, this.now());
    if (late.length > 0) return this.playLate(matchID, current.state, current.metadata, late[0]);
    this.schedule(matchID, current.state, current.metadata);
  }

  /** A timer for the earliest deadline of a person's seat in this state. */
  private schedule(matchID: string, state: State, metadata: ServerTypes.MatchData): void {
    this.clearTimer(matchID);
    const d = deadlinesOf(metadata) as Deadlines;
    const bots = botDrivenSeats(metadata);
    const times = activeSeats(state)
      .filter((s) => bots[s] === undefined && d.at[s] !== undefined)
      .map((s) => d.at[s]);
    if (times.length === 0) return;
    // setTimeout holds at most about 24.8 days; a longer wait is taken in steps.
    const wait = Math.min(Math.max(0, Math.min(...times) - this.now()) + 20, 2 ** 31 - 1);
    const timer = setTimeout(() => {
      this.timers.delete(matchID);
      this.watch(matchID);
    }, wait);
    timer.unref();
    this.timers.set(matchID, timer);
  }

  /** A bot of the clock's level plays `seat`'s late turn; applied only if the same state is still late. */
  private async playLate(matchID: string, state: State, metadata: ServerTypes.MatchData, seat: string): Promise<void> {
    const game = this.games.get(metadata.gameName);
    const clock = clockOf(metadata);
    if (!game || !clock) return;
    const key = `${matchID}|${state._stateID}`;
    const failed = this.failures.get(key) ?? 0;
    let outcome: string;
    try {
      const move = await this.deps.bots.decide(matchID, game, state, seat, failed >= 2 ? 'random' : clock.level);
      if (this.stopped) return;
      outcome = await this.deps.bots.apply(
        matchID,
        game,
        seat,
        move,
        state._stateID,
        { by: 'clock', level: clock.level },
        (now, meta) => now._stateID === state._stateID && lateSeats(now, meta, this.now()).includes(seat),
      );
    } catch (err) {
      outcome = `failed: ${(err as Error).message.split('\n')[0]}`;
    }
    this.failures.delete(key);
    if (outcome === 'applied') {
      this.moves++;
      this.deps.onLog?.(`clock ${matchID}/${seat}: time ran out, a ${clock.level} bot played the turn`);
    } else if (outcome !== 'dropped') {
      // A refused or failed late move: tried again after a pause (not in a tight loop), by a random bot after two.
      this.deps.onLog?.(`clock ${matchID}/${seat}: the late move was ${outcome}`);
      if (this.failures.size > 10_000) this.failures.clear();
      this.failures.set(key, failed + 1);
      await new Promise((r) => setTimeout(r, 1000).unref());
    }
    // The match changed (or another instance moved it on): look again, and let its bot seats act.
    this.deps.bots.kick(matchID);
  }
}
