/**
 * docs/rules/india-rails.md §8 (loads), §3.1 (chips, Pilgrims), §10.1 (lost loads); variant Cost to Load (§12). Mini map: Agra (46) has Textiles, Lahore (17) Cotton and
 * Goats, Jodhpur (14) Mica; Pilgrims board at Jaipur, Agra and Jodhpur (India), not at Lahore.
 */
import { describe, expect, it } from 'vitest';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { act, MINI_CORE, MINI_DEMANDS, mainGame, money, newGame, withDeckTop, withPlayer } from './mini.ts';

/** Player 0's operations, his train at `at`, with the given hand and deck top (last). */
function at(m: number, hand = ['d1', 'd2', 'd3'], deckTop: string[] = []): IndiaRailsState {
  const s = withPlayer(mainGame(2, 0), 0, { at: m, prev: null, hand });
  const rest = s.deck.filter((c) => !deckTop.includes(c) && !hand.includes(c) && !s.players[1].hand.includes(c));
  return { ...s, deck: [...rest, ...deckTop], discard: [] };
}

describe('Picking up loads', () => {
  it('Picking Up Loads: a load is picked up in a city where it is available', () => {
    let s = at(17);
    expect(MINI_CORE.validate(s, 0, { type: 'pickUpLoad', load: 'Textiles' })).toMatch(/not available in Lahore/);
    expect(MINI_CORE.validate(s, 0, { type: 'pickUpLoad', load: 'Unobtainium' })).toMatch(/unknown load/);
    s = act(s, 0, { type: 'pickUpLoad', load: 'Cotton' });
    expect(s.players[0].loads).toEqual([{ load: 'Cotton' }]);
    expect(s.supply.Cotton).toBe(3);
    expect(MINI_CORE.validate(at(43), 0, { type: 'pickUpLoad', load: 'Cotton' })).toMatch(/not in a city/);
  });

  it('Load chips are limited: no pickup when the tray has none of that load', () => {
    const s = { ...at(17), supply: { ...at(17).supply, Goats: 0 } };
    expect(MINI_CORE.validate(s, 0, { type: 'pickUpLoad', load: 'Goats' })).toMatch(/no Goats chip/);
  });

  it('Capacity: a freight carries 2 loads, a heavy freight 3', () => {
    let s = at(17);
    s = act(s, 0, { type: 'pickUpLoad', load: 'Cotton' });
    s = act(s, 0, { type: 'pickUpLoad', load: 'Cotton' });
    expect(MINI_CORE.validate(s, 0, { type: 'pickUpLoad', load: 'Goats' })).toMatch(/full/);
    s = withPlayer(s, 0, { loco: 'heavyFreight' });
    expect(MINI_CORE.validate(s, 0, { type: 'pickUpLoad', load: 'Goats' })).toBeNull();
  });

  it('Dropping loads: any load may be dropped in a city, without payoff, back to the tray', () => {
    let s = withPlayer(at(46), 0, { loads: [{ load: 'Cotton' }] });
    s = { ...s, supply: { ...s.supply, Cotton: 3 } };
    s = act(s, 0, { type: 'dropLoad', load: 'Cotton' });
    expect(s.players[0].loads).toEqual([]);
    expect(s.supply.Cotton).toBe(4);
    expect(s.players[0].cash).toBe(50);
    const off = withPlayer(at(43), 0, { loads: [{ load: 'Cotton' }] });
    expect(MINI_CORE.validate(off, 0, { type: 'dropLoad', load: 'Cotton' })).toMatch(/only in a city/);
    expect(MINI_CORE.validate(s, 0, { type: 'dropLoad', load: 'Cotton' })).toMatch(/carries no Cotton/);
  });

  it('Cost to Load: each pickup or drop uses one milepost of movement', () => {
    let s = at(17);
    s = { ...s, variants: { costToLoad: true }, turn: { ...s.turn, moved: 8 } };
    s = act(s, 0, { type: 'pickUpLoad', load: 'Cotton' });
    expect(s.turn.moved).toBe(9);
    expect(MINI_CORE.validate(s, 0, { type: 'pickUpLoad', load: 'Goats' })).toMatch(/Cost to Load/);
  });
});

