/**
 * What Ticket to Ride – India supplies to the shared harness: its conservation law (the 110 cards,
 * each player's 45 trains, the 50 tickets) and a superset of plausible actions for the exactness check.
 */
import type { Seat } from '../../../src/engine/core.ts';
import { ROUTE_TRACKS, TRACKS } from '../../../src/games/ttr-india/data/board.ts';
import { DECK_COUNTS } from '../../../src/games/ttr-india/data/deck.ts';
import { ROUTES } from '../../../src/games/ttr-india/data/routes.ts';
import { MAIL_CHARTERS, TICKETS } from '../../../src/games/ttr-india/data/tickets.ts';
import { CARD_KINDS } from '../../../src/games/ttr-india/data/types.ts';
import { EMPTY_SLOT, HIDDEN_CARD, HIDDEN_TICKET, type TtrState } from '../../../src/games/ttr-india/rules/state.ts';

const TICKET_NUMBER = new Map([...TICKETS, ...MAIL_CHARTERS].map((t, i) => [t.id, i]));
const TRACK_LENGTH = TRACKS.map((t) => t.route.length);

/** The conservation law of a full (or determinized) state, or what breaks it. Plain loops: it runs after every action. */
export function ttrConservation(s: TtrState): string | null {
  const counts = new Array<number>(CARD_KINDS.length).fill(0);
  for (const c of s.deck) {
    if (c === HIDDEN_CARD) return null; // an observation: nothing to count
    counts[c]++;
  }
  for (const c of s.faceUp) if (c !== EMPTY_SLOT) counts[c]++;
  for (let k = 0; k < counts.length; k++) counts[k] += s.discard[k];
  const laid = new Array<number>(s.numPlayers).fill(0);
  for (let t = 0; t < TRACK_LENGTH.length; t++) if (s.owners[t] >= 0) laid[s.owners[t]] += TRACK_LENGTH[t];
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p];
    if (!pl.hand) return null;
    let size = 0;
    for (let k = 0; k < counts.length; k++) {
      if (pl.hand[k] < 0) return `seat ${p} holds a negative count`;
      counts[k] += pl.hand[k];
      size += pl.hand[k];
    }
    if (size !== pl.handSize) return `seat ${p} handSize ${pl.handSize} is not the hand's size`;
    if (pl.trains < 0 || pl.trains + laid[p] !== s.params.trainsPerPlayer)
      return `seat ${p}: ${pl.trains} trains left + ${laid[p]} laid ≠ ${s.params.trainsPerPlayer}`;
    if ((pl.tickets?.length ?? -1) !== pl.ticketCount || (pl.offer?.length ?? -1) !== pl.offerCount) return `seat ${p}: ticket counts disagree`;
  }
  for (let k = 0; k < counts.length; k++) if (counts[k] !== DECK_COUNTS[k]) return `${counts[k]} ${CARD_KINDS[k]} cards instead of ${DECK_COUNTS[k]}`;
  const seen = new Uint8Array(TICKET_NUMBER.size);
  const place = (id: string): string | null => {
    const i = TICKET_NUMBER.get(id);
    if (i === undefined) return id === HIDDEN_TICKET ? 'hidden' : `unknown ticket ${id}`;
    if (seen[i]) return 'a ticket is in two places';
    seen[i] = 1;
    return null;
  };
  for (const id of s.ticketDeck) {
    const e = place(id);
    if (e) return e === 'hidden' ? null : e;
  }
  for (const pl of s.players) {
    for (const list of [pl.tickets, pl.offer]) {
      for (const id of list ?? []) {
        const e = place(id);
        if (e) return e === 'hidden' ? null : e;
      }
    }
  }
  for (let i = 0; i < TICKETS.length; i++) if (!seen[i]) return `ticket ${TICKETS[i].id} has left the game`;
  const bothOpen = s.numPlayers >= s.params.doubleRoutesMinPlayers;
  for (const [ri, [t0, t1]] of DOUBLE_TRACKS) {
    const [o0, o1] = [s.owners[t0], s.owners[t1]];
    if (o0 >= 0 && o1 >= 0 && (o0 === o1 || !bothOpen)) return `both tracks of ${ROUTES[ri].id} claimed (${o0}, ${o1}) at ${s.numPlayers} players`;
  }
  return null;
}

const DOUBLE_TRACKS = [...ROUTE_TRACKS.entries()].filter(([, tracks]) => tracks.length === 2);

const COLOUR_NAMES = [...CARD_KINDS, 'grey'];

function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

/** Legal and near-miss actions for `seat`: every payment of every track, every slot, every keep list (and one with a duplicate), malformed ones. */
export function ttrCandidates(s: TtrState, seat: Seat): unknown[] {
  const out: unknown[] = [
    { type: 'drawFromDeck' },
    { type: 'drawFromDeck', slot: 0 },
    { type: 'drawTickets' },
    { type: 'pass' },
    { type: 'keepTickets' },
    { type: 'claimRoute' },
    { type: 'claimRoute', route: 'r01', track: 0, colour: 'red', locos: '1' },
    { type: 'claimRoute', route: 'nowhere', track: 0, colour: 'red', locos: 0 },
    { type: 'flyAway' },
    null,
    'drawFromDeck',
  ];
  for (let slot = -1; slot <= s.faceUp.length; slot++) out.push({ type: 'drawFaceUp', slot });
  out.push({ type: 'drawFaceUp', slot: 0.5 }, { type: 'drawFaceUp', slot: '0' });
  // A rotating third of the routes, each track (and one track too many), every loco count, and a
  // rotating few colours: over a game every colour meets every route, without thousands a step.
  const turn = s.turns + s.drawn + seat;
  ROUTES.forEach((r, i) => {
    if ((i + turn) % 3 !== 0) return;
    const colours = new Set([...r.tracks, COLOUR_NAMES[(i + turn) % COLOUR_NAMES.length], COLOUR_NAMES[(i + turn + 5) % COLOUR_NAMES.length], 'loco']);
    for (let track = 0; track <= r.tracks.length; track++) {
      for (const colour of colours) for (let locos = 0; locos <= r.length; locos++) out.push({ type: 'claimRoute', route: r.id, track, colour, locos });
    }
  });
  const offer = s.players[seat].offer ?? [];
  for (const keep of subsets(offer)) {
    // Reordered lists are accepted as the listed offer-order list (turn.test.ts), so only in-order ones here.
    out.push({ type: 'keepTickets', keep });
    out.push({ type: 'keepTickets', keep: [...keep, keep[0] ?? 't01'] });
  }
  const foreign = TICKETS.map((t) => t.id).find((id) => !offer.includes(id));
  out.push({ type: 'keepTickets', keep: [foreign] }, { type: 'keepTickets', keep: 'all' });
  return out;
}
