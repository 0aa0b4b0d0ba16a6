/**
 * The two end-of-game bonuses of Ticket to Ride (docs/rules/ttr-india.md §9.3, §9.4) as the bots
 * read them from a position: the loop bonus the completed tickets would score now, and who holds
 * the longest trail now. The search's evaluation counts both; the candidates look for the claim
 * that closes a loop.
 */
import type { Seat } from '../../src/engine/core.ts';
import { CITY_INDEX } from '../../src/games/ttr-india/data/board.ts';
import { CITIES } from '../../src/games/ttr-india/data/cities.ts';
import type { Ticket } from '../../src/games/ttr-india/data/types.ts';
import { components, type Edge, edgeDisjointPaths, longestTrail, ownEdges } from '../../src/games/ttr-india/rules/network.ts';
import type { TtrState } from '../../src/games/ttr-india/rules/state.ts';

/** How many of `done` (completed tickets) are joined by two edge-disjoint paths of `edges`: the loop tickets. */
export function loopTickets(edges: readonly Edge[], done: readonly Ticket[]): number {
  if (done.length === 0 || !hasCycle(edges)) return 0;
  let n = 0;
  for (const t of done) if (edgeDisjointPaths(edges, CITY_INDEX.get(t.a) as number, CITY_INDEX.get(t.b) as number, 2) >= 2) n++;
  return n;
}

/** Whether `edges` hold a cycle (more edges than a forest on their cities has). */
export function hasCycle(edges: readonly Edge[]): boolean {
  if (edges.length < 3) return false;
  const label = components(edges, CITIES.length);
  const cities = new Set<number>();
  const comps = new Set<number>();
  for (const e of edges) {
    cities.add(e.a);
    cities.add(e.b);
    comps.add(label[e.a]);
  }
  return edges.length > cities.size - comps.size;
}

/** The loop bonus `seat` would score for `loops` loop tickets. */
export function loopBonusFor(s: TtrState, loops: number): number {
  const table = s.params.loopBonus;
  return table[Math.min(loops, table.length - 1)] ?? 0;
}

/** Each seat's own routes as edges, and its longest trail (0 unless `withTrail`). */
export function networks(s: TtrState, withTrail: boolean): { edges: Edge[]; trail: number }[] {
  return s.players.map((_, seat: Seat) => {
    const edges = ownEdges(s, seat);
    return { edges, trail: withTrail ? longestTrail(edges) : 0 };
  });
}
