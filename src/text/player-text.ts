/**
 * The one cleaner of every text a person types that other people see (player names, chat): the
 * server applies it at every entry (create, join, update, chat, rematch) and the client again when
 * it shows the text, so a name stored before a rule changed is shown clean too.
 *
 * Cleaning: every kind of white space becomes one space; control, format (bidirectional embeddings,
 * overrides, isolates and marks, zero-width spaces and joiners, the Arabic letter mark, soft
 * hyphens, tags) and other invisible characters are removed; combining marks on one letter are kept
 * up to MAX_MARKS_IN_A_ROW; the result is in Unicode normal form C and trimmed. Its length is counted
 * in graphemes, the characters a person sees (Intl.Segmenter), and must be 1 to the rule's maximum.
 * No import: the server and the browser share it.
 */

/** What a kind of text may be, and how its refusals name it. */
export interface TextRule {
  /** The text's name in a refusal ("chat message", "name"). */
  label: string;
  /** Longest text, in graphemes. */
  maxChars: number;
  /** Visible characters refused as well (the names' `<>`). */
  forbidden?: string;
}

/** A cleaned text, or why it is refused. */
export type CleanedText = { text: string } | { error: string };

/** A player's name: 1 to 40 characters, no `<` or `>`. */
export const NAME_TEXT: TextRule = Object.freeze({ label: 'name', maxChars: 40, forbidden: '<>' });

/** A chat message: 1 to 280 characters. */
export const CHAT_TEXT: TextRule = Object.freeze({ label: 'chat message', maxChars: 280 });

/** Combining marks kept on one letter (scripts need up to three or four; more only stack into a tower). */
export const MAX_MARKS_IN_A_ROW = 4;

/**
 * Code units looked at per grapheme allowed: a longer raw text is refused before any work is done
 * (a grapheme of the longest legitimate kind, a letter with its marks or an emoji with its
 * modifiers, stays well under this).
 */
const RAW_UNITS_PER_CHAR = 16;

/** White space: the ASCII controls that space text, and every space and line or paragraph separator (U+FEFF is a format character: removed). */
const SPACES = /[\t\n\v\f\r\p{Zs}\p{Zl}\p{Zp}]+/gu;
/** Control, format, lone surrogates and the other default-ignorable (invisible) code points. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;
/** Variation selectors are default-ignorable but choose how an emoji or a CJK character looks: kept. */
const VARIATION_SELECTOR = /^[\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]$/u;
const MARK_RUN = /\p{M}+/gu;

let segmenter: Intl.Segmenter | undefined;

/** The number of graphemes (characters as a person sees them) in `text`. */
export function graphemeCount(text: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/** The first `max` graphemes of `text`. */
function firstGraphemes(text: string, max: number): string {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let out = '';
  let n = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (n++ === max) break;
    out += segment;
  }
  return out;
}

/** `raw` with the invisible characters removed, white space made single spaces, marks bounded, in NFC, trimmed. */
function scrub(raw: string): string {
  const visible = raw
    .replace(SPACES, ' ')
    .replace(HIDDEN, (c) => (VARIATION_SELECTOR.test(c) ? c : ''))
    .normalize('NFC')
    .replace(MARK_RUN, (run) => [...run].slice(0, MAX_MARKS_IN_A_ROW).join(''));
  // Removing characters can bring two spaces together, and dropping marks can leave a text that
  // composes further: normalise and collapse once more (cleaning twice changes nothing).
  return visible.normalize('NFC').replace(SPACES, ' ').replace(/^ | $/g, '');
}

/** The cleaned text of `raw` under `rule`, or why it is refused. */
export function cleanText(raw: unknown, rule: TextRule): CleanedText {
  if (typeof raw !== 'string') return { error: `a ${rule.label} must be text` };
  if (raw.length > rule.maxChars * RAW_UNITS_PER_CHAR) return { error: `${rule.label} longer than ${rule.maxChars} characters` };
  const text = scrub(raw);
  if (text.length === 0) return { error: `empty ${rule.label}` };
  if (graphemeCount(text) > rule.maxChars) return { error: `${rule.label} longer than ${rule.maxChars} characters` };
  const bad = rule.forbidden ? [...text].find((c) => rule.forbidden!.includes(c)) : undefined;
  if (bad !== undefined) return { error: `${rule.label} contains a character that is not allowed: ${bad}` };
  return { text };
}

/**
 * A text as a page shows it, whatever arrived: cleaned as `cleanText` does and cut to the rule's
 * length; `fallback` when nothing visible is left. For rendering only: it never refuses.
 */
export function shownText(raw: unknown, rule: TextRule, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  const text = scrub(raw.slice(0, rule.maxChars * RAW_UNITS_PER_CHAR));
  return text.length === 0 ? fallback : firstGraphemes(text, rule.maxChars).trimEnd();
}
