/**
 * Hard's blocking claim in Ticket to Ride: with two or three players only one track of a double
 * route can be claimed (docs/rules/ttr-india.md §6), so claiming the one link an opponent's likely
 * tickets need can cost it a ticket. The likely tickets come from the opponent model (opponent.ts);
 * the claim is only a candidate — the search, whose worlds deal the opponent tickets by the same
 * model, decides whether it pays.
 */
import type { Seat } from '../../src/engine/core.ts';
import { TICKET_BY_ID } from '../../src/games/ttr-india/data/board.ts';
import type { ClaimRoute, TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { cheapestConnection, TTR_GRAPH } from './graph.ts';
import { pricesFor } from './opponent.ts';

/** Likely tickets a block is weighed against, most likely first. */
const LIKELY_TICKETS = 10;

/**
 * Expected points per route (by index) that closing it would cost `q`: for each of its likeliest
 * tickets (chance: its share of the weights times the tickets `q` holds, at most 1), each open
 * route of the ticket's cheapest connection for `q` costs `perTrain` per train of detour, or twice
 * the ticket's value when no other connection is left (a planned ticket turned into a failed one).
 */
export function blockLosses(o: TtrState, q: Seat, weights: ReadonlyMap<string, number>, perTrain: number): Map<number, number> {
  const { own } = pricesFor(o, q);
  let total = 0;
  for (const w of weights.values()) total += w;
  const held = o.players[q].ticketCount;
  const likely = [...weights].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, LIKELY_TICKETS);
  const out = new Map<number, number>();
  for (const [id, w] of likely) {
    const t = TICKET_BY_ID.get(id);
    const conn = t && cheapestConnection(TTR_GRAPH, t.a, t.b, own);
    if (!t || !conn || conn.cost === 0) continue;
    const chance = Math.min(1, (held * w) / total);
    for (const r of conn.routes) {
      if (own[r] === 0) continue;
      const closed = Float64Array.from(own);
      closed[r] = Number.POSITIVE_INFINITY;
      const alt = cheapestConnection(TTR_GRAPH, t.a, t.b, closed);
      const loss = alt ? Math.min(2 * t.value, (alt.cost - conn.cost) * perTrain) : 2 * t.value;
      if (loss > 0) out.set(r, (out.get(r) ?? 0) + chance * loss);
    }
  }
  return out;
}

/** The claim among `claims` whose route would cost the opponents most (`losses` per route), if that is at least `min` points. */
export function blockingClaim(claims: readonly ClaimRoute[], losses: ReadonlyMap<number, number>, min: number): ClaimRoute | undefined {
  let best: { a: ClaimRoute; loss: number } | undefined;
  for (const a of claims) {
    const loss = losses.get(TTR_GRAPH.routeIndex.get(a.route) as number) ?? 0;
    if (loss >= min && (!best || loss > best.loss || (loss === best.loss && a.locos < best.a.locos))) best = { a, loss };
  }
  return best?.a;
}
