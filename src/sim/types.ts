/**
 * Shared shapes of the tournament simulator: what a tournament is, what one game produced, and the
 * two things the simulator needs from the rest of the project (a game registry and a bot factory),
 * injected so the simulator can be tested with the Nim fixture.
 */
import type { AnyGameCore, CoreAction } from '../engine/core.ts';
import type { Decider } from '../engine/runner.ts';

/** What the simulator asks of a bot factory (the shape of bots/index.ts `createDecider`). */
export interface DeciderRequest {
  game: string;
  level: string;
  seed: string;
  budgetMs?: number;
  iterations?: number;
}

/**
 * The games and bots a tournament may use. A worker thread cannot receive functions, so a providers
 * object is always loaded from a module (see `ProvidersModule`) by its URL, in every thread.
 */
export interface SimProviders {
  /** The game ids that may be played. */
  gameIds: readonly string[];
  /** The bot levels that may be asked for. */
  levels: readonly string[];
  /** The rules core of a game id. */
  getGameCore(id: string): AnyGameCore | Promise<AnyGameCore>;
  /** A synchronous core-level decider for one seat. */
  // biome-ignore lint/suspicious/noExplicitAny: deciders of heterogeneous cores
  createDecider(request: DeciderRequest): Decider<any, CoreAction>;
}

/** A module that provides the games and bots: it exports `loadProviders()`. */
export interface ProvidersModule {
  loadProviders(): Promise<SimProviders>;
}

/** Everything that determines a tournament's results (the same config gives the same games). */
export interface TournamentConfig {
  game: string;
  /** One level per bot; the number of bots is the number of players. */
  bots: string[];
  games: number;
  seed: string;
  /** Game options (a variant), passed to the core's setup as they are. */
  options?: Record<string, unknown>;
  budgetMs?: number;
  iterations?: number;
  /** Cut a game off (as unfinished) after this many actions. */
  maxSteps?: number;
}

/** The outcome of one game of a tournament. */
export interface GameOutcome {
  /** The game's index in the tournament, 0-based. */
  index: number;
  /** The game's own seed (derived from the tournament seed and the index); replays it. */
  seed: string;
  /** `seats[s]` = the index (in `bots`) of the bot that sat in seat s. */
  seats: number[];
  /** `levels[s]` = the level of the bot in seat s. */
  levels: string[];
  /** 'done', 'unfinished' (cut off at maxSteps) or 'error' (a bot or the core threw). */
  status: 'done' | 'unfinished' | 'error';
  /** Final score per seat (empty unless done). */
  scores: number[];
  /** The winning seats (several on a shared win). */
  winners: number[];
  /** Turns, as the game counts them (actions when unfinished). */
  turns: number;
  /** Actions taken. */
  steps: number;
  /** Per-seat scoring breakdown from the core. */
  breakdown: Record<string, number>[];
  /** A hash of the final state (FNV-1a of its JSON): equal games end in equal states, finished or not. */
  fingerprint: string;
  /** Wall time of the game in its thread, ms (not part of the deterministic result). */
  ms: number;
  /** The error message when status is 'error'. */
  error?: string;
}
