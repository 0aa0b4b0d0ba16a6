/**
 * What a board needs to know besides boardgame.io's props: the players' names and kinds, which bots
 * are thinking, and a hint service. Local play and the lobby both provide it, so boards stay the same.
 */
import type { LogEntry } from 'boardgame.io';
import { createContext, useContext } from 'react';
import type { ClockInfo } from '../lobby/clock.ts';

/** One seat of the match as the page shows it. */
export interface SeatInfo {
  name: string;
  /** 'human' or a bot level. */
  kind: 'human' | 'random' | 'easy' | 'medium' | 'hard' | 'remote';
}

/** A suggested action (a core action) and its description. */
export interface Hint {
  action: { type: string; [k: string]: unknown };
  text: string;
}

/** The session a board is played in. */
export interface Session {
  seats: SeatInfo[];
  /** Seats whose bot is choosing a move now. */
  thinking: number[];
  /** A problem worth showing (a bot failed, the connection dropped, …). */
  error?: string;
  /** Asks the medium bot what the viewing player should do; undefined when hints are unavailable. */
  requestHint?: (observation: unknown, seat: number) => Promise<{ type: string; [k: string]: unknown }>;
  /** Log entries made before state `before` (a page), when the server sent only the newest ones. */
  loadOlderLog?: (before: number) => Promise<LogEntry[]>;
  /** A clocked lobby match's deadlines (lobby/clock.ts); undefined without a turn clock. */
  fetchClock?: () => Promise<ClockInfo>;
  /** Leaves a lobby match for good (a bot then holds the seat until someone takes it); undefined elsewhere. */
  leave?: () => void;
  /** The name of the person the board is shown to, when several people share this device (pass-and-play). */
  viewer?: string;
  /** Where "New game" and "Home" lead. */
  homeHref: string;
  /** The match's chat (lobby matches only; ui/Chat.tsx). */
  chat?: ChatSession;
  /** One click to play the same setup again (ui/Rematch.tsx). */
  rematch?: RematchSession;
  /** An online match's name, for the "your turn" notification; undefined in local play (no notifications). */
  matchName?: string;
  /** Opens the game's how-to-play page over the board (the game goes on underneath); undefined when there is none. */
  openHelp?: () => void;
  /**
   * The viewer's own views just before and after the move made on state `stateID`, when the page
   * can rebuild them (a saved local game taken up after a reload), so the move log words the moves
   * made before the page loaded as they were seen; undefined elsewhere.
   */
  pastViews?: (stateID: number) => { before: unknown; after: unknown } | null;
}

/** A chat message as the board shows it. */
export interface ChatLine {
  id: string;
  seat: number;
  name: string;
  text: string;
  at: number;
}

/** The chat of a lobby match: boardgame.io's messages, and a sender for seated players. */
export interface ChatSession {
  messages: readonly unknown[];
  /** Undefined for spectators. */
  send?: (text: string) => void;
  /** Why the server refused the last message, if it did. */
  refused?: string;
}

/** A rematch: start (or join) it; `offered` says whether another player already asked. */
export interface RematchSession {
  start(): Promise<void> | void;
  offered?: () => Promise<boolean>;
}

const SessionContext = createContext<Session>({ seats: [], thinking: [], homeHref: '#/' });

/** Provides the session to a board. */
export const SessionProvider = SessionContext.Provider;

/** The session of the board being rendered. */
export function useSession(): Session {
  return useContext(SessionContext);
}

/** A seat's display name. */
export function seatName(session: Session, seat: number): string {
  return session.seats[seat]?.name ?? `Player ${seat + 1}`;
}
