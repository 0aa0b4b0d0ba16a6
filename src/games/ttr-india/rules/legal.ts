/**
 * Legal actions, exactly (docs/architecture.md §3.3): `legalActions` lists every legal action and
 * `validate` accepts exactly those (docs/rules/ttr-india.md §4, §5.3, passing §4.4). Both read only what the acting player may see.
 */
import type { Seat } from '../../../engine/core.ts';
import { CHARTER_IDS, ROUTE_INDEX, ROUTE_TRACKS, TRACKS } from '../data/board.ts';
import { CARD_COLOURS, type CardColour, LOCO } from '../data/types.ts';
import { blindCardsLeft } from './cards.ts';
import { paymentLegal, paymentsFor, trackOpenTo } from './claim.ts';
import { EMPTY_SLOT, type TtrAction, type TtrState, UNCLAIMED } from './state.ts';

const COLOUR_INDEX = Object.fromEntries(CARD_COLOURS.map((c, i) => [c, i])) as Record<CardColour, number>;

/** The seats that may act: everyone still choosing at the opening, else the current player. */
export function activePlayers(s: TtrState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'opening') {
    const out: Seat[] = [];
    s.players.forEach((pl, p) => {
      if (pl.offerCount > 0) out.push(p);
    });
    return out;
  }
  return [s.current];
}

function isActive(s: TtrState, p: Seat): boolean {
  if (s.phase === 'over' || !Number.isInteger(p) || p < 0 || p >= s.numPlayers) return false;
  return s.phase === 'opening' ? s.players[p].offerCount > 0 : s.current === p;
}

/** Fewest tickets to keep from the pending offer (never more than the tickets offered). */
export function keepMinimum(s: TtrState, offer: readonly string[]): number {
  const tickets = offer.filter((id) => !CHARTER_IDS.has(id)).length;
  return Math.min(tickets, s.phase === 'opening' ? s.params.openingKeepMin : s.params.drawKeepMin);
}

function keptTicketCount(keep: readonly string[]): number {
  let n = 0;
  for (const id of keep) if (!CHARTER_IDS.has(id)) n++;
  return n;
}

/** Whether a second card can be taken this turn: blind, or a face-up card that is not a locomotive. */
export function canDrawSecond(s: TtrState): boolean {
  return blindCardsLeft(s) > 0 || s.faceUp.some((c) => c !== EMPTY_SLOT && c !== LOCO);
}

function nonPassActions(s: TtrState, p: Seat): TtrAction[] {
  const out: TtrAction[] = [];
  const pl = s.players[p];
  const offer = pl.offer ?? [];
  if (offer.length > 0) {
    const min = keepMinimum(s, offer);
    for (let mask = 1; mask < 1 << offer.length; mask++) {
      const keep = offer.filter((_, i) => mask & (1 << i));
      if (keptTicketCount(keep) >= min) out.push({ type: 'keepTickets', keep });
    }
    if (min === 0) out.unshift({ type: 'keepTickets', keep: [] });
    return out;
  }
  if (s.phase === 'opening') return out;
  const second = s.drawn > 0;
  if (blindCardsLeft(s) > 0) out.push({ type: 'drawFromDeck' });
  s.faceUp.forEach((c, slot) => {
    if (c !== EMPTY_SLOT && !(second && c === LOCO)) out.push({ type: 'drawFaceUp', slot });
  });
  if (second) return out;
  const hand = pl.hand;
  if (hand) {
    const trains = pl.trains;
    let bestColour = 0;
    for (let c = 0; c < LOCO; c++) if (hand[c] > bestColour) bestColour = hand[c];
    for (let i = 0; i < TRACKS.length; i++) {
      const track = TRACKS[i];
      const length = track.route.length;
      if (s.owners[i] !== UNCLAIMED || length > trains) continue;
      // a quick bound before the exact rules: enough cards of one colour plus locomotives?
      if ((track.colour === 'grey' ? bestColour : hand[COLOUR_INDEX[track.colour]]) + hand[LOCO] < length) continue;
      if (!trackOpenTo(s, p, track)) continue;
      for (const pay of paymentsFor(s, hand, track)) {
        out.push({ type: 'claimRoute', route: track.route.id, track: track.slot, colour: pay.colour, locos: pay.locos });
      }
    }
  }
  if (s.ticketDeck.length > 0) out.push({ type: 'drawTickets' });
  return out;
}

