/**
 * The public record of cards taken face up (`TtrPlayer.shown`, rules/shown.ts; docs/rules/ttr-india.md
 * "Public record"): bookkeeping of what everyone saw, which no rule reads.
 */
import { describe, expect, it } from 'vitest';
import { deriveSeed } from '../../../src/engine/rng.ts';
import { randomDecider, replayGame, runGame } from '../../../src/engine/runner.ts';
import { CARD_KINDS, LOCO } from '../../../src/games/ttr-india/data/types.ts';
import { shownCards } from '../../../src/games/ttr-india/rules/shown.ts';
import type { TtrState } from '../../../src/games/ttr-india/rules/state.ts';
import { cards, core, mainState, play, routeBetween, withDisplay, withHand } from './fixtures.ts';

const RED = CARD_KINDS.indexOf('red');
const BLUE = CARD_KINDS.indexOf('blue');

/** `s` with seat `p`'s record set to `shown`. */
function withShown(s: TtrState, p: number, shown: number[]): TtrState {
  const players = s.players.slice();
  players[p] = { ...players[p], shown };
  return { ...s, players };
}

describe('Public record: cards taken face up', () => {
  it('a new game records nothing', () => {
    for (const pl of mainState(3).players) expect(pl.shown).toEqual(cards({}));
  });

  it('a face-up card taken goes on the taker’s record, whatever replaces it', () => {
    const s = withDisplay(mainState(2), [RED, BLUE, RED, BLUE, RED]);
    const s1 = play(s, [[0, { type: 'drawFaceUp', slot: 1 }]]);
    expect(s1.players[0].shown).toEqual(cards({ blue: 1 }));
    const s2 = play(s1, [[0, { type: 'drawFaceUp', slot: 0 }]]);
    expect(s2.players[0].shown).toEqual(cards({ blue: 1, red: 1 }));
    expect(s2.players[1].shown).toEqual(cards({}));
  });

  it('a face-up Locomotive is recorded as a Locomotive', () => {
    const s = withDisplay(mainState(2), [LOCO, BLUE, RED, BLUE, RED]);
    expect(play(s, [[0, { type: 'drawFaceUp', slot: 0 }]]).players[0].shown).toEqual(cards({ loco: 1 }));
  });

  it('a blind draw is not recorded (nobody saw it)', () => {
    const s = mainState(2);
    const s2 = play(s, [
      [0, { type: 'drawFromDeck' }],
      [0, { type: 'drawFromDeck' }],
    ]);
    expect(s2.players[0].handSize).toBe(s.players[0].handSize + 2);
    expect(s2.players[0].shown).toEqual(cards({}));
  });

  it('the three-Locomotive wipe does not touch the record: only the card taken is added', () => {
    let s = mainState(2);
    const deck = s.deck.slice();
    const locoAt = deck.lastIndexOf(LOCO);
    [deck[locoAt], deck[deck.length - 1]] = [deck[deck.length - 1], deck[locoAt]];
    s = withShown({ ...s, deck, faceUp: [LOCO, LOCO, 0, 1, 2] }, 0, cards({ green: 1 }));
    const s1 = play(s, [[0, { type: 'drawFaceUp', slot: 2 }]]);
    expect(s1.discard[LOCO]).toBeGreaterThanOrEqual(s.discard[LOCO] + 3); // the display was wiped
    expect(s1.players[0].shown).toEqual(cards({ green: 1, [CARD_KINDS[0]]: 1 }));
  });
});

describe('Public record: a claim spends recorded cards first', () => {
  const r = routeBetween('srinagar', 'amritsar'); // red, length 3

  it('paying 2 red and 1 Locomotive removes 2 recorded red and the recorded Locomotive', () => {
    expect(r.tracks).toEqual(['red']);
    expect(r.length).toBe(3);
    const s = withShown(withHand(mainState(2), 0, { red: 4, loco: 1, blue: 2 }), 0, cards({ red: 3, loco: 1, blue: 2 }));
    const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'red', locos: 1 }]]);
    expect(s1.players[0].shown).toEqual(cards({ red: 1, blue: 2 }));
  });

  it('never below zero: paying more of a kind than recorded empties that kind only', () => {
    const s = withShown(withHand(mainState(2), 0, { red: 3, loco: 2 }), 0, cards({ red: 1, yellow: 0 }));
    const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'red', locos: 0 }]]);
    expect(s1.players[0].shown).toEqual(cards({}));
    expect(s1.players[0].shown?.every((n) => n >= 0)).toBe(true);
  });

  it('a payment of other kinds leaves the record as it is', () => {
    const s = withShown(withHand(mainState(2), 0, { red: 3, blue: 1, loco: 1 }), 0, cards({ blue: 1, loco: 0 }));
    const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'red', locos: 1 }]]);
    expect(s1.players[0].shown).toEqual(cards({ blue: 1 }));
  });

  it('a state saved before the record existed (no field) plays on and reads as all zeros', () => {
    const base = withHand(mainState(2), 0, { red: 3 });
    const old: TtrState = { ...base, players: base.players.map(({ shown: _, ...pl }) => pl) };
    expect(shownCards(old.players[0])).toEqual(cards({}));
    const claimed = play(old, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'red', locos: 0 }]]);
    expect(claimed.players[0].shown).toBeUndefined();
    const display = withDisplay(old, [RED, BLUE, RED, BLUE, RED]);
    expect(play(display, [[0, { type: 'drawFaceUp', slot: 1 }]]).players[0].shown).toEqual(cards({ blue: 1 }));
  });
});

describe('Public record: who sees it', () => {
  it('the observation keeps every seat’s record, for other seats and spectators alike', () => {
    const s = withShown(withShown(mainState(3), 0, cards({ red: 2, loco: 1 })), 2, cards({ blue: 1 }));
    for (const viewer of [0, 1, 2, null]) {
      const view = core.observe(s, viewer);
      expect(view.players.map((pl) => pl.shown)).toEqual(s.players.map((pl) => pl.shown));
    }
    expect(core.observe(s, 1).players[0].hand).toBeNull();
  });

  it('every player always holds at least its recorded cards (random games, every state)', () => {
    for (const [seed, n] of [
      ['shown-1', 2],
      ['shown-2', 4],
    ] as const) {
      const deciders = Array.from({ length: n }, (_, p) => randomDecider(core, deriveSeed(seed, p)));
      const { record } = runGame(core, deciders, { numPlayers: n, seed });
      let recorded = 0;
      for (const st of replayGame(core, record)) {
        for (const pl of st.players) {
          const hand = pl.hand as number[];
          expect(shownCards(pl).every((k, i) => k <= hand[i])).toBe(true);
          recorded += shownCards(pl).reduce((a, b) => a + b, 0);
        }
      }
      expect(recorded).toBeGreaterThan(0); // the games did take cards face up
    }
  });
});
