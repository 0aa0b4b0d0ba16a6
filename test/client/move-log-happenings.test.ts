/**
 * What moves brought about (an event card drawn, the face-up cards replaced) in the move log: each
 * happening on its log entry's metadata is told on a line right after its move, in the core's words,
 * and marked to be announced when the viewer has not seen it yet. A toy core: Nim recording every
 * take of three (test/fixtures/nim-happenings.ts).
 */
import type { LogEntry } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { MoveLogReader } from '../../src/client/ui/useMoveLog.ts';
import { createRng } from '../../src/engine/rng.ts';
import { type BigTake, RecordedNim, type RecordedNimState } from '../fixtures/nim-happenings.ts';

/** The log entry of `seat` taking `n` on state `id`, carrying `happenings` when given. */
function entry(id: number, seat: number, n: number, happenings?: BigTake[]): LogEntry {
  const action = { type: 'MAKE_MOVE', payload: { type: 'take', args: [{ n }], playerID: String(seat) } };
  return { action, _stateID: id, turn: id + 1, phase: 'default', ...(happenings ? { metadata: { happenings } } : {}) } as LogEntry;
}

/** A two-player game where `current` is to act. */
function state(current: number): RecordedNimState {
  return { ...RecordedNim.setup(2, { pile: 30 }, createRng('nim')), current };
}

/** The lines in short: "move" or "told: <text> (fresh|listed)". */
function shape(lines: ReturnType<MoveLogReader['update']>): string[] {
  return lines.map((l) => (l.happening ? `told ${l.happening.title}: ${l.text} (${l.happening.fresh ? 'fresh' : 'listed'})` : `move ${l.text}`));
}

describe('happenings in the move log', () => {
  it('a happening is told right after the move that brought it, and announced when it comes after the page opened', () => {
    const reader = new MoveLogReader(RecordedNim);
    reader.update(state(0), 0, []);
    reader.update(state(1), 1, [entry(0, 0, 2)]);
    const lines = reader.update(state(0), 2, [entry(0, 0, 2), entry(1, 1, 3, [{ seq: 1, seat: 1 }])]);
    expect(shape(lines)).toEqual(['move Player 1 takes 2', 'move Player 2 takes 3', 'told A big take: Player 2 took three (fresh)']);
    expect(lines[2].seat).toBe(1);
  });

  it('opened mid-game: what happened since the player to act last moved is announced, earlier happenings only listed', () => {
    const log = [entry(0, 0, 3, [{ seq: 1, seat: 0 }]), entry(1, 1, 3, [{ seq: 2, seat: 1 }]), entry(2, 0, 1), entry(3, 1, 3, [{ seq: 3, seat: 1 }])];
    const lines = new MoveLogReader(RecordedNim).update(state(0), 4, log);
    expect(shape(lines).filter((l) => l.startsWith('told'))).toEqual([
      'told A big take: Player 1 took three (listed)',
      'told A big take: Player 2 took three (listed)',
      'told A big take: Player 2 took three (fresh)',
    ]);
  });

  it('opened before the player to act ever moved: everything the log holds is announced', () => {
    const lines = new MoveLogReader(RecordedNim).update(state(1), 1, [entry(0, 0, 3, [{ seq: 1, seat: 0 }])]);
    expect(lines[1].happening).toEqual({ title: 'A big take', fresh: true });
  });

  it('older moves fetched later are listed, never announced; a resync tells nothing twice', () => {
    const reader = new MoveLogReader(RecordedNim);
    const recent = [entry(5, 1, 3, [{ seq: 2, seat: 1 }])];
    reader.update(state(0), 6, recent);
    const lines = reader.update(state(0), 6, [entry(4, 0, 3, [{ seq: 1, seat: 0 }]), ...recent, ...recent]);
    expect(shape(lines)).toEqual([
      'move Player 1 takes 3',
      'told A big take: Player 1 took three (listed)',
      'move Player 2 takes 3',
      'told A big take: Player 2 took three (fresh)',
    ]);
  });

  it('metadata the core cannot read (a log from another version) leaves only the move’s line', () => {
    const odd = { ...entry(0, 0, 3), metadata: { happenings: [{ seq: 'one' }] } } as LogEntry;
    const throwing = {
      ...RecordedNim,
      describeHappening: () => {
        throw new Error('unknown record');
      },
    };
    expect(shape(new MoveLogReader(RecordedNim).update(state(1), 1, [odd]))).toEqual(['move Player 1 takes 3']);
    expect(shape(new MoveLogReader(throwing).update(state(1), 1, [entry(0, 0, 3, [{ seq: 1, seat: 0 }])]))).toEqual(['move Player 1 takes 3']);
  });
});
