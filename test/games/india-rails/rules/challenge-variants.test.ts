/** docs/rules/india-rails.md §12: Mercy (Backtracking, Late Payment of Use Fee), Challenge Game (Open Contracts, Field Warehousing). */
import { describe, expect, it } from 'vitest';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { act, MINI_CORE, MINI_GRAPH, mainGame, money, newGame, withDeckTop, withPlayer, withTrack } from './mini.ts';

const END = { type: 'endTurn' as const };

function game(variants: IndiaRailsState['variants']): IndiaRailsState {
  const s = mainGame(2, 0);
  return { ...s, firstPlayer: 0, variants };
}

describe('Mercy: Backtracking', () => {
  it('Backtracking: the train may reverse anywhere at the cost of its whole turn', () => {
    let s = withTrack(game({ backtracking: true }), 0, [51, 43, 35]);
    s = withPlayer(s, 0, { at: 43, prev: 51 });
    expect(MINI_CORE.validate(s, 0, { type: 'moveTrain', path: [43, 51] })).toMatch(/reverse only in a city/);
    s = act(s, 0, { type: 'backtrack' });
    expect(s.turn.seat).toBe(1);
    expect(s.players[0].prev).toBeNull();
    s = act(s, 1, END);
    expect(MINI_CORE.validate(s, 0, { type: 'moveTrain', path: [43, 51] })).toBeNull();
    expect(MINI_CORE.validate(withPlayer(game({}), 0, { at: 43, prev: 51 }), 0, { type: 'backtrack' })).toMatch(/variant not in play/);
  });

  it('Backtracking: a train backtracking on an opponent’s track pays the use fee', () => {
    let s = withTrack(game({ backtracking: true }), 1, [51, 43, 35]);
    s = withPlayer(s, 0, { at: 43, prev: 51 });
    s = act(s, 0, { type: 'backtrack' });
    expect(s.players.map((p) => p.cash)).toEqual([46, 54]);
    expect(money(s)).toBe(s.params.bankStart);
    const moved = act(withPlayer(withTrack(game({ backtracking: true }), 0, [51, 43]), 0, { at: 51 }), 0, { type: 'moveTrain', path: [51, 43] });
    expect(MINI_CORE.validate(moved, 0, { type: 'backtrack' })).toMatch(/whole turn/);
  });
});

describe('Challenge: Open Contracts', () => {
  it('Open Contracts: a discarded hand goes face up on the table (at most 4); anyone may fill one', () => {
    let s = withDeckTop(game({ openContracts: true }), ['d10', 'd11', 'd12']);
    s = { ...s, players: s.players.map((p, q) => ({ ...p, hand: q === 0 ? ['d1', 'd2', 'd3'] : ['d4', 'd5', 'd6'] })) };
    s = withDeckTop(s, ['d10', 'd11', 'd12']);
    s = { ...s, openContracts: ['d7', 'd8'] };
    s = act(s, 0, { type: 'discardHand' });
    expect(s.openContracts).toEqual(['d7', 'd8', 'd1', 'd2']);
    expect(s.discard).toEqual(['d3']);
    // Player 1 fills d1 (Cotton to Delhi, 8M) from the table: paid, the card discarded, his hand unchanged.
    s = withPlayer(s, 1, { at: 26, loads: [{ load: 'Cotton' }] });
    const supply = s.supply.Cotton;
    s = act(s, 1, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 });
    expect(s.players[1].cash).toBe(58);
    expect(s.players[1].hand).toEqual(['d4', 'd5', 'd6']);
    expect(s.openContracts).toEqual(['d7', 'd8', 'd2']);
    expect(s.supply.Cotton).toBe(supply + 1);
    expect(s.discard).toEqual(['d3', 'd1']);
  });
});

