/**
 * docs/rules/india-rails.md §11 (a player declares at the end of his own turn, the round
 * completes, the declared player with the most cash wins, an exact tie raises the target by 50M);
 * variant tournament time limit (as a number of rounds). On the mini map, with one major city,
 * every network joins "all" the majors: cash alone decides who declares.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import { connectsMajors } from '../../../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { act, MINI_CORE, mainGame, money, twoMajorsCore, withDeckTop, withPlayer, withTrack } from './mini.ts';

const END = { type: 'endTurn' as const };

function round(cash: number[], options?: IndiaRailsState['variants']): IndiaRailsState {
  let s = { ...mainGame(cash.length, 0), firstPlayer: 0, variants: options ?? {} };
  cash.forEach((c, q) => {
    s = withPlayer(s, q, { cash: c });
  });
  return { ...s, bank: s.params.bankStart - cash.reduce((a, b) => a + b, 0) };
}

/** Sets a player's cash, the bank paying the difference. */
function withCash(s: IndiaRailsState, seat: number, cash: number): IndiaRailsState {
  return { ...withPlayer(s, seat, { cash }), bank: s.bank - (cash - s.players[seat].cash) };
}

/** `owner` has track 26–25–24 west of Delhi; `rider`'s train stands on its end at 24 (moving on pays the owner 4M rent). */
function riding(s: IndiaRailsState, owner: number, rider: number): IndiaRailsState {
  return withPlayer(withTrack(s, owner, [26, 25, 24]), rider, { at: 24, prev: null });
}

const RIDE = { type: 'moveTrain' as const, path: [24, 25] };

/** `seat` holds demand d1 (Cotton to Delhi, 8M) and Cotton; the Excess Profits Tax is the next card drawn. */
function aboutToDrawTax(s: IndiaRailsState, seat: number): IndiaRailsState {
  const others = [
    ['d4', 'd5', 'd6'],
    ['d7', 'd8', 'd9'],
  ];
  let k = 0;
  const players = s.players.map((p, q) => ({ ...p, hand: q === seat ? ['d1', 'd2', 'd3'] : others[k++], loads: q === seat ? [{ load: 'Cotton' }] : p.loads }));
  return withDeckTop({ ...s, players }, ['tax']);
}

const DELIVER = { type: 'deliverLoad' as const, load: 'Cotton', card: 'd1', demand: 0 };

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

  it('Declaring victory: rent that lifts a player to the target in another player’s turn does not make him the winner', () => {
    let s = riding(round([248, 100]), 0, 1);
    s = act(s, 0, END); // 248M at the end of his own turn: no declaration
    expect(s.declared).toEqual([]);
    s = act(s, 1, RIDE);
    expect(s.players[0].cash).toBe(252);
    s = act(s, 1, END);
    expect(MINI_CORE.result(s)).toBeNull();
    expect(s.phase).toBe('main');
    // His next own turn ends with 252M: now he declares, and wins when the round completes.
    expect(MINI_CORE.describe(s, 0, END)).toBe('Player 1 ends the turn and declares victory (252M)');
    s = act(s, 0, END);
    expect(s.declared).toEqual([0]);
    s = act(s, 1, END);
    expect(MINI_CORE.result(s)!.winners).toEqual([0]);
  });

  it('Declaring victory: the declaration stands when the Excess Profits Tax takes his cash below the target before the round ends', () => {
    let s = aboutToDrawTax(withPlayer(round([255, 50]), 1, { at: 26, prev: null }), 1);
    s = act(s, 0, END);
    expect(s.declared).toEqual([0]);
    s = act(s, 1, DELIVER); // 58M for player 2, then the tax: 30M from player 1, 10M from player 2
    expect(s.players.map((p) => p.cash)).toEqual([225, 48]);
    expect(money(s)).toBe(s.params.bankStart);
    s = act(s, 1, END);
    const r = MINI_CORE.result(s)!;
    expect(r.winners).toEqual([0]);
    expect(r.scores).toEqual([225, 48]);
  });

  it('Declaring victory: among two declared players the one with the most cash at the end of the round wins', () => {
    // Players 1 and 2 declare (262M, 260M); player 3 rides player 2's track (+4M) and draws the tax (−30M each).
    let s = riding(round([262, 260, 50]), 1, 2);
    s = aboutToDrawTax(s, 2);
    s = act(act(s, 0, END), 1, END);
    expect(s.declared).toEqual([0, 1]);
    s = act(s, 2, { type: 'moveTrain', path: [24, 25, 26] });
    s = act(s, 2, DELIVER);
    expect(s.players.map((p) => p.cash)).toEqual([232, 234, 44]);
    s = act(s, 2, END);
    expect(MINI_CORE.result(s)!.winners).toEqual([1]);
  });

  it('Declaring victory: an exact tie among the declared raises the target; the declarations lapse and a later one needs the new target', () => {
    let s = riding(round([260, 260]), 0, 1);
    s = act(act(s, 0, END), 1, END);
    expect(MINI_CORE.result(s)).toBeNull();
    expect(s.target).toBe(300);
    expect(s.declared).toEqual([]);
    // 296M at the end of his turn is short of the new target; the rent that brings him to 300M comes in player 2's turn.
    s = act(withCash(s, 0, 296), 0, END);
    expect(s.declared).toEqual([]);
    s = act(s, 1, RIDE);
    expect(s.players[0].cash).toBe(300);
    s = act(s, 1, END);
    expect(MINI_CORE.result(s)).toBeNull();
    s = act(act(s, 0, END), 1, END);
    expect(MINI_CORE.result(s)!.winners).toEqual([0]);
  });

  it('Tournament time limit: after the last round the most cash wins (connected players first)', () => {
    let s = round([120, 140, 90], { turnLimit: 1 });
    s = act(act(act(s, 0, END), 1, END), 2, END);
    expect(MINI_CORE.result(s)!.winners).toEqual([1]);
    expect(MINI_CORE.result(s)!.turns).toBe(1);
  });
});