/** Every legal action of seat `p` now (empty when `p` may not act). */
export function legalActions(s: TtrState, p: Seat): TtrAction[] {
  if (!isActive(s, p)) return [];
  const out = nonPassActions(s, p);
  return out.length > 0 || s.phase === 'opening' ? out : [{ type: 'pass' }];
}

const KEYS: Record<TtrAction['type'], readonly string[]> = {
  drawFromDeck: ['type'],
  drawFaceUp: ['type', 'slot'],
  claimRoute: ['type', 'route', 'track', 'colour', 'locos'],
  drawTickets: ['type'],
  keepTickets: ['type', 'keep'],
  pass: ['type'],
};

/** Why `action` (untrusted input) is not legal for `p` now, or null when it is. */
export function validate(s: TtrState, p: Seat, action: unknown): string | null {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return 'malformed action';
  const a = action as Record<string, unknown>;
  const type = a.type as TtrAction['type'];
  if (typeof type !== 'string' || !Object.hasOwn(KEYS, type)) return 'unknown action type';
  const keys = Object.keys(a);
  if (keys.some((k) => !KEYS[type].includes(k)) || KEYS[type].some((k) => !(k in a))) return `malformed ${type}`;
  if (s.phase === 'over') return 'the game is over';
  if (!isActive(s, p)) return 'not your turn';
  const pl = s.players[p];
  const offer = pl.offer ?? [];
  if (offer.length > 0 || s.phase === 'opening') {
    if (type !== 'keepTickets') return 'choose which tickets to keep first';
    return validateKeep(s, offer, a.keep);
  }
  if (type === 'keepTickets') return 'no tickets to choose from';
  if (s.drawn > 0 && type !== 'drawFromDeck' && type !== 'drawFaceUp') return 'take your second card';
  switch (type) {
    case 'drawFromDeck':
      return blindCardsLeft(s) > 0 ? null : 'the deck and the discard pile are empty';
    case 'drawFaceUp': {
      const slot = a.slot;
      if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= s.faceUp.length) return 'no such face-up slot';
      if (s.faceUp[slot] === EMPTY_SLOT) return 'that face-up slot is empty';
      if (s.drawn > 0 && s.faceUp[slot] === LOCO) return 'a face-up locomotive may not be taken as the second card';
      return null;
    }
    case 'claimRoute':
      return validateClaim(s, p, a);
    case 'drawTickets':
      return s.ticketDeck.length > 0 ? null : 'the ticket deck is empty';
    case 'pass':
      return nonPassActions(s, p).length === 0 ? null : 'you may pass only when nothing else is legal';
  }
  return 'unknown action type';
}

function validateKeep(s: TtrState, offer: readonly string[], keep: unknown): string | null {
  if (!Array.isArray(keep) || keep.some((id) => typeof id !== 'string')) return 'keep must be a list of ticket ids';
  const seen = new Set<string>();
  for (const id of keep as string[]) {
    if (!offer.includes(id)) return `ticket ${id} was not offered to you`;
    if (seen.has(id)) return `ticket ${id} is listed twice`;
    seen.add(id);
  }
  const min = keepMinimum(s, offer);
  return keptTicketCount(keep as string[]) >= min ? null : `keep at least ${min} ticket(s)`;
}

function validateClaim(s: TtrState, p: Seat, a: Record<string, unknown>): string | null {
  const ri = typeof a.route === 'string' ? ROUTE_INDEX.get(a.route) : undefined;
  if (ri === undefined) return 'no such route';
  const slot = a.track;
  if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= ROUTE_TRACKS[ri].length) return 'no such track';
  const track = TRACKS[ROUTE_TRACKS[ri][slot]];
  if (!trackOpenTo(s, p, track)) return 'that track is claimed or closed to you';
  if (s.players[p].trains < track.route.length) return 'not enough trains';
  const hand = s.players[p].hand;
  if (!hand || typeof a.colour !== 'string' || typeof a.locos !== 'number') return 'malformed payment';
  return paymentLegal(s, hand, track, a.colour as never, a.locos) ? null : 'those cards do not pay for that track';
}
