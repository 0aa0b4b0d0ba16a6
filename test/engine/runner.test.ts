import { describe, expect, it } from 'vitest';
import { createRng, restoreRng } from '../../src/engine/rng.ts';
import { randomDecider, replayGame, runGame } from '../../src/engine/runner.ts';
import { Nim } from '../fixtures/nim.ts';

describe('seeded RNG', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRng('x');
    const b = createRng('x');
    const c = createRng('y');
    const sa = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(sa);
    expect([c.next(), c.next(), c.next()]).not.toEqual(sa);
  });

  it('resumes exactly from a JSON round-tripped state', () => {
    const a = createRng(42);
    a.next();
    const saved = JSON.parse(JSON.stringify(a.state()));
    const expected = [a.next(), a.int(100), a.shuffle([1, 2, 3, 4, 5])];
    const b = restoreRng(saved);
    expect([b.next(), b.int(100), b.shuffle([1, 2, 3, 4, 5])]).toEqual(expected);
  });

  it('shuffle keeps every item and does not touch its input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = createRng(1).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
  });
});

describe('headless runner', () => {
  const deciders = (seed: string) => [0, 1, 2].map((s) => randomDecider(Nim, `${seed}/${s}`));

  it('plays a game to the end and the record replays to the same final state', () => {
    const { state, record } = runGame(Nim, deciders('a'), { numPlayers: 3, seed: 'game-1' });
    expect(record.result).not.toBeNull();
    expect(state.pile).toBe(0);
    const states = [...replayGame(Nim, record)];
    expect(states.at(-1)).toEqual(state);
  });

  it('is deterministic for a seed', () => {
    const r1 = runGame(Nim, deciders('a'), { numPlayers: 3, seed: 's' }).record;
    const r2 = runGame(Nim, deciders('a'), { numPlayers: 3, seed: 's' }).record;
    expect(r2).toEqual(r1);
  });

  it('refuses a decider that plays an illegal action', () => {
    const cheat = { decide: () => ({ type: 'take' as const, n: 4 }) };
    expect(() => runGame(Nim, [cheat, cheat], { numPlayers: 2, seed: 1 })).toThrow(/illegal action/);
  });
});
