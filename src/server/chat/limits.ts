/** Limits on chat in a match (docs/server.md, "Chat"). */
import { CHAT_TEXT } from '../../text/player-text.ts';

/** The chat's limits. */
export const CHAT_LIMITS = {
  /** Longest message, in graphemes after cleaning (src/text/player-text.ts). */
  maxChars: CHAT_TEXT.maxChars,
  /** Messages a socket, and a seat, may send per second on average … */
  perSecond: 1,
  /** … and in a burst. */
  burst: 5,
  /** Messages kept per match (older ones are deleted) and sent to a client when it syncs. */
  historyKept: 100,
  /** Seats whose send rate is remembered at once (idle ones are forgotten past this). */
  trackedSeats: 10_000,
} as const;

/** A chat message as stored and as every client receives it (boardgame.io's ChatMessage shape). */
export interface StoredChatMessage {
  /** Made by the server (the client's own id is not trusted). */
  id: string;
  /** The seat that sent it. */
  sender: string;
  payload: {
    /** Cleaned text (text.ts). */
    text: string;
    /** The seat's name when it was sent. */
    name: string;
    /** Server time, milliseconds since 1970. */
    at: number;
  };
}
