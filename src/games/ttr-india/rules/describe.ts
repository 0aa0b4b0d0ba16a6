/** Actions in words, for move logs and the board: public information only (logs are shown to every player). */
import type { Seat } from '../../../engine/core.ts';
import { CITIES } from '../data/cities.ts';
import { ROUTE_INDEX } from '../data/board.ts';
import { ROUTES } from '../data/routes.ts';
import { CARD_KINDS } from '../data/types.ts';
import type { TtrAction, TtrState } from './state.ts';

const cityName = (id: string) => CITIES.find((c) => c.id === id)?.name ?? id;

/** "Player 2 claims Delhi–Agra (3 blue + 1 locomotive)" and the like. */
export function describe(s: TtrState, p: Seat, a: TtrAction): string {
  const who = `Player ${p + 1}`;
  switch (a.type) {
    case 'drawFromDeck':
      return `${who} draws a card from the deck`;
    case 'drawFaceUp': {
      const card = s.faceUp[a.slot];
      return `${who} takes a face-up ${card >= 0 ? CARD_KINDS[card] : 'card'}`;
    }
    case 'claimRoute': {
      const r = ROUTES[ROUTE_INDEX.get(a.route) ?? 0];
      // A double route's tracks differ in colour: the colour says which one was claimed.
      const name = `${cityName(r.a)}–${cityName(r.b)}${r.tracks.length > 1 ? ` (the ${r.tracks[a.track]} track)` : ''}`;
      const colourCards = r.length - a.locos;
      const pay = [colourCards > 0 ? `${colourCards} ${a.colour}` : '', a.locos > 0 ? `${a.locos} locomotive${a.locos > 1 ? 's' : ''}` : '']
        .filter(Boolean)
        .join(' + ');
      return `${who} claims ${name} with ${pay}`;
    }
    case 'drawTickets':
      return `${who} draws destination tickets`;
    case 'keepTickets':
      // which tickets (and whether the charter) stays secret: the log is shown to everyone
      return `${who} keeps ${a.keep.length} ticket${a.keep.length === 1 ? '' : 's'}`;
    case 'pass':
      return `${who} passes (nothing else is possible)`;
  }
}

/**
 * A move whose arguments the viewer was not shown. Only `keepTickets` is secret on the server; how
 * many tickets were kept shows in the public ticket count after the move.
 */
export function describeHidden(before: TtrState | null, after: TtrState | null, p: Seat, type: TtrAction['type']): string {
  const who = `Player ${p + 1}`;
  switch (type) {
    case 'keepTickets': {
      const kept = before?.players[p] && after?.players[p] ? after.players[p].ticketCount - before.players[p].ticketCount : null;
      if (kept === null || kept < 0) return `${who} keeps some of the offered tickets`;
      return `${who} keeps ${kept} ticket${kept === 1 ? '' : 's'}`;
    }
    case 'drawFaceUp':
      return `${who} takes a face-up card`;
    case 'claimRoute':
      return `${who} claims a route`;
    case 'drawFromDeck':
      return `${who} draws a card from the deck`;
    case 'drawTickets':
      return `${who} draws destination tickets`;
    case 'pass':
      return `${who} passes (nothing else is possible)`;
  }
}
