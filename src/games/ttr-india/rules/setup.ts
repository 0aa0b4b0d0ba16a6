/**
 * Setup (docs/rules/ttr-india.md §3): shuffle and deal four cards each, turn five face up (with the wipe), deal
 * four tickets and one Mail Charter to each player for the simultaneous secret choice, and draw the
 * first player at random (docs/rules/ttr-india.md §3).
 */
import type { Rng } from '../../../engine/rng.ts';
import { TTR_INDIA_ABOUT } from '../about.ts';
import { TRACKS } from '../data/board.ts';
import { FULL_DECK } from '../data/deck.ts';
import { MAIL_CHARTERS, TICKETS } from '../data/tickets.ts';
import { CARD_KINDS } from '../data/types.ts';
import { resolveParams } from '../params.ts';
import { refillDisplay } from './cards.ts';
import { noneShown } from './shown.ts';
import { EMPTY_SLOT, type TtrOptions, type TtrPlayer, type TtrState, UNCLAIMED } from './state.ts';

/** Fewest and most players, as the game's definition declares them. */
export const MIN_PLAYERS = TTR_INDIA_ABOUT.minPlayers;
export const MAX_PLAYERS = TTR_INDIA_ABOUT.maxPlayers;

/** The initial state: everyone is choosing their opening tickets. */
export function setup(numPlayers: number, options: TtrOptions | undefined, rng: Rng): TtrState {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    throw new Error(`ttr-india: ${numPlayers} players; the game takes ${MIN_PLAYERS}–${MAX_PLAYERS}`);
  }
  const params = resolveParams(options?.params);
  const deck = rng.shuffle(FULL_DECK);
  const hands = Array.from({ length: numPlayers }, () => CARD_KINDS.map(() => 0));
  for (const hand of hands) for (let i = 0; i < params.startingHand; i++) hand[deck.pop() as number]++;
  const draft = {
    deck,
    faceUp: Array.from({ length: params.faceUpCount }, () => EMPTY_SLOT),
    discard: CARD_KINDS.map(() => 0),
    monsoon: false,
    params,
  };
  refillDisplay(draft, rng);
  const ticketDeck = rng.shuffle(TICKETS.map((t) => t.id));
  const charters = rng.shuffle(MAIL_CHARTERS.map((t) => t.id));
  const players: TtrPlayer[] = hands.map((hand) => {
    const offer = [...ticketDeck.splice(0, params.openingTickets), ...charters.splice(0, params.openingCharters)];
    return {
      hand,
      handSize: params.startingHand,
      trains: params.trainsPerPlayer,
      routePoints: 0,
      tickets: [],
      ticketCount: 0,
      offer,
      offerCount: offer.length,
      shown: noneShown(),
    };
  });
  return {
    numPlayers,
    params,
    phase: 'opening',
    current: 0,
    firstPlayer: rng.int(numPlayers),
    turns: 0,
    drawn: 0,
    deck: draft.deck,
    faceUp: draft.faceUp,
    discard: draft.discard,
    ticketDeck,
    owners: TRACKS.map(() => UNCLAIMED),
    monsoon: draft.monsoon,
    finalTurns: null,
    passes: 0,
    players,
  };
}
