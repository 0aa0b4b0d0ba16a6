/** The messages between the tournament pool (main thread) and its worker threads. */
import type { GameOutcome, TournamentConfig } from './types.ts';

/** What a worker is started with. */
export interface WorkerInit {
  /** URL of a module exporting `loadProviders()`. */
  providersModule: string;
  config: TournamentConfig;
}

/** Main → worker: play these game indices. */
export interface WorkerRequest {
  indices: number[];
}

/** Worker → main. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'outcome'; outcome: GameOutcome }
  | { type: 'idle' }
  | { type: 'fatal'; error: string };
