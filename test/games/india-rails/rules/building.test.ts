/**
 * docs/rules/india-rails.md §6 (building track; no blocking, checked on the lattice: §6.6) and §2.2 (costs).
 * Mini map: Delhi's red area is
 * 19 20 26 27 28 35 36; Jaipur (medium) 51, Agra (small) 46, Lahore (medium) 17; the Ganges
 * crosses 28–29, 37–38, 44–45 …
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import { act, LAHORE_MAJOR_MILEPOSTS, MINI_CORE, mainGame, money, newGame, twoMajorsCore, withPlayer, withTrack } from './mini.ts';

const build = (path: number[]) => ({ type: 'buildTrack' as const, path });

describe('Building track', () => {
  it('Beginning Construction: track starts from a major city milepost or from own track', () => {
    const s = newGame(2);
    const p = s.turn.seat;
    expect(MINI_CORE.validate(s, p, build([42, 50]))).toMatch(/major city milepost or from your own track/);
    const s1 = act(s, p, build([35, 43]));
    expect(s1.track[p]).toEqual([MINI_CORE.ctx.graph.edgeKey(35, 43)]);
    expect(MINI_CORE.validate(s1, p, build([43, 42, 50]))).toBeNull();
    expect(MINI_CORE.validate(s1, p, build([42, 50]))).toMatch(/own track/);
  });

  it('Building Costs: the milepost built to sets the price; rivers add 2M; a major city costs 5M', () => {
    let s = newGame(2);
    const p = s.turn.seat;
    s = act(s, p, build([35, 43, 51])); // clear 1 + medium city 3
    expect(s.players[p].cash).toBe(46);
    expect(s.turn.spent).toBe(4);
    s = act(s, p, build([43, 44, 45])); // clear 1, clear 1 + river 2
    expect(s.players[p].cash).toBe(42);
    s = act(s, p, build([26, 18, 10, 2])); // clear, clear, mountain 2
    expect(s.players[p].cash).toBe(38);
    s = act(s, p, build([51, 42, 34, 26])); // from own track: clear, clear, into Delhi 5
    expect(s.players[p].cash).toBe(31);
    expect(money(s)).toBe(s.params.bankStart);
  });

  it('Building limit: at most 20M of track a turn', () => {
    let s = newGame(2);
    const p = s.turn.seat;
    s = act(s, p, build([35, 43, 51])); // 4M
    s = act(s, p, build([51, 52, 53, 54, 55])); // 1 + 1 + (1 + river 2) + 1 = 6M → 10M spent
    expect(s.turn.spent).toBe(10);
    // 51→50 clear 1, →49 desert 2, →48 desert 2, →56 salt flat 3, →57 salt flat 3: 11M > 10M left
    expect(MINI_CORE.validate(s, p, build([51, 50, 49, 48, 56, 57]))).toMatch(/costs 11M but only 10M may be spent/);
    expect(MINI_CORE.validate(s, p, build([51, 50, 49, 48, 56]))).toBeNull();
  });

  it('No Credit: a player may not build track he cannot pay for', () => {
    const s = withPlayer(newGame(2), 0, { cash: 3 });
    const p = 0;
    const t = { ...s, turn: { ...s.turn, seat: p } };
    expect(MINI_CORE.validate(t, p, build([35, 43, 51]))).toMatch(/no credit/);
    expect(MINI_CORE.validate(t, p, build([35, 43, 42]))).toBeNull();
  });

  it('Limits on Building from Major Cities: at most two segments out of major city mileposts a turn', () => {
    let s = newGame(2);
    const p = s.turn.seat;
    s = act(s, p, build([35, 43]));
    s = act(s, p, build([26, 25]));
    expect(MINI_CORE.validate(s, p, build([19, 11]))).toMatch(/at most 2 segments/);
    // Building into a major city milepost is unlimited (at 5M each).
    expect(MINI_CORE.validate(s, p, build([25, 34, 35]))).toBeNull();
  });

  it('Red area: no track may be built inside a major city', () => {
    const s = newGame(2);
    expect(MINI_CORE.validate(s, s.turn.seat, build([26, 27]))).toMatch(/red area/);
  });

  it('Right of Way: only one track between two mileposts; paths must have no gaps', () => {
    const s = withTrack(newGame(2), 1, [35, 43]);
    const t = { ...s, turn: { ...s.turn, seat: 0 } };
    expect(MINI_CORE.validate(t, 0, build([35, 43]))).toMatch(/already has track/);
    expect(MINI_CORE.validate(t, 0, build([35, 51]))).toMatch(/gap/);
    expect(MINI_CORE.validate(t, 0, build([35, 42, 35]))).toMatch(/twice/);
  });

  it('Limits on Entry: only two players may build into a small city', () => {
    let s = newGame(3);
    s = withTrack(withTrack(s, 0, [45, 46]), 1, [47, 46]);
    s = withTrack(s, 2, [28, 29, 38]);
    s = { ...s, turn: { ...s.turn, seat: 2 } };
    expect(MINI_CORE.validate(s, 2, build([38, 46]))).toMatch(/only 2 players may build into Agra/);
    expect(MINI_CORE.validate(s, 0, { type: 'endTurn' })).toMatch(/not your turn/);
  });

  it('Limits on Entry: no player builds more than three sections into a small or medium city', () => {
    let s = newGame(2);
    s = withTrack(s, 0, [35, 43, 51]);
    s = withTrack(s, 0, [42, 51]);
    s = withTrack(s, 0, [35, 42]);
    s = { ...s, turn: { ...s.turn, seat: 0 } };
    expect(MINI_CORE.validate(s, 0, build([43, 52, 51]))).toBeNull(); // the third section
    s = act(s, 0, build([43, 52, 51]));
    expect(MINI_CORE.validate(s, 0, build([51, 50]))).toMatch(/more than 3 sections into Jaipur/);
  });

  it('No blocking: a medium city keeps a free segment for each player it still admits', () => {
    // Jaipur (51) has 6 segments: 42 43 50 52 58 59. Player 0 has three, player 1 two.
    let s = newGame(3);
    s = withTrack(s, 0, [42, 51]);
    s = withTrack(s, 0, [43, 51]);
    s = withTrack(s, 0, [50, 51]);
    s = withTrack(s, 1, [52, 51]);
    s = withTrack(s, 1, [58, 51]);
    s = { ...s, turn: { ...s.turn, seat: 1 } };
    expect(MINI_CORE.validate(s, 1, build([51, 59]))).toMatch(/keep other players out of Jaipur/);
    // Player 0 may not take it either (he already has three), and player 2 still can.
    s = withTrack(s, 2, [35, 43, 52, 60, 59]);
    s = { ...s, turn: { ...s.turn, seat: 2 } };
    expect(MINI_CORE.validate(s, 2, build([59, 51]))).toBeNull();
  });

  it('Right to Enter Major Cities: no track may block a player from connecting the major cities (lattice check)', () => {
    // A second major city, Lahore, on the mini map: its red area is 17 and its 6 neighbours.
    const core = twoMajorsCore();
    const g = core.ctx.graph;
    // Every segment entering Lahore's red area from outside.
    const entries: [number, number][] = [];
    for (const m of LAHORE_MAJOR_MILEPOSTS) for (const v of g.neighbours(m)) if (!LAHORE_MAJOR_MILEPOSTS.includes(v)) entries.push([v, m]);
    let s = core.setup(2, undefined, createRng('lahore'));
    const keys = entries.slice(1).map(([a, b]) => g.edgeKey(a, b));
    s = { ...s, track: [keys, []], turn: { ...s.turn, seat: 0 } };
    const [a, b] = entries[0];
    expect(core.validate(s, 0, build([b, a]))).toMatch(/block a player from connecting the major cities/);
    // Player 1 may still take the last way in himself.
    s = { ...s, turn: { ...s.turn, seat: 1 } };
    expect(core.validate(s, 1, build([b, a]))).toBeNull();
  });
});

describe('Building during the operations turn', () => {
  it('How to Play: building ends the operations of the turn', () => {
    let s = mainGame(2, 0);
    s = act(s, 0, { type: 'placeTrain', city: 'jaipur' });
    s = act(s, 0, build([35, 43]));
    expect(s.turn.stage).toBe('building');
    expect(MINI_CORE.validate(s, 0, { type: 'pickUpLoad', load: 'Pilgrims' })).toMatch(/after building/);
  });
});
