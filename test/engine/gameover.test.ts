/**
 * The game-over result follows boardgame.io's convention (`winner` for one winner, `draw` for a
 * shared result) beside our own scores and winners, so that boardgame.io's tools can read it.
 */
import { MCTSBot } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { bgioGameover } from '../../src/engine/bgio.ts';
import type { GameResult } from '../../src/engine/core.ts';
import { NimGame } from '../server/fixtures/nim-game.ts';

const result = (winners: number[]): GameResult => ({ scores: [3, 3, 1], winners, turns: 9, breakdown: [{}, {}, {}] });

describe("boardgame.io's game-over convention", () => {
  it('names the single winner as a playerID string, with our fields kept', () => {
    const g = bgioGameover(result([1]));
    expect(g.winner).toBe('1');
    expect(g.draw).toBeUndefined();
    expect(g.winners).toEqual([1]);
    expect(g.scores).toEqual([3, 3, 1]);
  });

  it('calls a shared victory a draw, with no single winner', () => {
    const g = bgioGameover(result([0, 1]));
    expect(g.draw).toBe(true);
    expect(g.winner).toBeUndefined();
    expect(g.winners).toEqual([0, 1]);
  });

  it("lets boardgame.io's MCTSBot find the winning move (it credits only `winner`/`draw`)", async () => {
    // Nim, pile 5, seat 0 to move: taking 1 leaves 4, a lost position for seat 1 whatever it does.
    // Without `winner` in gameover no playout is ever credited and the bot picks at random.
    const state = InitializeGame({ game: NimGame, numPlayers: 2, setupData: { seed: 'mcts', pile: 5 } });
    const picks: number[] = [];
    for (let k = 0; k < 5; k++) {
      const bot = new MCTSBot({ game: NimGame, enumerate: NimGame.ai!.enumerate, seed: `mcts-${k}`, iterations: 400, playoutDepth: 20 });
      const { action } = await bot.play(state, '0');
      picks.push((action!.payload.args as [{ n: number }])[0].n);
    }
    expect(picks).toEqual([1, 1, 1, 1, 1]);
  });
});
