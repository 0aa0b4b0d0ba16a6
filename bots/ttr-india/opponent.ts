/**
 * Hard's model of an opponent's hidden tickets in Ticket to Ride. A player claims the routes its
 * tickets need, so its claimed routes (public) say which tickets it likely holds: a ticket whose
 * cheapest connection the opponent's own routes already pay for in large part is likelier than one
 * they do nothing for. The weights come from the observation alone (the owners of the tracks, the
 * tickets the bot itself sees); the sampler only reshuffles what a plain determinization dealt
 * at random from the unseen tickets, so it never reads a real hidden ticket.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { ROUTE_TRACKS } from '../../src/games/ttr-india/data/board.ts';
import { TICKETS } from '../../src/games/ttr-india/data/tickets.ts';
import { HIDDEN_TICKET, type TtrState, UNCLAIMED } from '../../src/games/ttr-india/rules/state.ts';
import { cheapestConnection, TTR_GRAPH } from './graph.ts';

/** The ids of the regular tickets (not Mail Charters): the only ones the model moves. */
const REGULAR = new Set(TICKETS.map((t) => t.id));

/** Route prices to `q`: `fresh` as if it had claimed nothing, `own` with its own routes free. Closed (Infinity): a route another player holds. */
export function pricesFor(s: TtrState, q: Seat): { fresh: Float64Array; own: Float64Array } {
  const n = ROUTE_TRACKS.length;
  const fresh = new Float64Array(n);
  const own = new Float64Array(n);
  const bothOpen = s.numPlayers >= s.params.doubleRoutesMinPlayers;
  for (let r = 0; r < n; r++) {
    const length = TTR_GRAPH.routes[r].length;
    let mine = false;
    let free = 0;
    for (const t of ROUTE_TRACKS[r]) {
      if (s.owners[t] === q) mine = true;
      else if (s.owners[t] === UNCLAIMED) free++;
    }
    const openToOthers = free > 0 && (bothOpen || free === ROUTE_TRACKS[r].length);
    fresh[r] = mine || openToOthers ? length : Number.POSITIVE_INFINITY;
    own[r] = mine ? 0 : openToOthers ? length : Number.POSITIVE_INFINITY;
  }
  return { fresh, own };
}

/** Whether `q` has claimed any track. */
export function hasClaims(s: TtrState, q: Seat): boolean {
  return s.owners.some((o) => o === q);
}

/**
 * The weight of each regular ticket `viewer` cannot see, as a ticket `q` might hold:
 * exp(`scale` × its progress), so a ticket `q`'s routes already mostly join is up to e^scale times
 * likelier than one they do nothing for. Reads only public owners and the viewer's own tickets.
 */
export function ticketWeights(o: TtrState, viewer: Seat, q: Seat, scale: number): Map<string, number> {
  const seen = new Set<string>();
  const me = o.players[viewer];
  for (const id of [...(me.tickets ?? []), ...(me.offer ?? [])]) seen.add(id);
  for (const id of o.ticketDeck) if (id !== HIDDEN_TICKET) seen.add(id);
  const { fresh, own } = pricesFor(o, q);
  const out = new Map<string, number>();
  for (const t of TICKETS) {
    if (seen.has(t.id)) continue;
    const before = cheapestConnection(TTR_GRAPH, t.a, t.b, fresh);
    const after = before && before.cost > 0 ? cheapestConnection(TTR_GRAPH, t.a, t.b, own) : null;
    const progress = before && after ? Math.max(0, Math.min(1, (before.cost - after.cost) / before.cost)) : 0;
    out.set(t.id, Math.exp(scale * progress));
  }
  return out;
}

/**
 * Redeals `q`'s regular kept tickets in determinized state `d` (of observation `o`, seen by
 * another seat) by `weights`: the pool is the regular tickets the determinization put in `q`'s kept
 * list and in the ticket deck's hidden slots; `q` keeps as many of them, drawn without replacement
 * with chance in proportion to their weights (Efraimidis–Spirakis keys), and the rest go back to
 * the deck's hidden slots in random order. Every ticket stays in play exactly once.
 */
export function redealTickets(o: TtrState, d: TtrState, q: Seat, weights: ReadonlyMap<string, number>, rng: Rng): TtrState {
  if (o.players[q].tickets !== null) return d;
  const kept = d.players[q].tickets ?? [];
  const keptSlots = kept.flatMap((id, i) => (REGULAR.has(id) ? [i] : []));
  if (keptSlots.length === 0) return d;
  const deckSlots = o.ticketDeck.flatMap((id, i) => (id === HIDDEN_TICKET && REGULAR.has(d.ticketDeck[i]) ? [i] : []));
  const pool = [...keptSlots.map((i) => kept[i]), ...deckSlots.map((i) => d.ticketDeck[i])];
  const keyed = pool.map((id) => ({ id, key: Math.log(1 - rng.next()) / (weights.get(id) ?? 1) }));
  // Largest key first: log(u) / w with u uniform in (0, 1] is the log of Efraimidis–Spirakis's u^(1/w).
  keyed.sort((x, y) => y.key - x.key || (x.id < y.id ? -1 : 1));
  const chosen = keyed.slice(0, keptSlots.length).map((x) => x.id);
  const back = rng.shuffle(keyed.slice(keptSlots.length).map((x) => x.id));
  const tickets = [...kept];
  keptSlots.forEach((slot, i) => {
    tickets[slot] = chosen[i];
  });
  const ticketDeck = [...d.ticketDeck];
  deckSlots.forEach((slot, i) => {
    ticketDeck[slot] = back[i];
  });
  const players = d.players.map((p, seat) => (seat === q ? { ...p, tickets } : p));
  return { ...d, ticketDeck, players };
}
