/**
 * The Ticket to Ride planner ("Route Focus" with "Destination Hungry" ticket choice): join each
 * ticket's cities by the cheapest connection over the routes still open, most valuable ticket
 * first, counting routes an earlier ticket already planned as free, so shared track is paid once.
 */
import type { Ticket } from '../../src/games/ttr-india/data/types.ts';
import { cheapestConnection, connected, type TtrGraph } from './graph.ts';

/** A player's network plan. */
export interface Plan {
  /** Open routes (indices) the plan still has to claim. */
  routes: number[];
  /** Trains the plan still needs. */
  cost: number;
  /** Tickets already complete. */
  done: Ticket[];
  /** Tickets the plan joins (not yet complete). */
  planned: Ticket[];
  /** Tickets it cannot join (no open path, or not enough trains). */
  hopeless: Ticket[];
}

/**
 * Plans a network for `tickets`. `cost[r]`: 0 for own routes, the length for routes open to the
 * player, Infinity for closed ones. Tickets are taken most valuable first.
 */
export function planNetwork(g: TtrGraph, tickets: readonly Ticket[], cost: ArrayLike<number>, trainsLeft: number): Plan {
  const c = Float64Array.from(cost as ArrayLike<number>);
  const own = (r: number) => cost[r] === 0;
  const plan: Plan = { routes: [], cost: 0, done: [], planned: [], hopeless: [] };
  const pending: Ticket[] = [];
  for (const t of tickets) {
    if (connected(g, t.a, t.b, own)) plan.done.push(t);
    else pending.push(t);
  }
  // Most valuable first: a ticket's value grows with its length, so the backbone is planned first.
  pending.sort((x, y) => y.value - x.value);
  for (const t of pending) {
    const conn = cheapestConnection(g, t.a, t.b, c);
    if (!conn || plan.cost + conn.cost > trainsLeft) {
      plan.hopeless.push(t);
      continue;
    }
    for (const r of conn.routes) {
      if (c[r] > 0) {
        plan.routes.push(r);
        plan.cost += c[r];
        c[r] = 0;
      }
    }
    plan.planned.push(t);
  }
  return plan;
}