describe('Challenge: Field Warehousing', () => {
  it('Field Warehousing: a dropped load stays in the city for the dropper’s next 4 turns, for anyone to pick up', () => {
    let s = withPlayer(game({ fieldWarehousing: true }), 0, { at: 51, loads: [{ load: 'Mica' }] });
    const tray = s.supply.Mica;
    s = act(s, 0, { type: 'dropLoad', load: 'Mica' });
    expect(s.warehouse).toEqual([{ load: 'Mica', city: 'jaipur', dropper: 0, untilTurns: 5 }]);
    expect(s.supply.Mica).toBe(tray);
    // Mica is not a Jaipur good, but the warehoused chip may be picked up there.
    s = act(s, 0, END);
    const other = act(withPlayer(s, 1, { at: 51 }), 1, { type: 'pickUpLoad', load: 'Mica' });
    expect(other.players[1].loads).toEqual([{ load: 'Mica' }]);
    expect(other.warehouse).toEqual([]);
    for (let i = 0; i < 4; i++) {
      expect(s.warehouse).toHaveLength(1);
      s = act(act(s, 1, END), 0, END);
    }
    expect(s.warehouse).toEqual([]);
    expect(s.supply.Mica).toBe(tray + 1);
  });
});

describe('Mercy: Late Payment of Use Fee', () => {
  it('Late Payment: a train may use an opponent’s track without the cash; the fee comes out of the next payoff', () => {
    // Player 1's track from Jaipur to Delhi; player 0 in Jaipur with Cotton and 2M, d1 pays 8M for Cotton in Delhi.
    let s = withTrack(game({}), 1, [51, 43, 35]);
    s = withPlayer(s, 0, { at: 51, cash: 2, loads: [{ load: 'Cotton' }], hand: ['d1', 'd2', 'd3'] });
    s = { ...s, bank: s.params.bankStart - 52 };
    const path = { type: 'moveTrain' as const, path: [51, 43, 35] };
    expect(MINI_CORE.validate(s, 0, path)).toMatch(/costs 4M but you have 2M/);
    s = { ...s, variants: { latePaymentOfUseFee: true } };
    s = act(s, 0, path);
    expect(s.players[0].owed).toEqual([{ to: 1, amount: 4 }]);
    expect(s.players.map((p) => p.cash)).toEqual([2, 50]);
    s = act(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 });
    expect(s.players.map((p) => p.cash)).toEqual([6, 54]);
    expect(s.players[0].owed).toEqual([]);
    expect(money(s)).toBe(s.params.bankStart);
  });
});

