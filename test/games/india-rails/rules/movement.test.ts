/**
 * docs/rules/india-rails.md §7 (placing, moving, renting track).
 * Mini map: Delhi's red area 19 20 26 27 28 35 36 (centre 27); Jaipur 51 is two mileposts south
 * of Delhi's 35 (35–43–51).
 */
import { describe, expect, it } from 'vitest';
import { act, MINI_CORE, mainGame, money, newGame, withPlayer, withTrack } from './mini.ts';

const move = (path: number[]) => ({ type: 'moveTrain' as const, path });
const build = (path: number[]) => ({ type: 'buildTrack' as const, path });

/** Player 0 to move, his train in Jaipur, his track Jaipur–Delhi and Delhi west to 24. */
function ready() {
  let s = mainGame(2, 0);
  s = withTrack(s, 0, [51, 43, 35]);
  s = withTrack(s, 0, [26, 25, 24]);
  return withPlayer(s, 0, { at: 51, prev: null });
}

describe('Running the train', () => {
  it('Starting Your Train: the train is placed in any city at the start of the first operations turn', () => {
    let s = mainGame(2, 0);
    expect(MINI_CORE.validate(s, 0, move([51, 43]))).toMatch(/place your train/);
    expect(MINI_CORE.validate(s, 0, { type: 'placeTrain', city: 'atlantis' })).toMatch(/unknown city/);
    s = act(s, 0, { type: 'placeTrain', city: 'lahore' });
    expect(s.players[0].at).toBe(17);
    expect(MINI_CORE.validate(s, 0, { type: 'placeTrain', city: 'agra' })).toMatch(/already/);
  });

  it('Starting Your Train: a train never placed may be placed at the start of any later operations turn (house decision)', () => {
    // The rulebook places it "at the beginning of the game"; refusing later would strand the player for good.
    let s = withPlayer(mainGame(2, 0), 0, { at: null, turns: 6 });
    s = { ...s, round: 4 };
    expect(MINI_CORE.validate(s, 0, move([51, 43]))).toMatch(/place your train/);
    expect(MINI_CORE.legalActions(s, 0)).toContainEqual({ type: 'placeTrain', city: 'jaipur' });
    s = act(s, 0, { type: 'placeTrain', city: 'jaipur' });
    expect(s.players[0].at).toBe(51);
    // Still the start of the turn, never after building has begun.
    const built = act(withPlayer(mainGame(2, 0), 0, { at: null, turns: 6 }), 0, build([35, 43]));
    expect(MINI_CORE.validate(built, 0, { type: 'placeTrain', city: 'jaipur' })).toMatch(/after building has begun/);
  });

  it('Running the Train: along own track and through any red area, each milepost one point', () => {
    const s = act(ready(), 0, move([51, 43, 35, 27, 26, 25, 24]));
    expect(s.players[0].at).toBe(24);
    expect(s.turn.moved).toBe(6);
    expect(s.players[0].cash).toBe(50);
  });

  it('Running the Train: no movement where there is no track', () => {
    expect(MINI_CORE.validate(ready(), 0, move([51, 52]))).toMatch(/no track/);
    expect(MINI_CORE.validate(ready(), 0, move([51, 35]))).toMatch(/gap/);
    expect(MINI_CORE.validate(ready(), 0, move([43, 35]))).toMatch(/must start where the train is/);
  });

  it('Speed: a freight moves at most 9 mileposts a turn, a fast freight 12, over several moves', () => {
    let s = withTrack(ready(), 0, [24, 16, 8, 0, 1, 2, 3]);
    const long = [51, 43, 35, 27, 26, 25, 24, 16, 8, 0, 1];
    expect(MINI_CORE.validate(s, 0, move(long))).toMatch(/9 more mileposts this turn, not 10/);
    s = act(s, 0, move(long.slice(0, 6)));
    expect(MINI_CORE.validate(s, 0, move(long.slice(5)))).toMatch(/4 more mileposts/);
    s = act(s, 0, move(long.slice(5, 10)));
    expect(s.turn.moved).toBe(9);
    const fast = withPlayer(ready(), 0, { loco: 'fastFreight' });
    const f = { ...fast, turn: { ...fast.turn, allowance: 12 } };
    expect(MINI_CORE.validate(withTrack(f, 0, [24, 16, 8, 0, 1, 2, 3]), 0, move([...long, 2]))).toBeNull();
  });

  it('Reversing: a train may reverse only in a city', () => {
    let s = act(ready(), 0, move([51, 43]));
    expect(MINI_CORE.validate(s, 0, move([43, 51]))).toMatch(/reverse only in a city/);
    // Reversing in Jaipur (a city) is allowed; so is turning back inside Delhi's red area.
    s = act(ready(), 0, move([51, 43, 35, 27, 35]));
    expect(s.players[0].at).toBe(35);
    // The direction carries over to the next turn.
    const next = withPlayer(mainGame(2, 0), 0, { at: 43, prev: 51 });
    expect(MINI_CORE.validate(withTrack(next, 0, [51, 43, 35]), 0, move([43, 51]))).toMatch(/reverse/);
  });

  it('Renting Track: 4M to each opponent whose track is used, paid once a turn on first entry', () => {
    let s = withPlayer(ready(), 1, { at: 24, prev: null });
    s = { ...s, turn: { ...s.turn, seat: 1 } };
    s = act(s, 1, move([24, 25]));
    expect(s.players[1].cash).toBe(46);
    expect(s.players[0].cash).toBe(54);
    s = act(s, 1, move([25, 26, 27, 35, 43]));
    expect(s.players[1].cash).toBe(46);
    expect(money(s)).toBe(s.params.bankStart);
  });

  it('Renting Track: a train may not use an opponent’s track without the cash to pay', () => {
    let s = withPlayer(ready(), 1, { at: 24, prev: null, cash: 3 });
    s = { ...s, turn: { ...s.turn, seat: 1 } };
    expect(MINI_CORE.validate(s, 1, move([24, 25]))).toMatch(/costs 4M but you have 3M/);
  });

  it('Operations come before building: no movement on a building turn', () => {
    const s = withPlayer(ready(), 0, {});
    const b = { ...s, phase: 'building' as const, turn: { ...s.turn, stage: 'building' as const } };
    expect(MINI_CORE.validate(b, 0, move([51, 43]))).toMatch(/building only/);
  });
});

