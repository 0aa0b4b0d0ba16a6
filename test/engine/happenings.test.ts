/**
 * Happenings (docs/architecture.md §2.1): what a move brought about beyond itself rides on its
 * boardgame.io log entry (`metadata.happenings`), so every viewer's move log can tell it in place.
 * A toy core: Nim whose every take of three counters goes on a public record (test/fixtures/nim-happenings.ts).
 */
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { type CoreG, coreMove, coreSetup, coreTurnOrder, plainStatePlugin } from '../../src/engine/bgio.ts';
import type { Happening } from '../../src/engine/core.ts';
import { happeningsOf, happeningWords, newHappenings } from '../../src/engine/happenings.ts';
import { Nim } from '../fixtures/nim.ts';
import { RecordedNim, type RecordedNimState } from '../fixtures/nim-happenings.ts';

const game: Game<CoreG<RecordedNimState>> = {
  name: 'nim',
  setup: coreSetup(RecordedNim as never),
  moves: { take: coreMove(RecordedNim, 'take') },
  plugins: [plainStatePlugin],
  turn: { order: coreTurnOrder(RecordedNim) },
};

describe('happenings on the log', () => {
  it('a move that brings a happening about carries it as its log entry’s metadata; other moves carry none', () => {
    const c = Client({ game, numPlayers: 2, debug: false });
    c.start();
    c.moves.take({ n: 2 });
    c.updatePlayerID('1');
    c.moves.take({ n: 3 });
    c.updatePlayerID('0');
    c.moves.take({ n: 3 });
    const log = c.getState()!.log.filter((e) => e.action.type === 'MAKE_MOVE');
    c.stop();
    expect(log.map((e) => happeningsOf(e.metadata))).toEqual([[], [{ seq: 1, seat: 1 }], [{ seq: 2, seat: 0 }]]);
  });

  it('newHappenings: the entries past the last one the earlier state held', () => {
    const s = { ...Nim.setup(2, undefined, { int: () => 0 } as never), bigTakes: [{ seq: 1, seat: 0 }] };
    const t = { ...s, bigTakes: [...s.bigTakes, { seq: 2, seat: 1 }, { seq: 3, seat: 0 }] };
    expect(newHappenings(RecordedNim, s, t)).toEqual([
      { seq: 2, seat: 1 },
      { seq: 3, seat: 0 },
    ]);
    expect(newHappenings(RecordedNim, t, t)).toEqual([]);
    expect(newHappenings(Nim, s, t)).toEqual([]);
  });

  it('happeningsOf reads only well-formed metadata: a log from another version gives none', () => {
    expect(happeningsOf(undefined)).toEqual([]);
    expect(happeningsOf({ happenings: 'no' })).toEqual([]);
    expect(happeningsOf({ happenings: [{ seq: 1 }, null, { seq: 'x' }, 7] })).toEqual([{ seq: 1 }]);
  });

  it('happeningWords: the core’s words, or null when it has none or cannot word the entry', () => {
    expect(happeningWords(RecordedNim, { seq: 1, seat: 1 } as Happening)).toEqual({ seat: 1, title: 'A big take', text: 'Player 2 took three' });
    expect(happeningWords(Nim, { seq: 1 })).toBeNull();
    const throwing = {
      ...RecordedNim,
      describeHappening: () => {
        throw new Error('unknown');
      },
    };
    expect(happeningWords(throwing, { seq: 1 })).toBeNull();
  });
});
