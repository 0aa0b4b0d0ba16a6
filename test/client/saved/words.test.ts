/** A saved game in words on the home page (src/client/saved/words.ts): players with bot levels, progress, when. */
import { describe, expect, it } from 'vitest';
import { firstSummary } from '../../../src/client/saved/summary.ts';
import { playersWords, progressWords, whenWords } from '../../../src/client/saved/words.ts';

const settings = { players: 3, names: ['Asha', 'Ravi'], bots: ['hard' as const], variants: [], seed: 's', botDelay: 0 };
const base = firstSummary('abcdef123456', 'ttr-india', settings, ['Asha', 'Ravi', 'Bot 1'], 0);

describe('saved game words', () => {
  it('names the people, then each bot with its level', () => {
    expect(playersWords(base)).toBe('Asha, Ravi, Bot 1 (hard)');
  });

  it('says the round and who is to play, "Not started" before the deal, and the result once over', () => {
    expect(progressWords(base)).toBe('Not started');
    expect(progressWords({ ...base, round: 3, toPlay: ['Ravi'] })).toBe('Round 3 · Ravi to play');
    expect(progressWords({ ...base, over: true, result: { winners: [1], scores: [40, 52, 31] } })).toBe('Finished: Ravi won (Asha 40, Ravi 52, Bot 1 31)');
  });

  it('says when in words: just now, minutes, hours, yesterday, then the date', () => {
    const now = Date.UTC(2026, 11, 8, 12);
    expect(whenWords(now - 20_000, now)).toBe('just now');
    expect(whenWords(now - 60_000, now)).toBe('1 minute ago');
    expect(whenWords(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(whenWords(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(whenWords(now - 30 * 3_600_000, now)).toBe('yesterday');
    expect(whenWords(now - 5 * 86_400_000, now)).toMatch(/2026/);
  });
});