describe('Moves offered (legalActions)', () => {
  const moves = (s: ReturnType<typeof ready>) =>
    MINI_CORE.legalActions(s, 0)
      .filter((a) => a.type === 'moveTrain')
      .map((a) => (a as { path: number[] }).path);

  it('Running the Train: a train that cannot reach the next city this turn is still offered the way toward it, wanted or not', () => {
    // Jaipur to Delhi is two mileposts; one is left this turn, and no card of an empty hand wants Delhi.
    let s = withPlayer(ready(), 0, { hand: [] });
    s = { ...s, turn: { ...s.turn, moved: s.turn.allowance - 1 } };
    expect(MINI_CORE.validate(s, 0, move([51, 43]))).toBeNull();
    expect(moves(s)).toContainEqual([51, 43]);
  });

  it("Running the Train (reverse only in a city): the end of own track is offered, the end of another player's spur is not", () => {
    // Own spur Jaipur–50–49 and player 2's spur Jaipur–52–53, both ending outside a city.
    let s = withTrack(withTrack(ready(), 0, [51, 50, 49]), 1, [51, 52, 53]);
    s = withPlayer(s, 0, { hand: [] });
    expect(moves(s)).toContainEqual([51, 50, 49]);
    // Legal, but a trap: the train could neither turn back there nor build on from it.
    expect(MINI_CORE.validate(s, 0, move([51, 52, 53]))).toBeNull();
    expect(moves(s).some((p) => p.includes(53))).toBe(false);
  });
});

describe('Variants of movement', () => {
  it('Fast Trains: freights move 12 and fast freights 16', () => {
    expect(newGame(2, { variants: { fastTrains: true } }).params.speed).toEqual({
      freight: 12,
      fastFreight: 16,
      heavyFreight: 12,
      superFreight: 16,
    });
  });

  it('Cost to Move: 1M a turn for moving on own track', () => {
    let s = ready();
    s = { ...s, variants: { costToMove: true } };
    s = act(s, 0, move([51, 43]));
    expect(s.players[0].cash).toBe(49);
    s = act(s, 0, move([43, 35]));
    expect(s.players[0].cash).toBe(49);
    expect(money(s)).toBe(s.params.bankStart);
  });
});
