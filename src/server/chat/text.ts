/**
 * The text of a chat message as the server keeps it: the shared cleaner of typed text
 * (src/text/player-text.ts: invisible and bidirectional characters removed, white space made single
 * spaces, NFC, 1 to CHAT_LIMITS.maxChars graphemes). The client shows it as React text, so markup
 * stays text; cleaning here keeps the stored history and every other consumer safe as well.
 */
import { CHAT_TEXT, type CleanedText, cleanText } from '../../text/player-text.ts';

/** The cleaned text of a message a client sent (a string, or `{ text }`), or why it is refused. */
export function cleanChatText(raw: unknown): CleanedText {
  const value = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as { text?: unknown }).text : raw;
  return cleanText(value, CHAT_TEXT);
}
