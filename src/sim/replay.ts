/**
 * Replays one game of a tournament from its seed and its seating: the same game seed and the same
 * bot levels seat by seat give the same bot seeds, hence the same game. Produces the move log in
 * words (the core's `describe`) and the result.
 */
import type { AnyGameCore, GameResult } from '../engine/core.ts';
import { replayGame, runGame } from '../engine/runner.ts';
import { decidersFor } from './play.ts';
import type { SimProviders, TournamentConfig } from './types.ts';

/** The result in words: scores by seat and the winner(s). */
function resultLines(result: GameResult | null, levels: readonly string[], steps: number): string[] {
  if (result === null) return [`Unfinished: cut off after ${steps} actions.`];
  const lines = ['', `Result after ${result.turns} turns (${steps} actions):`];
  result.scores.forEach((score, s) => {
    const parts = Object.entries(result.breakdown[s] ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    lines.push(`  seat ${s + 1} (${levels[s]}): ${score}${result.winners.includes(s) ? '  WINNER' : ''}${parts ? `   [${parts}]` : ''}`);
  });
  return lines;
}

/** The move log and result of the game seeded `gameSeed`, `config.bots` being the levels seat by seat. */
export function replayLines(core: AnyGameCore, providers: SimProviders, config: TournamentConfig, gameSeed: string): string[] {
  const levels = config.bots;
  const { record } = runGame(core, decidersFor(providers, config, levels, gameSeed), {
    numPlayers: levels.length,
    seed: gameSeed,
    options: config.options,
    maxSteps: config.maxSteps,
  });
  const lines = [`${config.game}, game seed ${JSON.stringify(gameSeed)}: ${levels.map((l, s) => `seat ${s + 1} ${l}`).join(', ')}`, ''];
  // describe() words an action against the state it was taken in: walk the replay one state behind.
  let i = 0;
  let before: unknown;
  for (const state of replayGame(core, record)) {
    if (i > 0) {
      const step = record.steps[i - 1];
      lines.push(`${String(i).padStart(5)}. ${core.describe(before, step.seat, step.action)}`);
    }
    before = state;
    i++;
  }
  return lines.concat(resultLines(record.result, levels, record.steps.length));
}
