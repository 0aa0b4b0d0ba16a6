/**
 * docs/rules/india-rails.md §10 and §14.4: every drawn event is recorded with what it did
 * (`EventLogEntry.effects`), public to every seat, numbered as the core's happenings and told in
 * words. Each kind is set up exactly on the mini map: player 0 delivers d1 (Cotton to Delhi) at
 * Delhi's 26 with the event on top of the deck. Mini events: 'derail' (within 1 of Jaipur 51),
 * 'flood' (Ganges, bridge 28–29), 'strike' (within 3 of the coast), 'storm' (desert 32 33 40 41 48 49), 'tax'.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';
import { act, MINI_CORE, MINI_GRAPH, mainGame, WEATHER_CORE, withDeckTop, withPlayer, withTrack } from './mini.ts';

const DELIVER = { type: 'deliverLoad' as const, load: 'Cotton', card: 'd1', demand: 0 };
const key = (a: number, b: number) => MINI_GRAPH.edgeKey(a, b);

/** Player `seat` about to deliver d1 in Delhi, with `top` on the deck (drawn in order). */
function drawing(top: string[], numPlayers = 2, seat = 0, options?: Parameters<typeof mainGame>[2]): IndiaRailsState {
  let s = mainGame(numPlayers, seat, options);
  s = { ...s, players: s.players.map((p, q) => ({ ...p, hand: q === seat ? ['d1', 'd2', 'd3'] : [`d${4 + q}`, `d${7 + q}`, `d${10 + (q % 3)}`] })) };
  s = withPlayer(s, seat, { at: 26, prev: null, loads: [{ load: 'Cotton' }] });
  return withDeckTop(s, ['d12', ...[...top].reverse()]);
}

/** The last event recorded, and its words. */
function lastEvent(s: IndiaRailsState) {
  const h = MINI_CORE.happenings!(s);
  const last = h[h.length - 1];
  return { entry: s.eventLog[s.eventLog.length - 1], seq: last.seq, words: MINI_CORE.describeHappening!(last) };
}

describe('The event record: floods and sand storms', () => {
  it('Flood: the record names each owner’s erased bridges; the words say whose, where, and what is forbidden', () => {
    let s = withTrack(drawing(['flood'], 3), 1, [28, 29, 30]);
    s = withTrack(s, 2, [21, 29, 28]);
    s = act(s, 0, DELIVER);
    const { entry, words } = lastEvent(s);
    expect(entry).toEqual({
      card: 'flood',
      drawer: 0,
      round: 0,
      effects: {
        erased: [
          { owner: 1, edges: [key(28, 29)] },
          { owner: 2, edges: [key(29, 28)] },
        ],
      },
    });
    expect(words.seat).toBe(0);
    expect(words.title).toBe('Flood: Ganges');
    expect(words.text).toContain('Player 2 loses 1 bridge (at ');
    expect(words.text).toContain('Player 3 loses 1 bridge (at ');
    expect(words.text).toContain('may rebuild their own first');
    expect(words.text).toContain("Until the end of Player 1's next turn nobody builds or moves over the Ganges.");
  });

  it('Flood: with no bridge over the river the record says nothing was erased', () => {
    const s = act(drawing(['flood']), 0, DELIVER);
    expect(lastEvent(s).entry.effects).toEqual({ erased: [] });
    expect(lastEvent(s).words.text).toContain('No bridges were erased');
  });

  it('Sand Storm: the segments into the desert are recorded with their owner; track outside stays off the record', () => {
    let s = withTrack(drawing(['storm']), 1, [34, 33, 32]);
    s = withTrack(s, 0, [34, 42]);
    s = act(s, 0, DELIVER);
    expect(lastEvent(s).entry.effects).toEqual({ erased: [{ owner: 1, edges: [key(34, 33), key(33, 32)] }] });
    expect(lastEvent(s).words.text).toContain('Player 2 loses 2 track segments (at ');
    expect(lastEvent(s).words.text).toContain('nobody builds or moves into the desert of Mini desert');
  });
});

