/**
 * The plain-JSON state and the actions of Ticket to Ride – India (docs/rules/ttr-india.md).
 * State holds ids and counts only: hands are counts per card kind, the deck is a list of card-kind
 * indices, route ownership is one number per track.
 */
import type { Seat } from '../../../engine/core.ts';
import type { CardKind } from '../data/types.ts';
import type { TtrParams } from '../params.ts';
import type { TtrHappening } from './happenings.ts';

/** A hidden card in an observation's deck. */
export const HIDDEN_CARD = -1;
/** An empty face-up slot (deck and discard both empty). */
export const EMPTY_SLOT = -1;
/** A hidden ticket id in an observation's ticket deck. */
export const HIDDEN_TICKET = '';
/** `owners[track]` of an unclaimed track. */
export const UNCLAIMED = -1;

/** One player's holdings. Hidden parts are null in other players' observations; the counts stay visible. */
export interface TtrPlayer {
  /** Cards held, as counts per card kind (index order of `CARD_KINDS`); null when hidden. */
  hand: number[] | null;
  handSize: number;
  trains: number;
  /** Route points scored so far (the route table). */
  routePoints: number;
  /** Kept tickets and Mail Charters; null when hidden. */
  tickets: string[] | null;
  ticketCount: number;
  /** Tickets (and at the opening a charter) offered and not yet chosen; null when hidden. */
  offer: string[] | null;
  offerCount: number;
  /**
   * Public bookkeeping (no rule reads it): the cards of each kind (index order of `CARD_KINDS`) this
   * player took face up and has not provably spent since. A claim's payment is public, and removes
   * what it paid of each kind from here first, never below zero; so the hand holds at least these.
   * Visible to everyone. Missing in states saved before it existed: read it through `shownCards`.
   */
  shown?: number[];
}

/** The game's phase: the simultaneous opening ticket choice, main play, the last round, or over. */
export type TtrPhase = 'opening' | 'main' | 'lastRound' | 'over';

/** The whole state of a game. */
export interface TtrState {
  numPlayers: number;
  params: TtrParams;
  phase: TtrPhase;
  /** Whose turn it is (main play and last round). */
  current: Seat;
  /** The seat drawn at random to take the first turn. */
  firstPlayer: Seat;
  /** Turns completed after the opening. */
  turns: number;
  /** Cards taken so far this turn by a draw-cards action (0 or 1). */
  drawn: number;
  /** The draw pile, card-kind indices, top card last; `HIDDEN_CARD` entries in observations. */
  deck: number[];
  /** The face-up display: card-kind indices or `EMPTY_SLOT`. */
  faceUp: number[];
  /** The discard pile as counts per card kind (its order never matters: it is shuffled before reuse). */
  discard: number[];
  /** The ticket deck, top first; returned tickets go to the end; `HIDDEN_TICKET` entries in observations. */
  ticketDeck: string[];
  /** Owner seat of each track (index of `TRACKS`), or `UNCLAIMED`. */
  owners: number[];
  /** Monsoon Season has begun (the first reshuffle happened). */
  monsoon: boolean;
  /** Turns left in the last round, or null before it starts. */
  finalTurns: number | null;
  /** Consecutive turns in which the player could only pass. */
  passes: number;
  players: TtrPlayer[];
  /**
   * Public bookkeeping (no rule reads it): the latest times the card supply acted by itself — Monsoon
   * Season beginning, the face-up display wiped (happenings.ts). Missing until the first one.
   */
  happenings?: TtrHappening[];
}

/** Draw the top card of the deck (reshuffling the discard pile into a new deck when it is empty). */
export interface DrawFromDeck {
  type: 'drawFromDeck';
}
/** Take the face-up card in slot 0..faceUpCount-1. */
export interface DrawFaceUp {
  type: 'drawFaceUp';
  slot: number;
}
/**
 * Claim track `track` (0 or 1) of `route`, paying its length: `locos` locomotives and the rest in
 * `colour`. When every card paid is a locomotive, `colour` is 'loco'.
 */
export interface ClaimRoute {
  type: 'claimRoute';
  route: string;
  track: number;
  colour: CardKind;
  locos: number;
}
/** Draw tickets (the rest of the turn is the choice of which to keep). */
export interface DrawTickets {
  type: 'drawTickets';
}
/** Keep these offered tickets (and charter), each once, in any order (stored in offer order); the rest go back. */
export interface KeepTickets {
  type: 'keepTickets';
  keep: string[];
}
/** Only when nothing else is legal (every card and ticket is gone and nothing can be claimed). */
export interface Pass {
  type: 'pass';
}

/** Every action of the game. */
export type TtrAction = DrawFromDeck | DrawFaceUp | ClaimRoute | DrawTickets | KeepTickets | Pass;

/** The options `setup` takes (boardgame.io's setupData). `seed` is read by the wiring, not the core. */
export interface TtrOptions {
  params?: Partial<TtrParams>;
  seed?: string;
}
