/**
 * Presence as the board shows it (src/client/lobby/presence.ts, src/client/ui/PresenceNotice.tsx):
 * a seat disconnected shows as away only after the grace (a reload never flickers), shows as back for
 * a while once it connects again after being shown away, and the banner's sentences say what
 * happens next with and without a turn clock.
 */
import { describe, expect, it } from 'vitest';
import { AWAY_GRACE_MS, BACK_NOTICE_MS, backSeats, isAway, NO_PRESENCE, nextChange, seenConnections } from '../../src/client/lobby/presence.ts';
import { awayWords, namesInWords, timeInWords } from '../../src/client/ui/PresenceNotice.tsx';

describe('presence of the seats', () => {
  it('a seat gone for less than the grace (a reload) is never away and never “back”', () => {
    let s = seenConnections(NO_PRESENCE, [undefined, true], 0);
    s = seenConnections(s, [undefined, false], 1000);
    expect(isAway(s, 1, 1000 + AWAY_GRACE_MS - 1)).toBe(false);
    expect(nextChange(s, 1000)).toBe(1000 + AWAY_GRACE_MS);
    s = seenConnections(s, [undefined, true], 1000 + AWAY_GRACE_MS - 1);
    expect(isAway(s, 1, 1000 + AWAY_GRACE_MS)).toBe(false);
    expect(backSeats(s, 1000 + AWAY_GRACE_MS)).toEqual([]);
  });

  it('a seat gone past the grace is away; when it connects again it is back for a while, then nothing', () => {
    let s = seenConnections(NO_PRESENCE, [true, false, undefined], 0);
    s = seenConnections(s, [true, false, undefined], 2000);
    expect(isAway(s, 1, AWAY_GRACE_MS)).toBe(true);
    expect(isAway(s, 0, AWAY_GRACE_MS)).toBe(false);
    expect(isAway(s, 2, AWAY_GRACE_MS)).toBe(false);
    s = seenConnections(s, [true, true, undefined], 9000);
    expect(isAway(s, 1, 9000)).toBe(false);
    expect(backSeats(s, 9000)).toEqual([1]);
    expect(nextChange(s, 9000)).toBe(9000 + BACK_NOTICE_MS);
    expect(backSeats(s, 9000 + BACK_NOTICE_MS)).toEqual([]);
    // A blip shorter than the grace (a second connection replacing the first) keeps the notice …
    s = seenConnections(s, [true, false, undefined], 9500);
    s = seenConnections(s, [true, true, undefined], 9600);
    expect(backSeats(s, 9600)).toEqual([1]);
    // … gone again for good: no longer "back" once away.
    s = seenConnections(s, [true, false, undefined], 10_000);
    expect(backSeats(s, 10_000 + AWAY_GRACE_MS)).toEqual([]);
    expect(isAway(s, 1, 10_000 + AWAY_GRACE_MS)).toBe(true);
  });

  it('a seat that becomes a bot (a stand-in) is neither away nor back', () => {
    let s = seenConnections(NO_PRESENCE, [true, false], 0);
    s = seenConnections(s, [true, undefined], AWAY_GRACE_MS + 1);
    expect(isAway(s, 1, AWAY_GRACE_MS + 1)).toBe(false);
    expect(backSeats(s, AWAY_GRACE_MS + 1)).toEqual([]);
  });

  it('the banner says what happens next: a bot of the clock’s level and when, or the game waits', () => {
    expect(awayWords(['Ravi'])).toBe('Waiting for Ravi, who is away: the game goes on when Ravi comes back.');
    expect(awayWords(['Ravi', 'Asha'])).toBe('Waiting for Ravi and Asha, who are away: the game goes on when they come back.');
    expect(awayWords(['Ravi'], { level: 'medium', leftMs: 40_000 })).toBe('Ravi is away — a medium bot plays for Ravi in 40 s.');
    expect(awayWords(['Ravi'], { level: 'hard' })).toBe('Ravi is away — a hard bot plays for Ravi when the turn clock runs out.');
    expect(awayWords(['Ravi'], { level: 'easy', leftMs: 0 })).toBe('Ravi is away — the easy bot is playing for Ravi.');
    expect(namesInWords(['A', 'B', 'C'])).toBe('A, B and C');
    expect([timeInWords(119_000), timeInWords(120_000), timeInWords(3 * 3600_000 + 60_000), timeInWords(50 * 3600_000)]).toEqual([
      '119 s',
      '2 min',
      '3 h 1 min',
      '2 d 2 h',
    ]);
  });
});
