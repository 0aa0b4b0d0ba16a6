import { describe, expect, it } from 'vitest';
import { compiledWorker } from '../../src/sim/compiled.ts';
import { runTournament } from '../../src/sim/pool.ts';
import { DEFAULT_PROVIDERS } from '../../src/sim/providers-loader.ts';
import type { GameOutcome, TournamentConfig } from '../../src/sim/types.ts';
import { withoutTime } from './helpers.ts';

/**
 * The tournament's games as a worker thread plays them: the compiled bundle, called directly. (With
 * two workers this thread plays too, and may play a short tournament's games before the worker
 * thread has started, so the two-worker run alone need not exercise the bundle.)
 */
async function bundled(config: TournamentConfig): Promise<GameOutcome[]> {
  const { playGames } = await import(await compiledWorker(DEFAULT_PROVIDERS));
  return playGames({ config, indices: [...Array(config.games).keys()] });
}

describe('tournament determinism on the real games (the registry and bots/index.ts)', () => {
  it('4 random bots: the same seed gives the same games on 1 and 2 workers and in the compiled worker', async () => {
    const config: TournamentConfig = { game: 'ttr-india', bots: ['random', 'random', 'random', 'random'], games: 8, seed: 'ttr-det' };
    const one = await runTournament(config, { workers: 1 });
    const two = await runTournament(config, { workers: 2 });
    expect(one.outcomes.map((o) => o.status)).toEqual(Array(8).fill('done'));
    expect(two.outcomes.map(withoutTime)).toEqual(one.outcomes.map(withoutTime));
    expect((await bundled(config)).map(withoutTime)).toEqual(one.outcomes.map(withoutTime));
    // Different games, not one game eight times.
    expect(new Set(one.outcomes.map((o) => o.scores.join())).size).toBeGreaterThan(1);
  });

  it('India Rails, 3 medium bots cut off at 120 actions: the same final states on 1 and 2 workers and in the compiled worker', async () => {
    const config: TournamentConfig = { game: 'india-rails', bots: ['medium', 'medium', 'medium'], games: 3, seed: 'ir-det', maxSteps: 120 };
    const one = await runTournament(config, { workers: 1 });
    const two = await runTournament(config, { workers: 2 });
    expect(one.outcomes.map((o) => o.status)).toEqual(Array(3).fill('unfinished'));
    expect(two.outcomes.map(withoutTime)).toEqual(one.outcomes.map(withoutTime));
    expect((await bundled(config)).map(withoutTime)).toEqual(one.outcomes.map(withoutTime));
    expect(new Set(one.outcomes.map((o) => o.fingerprint)).size).toBe(3);
  });
});
