/** Scenario tests of "A Turn, Step by Step": drawing cards, claiming a route, drawing tickets. */
import { describe, expect, it } from 'vitest';
import { CHARTER_IDS } from '../../../src/games/ttr-india/data/board.ts';
import { LOCO } from '../../../src/games/ttr-india/data/types.ts';
import { cards, core, listed, mainState, play, rngFor, routeBetween, trackIndex, withDisplay, withHand, withRoutes } from './fixtures.ts';

const BLUE = 4;
const RED = 0;

describe('A Turn: one action per turn', () => {
  it('A Turn: on your turn you do exactly one of three things: draw cards, claim a route, draw tickets', () => {
    const s = withHand(mainState(3), 0, { blue: 4 });
    const types = new Set(core.legalActions(s, 0).map((a) => a.type));
    expect(types).toEqual(new Set(['drawFromDeck', 'drawFaceUp', 'claimRoute', 'drawTickets']));
    expect(core.legalActions(s, 1)).toEqual([]);
    expect(core.validate(s, 1, { type: 'drawFromDeck' })).toMatch(/not your turn/);
  });
});

describe('A Turn 1: draw train cards', () => {
  it('Draw train cards: take two cards blind, then the turn passes', () => {
    const s = mainState(2);
    const top2 = s.deck.slice(-2);
    const s1 = play(s, [[0, { type: 'drawFromDeck' }]]);
    expect(s1.current).toBe(0);
    expect(s1.drawn).toBe(1);
    expect(core.legalActions(s1, 0).every((a) => a.type === 'drawFromDeck' || a.type === 'drawFaceUp')).toBe(true);
    const s2 = play(s1, [[0, { type: 'drawFromDeck' }]]);
    expect(s2.current).toBe(1);
    expect(s2.drawn).toBe(0);
    expect(s2.players[0].handSize).toBe(s.players[0].handSize + 2);
    const gained = (s2.players[0].hand as number[]).map((n, k) => n - (s.players[0].hand as number[])[k]);
    expect(gained).toEqual(cards({}).map((_, k) => top2.filter((c) => c === k).length));
  });

  it('Draw train cards: a face-up card taken is replaced immediately from the deck', () => {
    const s = withDisplay(mainState(2), [RED, BLUE, RED, BLUE, RED]);
    const top = s.deck.at(-1) as number;
    const s1 = play(s, [[0, { type: 'drawFaceUp', slot: 1 }]]);
    expect((s1.players[0].hand as number[])[BLUE]).toBe((s.players[0].hand as number[])[BLUE] + 1);
    expect(s1.faceUp[1]).toBe(top);
    expect(s1.deck).toHaveLength(s.deck.length - 1);
  });

  it('Draw train cards: a face-up Locomotive as the first card ends the turn with just that card', () => {
    const s = withDisplay(mainState(2), [LOCO, BLUE, RED, BLUE, RED]);
    const s1 = play(s, [[0, { type: 'drawFaceUp', slot: 0 }]]);
    expect(s1.current).toBe(1);
    expect(s1.players[0].handSize).toBe(s.players[0].handSize + 1);
    expect((s1.players[0].hand as number[])[LOCO]).toBe((s.players[0].hand as number[])[LOCO] + 1);
  });

  it('Draw train cards: a face-up Locomotive may not be taken as the second card', () => {
    const s = withDisplay(mainState(2), [RED, LOCO, RED, BLUE, RED]);
    const s1 = play(s, [[0, { type: 'drawFaceUp', slot: 0 }]]);
    const locoSlot = s1.faceUp.indexOf(LOCO);
    expect(locoSlot).toBeGreaterThanOrEqual(0);
    expect(core.validate(s1, 0, { type: 'drawFaceUp', slot: locoSlot })).toMatch(/second card/);
    expect(listed(s1, 0, { type: 'drawFaceUp', slot: locoSlot })).toBe(false);
    expect(listed(s1, 0, { type: 'drawFaceUp', slot: 3 })).toBe(true);
  });

  it('Draw train cards: a Locomotive drawn blind carries no restriction', () => {
    let s = mainState(2);
    const at = s.deck.lastIndexOf(LOCO);
    const deck = s.deck.slice();
    [deck[at], deck[deck.length - 1]] = [deck[deck.length - 1], deck[at]];
    s = { ...s, deck };
    const s1 = play(s, [[0, { type: 'drawFromDeck' }]]);
    expect(s1.current).toBe(0);
    expect(s1.drawn).toBe(1);
    expect((s1.players[0].hand as number[])[LOCO]).toBe((s.players[0].hand as number[])[LOCO] + 1);
    const s2 = play(s1, [[0, { type: 'drawFromDeck' }]]);
    expect(s2.current).toBe(1);
  });
});

