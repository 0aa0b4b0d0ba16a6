/** Scenario tests of the special rules (docs/rules/ttr-india.md §4–§7): grey routes, ferries, double routes, the deck and the display. */
import { describe, expect, it } from 'vitest';
import { randomDecider, runGame } from '../../../src/engine/runner.ts';
import { CARD_KINDS, LOCO } from '../../../src/games/ttr-india/data/types.ts';
import { resolveParams } from '../../../src/games/ttr-india/params.ts';
import { refillDisplay } from '../../../src/games/ttr-india/rules/cards.ts';
import type { TtrState } from '../../../src/games/ttr-india/rules/state.ts';
import { cards, core, listed, mainState, play, rngFor, routeBetween, setHand, trackIndex, withHand, withRoutes } from './fixtures.ts';

const claimsOf = (s: TtrState, p: number, route: string) =>
  core
    .legalActions(s, p)
    .filter((a) => a.type === 'claimRoute' && a.route === route)
    .map((a) => (a.type === 'claimRoute' ? `${a.track}:${a.colour}+${a.locos}` : ''))
    .sort();

describe('Grey routes', () => {
  it('Grey routes accept any single colour of card, but two colours may not be mixed', () => {
    const r = routeBetween('varanasi', 'patna'); // grey, length 2
    expect(r.tracks).toEqual(['grey']);
    const s = withHand(mainState(2), 0, { red: 1, green: 1, white: 2 });
    expect(claimsOf(s, 0, r.id)).toEqual(['0:white+0']);
    const s2 = withHand(mainState(2), 0, { red: 2, green: 2 });
    expect(claimsOf(s2, 0, r.id)).toEqual(['0:green+0', '0:red+0']);
    const s3 = withHand(mainState(2), 0, { red: 1, loco: 1 });
    expect(claimsOf(s3, 0, r.id)).toEqual(['0:red+1']);
  });
});

describe('Ferries', () => {
  it('Ferries are grey routes that demand their locomotives among the cards paid, the rest in any one colour', () => {
    const r = routeBetween('calcutta', 'port-blair'); // grey, length 6, 2 locomotives
    expect([r.tracks, r.length, r.ferryLocos]).toEqual([['grey'], 6, 2]);
    const s = withHand(mainState(2), 0, { red: 6, loco: 1 });
    expect(claimsOf(s, 0, r.id)).toEqual([]);
    const s2 = withHand(mainState(2), 0, { red: 5, loco: 3 });
    expect(claimsOf(s2, 0, r.id)).toEqual(['0:red+2', '0:red+3']);
    expect(core.validate(s2, 0, { type: 'claimRoute', route: r.id, track: 0, colour: 'red', locos: 1 })).toMatch(/do not pay/);
    const s3 = play(s2, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'red', locos: 2 }]]);
    expect(s3.players[0].hand).toEqual(cards({ red: 1, loco: 1 }));
    expect(s3.players[0].routePoints).toBe(s2.players[0].routePoints + 15);
  });
});

describe('Double routes', () => {
  const r = routeBetween('delhi', 'agra'); // red / orange, length 2

  it('Double routes: at 2 or 3 players, once one track is claimed the other closes, even to the player who claimed the first', () => {
    for (const n of [2, 3]) {
      const other = withRoutes(withHand(mainState(n), 0, { orange: 2, red: 2 }), 1, [[r.id, 0]]);
      expect(claimsOf(other, 0, r.id)).toEqual([]);
      expect(core.validate(other, 0, { type: 'claimRoute', route: r.id, track: 1, colour: 'orange', locos: 0 })).toMatch(/closed/);
      const own = withRoutes(withHand(mainState(n), 0, { orange: 2 }), 0, [[r.id, 0]]);
      expect(claimsOf(own, 0, r.id)).toEqual([]);
    }
    const fresh = withHand(mainState(2), 0, { orange: 2, red: 2 });
    expect(claimsOf(fresh, 0, r.id)).toEqual(['0:red+0', '1:orange+0']);
  });

  it('Double routes: at 4 or 5 players both tracks are open, but no player may own both tracks of one route', () => {
    for (const n of [4, 5]) {
      const other = withRoutes(withHand(mainState(n), 0, { orange: 2, red: 2 }), 1, [[r.id, 0]]);
      expect(claimsOf(other, 0, r.id)).toEqual(['1:orange+0']);
      const s1 = play(other, [[0, { type: 'claimRoute', route: r.id, track: 1, colour: 'orange', locos: 0 }]]);
      expect(s1.owners[trackIndex(r.id, 1)]).toBe(0);
      const own = withRoutes(withHand(mainState(n), 0, { orange: 2 }), 0, [[r.id, 0]]);
      expect(claimsOf(own, 0, r.id)).toEqual([]);
      expect(core.validate(own, 0, { type: 'claimRoute', route: r.id, track: 1, colour: 'orange', locos: 0 })).toMatch(/closed/);
    }
  });
});

