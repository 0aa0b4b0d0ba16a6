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
import { TICKET_BY_ID } from '../../src/games/ttr-india/data/board.ts';
import { MAIL_CHARTERS, TICKETS } from '../../src/games/ttr-india/data/tickets.ts';
import { HIDDEN_TICKET, type TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { cheapestConnection, TTR_GRAPH } from './graph.ts';
import type { SetSampler } from './ticket-guess.ts';
import { computeRouteCosts } from './view.ts';

/** The ids of the regular tickets (not Mail Charters): the only ones the model moves. */
const REGULAR = new Set(TICKETS.map((t) => t.id));

/** Route prices to `q`: `fresh` as if it had claimed nothing, `own` with its own routes free (view.ts). Closed (Infinity): a route another player holds. */
export function pricesFor(s: TtrState, q: Seat): { fresh: Float64Array; own: Float64Array } {
  const own = computeRouteCosts(s, q);
  const fresh = own.map((price, r) => (price === 0 ? TTR_GRAPH.routes[r].length : price));
  return { fresh, own };
}

/** The Mail Charters `viewer` has not seen in its own tickets and offer (an opponent may hold one). */
export function unseenCharters(o: TtrState, viewer: Seat): string[] {
  const me = o.players[viewer];
  const seen = new Set([...(me.tickets ?? []), ...(me.offer ?? [])]);
  return MAIL_CHARTERS.map((t) => t.id).filter((id) => !seen.has(id));
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
 * For each ticket of `ids`, the ordinals (in `q`'s claimed routes, by route index) of the claimed
 * routes on its cheapest connection for `q` (its own routes free): the claims the ticket explains,
 * since a player claims the routes of its tickets' connections.
 */
export function explainedClaims(o: TtrState, q: Seat, ids: Iterable<string>): { claims: number; byTicket: Map<string, number[]> } {
  const { own } = pricesFor(o, q);
  const ordinal = new Map<number, number>();
  for (let r = 0; r < own.length; r++) if (own[r] === 0) ordinal.set(r, ordinal.size);
  const byTicket = new Map<string, number[]>();
  for (const id of ids) {
    const t = TICKET_BY_ID.get(id);
    const conn = t && cheapestConnection(TTR_GRAPH, t.a, t.b, own);
    byTicket.set(id, conn ? conn.routes.flatMap((r) => (ordinal.has(r) ? [ordinal.get(r) as number] : [])) : []);
  }
  return { claims: ordinal.size, byTicket };
}

/** How the tickets are redealt to one opponent: per-ticket weights, and optionally the claims each explains. */
export interface TicketModel {
  weights: ReadonlyMap<string, number>;
  /** With `explainScale` > 0, `draws` candidate sets are drawn and one kept with chance ∝ exp(explainScale × share of claims explained). */
  explained?: { claims: number; byTicket: ReadonlyMap<string, readonly number[]> };
  explainScale?: number;
  draws?: number;
  /** The set-level model (ticket-likelihood.ts): when it has a set for the world, the opponent keeps that set. */
  sets?: SetSampler;
}

/**
 * Redeals `q`'s regular kept tickets in determinized state `d` (of observation `o`, seen by
 * another seat) by `model`: the pool is the regular tickets the determinization put in `q`'s kept
 * list and in the ticket deck's hidden slots; `q` keeps as many of them, drawn without replacement
 * with chance in proportion to their weights (Efraimidis–Spirakis keys) — with `explainScale`, the
 * best-explaining of several such draws is favoured — and the rest go back to the deck's hidden
 * slots in random order; with a set sampler (ticket-likelihood.ts), `q` keeps the set it picks
 * instead, and its charter too. Every ticket stays in play exactly once.
 */
export function redealTickets(o: TtrState, d: TtrState, q: Seat, m: TicketModel, rng: Rng): TtrState {
  if (o.players[q].tickets !== null) return d;
  const kept = d.players[q].tickets ?? [];
  const keptSlots = kept.flatMap((id, i) => (REGULAR.has(id) ? [i] : []));
  if (keptSlots.length === 0) return d;
  const deckSlots = o.ticketDeck.flatMap((id, i) => (id === HIDDEN_TICKET && REGULAR.has(d.ticketDeck[i]) ? [i] : []));
  const guessed = m.sets && pickGuess(d, q, kept, keptSlots, deckSlots, m.sets, rng);
  if (guessed) return guessed;
  const pool = [...keptSlots.map((i) => kept[i]), ...deckSlots.map((i) => d.ticketDeck[i])];
  const draw = (): string[] => weightedOrder(pool, (id) => m.weights.get(id) ?? 1, rng);
  // A draw: the whole pool in key order; its first tickets are the kept ones.
  let order = draw();
  const ex = m.explained;
  if (ex && ex.claims > 0 && (m.explainScale ?? 0) > 0 && (m.draws ?? 1) > 1) {
    const sets = [order];
    for (let i = 1; i < (m.draws ?? 1); i++) sets.push(draw());
    const mark = new Uint8Array(ex.claims);
    const likelihood = sets.map((set) => {
      mark.fill(0);
      let n = 0;
      for (const id of set.slice(0, keptSlots.length)) {
        for (const c of ex.byTicket.get(id) ?? []) {
          n += 1 - mark[c];
          mark[c] = 1;
        }
      }
      return Math.exp((m.explainScale as number) * (n / ex.claims));
    });
    let u = rng.next() * likelihood.reduce((a, b) => a + b, 0);
    order = sets[sets.length - 1];
    for (let i = 0; i < sets.length; i++) {
      u -= likelihood[i];
      if (u < 0) {
        order = sets[i];
        break;
      }
    }
  }
  return placeTickets(d, q, kept, keptSlots, deckSlots, order.slice(0, keptSlots.length), rng.shuffle(order.slice(keptSlots.length)));
}

/**
 * `ids` in a random order drawn by weight, without replacement (Efraimidis–Spirakis): each id's key
 * is log(u) / weight with u uniform in (0, 1], the log of u^(1/weight), and the largest key comes
 * first; one `rng` draw per id, in the order of `ids`.
 */
export function weightedOrder(ids: readonly string[], weightOf: (id: string) => number, rng: Rng): string[] {
  const keyed = ids.map((id) => ({ id, key: Math.log(1 - rng.next()) / weightOf(id) }));
  keyed.sort((x, y) => y.key - x.key || (x.id < y.id ? -1 : 1));
  return keyed.map((x) => x.id);
}

/**
 * `d` with `q`'s kept tickets set to a guess of `sampler`: each guessed regular ticket the world
 * dealt to the deck swaps places with a kept one the guess leaves out (the world's deck order is
 * random, so the swap keeps it so), and its charters go in the charter slots when no other player
 * holds them in `d`. Undefined when the sampler has no guess that fits the world's pool (the kept
 * regular tickets at `keptSlots` and the regular tickets at the deck's hidden `deckSlots`).
 */
function pickGuess(
  d: TtrState,
  q: Seat,
  kept: readonly string[],
  keptSlots: number[],
  deckSlots: number[],
  sampler: SetSampler,
  rng: Rng,
): TtrState | undefined {
  // Where each pooled ticket lies: a deck slot (≥ 0), or −1 when in the kept list.
  const where = new Map<string, number>();
  for (const i of keptSlots) where.set(kept[i], -1);
  for (const i of deckSlots) where.set(d.ticketDeck[i], i);
  let charters = 0;
  for (const id of kept) if (!REGULAR.has(id)) charters++;
  const guess = sampler.pick(rng, where, keptSlots.length, charters);
  if (!guess) return undefined;
  const ticketDeck = [...d.ticketDeck];
  const tickets = [...kept];
  const fromDeck = guess.regular.filter((id) => where.get(id) !== -1);
  let next = 0;
  for (const slot of keptSlots) {
    if (guess.regular.includes(kept[slot])) continue;
    const id = fromDeck[next++];
    ticketDeck[where.get(id) as number] = kept[slot];
    tickets[slot] = id;
  }
  const elsewhere = (id: string) => d.players.some((p, seat) => seat !== q && (p.tickets?.includes(id) || p.offer?.includes(id)));
  if (!guess.charters.some(elsewhere)) {
    let c = 0;
    for (let slot = 0; slot < tickets.length; slot++) if (!REGULAR.has(tickets[slot])) tickets[slot] = guess.charters[c++];
  }
  return { ...d, ticketDeck, players: d.players.map((p, seat) => (seat === q ? { ...p, tickets } : p)) };
}

/** `d` with `chosen` in `q`'s kept list at `keptSlots` and `back` in the ticket deck at `deckSlots`. */
function placeTickets(d: TtrState, q: Seat, kept: readonly string[], keptSlots: number[], deckSlots: number[], chosen: string[], back: string[]): TtrState {
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
