/** Messages between the bot pool (main thread) and a bot worker. */
import type { BotLevel } from '../../../bots/index.ts';

/** A decision to make: the seat's view of the match (never the full state) and the bot's settings. */
export interface BotJob {
  id: number;
  game: string;
  level: BotLevel;
  seed: string;
  budgetMs?: number;
  /** The seat's view: boardgame.io's `{ G, ctx }` after the game's playerView for `playerID`. */
  state: { G: unknown; ctx: unknown };
  playerID: string;
}

/** The move a bot chose, as boardgame.io's MAKE_MOVE payload (without credentials). */
export interface BotMove {
  type: string;
  args: unknown[];
}

/** A worker's answer. */
export type BotReply = { id: number; move: BotMove } | { id: number; error: string };

/** Data a worker starts with. */
export interface BotWorkerData {
  /** URL of the TypeScript worker module (the boot file registers tsx, then imports it). */
  entry: string;
  /** URL of a module exporting `resolveBotGame(id)`: the game (an id or a core) createBot gets. */
  gamesModule?: string;
}
