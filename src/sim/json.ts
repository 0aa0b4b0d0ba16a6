/** The JSON output of a tournament: its configuration, its summary and every game. */
import { replayCommand } from './replay-command.ts';
import type { TournamentSummary } from './summary.ts';
import type { GameOutcome, TournamentConfig } from './types.ts';

/** One game in the JSON output. */
export type JsonGame = GameOutcome & { replay: string };

/** The JSON document. */
export interface TournamentJson {
  interrupted: boolean;
  config: TournamentConfig;
  summary: TournamentSummary;
  games: JsonGame[];
}

/** Builds the JSON document (numbers that are not finite become null when stringified). */
export function tournamentJson(config: TournamentConfig, summary: TournamentSummary, outcomes: readonly GameOutcome[]): TournamentJson {
  return {
    interrupted: summary.interrupted,
    config,
    summary,
    games: outcomes.map((o) => ({ ...o, ms: Math.round(o.ms * 100) / 100, replay: replayCommand(config, o) })),
  };
}
