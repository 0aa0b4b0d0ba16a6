/** What travels on a tournament queue: one job per game, its data and what a worker returns. */
import type { GameOutcome, TournamentConfig } from '../types.ts';

/** The default name of the queue (several fleets may share a Redis server under other names). */
export const DEFAULT_QUEUE_NAME = 'sim';

/** One game of a queued tournament. */
export interface GameJob {
  /** The tournament's id: results are told apart by it, so tournaments on one queue do not mix. */
  tournament: string;
  config: TournamentConfig;
  index: number;
}

/** What a worker returns for a game. */
export interface GameResult {
  outcome: GameOutcome;
  /** Who played it: host, process and thread. */
  worker: string;
  /** The worker's code version, to warn when it differs from the submitter's. */
  codeVersion: string | null;
}

/** The job id of game `index` of tournament `tournament` (unique, so a game is queued once). */
export function jobId(tournament: string, index: number): string {
  return `${tournament}-g${index}`;
}

/** The game index of a job id of `tournament`, or null for another tournament's job. */
export function indexOfJob(tournament: string, id: string): number | null {
  const prefix = `${tournament}-g`;
  if (!id.startsWith(prefix)) return null;
  const n = Number(id.slice(prefix.length));
  return Number.isInteger(n) ? n : null;
}
