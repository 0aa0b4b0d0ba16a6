/**
 * The public record of what the card supply did by itself (`TtrState.happenings`, rules/happenings.ts;
 * docs/rules/ttr-india.md §5, §7, §12): Monsoon Season beginning and the three-Locomotive wipe, each
 * with the seat whose move caused it, numbered, told in words, the latest few kept.
 */
import { describe, expect, it } from 'vitest';
import { newHappenings } from '../../../src/engine/happenings.ts';
import { CARD_KINDS, LOCO } from '../../../src/games/ttr-india/data/types.ts';
import { HAPPENINGS_KEPT, type TtrHappening } from '../../../src/games/ttr-india/rules/happenings.ts';
import type { TtrState } from '../../../src/games/ttr-india/rules/state.ts';
import { cards, core, mainState, play } from './fixtures.ts';

const [RED, ORANGE, YELLOW] = [0, 1, 2];

/** Seat 0 to play with the display [loco, loco, red, orange, yellow] and a Locomotive on top of the deck. */
function aboutToWipe(s: TtrState = mainState(2)): TtrState {
  const deck = s.deck.slice();
  const locoAt = deck.lastIndexOf(LOCO);
  [deck[locoAt], deck[deck.length - 1]] = [deck[deck.length - 1], deck[locoAt]];
  return { ...s, deck, faceUp: [LOCO, LOCO, RED, ORANGE, YELLOW] };
}

describe('Record: Monsoon Season', () => {
  const exhausted = (s: TtrState): TtrState => ({ ...s, deck: [], discard: cards({ red: 2, green: 2 }) });

  it('Monsoon Season: the draw that reshuffles first is recorded with the drawer and the extra locomotives', () => {
    const s = exhausted(mainState(2));
    const wet = play(s, [[0, { type: 'drawFromDeck' }]]);
    expect(wet.happenings).toEqual([{ seq: 1, kind: 'monsoon', seat: 0, extraLocos: 1 }]);
    expect(newHappenings(core, s, wet)).toEqual(wet.happenings);
    const words = core.describeHappening!(wet.happenings![0]);
    expect(words).toEqual({
      seat: 0,
      title: 'Monsoon Season begins',
      text: 'The draw pile ran out as Player 1 drew, so the discards were shuffled into a new one. From now on every unclaimed ferry needs 1 more locomotive.',
    });
  });

  it('Monsoon Season happens once: a later reshuffle adds nothing to the record', () => {
    const wet = play(exhausted(mainState(2)), [
      [0, { type: 'drawFromDeck' }],
      [0, { type: 'drawFromDeck' }],
    ]);
    const again = play({ ...wet, deck: [], discard: cards({ white: 3 }) }, [[1, { type: 'drawFromDeck' }]]);
    expect(again.happenings).toBe(wet.happenings);
  });
});

describe('Record: the three-Locomotive wipe', () => {
  it('The three-Locomotive rule: the wipe is recorded with the five cards wiped and the new display', () => {
    const s = aboutToWipe();
    const s1 = play(s, [[0, { type: 'drawFaceUp', slot: 2 }]]);
    const wipes = (s1.happenings ?? []).filter((h): h is Extract<TtrHappening, { kind: 'wipe' }> => h.kind === 'wipe');
    expect(wipes.length).toBeGreaterThanOrEqual(1);
    expect(wipes[0]).toMatchObject({ seq: 1, seat: 0, discarded: [LOCO, LOCO, LOCO, ORANGE, YELLOW] });
    expect(wipes[wipes.length - 1].dealt).toEqual(s1.faceUp);
    const words = core.describeHappening!(wipes[0]);
    expect(words.title).toBe('Face-up cards replaced');
    expect(words.text).toContain(
      '3 locomotives were face up, so all 5 face-up cards (locomotive, locomotive, locomotive, orange, yellow) went to the discard pile.',
    );
    expect(words.text).toContain(`New face-up cards: ${wipes[0].dealt.map((k) => (k === LOCO ? 'locomotive' : CARD_KINDS[k])).join(', ')}.`);
  });

  it('a draw that wipes nothing leaves the record as it was (the same array)', () => {
    const s = { ...aboutToWipe(), happenings: [{ seq: 4, kind: 'monsoon' as const, seat: 1, extraLocos: 1 }] };
    const deck = s.deck.slice();
    deck[deck.lastIndexOf(RED)] = deck[deck.length - 1];
    deck[deck.length - 1] = RED;
    const s1 = play({ ...s, deck }, [[0, { type: 'drawFaceUp', slot: 2 }]]);
    expect(s1.faceUp).toEqual([LOCO, LOCO, RED, ORANGE, YELLOW]);
    expect(s1.happenings).toBe(s.happenings);
  });

  it(`only the latest ${HAPPENINGS_KEPT} entries are kept, and numbering goes on`, () => {
    const old: TtrHappening[] = Array.from({ length: HAPPENINGS_KEPT }, (_, i) => ({ seq: i + 1, kind: 'monsoon', seat: 1, extraLocos: 1 }));
    const s1 = play({ ...aboutToWipe(), happenings: old }, [[0, { type: 'drawFaceUp', slot: 2 }]]);
    const seqs = (s1.happenings ?? []).map((h) => h.seq);
    expect(seqs).toHaveLength(HAPPENINGS_KEPT);
    expect(seqs[seqs.length - 1]).toBeGreaterThan(HAPPENINGS_KEPT);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });
});

describe('Record: public', () => {
  it('a new game has no record, and every seat and a spectator see the record whole', () => {
    expect(mainState(3).happenings).toBeUndefined();
    const s1 = play(aboutToWipe(mainState(3)), [[0, { type: 'drawFaceUp', slot: 2 }]]);
    for (const p of [0, 1, 2, null]) expect(core.observe(s1, p).happenings).toEqual(s1.happenings);
    expect(core.happenings!(s1)).toEqual(s1.happenings);
  });
});
