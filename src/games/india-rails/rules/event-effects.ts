/**
 * What the event cards in play forbid right now (docs/rules/india-rails.md §10): building and moving over flooded rivers or into sand storms, pickups and
 * deliveries under a strike, half rate.
 */
import type { EventImpacts } from '../data/events.ts';
import type { RulesContext } from './context.ts';
import type { IndiaRailsState } from './types.ts';

type Flag = keyof EventImpacts;

/** Whether an event in play with `flag` covers milepost m. */
export function milepostUnder(ctx: RulesContext, s: IndiaRailsState, flag: Flag, m: number): boolean {
  for (const e of s.events) {
    const card = ctx.eventById.get(e.card);
    if (card?.impacts[flag] && ctx.footprint(e.card).mileposts[m]) return true;
  }
  return false;
}

/** Whether an event in play with `flag` covers the segment a→b (a river it crosses, or b inside its area). */
export function segmentUnder(ctx: RulesContext, s: IndiaRailsState, flag: Flag, a: number, b: number): boolean {
  if (s.events.length === 0) return false;
  const key = ctx.graph.edgeKey(a, b);
  for (const e of s.events) {
    const card = ctx.eventById.get(e.card);
    if (!card?.impacts[flag]) continue;
    const f = ctx.footprint(e.card);
    if (f.edges.has(key) || f.mileposts[b] || (flag === 'noBuilding' && f.mileposts[a])) return true;
  }
  return false;
}

/** Whether an edge is reserved for another player's rebuilding. */
export function reservedForOther(s: IndiaRailsState, seat: number, key: number): boolean {
  return s.reservations.some((r) => r.edge === key && r.owner !== seat);
}
