import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/sim/pool.ts';
import type { TournamentConfig } from '../../src/sim/types.ts';
import { withoutTime } from './helpers.ts';

describe('tournament determinism on Ticket to Ride – India (the registry and bots/index.ts)', () => {
  it('4 random bots: the same seed gives the same games on 1 and on 2 worker threads', async () => {
    const config: TournamentConfig = { game: 'ttr-india', bots: ['random', 'random', 'random', 'random'], games: 8, seed: 'ttr-det' };
    const one = await runTournament(config, { workers: 1 });
    const two = await runTournament(config, { workers: 2 });
    expect(one.outcomes.map((o) => o.status)).toEqual(Array(8).fill('done'));
    expect(two.outcomes.map(withoutTime)).toEqual(one.outcomes.map(withoutTime));
    // Different games, not one game eight times.
    expect(new Set(one.outcomes.map((o) => o.scores.join())).size).toBeGreaterThan(1);
  });
});