describe('Challenge: Selling and Trading Track', () => {
  it('Selling Track: the player whose turn it is buys track at an agreed price instead of building', () => {
    let s = withTrack(game({ sellingAndTradingTrack: true }), 1, [51, 43, 35]);
    const offer = { type: 'offerTrack' as const, seller: 1, buy: [[51, 43, 35]], give: [], price: 6 };
    expect(MINI_CORE.validate(game({}), 0, offer)).toMatch(/variant not in play/);
    expect(MINI_CORE.validate(s, 0, { ...offer, buy: [[51, 43, 42]] })).toMatch(/not player 2's track/);
    expect(MINI_CORE.validate(s, 0, { ...offer, price: 60 })).toMatch(/you have 50M/);
    s = act(s, 0, offer);
    expect(MINI_CORE.activePlayers(s)).toEqual([1]);
    expect(MINI_CORE.legalActions(s, 1)).toEqual([
      { type: 'answerOffer', accept: true },
      { type: 'answerOffer', accept: false },
    ]);
    const declined = act(s, 1, { type: 'answerOffer', accept: false });
    expect(declined.track[1]).toHaveLength(2);
    expect(MINI_CORE.validate(declined, 0, offer)).toMatch(/once a turn/);
    s = act(s, 1, { type: 'answerOffer', accept: true });
    expect(s.track[0]).toEqual([MINI_GRAPH.edgeKey(51, 43), MINI_GRAPH.edgeKey(43, 35)]);
    expect(s.track[1]).toEqual([]);
    expect(s.players.map((p) => p.cash)).toEqual([44, 56]);
    expect(MINI_CORE.activePlayers(s)).toEqual([0]);
    expect(MINI_CORE.validate(s, 0, { type: 'buildTrack', path: [26, 25] })).toMatch(/only 0M/);
    expect(money(s)).toBe(s.params.bankStart);
  });

  it('Trading Track: track for track, within the city entry limits', () => {
    let s = withTrack(withTrack(game({ sellingAndTradingTrack: true }), 1, [51, 43]), 0, [26, 25]);
    s = act(s, 0, { type: 'offerTrack', seller: 1, buy: [[51, 43]], give: [[26, 25]], price: 0 });
    s = act(s, 1, { type: 'answerOffer', accept: true });
    expect(s.track).toEqual([[MINI_GRAPH.edgeKey(51, 43)], [MINI_GRAPH.edgeKey(26, 25)]]);
    // Agra (small): players 1 and 2 have track into it; player 0 may not buy his way in as a third.
    let t: IndiaRailsState = { ...mainGame(3, 0), variants: { sellingAndTradingTrack: true } };
    t = withTrack(withTrack(withTrack(t, 1, [45, 46]), 1, [47, 46]), 2, [54, 46]);
    const into = { type: 'offerTrack' as const, seller: 1, buy: [[45, 46]], give: [], price: 1 };
    expect(MINI_CORE.validate(t, 0, into)).toMatch(/only 2 players may have track into Agra/);
    expect(
      MINI_CORE.validate(t, 0, {
        ...into,
        buy: [
          [45, 46],
          [47, 46],
        ],
      }),
    ).toBeNull();
  });
});

describe('Challenge: Additional Trains', () => {
  it('Additional Trains: a Freight and a Fast Freight, each placed, moved and loaded on its own', () => {
    let s = newGame(2, { variants: { additionalTrains: true } });
    expect(s.players[0].second).toEqual({ loco: 'fastFreight', at: null, prev: null, loads: [] });
    s = withTrack(
      { ...s, phase: 'main', firstPlayer: 0, turn: { ...s.turn, seat: 0, stage: 'operations', allowance: 9, allowance2: 12, moved: 0, moved2: 0 } },
      0,
      [51, 43, 35],
    );
    s = act(s, 0, { type: 'placeTrain', city: 'jaipur' });
    s = act(s, 0, { type: 'placeTrain', city: 'lahore', train: 1 });
    expect([s.players[0].at, s.players[0].second!.at]).toEqual([51, 17]);
    s = act(s, 0, { type: 'pickUpLoad', load: 'Cotton', train: 1 });
    expect(s.players[0].second!.loads).toEqual([{ load: 'Cotton' }]);
    expect(s.players[0].loads).toEqual([]);
    s = act(s, 0, { type: 'moveTrain', path: [51, 43, 35] });
    expect(s.turn.moved).toBe(2);
    expect(s.turn.moved2).toBe(0);
    expect(MINI_CORE.validate(s, 0, { type: 'moveTrain', path: [17, 18], train: 1 })).toMatch(/no track/);
    expect(MINI_CORE.validate(s, 0, { type: 'moveTrain', path: [51, 43], train: 2 })).toMatch(/0 or 1/);
    expect(MINI_CORE.validate(newGame(2), 0, { type: 'placeTrain', city: 'agra', train: 1 })).toMatch(/no second train|building only/);
    expect(MINI_CORE.legalActions(s, 0).some((a) => 'train' in a && a.train === 1)).toBe(true);
    s = act(s, 0, { type: 'upgradeLoco', to: 'superFreight', train: 1 });
    expect(s.players[0].second!.loco).toBe('superFreight');
    expect(s.players[0].loco).toBe('freight');
    expect(money(s)).toBe(s.params.bankStart);
  });
});
