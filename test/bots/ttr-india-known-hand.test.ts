/**
 * Hard's use of the public record of face-up cards (bots/ttr-india/known-hand.ts): every world deals
 * each hidden hand at least its recorded cards, keeps every card in play exactly once, and is built
 * from the observation alone — two states that differ only in an opponent's unrecorded cards give
 * the same worlds for the same random source.
 */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { dealKnownCards, hasKnownCards, knownHandKit } from '../../bots/ttr-india/known-hand.ts';
import { ttrKit } from '../../bots/ttr-india/kit.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { CARD_KINDS, type CardKind } from '../../src/games/ttr-india/data/types.ts';
import type { TtrAction, TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { cards, core, mainState, withHand } from '../games/ttr-india/fixtures.ts';
import { ttrConservation } from '../games/ttr-india/laws.ts';

/** `s` with seat `p` holding `hand`, of which `shown` is on its public record. */
function holding(s: TtrState, p: number, hand: Partial<Record<CardKind, number>>, shown: Partial<Record<CardKind, number>>): TtrState {
  const t = withHand(s, p, hand);
  const players = t.players.slice();
  players[p] = { ...players[p], shown: cards(shown) };
  return { ...t, players };
}

/** Whether `hand` holds at least `shown` of every kind. */
const covers = (hand: readonly number[], shown: readonly number[]) => shown.every((n, k) => hand[k] >= n);

/** Three players: seat 0 looks; seats 1 and 2 each hold recorded cards among others. */
const table = (): TtrState => {
  let s = mainState(3, { seed: 'known-hand' });
  s = holding(s, 1, { red: 3, loco: 2, blue: 1, green: 2 }, { red: 3, loco: 2 });
  s = holding(s, 2, { black: 2, red: 1, white: 3 }, { black: 2, red: 1 });
  return s;
};

describe('Known hands: worlds deal the recorded face-up cards', () => {
  it('every world gives each hidden opponent at least its recorded cards, and every card stays in play once', () => {
    const s = table();
    const o = core.observe(s, 0);
    expect(hasKnownCards(o, 0)).toBe(true);
    for (let i = 0; i < 200; i++) {
      const rng = createRng(`world-${i}`);
      const w = dealKnownCards(o, core.determinize(o, 0, rng), 0, rng);
      expect(ttrConservation(w)).toBeNull();
      for (const q of [1, 2]) {
        expect(covers(w.players[q].hand as number[], s.players[q].shown as number[])).toBe(true);
        expect(w.players[q].handSize).toBe(s.players[q].handSize);
      }
      expect(w.players[0]).toBe(o.players[0]);
      expect(w.faceUp).toEqual(o.faceUp);
      expect(w.discard).toEqual(o.discard);
    }
  });

  it('without it a plain world often misses recorded cards (what the test above guards)', () => {
    const s = table();
    const o = core.observe(s, 0);
    let missed = 0;
    for (let i = 0; i < 50; i++)
      if (!covers(core.determinize(o, 0, createRng(`plain-${i}`)).players[1].hand as number[], s.players[1].shown as number[])) missed++;
    expect(missed).toBeGreaterThan(25);
  });

  it('reads only the observation: opponents’ different unrecorded cards give the same worlds for the same random source', () => {
    const base = mainState(2, { seed: 'honest' });
    const a = holding(base, 1, { red: 2, blue: 3, green: 1 }, { red: 2 });
    const b = holding(base, 1, { red: 2, yellow: 4 }, { red: 2 });
    expect(a.players[1].hand).not.toEqual(b.players[1].hand);
    const kit = ttrKit(core, { knownHand: true });
    const [oa, ob] = [core.observe(a, 0), core.observe(b, 0)];
    expect(oa).toEqual(ob);
    const [ka, kb] = [knownHandKit(kit, true, oa, 0), knownHandKit(kit, true, ob, 0)];
    for (let i = 0; i < 20; i++) {
      const wa = ka.core.determinize(oa, 0, createRng(`same-${i}`));
      const wb = kb.core.determinize(ob, 0, createRng(`same-${i}`));
      expect(wa).toEqual(wb);
      expect((wa.players[1].hand as number[])[CARD_KINDS.indexOf('red')]).toBeGreaterThanOrEqual(2);
    }
  });

  it('leaves the kit alone when off, or when no opponent has a recorded card', () => {
    const kit = ttrKit(core);
    const o = core.observe(table(), 0);
    expect(knownHandKit(kit, false, o, 0)).toBe(kit);
    const none = core.observe(mainState(2), 0);
    expect(hasKnownCards(none, 0)).toBe(false);
    expect(knownHandKit(kit, true, none, 0)).toBe(kit);
    expect(knownHandKit(kit, true, o, 0)).not.toBe(kit);
  });

  it('a world that already deals the recorded cards is returned as it is', () => {
    const s = table();
    const o = core.observe(s, 0);
    expect(dealKnownCards(o, s, 0, createRng('as-is'))).toBe(s);
  });

  it('hard with knownHand on plays a whole game legally, and decides alike from states differing only in hidden cards', () => {
    const hard = (seed: string) => createDecider<TtrState, TtrAction>({ game: 'ttr-india', level: 'hard', seed, iterations: 3, tuning: { knownHand: true } });
    const medium = (seed: string) => createDecider<TtrState, TtrAction>({ game: 'ttr-india', level: 'medium', seed });
    const { record } = runGame(core, [hard('kh-0'), medium('kh-1')], { numPlayers: 2, seed: 'known-hand-game', maxSteps: 3000 });
    expect(record.result).not.toBeNull();
    // A mid-game position where the opponent has recorded cards, and another world with the same observation.
    const s = runGame(core, [medium('mid-0'), medium('mid-1')], { numPlayers: 2, seed: 'known-hand-mid', maxSteps: 40 }).state;
    const seat = core.activePlayers(s)[0];
    const o = core.observe(s, seat);
    expect(hasKnownCards(o, seat)).toBe(true);
    const other = core.determinize(o, seat, createRng('other world'));
    expect(other.players[1 - seat].hand).not.toEqual(s.players[1 - seat].hand);
    expect(hard('same').decide(core.observe(other, seat), seat)).toEqual(hard('same').decide(o, seat));
  });
});
