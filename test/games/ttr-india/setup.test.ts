/** Scenario tests of the rules' "Setup" section and the simultaneous secret ticket choice. */
import { describe, expect, it } from 'vitest';
import { MAIL_CHARTERS, TICKETS } from '../../../src/games/ttr-india/data/tickets.ts';
import { LOCO } from '../../../src/games/ttr-india/data/types.ts';
import { core, listed, openingState, rngFor } from './fixtures.ts';

const charterIds = new Set(MAIL_CHARTERS.map((t) => t.id));

describe('Setup', () => {
  it('Setup: each player takes 45 trains and four cards; five cards are turned face up', () => {
    for (const n of [2, 3, 4, 5]) {
      const s = openingState(n, `setup-${n}`);
      expect(s.players).toHaveLength(n);
      for (const pl of s.players) {
        expect(pl.trains).toBe(45);
        expect(pl.handSize).toBe(4);
        expect(pl.hand?.reduce((a, b) => a + b, 0)).toBe(4);
      }
      expect(s.faceUp).toHaveLength(5);
      expect(s.faceUp.every((c) => c >= 0)).toBe(true);
      expect(s.deck.length + s.discard.reduce((a, b) => a + b, 0)).toBe(110 - 4 * n - 5);
    }
  });

  it('Setup: four tickets and one Mail Charter are dealt to each player, from separate decks', () => {
    const s = openingState(4);
    for (const pl of s.players) {
      expect(pl.offer).toHaveLength(5);
      expect(pl.offer?.slice(0, 4).every((id) => !charterIds.has(id))).toBe(true);
      expect(charterIds.has(pl.offer?.[4] as string)).toBe(true);
    }
    expect(s.ticketDeck).toHaveLength(TICKETS.length - 16);
    expect(s.ticketDeck.some((id) => charterIds.has(id))).toBe(false);
  });

  it('Setup: everyone chooses at the same time, in secret: all players are active and see only their own offer', () => {
    const s = openingState(3);
    expect(core.activePlayers(s)).toEqual([0, 1, 2]);
    const view = core.observe(s, 1);
    expect(view.players[1].offer).toEqual(s.players[1].offer);
    expect(view.players[0].offer).toBeNull();
    expect(view.players[0].offerCount).toBe(5);
    // only choosing is possible during the opening: no cards, no claims
    for (const p of [0, 1, 2]) expect(core.legalActions(s, p).every((a) => a.type === 'keepTickets')).toBe(true);
  });

  it('Setup: keep at least two of the four tickets; the charter may be kept or discarded (every subset enumerated)', () => {
    const s = openingState(2);
    const offer = s.players[0].offer as string[];
    const keeps = core.legalActions(s, 0).map((a) => (a.type === 'keepTickets' ? a.keep : []));
    // C(4,2)+C(4,3)+C(4,4) = 11 ticket choices, each with or without the charter
    expect(keeps).toHaveLength(22);
    expect(keeps.every((k) => k.filter((id) => !charterIds.has(id)).length >= 2)).toBe(true);
    expect(core.validate(s, 0, { type: 'keepTickets', keep: [offer[0]] })).toMatch(/at least 2/);
    expect(core.validate(s, 0, { type: 'keepTickets', keep: [offer[0], offer[4]] })).toMatch(/at least 2/);
    expect(core.validate(s, 0, { type: 'keepTickets', keep: [offer[0], offer[1], offer[4]] })).toBeNull();
    expect(core.validate(s, 0, { type: 'keepTickets', keep: [offer[0], offer[1]] })).toBeNull();
  });

  it('Setup: the choices may come in any seat order; play starts only when all have chosen; unkept tickets go to the bottom and a discarded charter leaves the game', () => {
    const s0 = openingState(3);
    const rng = rngFor();
    const o2 = s0.players[2].offer as string[];
    const s1 = core.apply(s0, 2, { type: 'keepTickets', keep: [o2[1], o2[3]] }, rng);
    expect(s1.phase).toBe('opening');
    expect(core.activePlayers(s1)).toEqual([0, 1]);
    expect(s1.ticketDeck.slice(-2)).toEqual([o2[0], o2[2]]);
    expect(s1.ticketDeck).not.toContain(o2[4]);
    expect(s1.players[2].tickets).toEqual([o2[1], o2[3]]);
    const o0 = s0.players[0].offer as string[];
    const o1 = s0.players[1].offer as string[];
    const s2 = core.apply(s1, 0, { type: 'keepTickets', keep: o0 }, rng);
    expect(s2.players[0].tickets).toEqual(o0);
    const s3 = core.apply(s2, 1, { type: 'keepTickets', keep: o1.slice(0, 2) }, rng);
    expect(s3.phase).toBe('main');
    expect(core.activePlayers(s3)).toEqual([s0.firstPlayer]);
  });

  it('Setup: the starting player is drawn at random', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 60; i++) firsts.add(openingState(4, `first-${i}`).firstPlayer);
    expect(firsts).toEqual(new Set([0, 1, 2, 3]));
  });

  it('Setup: the three-Locomotive rule applies to the first display too', () => {
    for (let i = 0; i < 200; i++) {
      const s = openingState(2, `display-${i}`);
      expect(s.faceUp.filter((c) => c === LOCO).length).toBeLessThan(3);
    }
  });

  it('Variants: 2 to 5 players, no other count', () => {
    expect(() => openingState(1)).toThrow(/2–5/);
    expect(() => openingState(6)).toThrow(/2–5/);
    expect(core.minPlayers).toBe(2);
    expect(core.maxPlayers).toBe(5);
  });

  it('Variants: Mail Charters are always part of the game (every player is offered one)', () => {
    for (const n of [2, 5]) expect(openingState(n).players.every((pl) => charterIds.has(pl.offer?.at(-1) as string))).toBe(true);
    const s = openingState(2);
    const keepCharter = { type: 'keepTickets' as const, keep: [...(s.players[0].offer as string[])] };
    expect(listed(s, 0, keepCharter)).toBe(true);
  });
});
