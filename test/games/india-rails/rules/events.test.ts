/**
 * docs/rules/india-rails.md §10 (events and lost turns). Events
 * are drawn by a delivery: player 0 delivers d1 (Cotton to Delhi, 8M) at Delhi's 26 with the event
 * on top of the deck. Mini events: 'derail' (within 1 of Jaipur 51), 'flood' (Ganges), 'strike'
 * (within 3 of the coast, columns 0–3), 'storm' (every desert milepost: 32 33 40 41 48 49), 'tax'.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import { allowanceOf } from '../../../../src/games/india-rails/rules/turns.ts';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { act, MINI_CORE, MINI_GRAPH, mainGame, money, WEATHER_CORE, withDeckTop, withPlayer, withTrack } from './mini.ts';

const DELIVER = { type: 'deliverLoad' as const, load: 'Cotton', card: 'd1', demand: 0 };
const END = { type: 'endTurn' as const };

/** Player 0 about to deliver d1 in Delhi, with `top` on the deck. */
function drawing(top: string[], numPlayers = 2, seat = 0): IndiaRailsState {
  let s = mainGame(numPlayers, seat);
  s = { ...s, players: s.players.map((p, q) => ({ ...p, hand: q === seat ? ['d1', 'd2', 'd3'] : [`d${4 + q}`, `d${7 + q}`, `d${10 + (q % 3)}`] })) };
  s = withPlayer(s, seat, { at: 26, prev: null, loads: [{ load: 'Cotton' }] });
  return withDeckTop(s, ['d12', ...top]);
}

