/**
 * A golden transcript: one seeded game on the real map (three scripted players, Fast Trains,
 * a 12-round limit), every action described in words, compared with the committed transcript.
 * After an intended rules or deck change: UPDATE_GOLDEN=1 npx vitest run test/games/india-rails/game/golden.test.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveSeed } from '../../../../src/engine/rng.ts';
import { replayGame, runGame } from '../../../../src/engine/runner.ts';
import { IndiaRailsCore } from '../../../../src/games/india-rails/index.ts';
import { scriptedDecider } from './laws.ts';

const FILE = new URL('./golden/three-scripted-players.txt', import.meta.url);
const SEED = 'golden-1';

/** The transcript of the golden game: each action in words with everyone's cash after it, then the result. */
function transcript(): string {
  const { state, record } = runGame(
    IndiaRailsCore,
    [0, 1, 2].map((p) => scriptedDecider(IndiaRailsCore, deriveSeed(SEED, p))),
    { numPlayers: 3, seed: SEED, options: { variants: { fastTrains: true, turnLimit: 12 } } },
  );
  const states = [...replayGame(IndiaRailsCore, record)];
  const lines = record.steps.map(
    ({ seat, action }, i) => `${IndiaRailsCore.describe(states[i], seat, action)} | ${states[i + 1].players.map((p) => p.cash).join(' ')}`,
  );
  lines.push(`result: ${JSON.stringify(record.result)}`);
  lines.push(`events drawn: ${state.eventLog.map((e) => e.card).join(', ')}`);
  return `${lines.join('\n')}\n`;
}

describe('India Rails golden transcript', () => {
  it('a seeded game replays to the committed transcript', () => {
    const text = transcript();
    if (process.env.UPDATE_GOLDEN || !existsSync(FILE)) writeFileSync(FILE, text);
    expect(text).toBe(readFileSync(FILE, 'utf8'));
  });
});
