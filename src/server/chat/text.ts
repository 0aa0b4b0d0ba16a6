/**
 * The text of a chat message as the server keeps it: a string of 1 to CHAT_LIMITS.maxChars
 * characters, control characters and bidirectional overrides removed, runs of white space made one
 * space. The client shows it as React text, so markup stays text; cleaning here keeps the stored
 * history and every other consumer (logs, a future export) safe as well.
 */
import { CHAT_LIMITS } from './limits.ts';

// C0 and C1 control characters, and the bidi embeddings, overrides and isolates that could make a
// message read backwards (U+202A–U+202E, U+2066–U+2069), and zero-width joiners used to hide text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** The cleaned text of a message a client sent, or why it is refused. */
export function cleanChatText(raw: unknown): { text: string } | { error: string } {
  const value = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as { text?: unknown }).text : raw;
  if (typeof value !== 'string') return { error: 'a chat message must be text' };
  // Bound the work before cleaning: a message this long is refused whatever it contains.
  if (value.length > CHAT_LIMITS.maxChars * 4) return { error: `chat message longer than ${CHAT_LIMITS.maxChars} characters` };
  const text = value.replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
  if (text.length === 0) return { error: 'empty chat message' };
  if ([...text].length > CHAT_LIMITS.maxChars) return { error: `chat message longer than ${CHAT_LIMITS.maxChars} characters` };
  return { text };
}
