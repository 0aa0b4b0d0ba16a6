/**
 * The one cleaner of typed text (src/text/player-text.ts) against hostile strings: every Unicode
 * format character, the bidirectional controls named in the lobby's security page, combining-mark
 * floods, 10,000-character names, and seeded random mixtures of every kind of code point. Whatever
 * goes in, what comes out has nothing invisible, is NFC, trimmed with single spaces, within the
 * length in graphemes, and cleaning it again changes nothing; real names in many scripts pass as typed.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng.ts';
import { BIDI_AND_ZERO_WIDTH } from '../support/hostile-text.ts';
import { CHAT_TEXT, cleanText, graphemeCount, MAX_MARKS_IN_A_ROW, NAME_TEXT, shownText } from '../../src/text/player-text.ts';

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
const VARIATION_SELECTOR = /[\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]/u;

/** Every code point of a general category or property, as strings. */
function codePoints(pattern: RegExp): string[] {
  const out: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (pattern.test(c)) out.push(c);
  }
  return out;
}

/** The promises every cleaned text keeps. */
function expectClean(text: string, max: number): void {
  const left = [...text].find((c) => INVISIBLE.test(c) && !VARIATION_SELECTOR.test(c));
  expect(left && `U+${left.codePointAt(0)!.toString(16)}`).toBeUndefined();
  expect(text).toBe(text.normalize('NFC'));
  expect(text).toBe(text.trim());
  expect(text).not.toMatch(/\s\s|[^\S ]/);
  expect(graphemeCount(text)).toBeLessThanOrEqual(max);
  const longestRun = Math.max(0, ...(text.match(/\p{M}+/gu) ?? []).map((run) => [...run].length));
  expect(longestRun).toBeLessThanOrEqual(MAX_MARKS_IN_A_ROW);
}

describe('the cleaner of typed text', () => {
  it('removes every format character (Cf) between two letters: names and chat read “ab”', () => {
    const format = codePoints(/\p{Cf}/u);
    expect(format.length).toBeGreaterThan(150);
    for (const f of format) {
      expect(cleanText(`a${f}b`, NAME_TEXT), `U+${f.codePointAt(0)!.toString(16)}`).toEqual({ text: 'ab' });
      expect(cleanText(`a${f}b`, CHAT_TEXT)).toEqual({ text: 'ab' });
    }
  });

  it('the bidirectional and zero-width controls U+202A–202E, U+2066–2069, U+200B–200F and U+061C are removed from a name', () => {
    const controls = BIDI_AND_ZERO_WIDTH;
    for (const c of controls) expect(cleanText(`${c}b0B${c}`, NAME_TEXT)).toEqual({ text: 'b0B' });
    expect(cleanText(controls.join(''), NAME_TEXT)).toEqual({ error: 'empty name' });
  });

  it('control characters and every kind of space: one space between words, none at the ends', () => {
    expect(cleanText('\u0000 Ann\u0007\t\n\u00a0\u2028\u3000Bo\u0085b \r', NAME_TEXT)).toEqual({ text: 'Ann Bob' });
    expect(cleanText('a \u200b b', CHAT_TEXT)).toEqual({ text: 'a b' });
  });

  it('combining-mark floods are cut to a few marks a letter; a 10,000-character name is refused before any work', () => {
    const flood = cleanText(`Z${'\u0301'.repeat(1000)}oe`, CHAT_TEXT);
    expect(flood).toEqual({ text: `Ź${'\u0301'.repeat(MAX_MARKS_IN_A_ROW)}oe` });
    expect(cleanText('a'.repeat(10_000), NAME_TEXT)).toEqual({ error: 'name longer than 40 characters' });
    expect(cleanText('\u0301'.repeat(10_000), CHAT_TEXT)).toEqual({ error: 'chat message longer than 280 characters' });
    expect(shownText('x'.repeat(10_000), NAME_TEXT, '?')).toBe('x'.repeat(40));
  });

  it('length is counted in graphemes: 40 flags make a name, 41 do not; 280 accented letters typed decomposed make a message', () => {
    expect(cleanText('🇮🇳'.repeat(40), NAME_TEXT)).toEqual({ text: '🇮🇳'.repeat(40) });
    expect(cleanText('🇮🇳'.repeat(41), NAME_TEXT)).toEqual({ error: 'name longer than 40 characters' });
    expect(cleanText('e\u0301'.repeat(280), CHAT_TEXT)).toEqual({ text: 'é'.repeat(280) });
    expect(cleanText('e\u0301'.repeat(281), CHAT_TEXT)).toEqual({ error: 'chat message longer than 280 characters' });
  });

  it('real names in several scripts pass as typed (NFC), emoji keep their variation selector', () => {
    for (const name of ['Asha', 'Zoë', 'क्षत्रिय', 'ரவி', 'রবি', 'محمد', 'שרה', '李明', 'Nguyễn Thị', '❤️ Ravi'])
      expect(cleanText(name, NAME_TEXT)).toEqual({ text: name.normalize('NFC') });
    expect(cleanText('Zoe\u0308', NAME_TEXT)).toEqual({ text: 'Zoë' });
  });

  it('names refuse < and > and non-text; chat keeps markup as text', () => {
    expect(cleanText('<b>Ann</b>', NAME_TEXT)).toEqual({ error: 'name contains a character that is not allowed: <' });
    expect(cleanText(42, NAME_TEXT)).toEqual({ error: 'a name must be text' });
    expect(cleanText('<b>hi</b>', CHAT_TEXT)).toEqual({ text: '<b>hi</b>' });
  });

  it('seeded random hostile strings: whatever goes in, what comes out keeps every promise and cleaning it again changes nothing', () => {
    const rng = createRng('player-text');
    const pools = [
      codePoints(/\p{Cf}/u),
      codePoints(/\p{Cc}/u),
      codePoints(/\p{M}/u).slice(0, 2000),
      codePoints(/\p{Zs}|\p{Zl}|\p{Zp}/u),
      ['\ud800', '\udfff', '\ud83d', '\ude00'],
      ['a', 'B', '7', 'é', 'क', '्', 'ष', '🇮', '🇳', '❤', '\ufe0f', '👍', '🏽', 'ᄀ', 'ᅡ', '<', '>', ' '],
    ];
    for (let i = 0; i < 1500; i++) {
      const length = rng.int(i % 10 === 0 ? 2000 : 80);
      let raw = '';
      for (let k = 0; k < length; k++) raw += rng.pick(pools[rng.int(pools.length)]);
      for (const rule of [NAME_TEXT, CHAT_TEXT]) {
        const out = cleanText(raw, rule);
        if ('text' in out) {
          expectClean(out.text, rule.maxChars);
          expect(cleanText(out.text, rule)).toEqual(out);
        } else expect(out.error).toMatch(/^(empty|.* longer than|.* not allowed)/);
        const shown = shownText(raw, rule, '?');
        expectClean(shown, rule.maxChars);
      }
    }
  });
});
