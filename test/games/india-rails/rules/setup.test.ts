/** docs/rules/india-rails.md §4, §5.1 (Switchback Start); variant Fast Game (§12). */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import { firstPlayerOf } from '../../../../src/games/india-rails/rules/setup.ts';
import { switchbackOrder } from '../../../../src/games/india-rails/rules/turns.ts';
import { act, MINI_CORE, MINI_DEMANDS, MINI_EVENTS, money, newGame } from './mini.ts';

describe('Preparation', () => {
  it('Preparation: each player gets 50M, a freight and three demand cards; dealt events go back into the deck', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const s = newGame(4, undefined, seed);
      for (const p of s.players) {
        expect(p.cash).toBe(50);
        expect(p.loco).toBe('freight');
        expect(p.hand).toHaveLength(3);
        for (const c of p.hand) expect(MINI_CORE.ctx.demandById.has(c)).toBe(true);
      }
      const all = [...s.deck, ...s.players.flatMap((p) => p.hand)].sort();
      expect(all).toEqual([...MINI_DEMANDS.map((c) => c.id), ...MINI_EVENTS.map((e) => e.id)].sort());
      expect(s.discard).toEqual([]);
      expect(money(s)).toBe(s.params.bankStart);
    }
  });

  it('First player: the largest single payout goes first, ties broken by the next largest', () => {
    const ctx = MINI_CORE.ctx;
    // d2 holds 12 (the largest). d1 pays 10, 9, 8 and d6 pays 10, 9, 5: tied twice, d1 wins on the third.
    expect(firstPlayerOf(ctx, [['d1'], ['d2'], ['d3']])).toBe(1);
    expect(firstPlayerOf(ctx, [['d1'], ['d6']])).toBe(0);
    expect(firstPlayerOf(ctx, [['d6'], ['d1']])).toBe(1);
    const s = newGame(3, undefined, 'first');
    expect(s.firstPlayer).toBe(
      firstPlayerOf(
        ctx,
        s.players.map((p) => p.hand),
      ),
    );
  });

  it('Switchback Start: clockwise from the first player, then back counterclockwise to him', () => {
    expect(switchbackOrder(4, 2, 2)).toEqual([2, 3, 0, 1, 1, 0, 3, 2]);
    expect(switchbackOrder(3, 0, 3)).toEqual([0, 1, 2, 2, 1, 0, 0, 1, 2]);
    let s = newGame(3, undefined, 'switch');
    const seen: number[] = [];
    while (s.phase === 'building') {
      seen.push(s.turn.seat);
      expect(s.turn.stage).toBe('building');
      expect(MINI_CORE.validate(s, s.turn.seat, { type: 'placeTrain', city: 'agra' })).toMatch(/building only/);
      s = act(s, s.turn.seat, { type: 'endTurn' });
    }
    expect(seen).toEqual(switchbackOrder(3, s.firstPlayer, 2));
    expect(s.turn.seat).toBe(s.firstPlayer);
    expect(s.turn.stage).toBe('operations');
    expect(s.turn.allowance).toBe(9);
  });

  it('Fast Game: 70M, five cards dealt, three building turns, events dealt at the start leave the game, no Excess Profits Tax', () => {
    for (const seed of ['f1', 'f2', 'f3']) {
      const s = MINI_CORE.setup(2, { variants: { fastGame: true } }, createRng(seed));
      expect(s.players.every((p) => p.cash === 70 && p.hand.length === 5)).toBe(true);
      expect(s.buildOrder).toHaveLength(6);
      expect(s.deck).not.toContain('tax');
      const held = s.deck.length + 10;
      expect(held).toBeLessThanOrEqual(MINI_DEMANDS.length + MINI_EVENTS.length - 1);
    }
  });

  it('Fast Game: after the building turns each player discards two demand cards, from the first player on', () => {
    let s = MINI_CORE.setup(2, { variants: { fastGame: true } }, createRng('fast-discard'));
    while (s.phase === 'building') s = act(s, s.turn.seat, { type: 'endTurn' });
    const first = s.firstPlayer;
    expect(s.pending.map((p) => p.seat)).toEqual([first, first, 1 - first, 1 - first]);
    expect(MINI_CORE.validate(s, first, { type: 'endTurn' })).toMatch(/first discard a demand card/);
    expect(MINI_CORE.legalActions(s, first)).toEqual(s.players[first].hand.map((card) => ({ type: 'discardDemand', card })));
    for (let i = 0; i < 4; i++) {
      const seat = s.pending[0].seat;
      s = act(s, seat, { type: 'discardDemand', card: s.players[seat].hand[0] });
    }
    expect(s.players.map((p) => p.hand.length)).toEqual([3, 3]);
    expect(s.discard).toHaveLength(4);
    expect(MINI_CORE.activePlayers(s)).toEqual([first]);
    expect(s.turn.stage).toBe('operations');
  });

  it('Setup refuses unknown variants and bad player counts', () => {
    expect(() => MINI_CORE.setup(2, { variants: { circus: true } as never }, createRng(1))).toThrow(/unknown variant/);
    expect(() => MINI_CORE.setup(7, undefined, createRng(1))).toThrow(/2–6/);
  });
});

describe('Parameters', () => {
  it('setupData.params overrides house values; records merge key by key', () => {
    const s = newGame(2, { params: { rent: 6, speed: { freight: 10 } as never, handSize: 4 } });
    expect(s.params.rent).toBe(6);
    expect(s.params.speed).toEqual({ freight: 10, fastFreight: 12, heavyFreight: 9, superFreight: 12 });
    expect(s.players.every((p) => p.hand.length === 4)).toBe(true);
    expect(newGame(2).params.rent).toBe(4);
  });
});
