/**
 * The replay viewer's logic without a browser (docs/client.md, "History and replays"): frames are
 * the states the core gives from the recorded moves, seen as a spectator until a finished game's
 * end; secret moves are worded without their arguments until then; a tournament game re-run from
 * the JSON's replay data is the simulator's game (same moves, same final-state fingerprint); and a
 * file that is not a tournament is refused with a reason.
 */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import type { BotLevel } from '../../bots/index.ts';
import { buildFrames, frameView } from '../../src/client/replay/frames.ts';
import { rerunGame } from '../../src/client/replay/rerun.ts';
import { readSimFile } from '../../src/client/replay/simFile.ts';
import type { AnyGameCore, CoreAction } from '../../src/engine/core.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame, randomDecider } from '../../src/engine/runner.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { tournamentJson } from '../../src/sim/json.ts';
import { playTournamentGame } from '../../src/sim/play.ts';
import { loadProviders } from '../../src/sim/providers.ts';
import { summarize } from '../../src/sim/summary.ts';
import type { TournamentConfig } from '../../src/sim/types.ts';
import { Nim, type NimState } from '../fixtures/nim.ts';
import { RecordedNim } from '../fixtures/nim-happenings.ts';

/** Nim whose words tell which wording was used. */
const WORDED = { ...Nim, describe: () => 'Player 1 takes (full words)', describeHidden: () => 'Player 1 takes (hidden words)' } as unknown as AnyGameCore;

function nimGame() {
  const deciders = [randomDecider(Nim, 'a'), randomDecider(Nim, 'b')];
  const { record, state } = runGame(Nim, deciders, { numPlayers: 2, seed: 'frames', options: { pile: 11 } });
  const rng = createRng('frames');
  const initial = Nim.setup(2, { pile: 11 }, rng);
  return { record, state, rng, initial };
}

describe('replay frames', () => {
  it('re-run the recorded moves to the final state; a spectator view until the finished end, then everything', () => {
    const { record, state, rng, initial } = nimGame();
    const frames = buildFrames(WORDED, initial, rng, record.steps, []);
    expect(frames.states).toHaveLength(record.steps.length + 1);
    expect(frames.states.at(-1)).toEqual(state);
    expect(frames.result).toEqual(Nim.result(state));
    const mid = frameView(WORDED, frames, 1) as NimState;
    expect(mid.bonus).toEqual([null, null]);
    expect(mid).toEqual(Nim.observe(frames.states[1] as NimState, null));
    const end = frameView(WORDED, frames, frames.states.length - 1) as NimState;
    expect(end.bonus.every((b) => typeof b === 'number')).toBe(true);
  });

  it('words a secret move without its arguments while stepping, with them at the end; a public move always with them', () => {
    const { record, initial } = nimGame();
    const rng = createRng('frames');
    Nim.setup(2, { pile: 11 }, rng);
    const hidden = buildFrames(WORDED, initial, rng, record.steps, []);
    expect(hidden.lines[0]).toEqual({ seat: 0, hidden: 'Player 1 takes (hidden words)', full: 'Player 1 takes (full words)', told: [] });
    const rng2 = createRng('frames');
    Nim.setup(2, { pile: 11 }, rng2);
    const shown = buildFrames(WORDED, initial, rng2, record.steps, ['take']);
    expect(shown.lines[0].hidden).toBe('Player 1 takes (full words)');
  });

  it('tells under each move what it brought about, in the core’s words, and nothing under the others', () => {
    const rng = createRng('told');
    const initial = RecordedNim.setup(2, { pile: 11 }, rng);
    const steps = [2, 3, 3, 1].map((n, i) => ({ seat: i % 2, action: { type: 'take', n } as CoreAction }));
    const frames = buildFrames(RecordedNim as AnyGameCore, initial, rng, steps, ['take']);
    expect(frames.lines.map((l) => l.told)).toEqual([
      [],
      [{ seat: 1, title: 'A big take', text: 'Player 2 took three' }],
      [{ seat: 0, title: 'A big take', text: 'Player 1 took three' }],
      [],
    ]);
  });

  it('names the first move that is not legal (a log from other rules)', () => {
    const { initial, rng } = nimGame();
    expect(() => buildFrames(Nim as AnyGameCore, initial, rng, [{ seat: 1, action: { type: 'take', n: 1 } as CoreAction }], [])).toThrow(
      /move 1 \(take by player 2\) is not legal/,
    );
  });
});

describe('a tournament game re-run from the JSON', () => {
  it.each([
    ['ttr-india', ['medium', 'easy', 'random'], undefined],
    ['india-rails', ['medium', 'easy'], { variants: { turnLimit: 6 } }],
  ])('%s: the same moves and final state as the simulator played', async (game, bots, options) => {
    const providers = await loadProviders();
    const config: TournamentConfig = { game, bots, games: 2, seed: 'replay-test', ...(options && { options }) };
    const core = getGameCore(game);
    const outcomes = [0, 1].map((i) => playTournamentGame(core, providers, config, i));
    const summary = summarize(config, outcomes, { interrupted: false, workers: 1, elapsedMs: 1 });
    const text = JSON.stringify(tournamentJson(config, summary, outcomes));
    const file = readSimFile(text, [game]);
    expect(file.data).toMatchObject({ version: 1, game, deterministic: true });
    for (const g of file.games) {
      const outcome = outcomes[g.index];
      const again = rerunGame(core, (r) => createDecider({ ...r, level: r.level as BotLevel }), { data: file.data, seed: g.seed, levels: g.levels });
      expect(again.fingerprint).toBe(outcome.fingerprint);
      expect(again.steps).toHaveLength(outcome.steps);
    }
  });
});

describe('reading a tournament file', () => {
  const known = ['ttr-india', 'india-rails'];
  it('refuses what is not a tournament, with a reason', () => {
    expect(() => readSimFile('{oops', known)).toThrow(/not JSON/);
    expect(() => readSimFile('{"a":1}', known)).toThrow(/no "games" list/);
    expect(() => readSimFile('{"games":[],"config":{"game":"chess"}}', known)).toThrow(/game this page does not know: chess/);
    expect(() => readSimFile('{"games":[],"replayData":{"version":2,"game":"ttr-india"}}', known)).toThrow(/format this viewer does not know/);
    expect(() => readSimFile('{"games":[{"index":0}],"config":{"game":"ttr-india"}}', known)).toThrow(/Game 1 of this file lacks its index, seed or levels/);
  });

  it('reads an older file (no replayData) from its config', () => {
    const doc = {
      config: { game: 'ttr-india', bots: ['easy', 'easy'], games: 1, seed: 's', iterations: 50, budgetMs: 100 },
      games: [{ index: 0, seed: 's/game/0', levels: ['easy', 'easy'], status: 'done', scores: [3, 4], winners: [1], turns: 9, steps: 30, fingerprint: 'abc' }],
    };
    const file = readSimFile(JSON.stringify(doc), known);
    expect(file.data).toEqual({ version: 1, game: 'ttr-india', iterations: 50, budgetMs: 100, deterministic: false });
    expect(file.games[0]).toMatchObject({ index: 0, seed: 's/game/0', levels: ['easy', 'easy'], winners: [1], fingerprint: 'abc' });
  });
});