describe('Derailments', () => {
  it('Derailment: a train within range loses a load and its owner his next turn', () => {
    let s = withPlayer(drawing(['derail']), 1, { at: 43, loads: [{ load: 'Goats' }] });
    const goats = s.supply.Goats;
    s = act(s, 0, DELIVER);
    expect(s.players[1].loads).toEqual([]);
    expect(s.supply.Goats).toBe(goats + 1);
    expect(s.players[1].lostTurns).toBe(1);
    expect(s.discard).toContain('derail');
    expect(s.turn.seat).toBe(0); // the drawer was not hit: his turn goes on
    expect(s.players[0].hand).toEqual(['d2', 'd3', 'd12']);
    s = act(s, 0, END);
    expect(s.turn.seat).toBe(0); // player 1's turn is lost
    expect(s.players[1].turns).toBe(1);
    expect(s.players[1].lostTurns).toBe(0);
    s = act(s, 0, END);
    expect(s.turn.seat).toBe(1);
  });

  it('Derailment: the drawing player loses the rest of his turn and all of his next', () => {
    // d3: Cotton to Jaipur. Player 0 in Jaipur with Cotton and Goats.
    let s = drawing(['derail']);
    s = withPlayer(s, 0, { at: 51, loads: [{ load: 'Cotton' }, { load: 'Goats' }] });
    s = act(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd3', demand: 1 });
    expect(s.players[0].loads).toEqual([]);
    expect(s.players[0].lostTurns).toBe(1);
    expect(s.turn.seat).toBe(1);
    s = act(s, 1, END);
    expect(s.turn.seat).toBe(1);
  });

  it('Lost Loads: the owner chooses which load the derailment takes', () => {
    let s = withPlayer(drawing(['derail']), 1, { at: 43, loads: [{ load: 'Goats' }, { load: 'Mica' }] });
    s = act(s, 0, DELIVER);
    expect(MINI_CORE.activePlayers(s)).toEqual([1]);
    expect(MINI_CORE.legalActions(s, 1)).toEqual([
      { type: 'loseLoad', load: 'Goats' },
      { type: 'loseLoad', load: 'Mica' },
    ]);
    expect(MINI_CORE.validate(s, 0, END)).toMatch(/waiting for player 2 to choose a lost load/);
    s = act(s, 1, { type: 'loseLoad', load: 'Mica' });
    expect(s.players[1].loads).toEqual([{ load: 'Goats' }]);
    expect(MINI_CORE.activePlayers(s)).toEqual([0]);
  });

  it('Losing Turns: no discarding the hand on a lost turn (the turn is skipped whole)', () => {
    let s = withPlayer(drawing(['derail']), 1, { at: 43 });
    s = act(s, 0, DELIVER);
    s = act(s, 0, END);
    expect(MINI_CORE.validate(s, 1, { type: 'discardHand' })).toMatch(/not your turn/);
  });
});

describe('Floods', () => {
  const bridge = MINI_GRAPH.edgeKey(28, 29);

  it('Flood: bridges over the river are erased; no building or moving over it while in play', () => {
    let s = withTrack(drawing(['flood']), 1, [28, 29, 30]);
    s = act(s, 0, DELIVER);
    expect(s.track[1]).toEqual([MINI_GRAPH.edgeKey(29, 30)]);
    expect(s.events).toEqual([{ card: 'flood', drawer: 0, endsAtTurns: 2, destroyed: [{ edge: bridge, owner: 1 }] }]);
    expect(MINI_CORE.validate(s, 0, { type: 'buildTrack', path: [28, 29] })).toMatch(/while an event is in play/);
    // A train may not cross the river even on track that is somehow still there.
    const t = withPlayer(withTrack(s, 0, [28, 29]), 0, { at: 28, prev: null });
    expect(MINI_CORE.validate(t, 0, { type: 'moveTrain', path: [28, 29] })).toMatch(/no train may move/);
  });

  it('Flood: it leaves play at the end of the drawer’s next turn; the bridge’s owner may rebuild it first', () => {
    // Three players: player 1 draws the flood, player 0's bridge goes; player 2 must wait for player 0.
    let s = withTrack(drawing(['flood'], 3, 1), 0, [28, 29, 30]);
    s = act(s, 1, DELIVER);
    s = act(s, 1, END); // player 2
    s = act(s, 2, END); // player 0
    s = act(s, 0, END); // player 1, his next turn
    expect(s.events).toHaveLength(1);
    s = act(s, 1, END);
    expect(s.events).toEqual([]);
    expect(s.discard).toContain('flood');
    expect(s.reservations).toEqual([{ edge: bridge, owner: 0 }]);
    expect(s.turn.seat).toBe(2);
    s = withTrack(s, 2, [21, 29]);
    expect(MINI_CORE.validate(s, 2, { type: 'buildTrack', path: [29, 28] })).toMatch(/former owner/);
    s = act(s, 2, END);
    expect(MINI_CORE.validate(s, 0, { type: 'buildTrack', path: [28, 29] })).toBeNull();
    s = act(s, 0, END);
    expect(s.reservations).toEqual([]);
  });
});

describe('Rail strikes', () => {
  it('Rail Strike: no pickup or delivery within 3 mileposts of the coast until the drawer’s next turn ends', () => {
    let s = act(drawing(['strike']), 0, DELIVER);
    s = withPlayer(s, 0, { at: 17 });
    expect(MINI_CORE.validate(s, 0, { type: 'pickUpLoad', load: 'Cotton' })).toMatch(/strike/);
    expect(MINI_CORE.validate(withPlayer(s, 0, { at: 46 }), 0, { type: 'pickUpLoad', load: 'Textiles' })).toBeNull();
    const deliverAtDelhi = withPlayer(s, 0, { at: 27, loads: [{ load: 'Goats' }] });
    // d2 is in hand? No: d2 and d3 and d12. Delhi (column 3) is within 3 of the coast: d12 pays Pilgrims to Delhi.
    const pil = withPlayer(deliverAtDelhi, 0, { loads: [{ load: 'Pilgrims', region: 'West' }] });
    expect(MINI_CORE.validate(pil, 0, { type: 'deliverLoad', load: 'Pilgrims', card: 'd12', demand: 2 })).toMatch(/strike/);
    s = act(s, 0, END);
    s = act(s, 1, END);
    expect(s.events).toHaveLength(1);
    s = act(s, 0, END);
    expect(s.events).toHaveLength(0);
  });
});

describe('Sand storms', () => {
  it('Sand Storm: track built to the area’s desert mileposts is erased; no train moves onto them', () => {
    let s = withTrack(drawing(['storm']), 1, [34, 33, 32]);
    s = withTrack(s, 0, [34, 42]);
    s = act(s, 0, DELIVER);
    expect(s.track[1]).toEqual([]);
    expect(s.track[0]).toEqual([MINI_GRAPH.edgeKey(34, 42)]);
    expect(MINI_CORE.validate(s, 0, { type: 'buildTrack', path: [26, 34, 33] })).toMatch(/while an event is in play/);
    expect(MINI_CORE.validate(s, 0, { type: 'buildTrack', path: [26, 34, 25] })).toBeNull();
    const t = withPlayer(withTrack(s, 0, [34, 33]), 0, { at: 34, prev: null });
    expect(MINI_CORE.validate(t, 0, { type: 'moveTrain', path: [34, 33] })).toMatch(/no train may move/);
  });
});

describe('Excess Profits Tax', () => {
  it('Excess Profits Tax: each player pays by his cash (0, 10, 15, 20, 25, 30)', () => {
    let s = drawing(['tax'], 4);
    s = withPlayer(s, 1, { cash: 49 });
    s = withPlayer(s, 2, { cash: 150 });
    s = withPlayer(s, 3, { cash: 300 });
    s = { ...s, bank: s.params.bankStart - (50 + 49 + 150 + 300) };
    s = act(s, 0, DELIVER); // player 0: 50 + 8 = 58 → pays 10
    expect(s.players.map((p) => p.cash)).toEqual([48, 49, 130, 270]);
    expect(s.events).toEqual([]);
    expect(money(s)).toBe(s.params.bankStart);
  });
});

describe('The draw deck', () => {
  it('Reshuffle: when the draw deck runs out the discard pile becomes the new deck', () => {
    let s = drawing([]);
    s = { ...s, deck: [], discard: ['d12', 'd11'] };
    s = act(s, 0, DELIVER); // d1 joins the discard pile, which is then shuffled into the deck
    expect(s.players[0].hand).toHaveLength(3);
    expect([...s.deck, ...s.players[0].hand.slice(2)].sort()).toEqual(['d1', 'd11', 'd12']);
    expect(s.discard).toEqual([]);
  });
});

describe('Half rate', () => {
  const core = WEATHER_CORE;

  it('Half Rate: the drawer’s remaining movement is halved (rounded up); trains starting in the area move 5 or 6', () => {
    let s = drawing(['weather']);
    s = { ...s, turn: { ...s.turn, moved: 2 } };
    s = core.apply(s, 0, DELIVER, createRng(1));
    expect(s.turn.allowance).toBe(2 + 4); // 7 left → 4
    s = withPlayer(s, 1, { at: 35 });
    s = core.apply(s, 0, END, createRng(1));
    expect(s.turn.seat).toBe(1);
    expect(s.turn.allowance).toBe(5);
    expect(allowanceOf(core.ctx, withPlayer(s, 1, { loco: 'fastFreight' }), 1)).toBe(6);
    expect(allowanceOf(core.ctx, withPlayer(s, 1, { at: 51 }), 1)).toBe(9);
  });
});