describe('Delivering loads', () => {
  it('Delivering Loads: payout from the bank, chip to the tray, card discarded, a new card drawn', () => {
    // d1: Cotton to Delhi for 8M. Delhi's red area: delivery at any of its mileposts (26 here).
    let s = withPlayer(at(26, ['d1', 'd2', 'd3'], ['d12']), 0, { loads: [{ load: 'Cotton' }] });
    s = { ...s, supply: { ...s.supply, Cotton: 3 } };
    expect(MINI_CORE.validate(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 1 })).toMatch(/for Textiles/);
    s = act(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 });
    expect(s.players[0].cash).toBe(58);
    expect(s.players[0].loads).toEqual([]);
    expect(s.supply.Cotton).toBe(4);
    expect(s.discard).toEqual(['d1']);
    expect(s.players[0].hand).toEqual(['d2', 'd3', 'd12']);
    expect(s.players[0].deliveries).toBe(1);
    expect(money(s)).toBe(s.params.bankStart);
  });

  it('Only one demand is filled on a demand card', () => {
    // d7 asks Cotton to Delhi too; once d1 is delivered it is gone.
    let s = withPlayer(at(26, ['d1', 'd2', 'd3'], ['d12']), 0, { loads: [{ load: 'Cotton' }, { load: 'Cotton' }] });
    s = act(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 });
    expect(MINI_CORE.validate(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 })).toMatch(/not in your hand/);
  });

  it('Delivering: only in the demand’s city, with the load on the train', () => {
    const s = at(51, ['d1', 'd2', 'd3']);
    expect(MINI_CORE.validate(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 })).toMatch(/must be in Delhi/);
    expect(MINI_CORE.validate(at(26), 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 0 })).toMatch(/carries no Cotton/);
    expect(MINI_CORE.validate(at(26), 0, { type: 'deliverLoad', load: 'Cotton', card: 'd1', demand: 5 })).toMatch(/no demand 5/);
  });

  it('Pilgrims board at any small or medium city in India and remember the region', () => {
    let s = at(51, ['d2', 'd5', 'd9']);
    s = act(s, 0, { type: 'pickUpLoad', load: 'Pilgrims' });
    expect(s.players[0].loads).toEqual([{ load: 'Pilgrims', region: 'Upper Ganges' }]);
    expect(MINI_CORE.validate(at(17), 0, { type: 'pickUpLoad', load: 'Pilgrims' })).toMatch(/not available in Lahore/);
    expect(MINI_CORE.validate(at(27), 0, { type: 'pickUpLoad', load: 'Pilgrims' })).toMatch(/not available in Delhi/);
  });

  it('Pilgrims fill a demand only outside the region where they boarded', () => {
    // d2: Pilgrims to Agra (Upper Ganges) 12M. From Jaipur (Upper Ganges): refused; from Jodhpur (West): paid.
    const fromJaipur = withPlayer(at(46, ['d2', 'd5', 'd9'], ['d12']), 0, { loads: [{ load: 'Pilgrims', region: 'Upper Ganges' }] });
    expect(MINI_CORE.validate(fromJaipur, 0, { type: 'deliverLoad', load: 'Pilgrims', card: 'd2', demand: 2 })).toMatch(/outside the region/);
    const fromJodhpur = withPlayer(fromJaipur, 0, {
      loads: [
        { load: 'Pilgrims', region: 'Upper Ganges' },
        { load: 'Pilgrims', region: 'West' },
      ],
    });
    const s = act(fromJodhpur, 0, { type: 'deliverLoad', load: 'Pilgrims', card: 'd2', demand: 2 });
    expect(s.players[0].cash).toBe(62);
    expect(s.players[0].loads).toEqual([{ load: 'Pilgrims', region: 'Upper Ganges' }]);
  });
});

describe('Discarding the hand', () => {
  it('Instead of his turn a player may discard his hand and draw three new cards', () => {
    let s = at(51, ['d1', 'd2', 'd3'], ['d10', 'd11', 'd12']);
    s = act(s, 0, { type: 'discardHand' });
    expect(s.players[0].hand).toEqual(['d12', 'd11', 'd10']);
    expect(s.discard).toEqual(['d1', 'd2', 'd3']);
    expect(s.turn.seat).toBe(1);
    let t = at(51);
    t = act(t, 0, { type: 'pickUpLoad', load: 'Pilgrims' });
    expect(MINI_CORE.validate(t, 0, { type: 'discardHand' })).toMatch(/whole turn/);
  });

  it('Discarding the hand in an initial building turn: allowed, and it takes that building turn (house decision)', () => {
    // The rulebook allows it "instead of taking his normal turn"; a building turn is a turn he takes.
    let s = newGame(2);
    const p = s.turn.seat;
    const old = s.players[p].hand;
    const held = s.players.flatMap((pl) => pl.hand);
    const free = MINI_DEMANDS.map((c) => c.id).filter((c) => !held.includes(c));
    s = withDeckTop(s, free.slice(0, 3)); // drawn last-first
    expect(MINI_CORE.legalActions(s, p)).toContainEqual({ type: 'discardHand' });
    const t = act(s, p, { type: 'discardHand' });
    expect(t.players[p].hand).toEqual([free[2], free[1], free[0]]);
    expect(t.discard).toEqual(old);
    expect(t.phase).toBe('building');
    expect(t.buildIndex).toBe(1);
    expect(t.turn.seat).toBe(t.buildOrder[1]);
    expect(t.players[p].cash).toBe(s.players[p].cash);
    // Building first and then discarding is not allowed: the discard must be the whole turn.
    const built = act(s, p, { type: 'buildTrack', path: [35, 43] });
    expect(MINI_CORE.validate(built, p, { type: 'discardHand' })).toMatch(/whole turn/);
  });
});
