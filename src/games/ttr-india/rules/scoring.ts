/**
 * Final scoring and the winner (docs/rules/ttr-india.md §9, §10): route points, tickets and charters (plus or minus), the loop bonus, the
 * longest-trail bonus, then the tie-breaks in the rulebook's order.
 */
import type { GameResult, Seat } from '../../../engine/core.ts';
import { CITIES } from '../data/cities.ts';
import { CITY_INDEX, TICKET_BY_ID } from '../data/board.ts';
import { components, edgeDisjointPaths, longestTrail, ownEdges } from './network.ts';
import type { TtrState } from './state.ts';

/** One player's final score, part by part. */
export interface TtrScore {
  routes: number;
  /** Net ticket points: completed values minus failed values. */
  tickets: number;
  ticketsCompleted: number;
  ticketsFailed: number;
  /** Completed tickets whose cities are joined by two edge-disjoint paths of own routes. */
  loopTickets: number;
  loopBonus: number;
  longestTrail: number;
  longestBonus: number;
  trainsLeft: number;
  total: number;
}

/** Which of `p`'s tickets are completed, and which of those earn the loop bonus. */
export function ticketStatus(s: TtrState, p: Seat): { id: string; completed: boolean; loop: boolean }[] {
  const edges = ownEdges(s, p);
  const comp = components(edges, CITIES.length);
  return (s.players[p].tickets ?? []).map((id) => {
    const t = TICKET_BY_ID.get(id);
    if (!t) throw new Error(`unknown ticket ${id}`);
    const a = CITY_INDEX.get(t.a) as number;
    const b = CITY_INDEX.get(t.b) as number;
    const completed = comp[a] === comp[b];
    return { id, completed, loop: completed && edgeDisjointPaths(edges, a, b, 2) >= 2 };
  });
}

/** Every player's score (tickets must be visible: the full state, or an observation at the end). */
export function scoreAll(s: TtrState): TtrScore[] {
  const { loopBonus, longestTrailBonus } = s.params;
  const partial = s.players.map((pl, p) => {
    const status = ticketStatus(s, p);
    let tickets = 0;
    let completed = 0;
    let loops = 0;
    for (const st of status) {
      const value = TICKET_BY_ID.get(st.id)?.value ?? 0;
      tickets += st.completed ? value : -value;
      if (st.completed) completed++;
      if (st.loop) loops++;
    }
    return {
      routes: pl.routePoints,
      tickets,
      ticketsCompleted: completed,
      ticketsFailed: status.length - completed,
      loopTickets: loops,
      loopBonus: loopBonus[Math.min(loops, loopBonus.length - 1)],
      longestTrail: longestTrail(ownEdges(s, p)),
      trainsLeft: pl.trains,
    };
  });
  const longest = Math.max(...partial.map((x) => x.longestTrail));
  return partial.map((x) => {
    const longestBonus = longest > 0 && x.longestTrail === longest ? longestTrailBonus : 0;
    return { ...x, longestBonus, total: x.routes + x.tickets + x.loopBonus + longestBonus };
  });
}

/** The winners: highest total, then most completed tickets, the longest bonus, most loop tickets, fewest trains; else shared. */
export function winnersOf(scores: readonly TtrScore[]): Seat[] {
  const keys = (x: TtrScore) => [x.total, x.ticketsCompleted, x.longestBonus > 0 ? 1 : 0, x.loopTickets, -x.trainsLeft];
  let best: Seat[] = [];
  let bestKey: number[] | null = null;
  scores.forEach((x, p) => {
    const k = keys(x);
    const cmp = bestKey === null ? 1 : compare(k, bestKey);
    if (cmp > 0) {
      best = [p];
      bestKey = k;
    } else if (cmp === 0) best.push(p);
  });
  return best;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The game result once the game is over, else null. */
export function resultOf(s: TtrState): GameResult | null {
  if (s.phase !== 'over') return null;
  const scores = scoreAll(s);
  return {
    scores: scores.map((x) => x.total),
    winners: winnersOf(scores),
    turns: s.turns,
    breakdown: scores.map((x) => ({ ...x })),
  };
}
