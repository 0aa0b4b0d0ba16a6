/**
 * What a player may see, and full states consistent with it for search (engine/core.ts `observe`,
 * `determinize`). Hidden: other players' cards, tickets and pending offers, and the order of both
 * decks; every count stays visible. Kept tickets are revealed once the game is over (final score).
 */
import type { Seat } from '../../../engine/core.ts';
import { type Memo, memoByValue } from '../../../engine/memo.ts';
import type { Rng } from '../../../engine/rng.ts';
import { DECK_COUNTS } from '../data/deck.ts';
import { MAIL_CHARTERS, TICKETS } from '../data/tickets.ts';
import { EMPTY_SLOT, HIDDEN_CARD, HIDDEN_TICKET, type TtrState } from './state.ts';

// Hidden decks by length: the same for every game, so kept per module.
const hiddenCache = memoByValue<number, readonly number[]>();
const hiddenTicketCache = memoByValue<number, readonly string[]>();

/** A shared, frozen list of `n` copies of `fill` (observations are built often; states are never mutated). */
function filled<T>(cache: Memo<number, readonly T[]>, n: number, fill: T): T[] {
  return cache.get(n, () => Object.freeze(Array.from({ length: n }, () => fill))) as T[];
}

/** Seat `p`'s view of the state (`null`: a spectator). */
export function observe(s: TtrState, p: Seat | null): TtrState {
  const over = s.phase === 'over';
  return {
    ...s,
    deck: filled(hiddenCache, s.deck.length, HIDDEN_CARD),
    ticketDeck: filled(hiddenTicketCache, s.ticketDeck.length, HIDDEN_TICKET),
    players: s.players.map((pl, q) =>
      q === p ? pl : { ...pl, hand: null, tickets: over ? pl.tickets : null, offer: pl.offer && pl.offer.length === 0 ? [] : null },
    ),
  };
}

/** A full state consistent with observation `o` of seat `p`: hidden cards and tickets dealt at random from what `p` cannot account for. */
export function determinize(o: TtrState, p: Seat, rng: Rng): TtrState {
  const unknownCards: number[] = [];
  DECK_COUNTS.forEach((total, k) => {
    let n = total - o.discard[k];
    for (const c of o.faceUp) if (c === k) n--;
    for (const pl of o.players) if (pl.hand) n -= pl.hand[k];
    for (const c of o.deck) if (c === k) n--;
    for (let i = 0; i < n; i++) unknownCards.push(k);
  });
  const cards = rng.shuffle(unknownCards);
  const known = new Set<string>();
  for (const pl of o.players) for (const id of [...(pl.tickets ?? []), ...(pl.offer ?? [])]) known.add(id);
  for (const id of o.ticketDeck) if (id !== HIDDEN_TICKET) known.add(id);
  // Every ticket stays in play, so the unseen ones fill the deck's hidden slots, then the hidden offers
  // (an opening offer also holds the charters dealt), then the hidden kept lists, topped up with unseen charters.
  const tickets = rng.shuffle(TICKETS.map((t) => t.id).filter((id) => !known.has(id)));
  const charters = rng.shuffle(MAIL_CHARTERS.map((t) => t.id).filter((id) => !known.has(id)));
  const ticketDeck = o.ticketDeck.map((id) => (id === HIDDEN_TICKET ? (tickets.pop() as string) : id));
  const offers = o.players.map((pl) => {
    if (pl.offer) return pl.offer;
    const nCharters = o.phase === 'opening' ? Math.min(o.params.openingCharters, pl.offerCount) : 0;
    return [...tickets.splice(0, pl.offerCount - nCharters), ...charters.splice(0, nCharters)];
  });
  const hiddenKept = o.players.reduce((n, pl) => n + (pl.tickets ? 0 : pl.ticketCount), 0);
  const rest = rng.shuffle([...tickets, ...charters.slice(0, Math.max(0, hiddenKept - tickets.length))]);
  const players = o.players.map((pl, q) => {
    if (q === p) return pl;
    const hand = pl.hand ?? DECK_COUNTS.map(() => 0);
    if (!pl.hand) for (let i = 0; i < pl.handSize; i++) hand[cards.pop() as number]++;
    return { ...pl, hand, tickets: pl.tickets ?? rest.splice(0, pl.ticketCount), offer: offers[q] };
  });
  const deck = o.deck.map((c) => (c === HIDDEN_CARD ? (cards.pop() as number) : c));
  if (deck.some((c) => c === undefined || c === EMPTY_SLOT) || ticketDeck.some((id) => id === undefined)) {
    throw new Error('ttr-india determinize: the observation does not account for every card');
  }
  return { ...o, deck, ticketDeck, players };
}