describe('A Turn 2: claim a route', () => {
  it('Claim a route: the worked example — four Blue cards claim a length-4 Blue route for 7 points', () => {
    const r = routeBetween('agra', 'bhopal');
    expect([r.length, r.tracks]).toEqual([4, ['blue']]);
    const s = withHand(mainState(2), 0, { blue: 4 });
    const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 0 }]]);
    expect(s1.players[0].routePoints).toBe(s.players[0].routePoints + 7);
    expect(s1.players[0].trains).toBe(41);
    expect(s1.players[0].hand).toEqual(cards({}));
    expect(s1.discard[BLUE]).toBe(s.discard[BLUE] + 4);
    expect(s1.owners[trackIndex(r.id)]).toBe(0);
    expect(s1.current).toBe(1);
  });

  it('Claim a route: cards must match its length and colour', () => {
    const r = routeBetween('agra', 'bhopal');
    const s = withHand(mainState(2), 0, { blue: 3, red: 4 });
    expect(core.validate(s, 0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 0 })).toMatch(/do not pay/);
    expect(core.validate(s, 0, { type: 'claimRoute', route: r.id, track: 0, colour: 'red', locos: 0 })).toMatch(/do not pay/);
    expect(core.legalActions(s, 0).some((a) => a.type === 'claimRoute' && a.route === r.id)).toBe(false);
  });

  it('Claim a route: you need enough trains left', () => {
    const r = routeBetween('agra', 'bhopal');
    let s = withHand(mainState(2), 0, { blue: 4 });
    s = { ...s, players: s.players.map((pl, p) => (p === 0 ? { ...pl, trains: 3 } : pl)) };
    expect(core.validate(s, 0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 0 })).toMatch(/trains/);
  });

  it('Claim a route: a route already claimed by anyone can never be claimed again', () => {
    const r = routeBetween('agra', 'bhopal');
    const s = withRoutes(withHand(mainState(3), 0, { blue: 4 }), 1, [r.id]);
    expect(core.validate(s, 0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 0 })).toMatch(/claimed/);
    const mine = withRoutes(withHand(mainState(3), 0, { blue: 4 }), 0, [r.id]);
    expect(core.validate(mine, 0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 0 })).toMatch(/claimed/);
  });

  it('Paying for a route: one colour plus any locomotives; the player chooses the colour and how many locomotives', () => {
    const r = routeBetween('agra', 'bhopal'); // blue, length 4
    const s = withHand(mainState(2), 0, { blue: 3, loco: 2, red: 5 });
    const pays = core
      .legalActions(s, 0)
      .filter((a) => a.type === 'claimRoute' && a.route === r.id)
      .map((a) => (a.type === 'claimRoute' ? `${a.colour}+${a.locos}` : ''));
    expect(pays.sort()).toEqual(['blue+1', 'blue+2']);
    const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 2 }]]);
    expect(s1.players[0].hand).toEqual(cards({ blue: 1, red: 5 }));
    const allLocos = withHand(mainState(2), 0, { loco: 4 });
    expect(listed(allLocos, 0, { type: 'claimRoute', route: r.id, track: 0, colour: 'loco', locos: 4 })).toBe(true);
    expect(core.validate(allLocos, 0, { type: 'claimRoute', route: r.id, track: 0, colour: 'blue', locos: 4 })).not.toBeNull();
  });
});

