/**
 * Chat in a match, over boardgame.io's own `chat` socket event (its client's `sendChatMessage` and
 * `chatMessages`), hardened: stock 0.50.2 relays any JSON from anyone who names a seat, stores
 * nothing and limits nothing. Here a message is accepted only from a socket that synced as a seat,
 * with that seat's current credentials; its text is cleaned and bounded (text.ts); a socket and a
 * seat may each send CHAT_LIMITS.perSecond messages a second (bursts of CHAT_LIMITS.burst); the
 * server makes the message (id, name, time), stores it with the match, then publishes it on the
 * match's channel, so every seat and spectator, on any instance, receives it.
 */
import { randomBytes } from 'node:crypto';
import type { Server as ServerTypes } from 'boardgame.io';
import { keyedLimiter } from '../hardening/addresses.ts';
import { authenticateCredentials } from '../hardening/auth.ts';
import { isPlainObject } from '../hardening/payloads.ts';
import { NAME_TEXT, shownText } from '../../text/player-text.ts';
import { ChatStore } from '../storage/chat.ts';
import type { SqlDriver } from '../storage/driver.ts';
import { CHAT_LIMITS, type StoredChatMessage } from './limits.ts';
import { cleanChatText } from './text.ts';

/** A socket's own send rate for chat (one per socket). */
export function chatSocketLimiter(): { take(): boolean } {
  const one = keyedLimiter(CHAT_LIMITS.perSecond, CHAT_LIMITS.burst, 1);
  return { take: () => one.take('') };
}

/** Who sends: the match and seat a socket synced as, and the credentials it synced with. */
export interface ChatSender {
  matchID: string;
  playerID: string;
  credentials: string | undefined;
}

/** What the chat needs from the server. */
export interface MatchChatDeps {
  driver: SqlDriver;
  /** The match's metadata now (credentials are checked against it, not against the sync's). */
  metadata(matchID: string): Promise<ServerTypes.MatchData | undefined>;
  /** Sends to every client of the match, on every instance. */
  publish(matchID: string, message: StoredChatMessage): void;
}

/** The chat of every match a server hosts. */
export class MatchChat {
  private readonly store: ChatStore;
  private readonly seats = keyedLimiter(CHAT_LIMITS.perSecond, CHAT_LIMITS.burst, CHAT_LIMITS.trackedSeats);

  constructor(private readonly deps: MatchChatDeps) {
    this.store = new ChatStore(deps.driver);
  }

  /**
   * Checks, stores and publishes a message a client sent (boardgame.io's `{ id, sender, payload }`
   * with the text as payload); resolves to the reason it was refused, or null.
   */
  async receive(from: ChatSender, message: unknown, credentials: unknown): Promise<string | null> {
    if (!isPlainObject(message) || message.sender !== from.playerID) return 'malformed chat message';
    const cleaned = cleanChatText(message.payload);
    if ('error' in cleaned) return cleaned.error;
    if (!this.seats.take(`${from.matchID}/${from.playerID}`)) return 'too many chat messages: wait a moment';
    const metadata = await this.deps.metadata(from.matchID);
    const player = metadata?.players[Number(from.playerID)];
    // The seat's credentials now: a seat that was left or taken again may not speak for it.
    const given = typeof credentials === 'string' ? credentials : from.credentials;
    if (!player || !authenticateCredentials(given, player)) return 'unauthorized';
    const stored: StoredChatMessage = {
      id: randomBytes(9).toString('base64url'),
      sender: from.playerID,
      // The seat's name cleaned again: a name stored by an older server may hold invisible characters.
      payload: { text: cleaned.text, name: shownText(player.name, NAME_TEXT, `Seat ${Number(from.playerID) + 1}`), at: Date.now() },
    };
    await this.store.add(from.matchID, stored);
    this.deps.publish(from.matchID, stored);
    return null;
  }

  /** The stored messages of a match, oldest first (sent to a client after its sync). */
  history(matchID: string): Promise<StoredChatMessage[]> {
    return this.store.recent(matchID);
  }
}
