/**
 * Plays one game of a tournament with the one headless runner (src/engine/runner.ts). The worker
 * threads and the in-process path both call this, so a game's result does not depend on where it ran.
 */
import { performance } from 'node:perf_hooks';
import type { AnyGameCore } from '../engine/core.ts';
import { runGame } from '../engine/runner.ts';
import { fnv1a } from './fingerprint.ts';
import { botSeed, gameSeed, seatsFor } from './schedule.ts';
import type { GameOutcome, SimProviders, TournamentConfig } from './types.ts';

export { fnv1a } from './fingerprint.ts';

/** The deciders for one game, one per seat, in seat order. */
export function decidersFor(providers: SimProviders, config: TournamentConfig, levels: readonly string[], seedOfGame: string) {
  return levels.map((level, seat) =>
    providers.createDecider({
      game: config.game,
      level,
      seed: botSeed(seedOfGame, seat),
      budgetMs: config.budgetMs,
      iterations: config.iterations,
    }),
  );
}

/** Plays game `index` of the tournament `config`; never throws (a failure becomes status 'error'). */
export function playTournamentGame(core: AnyGameCore, providers: SimProviders, config: TournamentConfig, index: number): GameOutcome {
  const seed = gameSeed(config.seed, index);
  const seats = seatsFor(config.seed, index, config.bots.length);
  const levels = seats.map((b) => config.bots[b]);
  const base = { index, seed, seats, levels };
  const start = performance.now();
  try {
    const deciders = decidersFor(providers, config, levels, seed);
    const { state, record } = runGame(core, deciders, {
      numPlayers: levels.length,
      seed,
      options: config.options,
      maxSteps: config.maxSteps,
    });
    const ms = performance.now() - start;
    const fingerprint = fnv1a(JSON.stringify(state));
    const r = record.result;
    if (r === null) {
      return { ...base, status: 'unfinished', scores: [], winners: [], turns: record.steps.length, steps: record.steps.length, breakdown: [], fingerprint, ms };
    }
    return {
      ...base,
      status: 'done',
      scores: r.scores,
      winners: r.winners,
      turns: r.turns,
      steps: record.steps.length,
      breakdown: r.breakdown,
      fingerprint,
      ms,
    };
  } catch (e) {
    const ms = performance.now() - start;
    const error = e instanceof Error ? e.message : String(e);
    return { ...base, status: 'error', scores: [], winners: [], turns: 0, steps: 0, breakdown: [], fingerprint: '', ms, error };
  }
}