describe('The three-Locomotive rule', () => {
  const params = resolveParams();

  it('The three-Locomotive rule: with three or more Locomotives face up, all five are discarded and replaced, repeating until fewer than three show', () => {
    const rng = rngFor('wipe');
    // cards come off the end of the deck in this order: one to fill the empty slot, then five, then five
    const drawOrder = [LOCO, 1, LOCO, LOCO, LOCO, 2, 0, LOCO, 1, 3, 2];
    const t = { deck: [7, 6, 5, 4, 3, 2, 1, 0, ...drawOrder.reverse()], faceUp: [0, 1, LOCO, LOCO, -1], discard: cards({}), monsoon: false, params };
    refillDisplay(t, rng);
    expect(t.faceUp).toEqual([0, LOCO, 1, 3, 2]);
    expect(t.discard[LOCO]).toBe(6);
    expect(t.discard.reduce((x, y) => x + y, 0)).toBe(10);
    expect(t.deck).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('The three-Locomotive rule: taking a card that leaves three Locomotives showing wipes the display', () => {
    let s = mainState(2);
    const deck = s.deck.slice();
    const locoAt = deck.lastIndexOf(LOCO);
    [deck[locoAt], deck[deck.length - 1]] = [deck[deck.length - 1], deck[locoAt]];
    s = { ...s, deck, faceUp: [LOCO, LOCO, 0, 1, 2] };
    const s1 = play(s, [[0, { type: 'drawFaceUp', slot: 2 }]]);
    expect(s1.faceUp.filter((c) => c === LOCO).length).toBeLessThan(3);
    expect(s1.discard[LOCO]).toBeGreaterThanOrEqual(s.discard[LOCO] + 3);
  });

  it('The three-Locomotive rule can never loop forever: it stops when no redraw could show fewer Locomotives', () => {
    const rng = rngFor('stuck');
    const t = { deck: [LOCO, LOCO, LOCO, 0], faceUp: [LOCO, LOCO, LOCO, 1, -1], discard: cards({ loco: 3 }), monsoon: false, params };
    refillDisplay(t, rng); // only 2 non-locomotives exist outside hands: a wipe could never help
    expect(t.faceUp).toEqual([LOCO, LOCO, LOCO, 1, 0]);
    expect(t.deck).toEqual([LOCO, LOCO, LOCO]);
    expect(t.discard).toEqual(cards({ loco: 3 }));
  });

  it('The three-Locomotive rule can never loop forever: at most maxConsecutiveWipes wipes after one refill', () => {
    const rng = rngFor('bounded');
    const few = resolveParams({ maxConsecutiveWipes: 2 });
    const deck = Array.from({ length: 40 }, () => LOCO);
    deck.unshift(0, 1, 2); // three plain cards at the very bottom: every wipe could in principle help
    const t = { deck, faceUp: [LOCO, LOCO, LOCO, 4, 5], discard: cards({}), monsoon: false, params: few };
    refillDisplay(t, rng);
    expect(t.discard[LOCO]).toBe(3 + 5);
    expect(t.deck).toHaveLength(43 - 10);
  });
});

describe('Deck runs out', () => {
  it('When the deck runs out the discard pile is shuffled into a new deck', () => {
    let s = mainState(2);
    s = { ...s, deck: [], discard: cards({ red: 3, blue: 2 }) };
    const s1 = play(s, [[0, { type: 'drawFromDeck' }]]);
    expect(s1.deck).toHaveLength(4);
    expect(s1.discard).toEqual(cards({}));
    expect(s1.players[0].handSize).toBe(s.players[0].handSize + 1);
  });

  it('With deck and discard pile both empty a player may take only what is there, and a draw with no card is not legal', () => {
    let s = mainState(2);
    s = { ...s, deck: [], discard: cards({}), faceUp: [0, LOCO, -1, -1, -1] };
    expect(listed(s, 0, { type: 'drawFromDeck' })).toBe(false);
    expect(core.validate(s, 0, { type: 'drawFromDeck' })).toMatch(/empty/);
    expect(core.validate(s, 0, { type: 'drawFaceUp', slot: 2 })).toMatch(/empty/);
    // the red card is the first card; only a locomotive is left, which may not be the second: the turn ends
    const s1 = play(s, [[0, { type: 'drawFaceUp', slot: 0 }]]);
    expect(s1.current).toBe(1);
    expect(s1.faceUp).toEqual([-1, LOCO, -1, -1, -1]);
  });

  it('Face-up holes: slots left empty while deck and discard were empty are refilled as soon as a claim puts cards in the discard pile', () => {
    const r = routeBetween('agra', 'bhopal'); // blue, length 4
    let s = setHand(mainState(2), 0, { blue: 4 });
    s = { ...s, deck: [], discard: cards({}), faceUp: [0, LOCO, -1, -1, -1], monsoon: true };
    const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 0 }]]);
    const blue = CARD_KINDS.indexOf('blue');
    expect(s1.faceUp).toEqual([0, LOCO, blue, blue, blue]);
    expect(s1.deck).toEqual([blue]);
    expect(s1.discard).toEqual(cards({}));
    expect(core.validate(s1, 1, { type: 'drawFromDeck' })).toBeNull();
  });

  it('Face-up holes: after the refill the three-Locomotive check runs on the whole display', () => {
    // Three locomotives showed with nothing to replace them; the claim's four blue cards make a wipe useful.
    const r = routeBetween('agra', 'bhopal');
    let s = setHand(mainState(2, { options: { params: { maxConsecutiveWipes: 50 } } }), 0, { blue: 4 });
    s = { ...s, deck: [], discard: cards({}), faceUp: [LOCO, LOCO, LOCO, -1, -1], monsoon: true };
    const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 0 }]]);
    expect(s1.faceUp).not.toContain(-1);
    expect(s1.faceUp.filter((c) => c === LOCO).length).toBeLessThan(3);
    const all = cards({});
    for (const c of [...s1.faceUp, ...s1.deck]) all[c]++;
    s1.discard.forEach((n, k) => {
      all[k] += n;
    });
    expect(all).toEqual(cards({ blue: 4, loco: 3 }));
  });

  it('A player who can do nothing else passes; a full round in which nobody can act ends the game', () => {
    let s = mainState(2);
    s = withHand(s, 0, {});
    s = withHand(s, 1, {});
    s = { ...s, deck: [], discard: cards({}), faceUp: [-1, -1, -1, -1, -1], ticketDeck: [] };
    expect(core.legalActions(s, 0)).toEqual([{ type: 'pass' }]);
    const s1 = play(s, [[0, { type: 'pass' }]]);
    expect(s1.phase).toBe('main');
    const s2 = play(s1, [[1, { type: 'pass' }]]);
    expect(s2.phase).toBe('over');
    expect(core.result(s2)).not.toBeNull();
    const busy = withHand(mainState(2), 0, { red: 2 });
    expect(core.validate(busy, 0, { type: 'pass' })).toMatch(/only when nothing else/);
  });
});