describe('The event record: derailments', () => {
  it('Derailment: a train with one kind of load loses it at once; the record names the load and the lost turn', () => {
    const s = act(withPlayer(drawing(['derail']), 1, { at: 43, loads: [{ load: 'Goats' }] }), 0, DELIVER);
    expect(lastEvent(s).entry.effects).toEqual({ trains: [{ seat: 1, at: 43, losesTurn: true, lost: 'Goats' }] });
    expect(lastEvent(s).words.text).toContain("Player 2's train, at ");
    expect(lastEvent(s).words.text).toContain('loses its Goats, and Player 2 loses the next turn.');
  });

  it('Lost Loads: with two kinds aboard the record says the owner chooses (his loseLoad move names it)', () => {
    const s = act(withPlayer(drawing(['derail']), 1, { at: 43, loads: [{ load: 'Goats' }, { load: 'Mica' }] }), 0, DELIVER);
    expect(lastEvent(s).entry.effects).toEqual({ trains: [{ seat: 1, at: 43, losesTurn: true, choosing: true }] });
    expect(lastEvent(s).words.text).toContain('loses one of its loads (Player 2 chooses which)');
  });

  it('Derailment of the drawer: he loses the rest of this turn and the next; an empty train is recorded too', () => {
    let s = withPlayer(drawing(['derail']), 0, { at: 51, loads: [{ load: 'Cotton' }, { load: 'Goats' }] });
    s = withPlayer(s, 1, { at: 43, loads: [] });
    s = act(s, 0, { type: 'deliverLoad', load: 'Cotton', card: 'd3', demand: 1 });
    expect(lastEvent(s).entry.effects).toEqual({
      trains: [
        { seat: 0, at: 51, losesTurn: true, lost: 'Goats' },
        { seat: 1, at: 43, losesTurn: true },
      ],
    });
    expect(lastEvent(s).words.text).toContain('Player 1 loses the rest of this turn and the next.');
    expect(lastEvent(s).words.text).toContain('had no load to lose, and Player 2 loses the next turn.');
  });

  it('Additional Trains: a second train in the area loses its first load, recorded as the second train', () => {
    let s = drawing(['derail'], 2, 0, { variants: { additionalTrains: true } });
    s = withPlayer(s, 1, { at: 10, second: { loco: 'freight', at: 43, prev: null, loads: [{ load: 'Mica' }, { load: 'Goats' }] } });
    s = act(s, 0, DELIVER);
    expect(lastEvent(s).entry.effects).toEqual({ trains: [{ seat: 1, train: 1, at: 43, losesTurn: true, lost: 'Mica' }] });
    expect(lastEvent(s).words.text).toContain("Player 2's second train, at ");
  });

  it('Derailment with no train in range: the record has no train and the words say so', () => {
    const s = act(drawing(['derail']), 0, DELIVER);
    expect(lastEvent(s).entry.effects).toEqual({ trains: [] });
    expect(lastEvent(s).words.text).toContain('No train was within 1 milepost of Jaipur.');
  });
});

describe('The event record: strikes, tax, half rate', () => {
  it('Rail Strike: the trains standing in the strike area are recorded; the words give the rule and its end', () => {
    const s = act(withPlayer(drawing(['strike']), 1, { at: 17 }), 0, DELIVER);
    expect(lastEvent(s).entry.effects).toEqual({
      trains: [
        { seat: 0, at: 26 },
        { seat: 1, at: 17 },
      ],
    });
    expect(lastEvent(s).words.text).toContain('stand in the strike');
    expect(lastEvent(s).words.text).toContain('no load is picked up or delivered within 3 mileposts of the coast');
  });

  it('Excess Profits Tax: what every seat paid is recorded, nothing included', () => {
    let s = drawing(['tax'], 3);
    s = withPlayer(s, 1, { cash: 120 });
    s = withPlayer(s, 2, { cash: 20 });
    s = { ...s, bank: s.bank - 70 + 30 };
    s = act(s, 0, DELIVER); // player 0: 50 + 8 = 58 → 10
    expect(lastEvent(s).entry.effects).toEqual({ paid: [10, 15, 0] });
    expect(lastEvent(s).words.text).toContain('Player 1 10M, Player 2 15M and Player 3 nothing');
  });

  it('Half Rate: the drawer’s movement left before and after halving is recorded', () => {
    const core = WEATHER_CORE;
    let s = drawing(['weather']);
    s = { ...s, turn: { ...s.turn, moved: 2 } };
    s = core.apply(s, 0, DELIVER, createRng(1));
    expect(s.eventLog[0].effects).toEqual({ slowed: { from: 7, to: 4 } });
    expect(core.describeHappening!(core.happenings!(s)[0]).text).toContain("Player 1's train has 4 mileposts left this turn instead of 7.");
  });
});

describe('The event record is public and numbered', () => {
  it('two events drawn by one delivery are recorded in the order drawn, numbered 1 and 2', () => {
    const s = act(drawing(['strike', 'tax']), 0, DELIVER);
    expect(s.eventLog.map((e) => e.card)).toEqual(['strike', 'tax']);
    expect(MINI_CORE.happenings!(s).map((h) => h.seq)).toEqual([1, 2]);
  });

  it('every seat and a spectator see the whole record', () => {
    const s = act(withTrack(drawing(['flood']), 1, [28, 29, 30]), 0, DELIVER);
    for (const p of [0, 1, null]) expect(MINI_CORE.observe(s, p).eventLog).toEqual(s.eventLog);
  });

  it('a record kept before effects were recorded is still told: who drew which card', () => {
    const s = { ...mainGame(), eventLog: [{ card: 'flood', drawer: 1, round: 3 }] };
    const words = MINI_CORE.describeHappening!(MINI_CORE.happenings!(s)[0]);
    expect(words).toEqual({
      seat: 1,
      title: 'Flood: Ganges',
      text: "Player 2 drew it. Until the end of Player 2's next turn nobody builds or moves over the Ganges.",
    });
  });
});
