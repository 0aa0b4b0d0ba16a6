/** The JSON output of a tournament: its configuration, its summary and every game. */
import { replayCommand } from './replay-command.ts';
import { type ReplayData, replayData } from './replay-data.ts';
import type { TournamentSummary } from './summary.ts';
import type { GameOutcome, TournamentConfig } from './types.ts';

/** One game in the JSON output. */
export type JsonGame = GameOutcome & { replay: string };

/** The JSON document. */
export interface TournamentJson {
  interrupted: boolean;
  /** The git commit that played it ('+dirty' with uncommitted changes), null when unknown. */
  codeVersion: string | null;
  config: TournamentConfig;
  /** What a viewer needs, with each game's seed and levels, to re-run any game (the web client's replay viewer). */
  replayData: ReplayData;
  summary: TournamentSummary;
  games: JsonGame[];
}

/** Builds the JSON document (numbers that are not finite become null when stringified). */
export function tournamentJson(
  config: TournamentConfig,
  summary: TournamentSummary,
  outcomes: readonly GameOutcome[],
  codeVersion: string | null = null,
): TournamentJson {
  return {
    interrupted: summary.interrupted,
    codeVersion,
    config,
    replayData: replayData(config),
    summary,
    games: outcomes.map((o) => ({ ...o, ms: Math.round(o.ms * 100) / 100, replay: replayCommand(config, o) })),
  };
}