describe('Monsoon Season', () => {
  const ferry = routeBetween('rajkot', 'bombay'); // grey, length 4, 1 locomotive

  function exhausted(s: TtrState): TtrState {
    return { ...s, deck: [], discard: cards({ red: 2, green: 2 }) };
  }

  it('Monsoon Season: the first reshuffle makes every unclaimed ferry one Locomotive more expensive, for the rest of the game', () => {
    const s = withHand(mainState(2), 0, { red: 3, loco: 1 });
    expect(claimsOf(s, 0, ferry.id)).toContain('0:red+1');
    const wet = play(exhausted(s), [
      [0, { type: 'drawFromDeck' }],
      [0, { type: 'drawFromDeck' }],
    ]);
    expect(wet.monsoon).toBe(true);
    const back = setHand({ ...wet, current: 0 }, 0, { red: 3, loco: 1 });
    expect(claimsOf(back, 0, ferry.id)).toEqual([]);
    expect(core.validate(back, 0, { type: 'claimRoute', route: ferry.id, track: 0, colour: 'red', locos: 1 })).toMatch(/do not pay/);
    const rich = setHand({ ...wet, current: 0 }, 0, { red: 2, loco: 2 });
    expect(claimsOf(rich, 0, ferry.id)).toEqual(['0:red+2']);
    // non-ferry routes are unaffected
    const blue = routeBetween('agra', 'bhopal');
    expect(claimsOf(setHand({ ...wet, current: 0 }, 0, { blue: 4 }), 0, blue.id)).toEqual(['0:blue+0']);
  });

  it('Monsoon Season: already-claimed ferries are unaffected (their owner keeps them and paid the old price)', () => {
    const s = withRoutes(mainState(2), 1, [ferry.id]);
    const wet = play(exhausted(s), [[0, { type: 'drawFromDeck' }]]);
    expect(wet.monsoon).toBe(true);
    expect(wet.owners[trackIndex(ferry.id)]).toBe(1);
    expect(wet.players[1].routePoints).toBe(s.players[1].routePoints);
  });

  it('Monsoon Season happens exactly once: a later reshuffle has no further effect', () => {
    const s = withHand(mainState(2), 0, { red: 2, loco: 2 });
    const wet = play(exhausted(s), [
      [0, { type: 'drawFromDeck' }],
      [0, { type: 'drawFromDeck' }],
    ]);
    const again = play({ ...wet, deck: [], discard: cards({ white: 3 }) }, [
      [1, { type: 'drawFromDeck' }],
      [1, { type: 'drawFromDeck' }],
    ]);
    expect(again.monsoon).toBe(true);
    expect(claimsOf(setHand({ ...again, current: 0 }, 0, { red: 2, loco: 2 }), 0, ferry.id)).toEqual(['0:red+2']);
  });

  it('Variants: Monsoon Season is always part of the game — it needs no option, and random games reach it', () => {
    expect(mainState(2).monsoon).toBe(false);
    let reached = 0;
    for (let g = 0; g < 6; g++) {
      const deciders = [0, 1, 2].map((p) => randomDecider(core, `monsoon/${g}/${p}`));
      if (runGame(core, deciders, { numPlayers: 3, seed: `monsoon/${g}` }).state.monsoon) reached++;
    }
    expect(reached).toBeGreaterThan(3);
  });
});
