/** Messages between the main thread and the bot worker. */
import type { BotLevel } from '../../../bots/index.ts';

/** Ask the worker for an action: the seat's own observation only (its playerView), never the full state. */
export interface DecideRequest {
  id: number;
  game: string;
  level: BotLevel;
  seed: string;
  seat: number;
  observation: unknown;
}

/** The worker's answer: an action of the core, or why it failed. */
export type DecideResponse = { id: number; action: { type: string; [k: string]: unknown }; ms: number; warning?: string } | { id: number; error: string };
