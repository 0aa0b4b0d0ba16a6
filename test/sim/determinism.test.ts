import { describe, expect, it } from 'vitest';
import { runTournament } from '../../src/sim/pool.ts';
import type { TournamentConfig } from '../../src/sim/types.ts';
import { NIM_PROVIDERS, withoutTime } from './helpers.ts';

describe('tournament determinism', () => {
  const config: TournamentConfig = { game: 'nim', bots: ['random', 'greedy', 'random'], games: 60, seed: 'det', options: { pile: 21 } };

  it('the same seed gives the same games in this thread and on 2 worker threads, ordered by index', async () => {
    const inProcess = await runTournament(config, { workers: 1, providersModule: NIM_PROVIDERS });
    const threaded = await runTournament(config, { workers: 2, providersModule: NIM_PROVIDERS });
    expect(threaded.workers).toBe(2);
    expect(inProcess.outcomes.map((o) => o.index)).toEqual([...Array(60).keys()]);
    expect(threaded.outcomes.map(withoutTime)).toEqual(inProcess.outcomes.map(withoutTime));
    expect(inProcess.outcomes.every((o) => o.status === 'done')).toBe(true);
    expect(new Set(inProcess.outcomes.map((o) => o.fingerprint)).size).toBeGreaterThan(30);
  });

  it('this thread and two worker threads share the games out: each is played once, as in this thread alone', async () => {
    const many = { ...config, games: 900 };
    const alone = await runTournament(many, { workers: 1, providersModule: NIM_PROVIDERS });
    const three = await runTournament(many, { workers: 3, providersModule: NIM_PROVIDERS });
    expect(three.workers).toBe(3);
    expect(three.outcomes.map((o) => o.index)).toEqual([...Array(900).keys()]);
    expect(three.outcomes.map(withoutTime)).toEqual(alone.outcomes.map(withoutTime));
  });

  it('a worker thread that fails stops the run with an error naming the cause', async () => {
    const broken = new URL('./thread-broken-providers.ts', import.meta.url).href;
    await expect(runTournament({ ...config, games: 5000 }, { workers: 2, providersModule: broken })).rejects.toThrow(
      /simulator worker failed: no providers in this thread/,
    );
  });

  it('another seed gives other games', async () => {
    const a = await runTournament(config, { workers: 0, providersModule: NIM_PROVIDERS });
    const b = await runTournament({ ...config, seed: 'other' }, { workers: 0, providersModule: NIM_PROVIDERS });
    expect(b.outcomes.map(withoutTime)).not.toEqual(a.outcomes.map(withoutTime));
  });

  it('a game whose bot fails is recorded as an error and the others still count', async () => {
    const r = await runTournament({ ...config, bots: ['random', 'broken'], games: 6 }, { workers: 0, providersModule: NIM_PROVIDERS });
    const errors = r.outcomes.filter((o) => o.status === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0].error).toMatch(/illegal action/);
    expect(r.outcomes).toHaveLength(6);
  });

  it('a game cut off at --max-steps is unfinished, with no winner', async () => {
    const r = await runTournament({ ...config, games: 2, maxSteps: 2 }, { workers: 0, providersModule: NIM_PROVIDERS });
    // Unfinished games still differ by their final states.
    expect(r.outcomes[0].fingerprint).not.toBe(r.outcomes[1].fingerprint);
    expect(r.outcomes.map((o) => [o.status, o.winners.length, o.steps])).toEqual([
      ['unfinished', 0, 2],
      ['unfinished', 0, 2],
    ]);
  });

  it('aborting stops the run, keeps the finished games and says it was interrupted', async () => {
    const controller = new AbortController();
    const r = await runTournament(
      { ...config, games: 5000 },
      { workers: 2, providersModule: NIM_PROVIDERS, signal: controller.signal, onOutcome: (_o, done) => done === 100 && controller.abort() },
    );
    expect(r.interrupted).toBe(true);
    expect(r.outcomes.length).toBeGreaterThanOrEqual(100);
    expect(r.outcomes.length).toBeLessThan(5000);
    const sorted = [...r.outcomes].sort((x, y) => x.index - y.index);
    expect(r.outcomes).toEqual(sorted);
  });
});
