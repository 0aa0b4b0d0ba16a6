/** Bad input: validate refuses every malformed or illegal action with a reason, and apply throws. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import { MINI_CORE, mainGame, withPlayer, withTrack } from './mini.ts';

describe('Bad input', () => {
  const s = withPlayer(withTrack(mainGame(2, 0), 0, [51, 43, 35]), 0, { at: 51, loads: [{ load: 'Cotton' }], hand: ['d1', 'd2', 'd3'] });
  const cases: [unknown, RegExp][] = [
    [null, /must be an object/],
    ['endTurn', /must be an object/],
    [[{ type: 'endTurn' }], /must be an object/],
    [{}, /unknown action type/],
    [{ type: 'teleport' }, /unknown action type/],
    [{ type: 'endTurn', now: true }, /unexpected field "now"/],
    [{ type: 'buildTrack' }, /"path" of buildTrack is malformed/],
    [{ type: 'buildTrack', path: [35, 1.5] }, /malformed/],
    [{ type: 'buildTrack', path: [35, 9999] }, /malformed/],
    [{ type: 'buildTrack', path: Array.from({ length: 500 }, () => 1) }, /malformed/],
    [{ type: 'buildTrack', path: [35] }, /at least two mileposts/],
    [{ type: 'buildTrack', path: [35, 50] }, /gap/],
    [{ type: 'buildTrack', path: [51, 50, 49, 48, 56, 57, 58, 59, 60, 61, 62, 63, 55, 54] }, /costs 21M but only 20M/],
    [{ type: 'moveTrain', path: [51, 43, 35, 27, 26, 25] }, /no track between 26 and 25/],
    [{ type: 'moveTrain', path: [51, 43, 35, 27, 35, 27, 35, 27, 35, 27, 35] }, /9 more mileposts this turn, not 10/],
    [{ type: 'moveTrain', path: '51,43' }, /malformed/],
    [{ type: 'pickUpLoad', load: 'Gold' }, /unknown load/],
    [{ type: 'pickUpLoad', load: 42 }, /malformed/],
    [{ type: 'deliverLoad', load: 'Cotton', card: 'd9', demand: 0 }, /not in your hand/],
    [{ type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: '0' }, /malformed/],
    [{ type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 }, /must be in Delhi/],
    [{ type: 'dropLoad', load: 'Mica' }, /carries no Mica/],
    [{ type: 'upgradeLoco', to: 'rocket' }, /malformed/],
    [{ type: 'placeTrain', city: 'agra' }, /already on the board/],
    [{ type: 'loseLoad', load: 'Cotton' }, /no load to lose/],
    [{ type: 'borrow', amount: 5 }, /variant not in play/],
  ];
  for (const [input, why] of cases) {
    it(`refuses ${JSON.stringify(input)?.slice(0, 60)}`, () => {
      expect(MINI_CORE.validate(s, 0, input)).toMatch(why);
      expect(() => MINI_CORE.apply(s, 0, input as never, createRng(1))).toThrow();
    });
  }

  it('refuses any action from a seat whose turn it is not, and from seats that do not exist', () => {
    expect(MINI_CORE.validate(s, 1, { type: 'endTurn' })).toMatch(/not your turn/);
    expect(MINI_CORE.validate(s, 7, { type: 'endTurn' })).toMatch(/no such seat/);
    expect(MINI_CORE.validate(s, -1, { type: 'endTurn' })).toMatch(/no such seat/);
  });

  it('refuses everything once the game is over', () => {
    const over = { ...s, phase: 'over' as const, winners: [0] };
    expect(MINI_CORE.validate(over, 0, { type: 'endTurn' })).toMatch(/game is over/);
  });
});
