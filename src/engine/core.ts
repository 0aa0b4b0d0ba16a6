/**
 * The interface every game's rules core implements (docs/architecture.md §3.1): a pure state
 * machine over plain JSON state. The boardgame.io Game, the bots, the simulator and the test
 * harness all drive a game only through this interface.
 */
import type { Rng } from './rng.ts';

/** A player's seat, 0-based. boardgame.io's playerID is `String(seat)`. */
export type Seat = number;

/** A rules action: a small tagged union holding ids only, comparable by value. */
export interface CoreAction {
  readonly type: string;
}

/** The outcome of a finished game. */
export interface GameResult {
  /** Final score of each seat (points in Ticket to Ride, cash in India Rails). */
  scores: number[];
  /** The winning seats (more than one on a shared victory). */
  winners: Seat[];
  /** Turns played, counted per the game's own rule (for reports). */
  turns: number;
  /** Per-seat scoring breakdown (route points, tickets, bonuses, …) for reports and the end screen. */
  breakdown: Record<string, number>[];
}

/**
 * One entry of a game's public record of what happened beyond the moves themselves (an event card
 * drawn, the face-up cards replaced): plain JSON, with the game's own fields beside `seq`.
 */
export interface Happening {
  /** Its number in the game, from 1: a later happening has a larger number. */
  readonly seq: number;
}

/** A happening in words, for messages and move logs ("Player N" names a seat, as `describe` does). */
export interface HappeningWords {
  /** The seat it came from (the player who drew the card), or null. */
  seat: Seat | null;
  /** A headline: "Flood: Ganges and Yamuna". */
  title: string;
  /** What it did, to whom. */
  text: string;
}

/**
 * A game's rules core. State `S` is plain JSON; no function may mutate its inputs.
 *
 * Observation: `observe(s, p)` returns a redacted copy of the state of the same type, holding only
 * what seat `p` may see (`p === null` is a spectator). `legalActions(s, p)` must read only what `p`
 * may see, so that `legalActions(observe(s, p), p)` equals `legalActions(s, p)`: that is what lets a
 * bot decide from its observation alone.
 */
export interface GameCore<S, A extends CoreAction, Options = unknown> {
  /** The game's registry id, also its boardgame.io game name. */
  readonly id: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The initial state. All randomness comes from `rng`. */
  setup(numPlayers: number, options: Options | undefined, rng: Rng): S;
  /** The seats that may act now (several during a simultaneous phase; none once the game is over). */
  activePlayers(s: S): Seat[];
  /**
   * The actions seat `p` may take now. For games whose actions are paths (India Rails) this is a set
   * of useful candidates; for Ticket to Ride it is exact. Every listed action passes `validate`.
   */
  legalActions(s: S, p: Seat): A[];
  /** Why `action` (untrusted input) is not legal for `p` now, or null when it is legal. */
  validate(s: S, p: Seat, action: unknown): string | null;
  /** The state after `p` takes a legal `action`; throws on an illegal one. Never mutates `s`. */
  apply(s: S, p: Seat, action: A, rng: Rng): S;
  /**
   * Optional, for searches: `apply` without validating, for an action known to be legal (drawn from
   * `legalActions` or `sampleAction` of this very state). Same state, same randomness used.
   */
  applyLegal?(s: S, p: Seat, action: A, rng: Rng): S;
  /**
   * Optional, for random rollouts: exactly `rng.pick(legalActions(s, p))` (same action, same
   * randomness used) without listing every action; undefined, using no randomness, when there is none.
   */
  sampleAction?(s: S, p: Seat, rng: Rng): A | undefined;
  /** The result once the game is over, else null. */
  result(s: S): GameResult | null;
  /** What seat `p` (or a spectator, `null`) may see: a redacted copy of the state. */
  observe(s: S, p: Seat | null): S;
  /** A full state consistent with observation `o` of seat `p`, hidden parts sampled with `rng`. */
  determinize(o: S, p: Seat, rng: Rng): S;
  /** A short description of an action in words, for move logs. */
  describe(s: S, p: Seat, action: A): string;
  /**
   * A move whose arguments this viewer was not shown (the server redacts secret ones from the log),
   * in words from what the viewer saw just before and just after it (null when the viewer did not
   * see that state, e.g. moves made before it joined). Never the raw move name.
   */
  describeHidden(before: S | null, after: S | null, p: Seat, type: A['type']): string;
  /**
   * Optional: the public record in `s` of what happened beyond the moves (oldest first; it may keep
   * only the latest ones). Every viewer may see it; no rule reads it.
   */
  happenings?(s: S): readonly Happening[];
  /** Optional, with `happenings`: one entry of that record in words. */
  describeHappening?(h: Happening): HappeningWords;
}

/** Any game core, for code that is generic over games. */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous cores
export type AnyGameCore = GameCore<any, CoreAction, any>;
