/**
 * Golden transcript: a seeded game of random deciders (engine/runner.ts) must replay exactly as
 * checked in — any change to the rules, the data or the RNG use shows up here.
 *
 * To regenerate on purpose (after an intended rules or data change), run
 *   UPDATE_GOLDEN=1 npx vitest run test/games/ttr-india/golden.test.ts
 * and review the diff of test/games/ttr-india/golden/*.json before committing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveSeed } from '../../../src/engine/rng.ts';
import { type GameRecord, randomDecider, replayGame, runGame } from '../../../src/engine/runner.ts';
import { TtrIndiaCore } from '../../../src/games/ttr-india/index.ts';
import type { TtrAction } from '../../../src/games/ttr-india/rules/state.ts';

const GOLDEN = [
  { file: 'seed-1.json', seed: 'seed-1', numPlayers: 3 },
  { file: 'seed-2-5p.json', seed: 'seed-2', numPlayers: 5 },
];

function play(seed: string, numPlayers: number): GameRecord<TtrAction> {
  const deciders = Array.from({ length: numPlayers }, (_, p) => randomDecider(TtrIndiaCore, deriveSeed(seed, 'seat', p)));
  return runGame(TtrIndiaCore, deciders, { numPlayers, seed }).record;
}

describe('Golden transcripts', () => {
  for (const g of GOLDEN) {
    const path = new URL(`./golden/${g.file}`, import.meta.url);
    it(`${g.file}: the seeded random game (${g.numPlayers} players) plays and scores exactly as checked in`, () => {
      const record = play(g.seed, g.numPlayers);
      if (process.env.UPDATE_GOLDEN) writeFileSync(path, `${JSON.stringify(record, null, 1)}\n`);
      const golden = JSON.parse(readFileSync(path, 'utf8')) as GameRecord<TtrAction>;
      expect(record.result).not.toBeNull();
      expect(record.steps).toEqual(golden.steps);
      expect(record.result).toEqual(golden.result);
      const states = [...replayGame(TtrIndiaCore, golden)];
      expect(TtrIndiaCore.result(states.at(-1) as (typeof states)[number])).toEqual(golden.result);
    });
  }
});
