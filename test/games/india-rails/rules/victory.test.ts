/**
 * docs/rules/india-rails.md §11 (checked at the end of each turn, the
 * round completes, ties by most cash, an exact tie raises the target by 50M); variant tournament
 * time limit (as a number of rounds).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import { connectsMajors } from '../../../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { act, MINI_CORE, mainGame, twoMajorsCore, withPlayer } from './mini.ts';

const END = { type: 'endTurn' as const };

function round(cash: number[], options?: IndiaRailsState['variants']): IndiaRailsState {
  let s = { ...mainGame(cash.length, 0), firstPlayer: 0, variants: options ?? {} };
  cash.forEach((c, q) => {
    s = withPlayer(s, q, { cash: c });
  });
  return { ...s, bank: s.params.bankStart - cash.reduce((a, b) => a + b, 0) };
}

describe('How to Win', () => {
  it('Victory: 250M and the major cities connected; the round completes before the game ends', () => {
    let s = round([260, 100, 100]);
    s = act(s, 0, END);
    expect(s.phase).toBe('main');
    s = act(s, 1, END);
    expect(MINI_CORE.result(s)).toBeNull();
    s = act(s, 2, END);
    const r = MINI_CORE.result(s)!;
    expect(r.winners).toEqual([0]);
    expect(r.scores).toEqual([260, 100, 100]);
    expect(MINI_CORE.activePlayers(s)).toEqual([]);
    expect(MINI_CORE.legalActions(s, 0)).toEqual([]);
  });

  it('Victory: when several qualify in the same round, the most cash wins', () => {
    let s = round([260, 280]);
    s = act(act(s, 0, END), 1, END);
    expect(MINI_CORE.result(s)!.winners).toEqual([1]);
  });

  it('Victory: an exact tie raises the cash needed by 50M and play goes on', () => {
    let s = round([260, 260]);
    s = act(act(s, 0, END), 1, END);
    expect(MINI_CORE.result(s)).toBeNull();
    expect(s.target).toBe(300);
    s = withPlayer(s, 1, { cash: 300 });
    s = { ...s, bank: s.bank - 40 };
    s = act(act(s, 0, END), 1, END);
    expect(MINI_CORE.result(s)!.winners).toEqual([1]);
  });

  it('Victory: cash alone is not enough, the network must join all the major cities', () => {
    const core = twoMajorsCore();
    const g = core.ctx.graph;
    let s = core.setup(2, undefined, createRng('two-majors'));
    s = { ...s, phase: 'main', firstPlayer: 0, turn: { ...s.turn, seat: 0, stage: 'operations' } };
    s = withPlayer(withPlayer(s, 0, { cash: 260 }), 1, { cash: 0 });
    s = { ...s, bank: s.params.bankStart - 260 };
    expect(connectsMajors(core.ctx, s, 0)).toBe(false);
    let t = core.apply(core.apply(s, 0, END, createRng(1)), 1, END, createRng(1));
    expect(core.result(t)).toBeNull();
    s = { ...s, track: [[g.edgeKey(26, 25)], []] }; // Delhi's 26 next to Lahore's 25
    expect(connectsMajors(core.ctx, s, 0)).toBe(true);
    t = core.apply(core.apply(s, 0, END, createRng(1)), 1, END, createRng(1));
    expect(core.result(t)!.winners).toEqual([0]);
  });

  it('Tournament time limit: after the last round the most cash wins (connected players first)', () => {
    let s = round([120, 140, 90], { turnLimit: 1 });
    s = act(act(act(s, 0, END), 1, END), 2, END);
    expect(MINI_CORE.result(s)!.winners).toEqual([1]);
    expect(MINI_CORE.result(s)!.turns).toBe(1);
  });
});