describe('A Turn 3: draw destination tickets', () => {
  it('Draw destination tickets: draw three, keep at least one, return the rest to the bottom of the ticket deck', () => {
    const s = mainState(2);
    const top3 = s.ticketDeck.slice(0, 3);
    const s1 = play(s, [[0, { type: 'drawTickets' }]]);
    expect(s1.players[0].offer).toEqual(top3);
    expect(s1.current).toBe(0);
    const keeps = core.legalActions(s1, 0);
    expect(keeps).toHaveLength(7); // every non-empty subset of three
    expect(keeps.every((a) => a.type === 'keepTickets')).toBe(true);
    expect(core.validate(s1, 0, { type: 'keepTickets', keep: [] })).toMatch(/at least 1/);
    expect(core.validate(s1, 0, { type: 'drawFromDeck' })).toMatch(/choose/);
    const s2 = play(s1, [[0, { type: 'keepTickets', keep: [top3[1]] }]]);
    expect(s2.players[0].tickets?.at(-1)).toBe(top3[1]);
    expect(s2.ticketDeck.slice(-2)).toEqual([top3[0], top3[2]]);
    expect(s2.ticketDeck).toHaveLength(s.ticketDeck.length - 1);
    expect(s2.current).toBe(1);
  });

  it('Draw destination tickets: the tickets kept may be listed in any order, each once; they are kept in the order offered', () => {
    const s = mainState(2);
    const [a, b, c] = s.ticketDeck.slice(0, 3);
    const s1 = play(s, [[0, { type: 'drawTickets' }]]);
    expect(core.validate(s1, 0, { type: 'keepTickets', keep: [c, a] })).toBeNull();
    expect(core.validate(s1, 0, { type: 'keepTickets', keep: [a, c, a] })).toMatch(/listed twice/);
    const s2 = play(s1, [[0, { type: 'keepTickets', keep: [c, a] }]]);
    expect(s2.players[0].tickets?.slice(-2)).toEqual([a, c]);
    expect(s2.ticketDeck.at(-1)).toBe(b);
    // The same choice written in offer order gives the same state.
    expect(play(s1, [[0, { type: 'keepTickets', keep: [a, c] }]])).toEqual(s2);
  });

  it('Draw destination tickets: with fewer than three left, draw what is there; with none, the action is not legal', () => {
    const s = { ...mainState(2), ticketDeck: ['t05'] };
    const s1 = play(s, [[0, { type: 'drawTickets' }]]);
    expect(s1.players[0].offer).toEqual(['t05']);
    const empty = { ...mainState(2), ticketDeck: [] };
    expect(core.validate(empty, 0, { type: 'drawTickets' })).toMatch(/empty/);
    expect(listed(empty, 0, { type: 'drawTickets' })).toBe(false);
  });

  it('Draw destination tickets: which tickets you hold stays secret until the final score', () => {
    const s = mainState(3);
    const view = core.observe(s, 2);
    expect(view.players[0].tickets).toBeNull();
    expect(view.players[0].ticketCount).toBe(2);
    expect(view.players[2].tickets).toEqual(s.players[2].tickets);
    expect(view.ticketDeck.every((id) => id === '')).toBe(true);
    const over = core.observe({ ...s, phase: 'over' }, 2);
    expect(over.players[0].tickets).toEqual(s.players[0].tickets);
  });

  it('Mail Charters never enter the ticket deck', () => {
    let s = mainState(2);
    const rng = rngFor();
    for (let i = 0; i < 20; i++) {
      const p = s.current;
      s = core.apply(s, p, { type: 'drawTickets' }, rng);
      s = core.apply(s, p, { type: 'keepTickets', keep: [(s.players[p].offer as string[])[0]] }, rng);
    }
    expect(s.ticketDeck.some((id) => CHARTER_IDS.has(id))).toBe(false);
  });
});

describe('Observation', () => {
  it('Other players see the counts of your cards but not the cards, nor the deck order', () => {
    const s = mainState(2);
    const view = core.observe(s, 1);
    expect(view.players[0].hand).toBeNull();
    expect(view.players[0].handSize).toBe(s.players[0].handSize);
    expect(view.deck).toHaveLength(s.deck.length);
    expect(view.deck.every((c) => c === -1)).toBe(true);
    expect(view.faceUp).toEqual(s.faceUp);
    expect(core.legalActions(core.observe(s, 0), 0)).toEqual(core.legalActions(s, 0));
  });
});
