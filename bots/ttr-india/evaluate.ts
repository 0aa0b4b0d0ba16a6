/**
 * Each seat's expected final score in Ticket to Ride, for the MCTS leaves: route points so far,
 * tickets done, planned tickets weighted by the chance of finishing them in the turns left (from
 * the plan's length, the cards in hand and how close the end is), hopeless ones lost, a little
 * for the cards in hand, the loop bonus the completed tickets score now, and the longest-trail bonus
 * to whoever holds it now (counted more as the end nears). Reads every seat's tickets: call it on
 * determinized states only.
 */
import type { TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { TTR_GRAPH } from './graph.ts';
import { loopBonusFor, loopTickets, networks } from './bonuses.ts';
import type { TtrBot } from './bot.ts';
import { fewestTrains, needsOf, planOf } from './view.ts';

/** Expected final score of every seat. */
export function evaluateTtr(bot: TtrBot, s: TtrState): number[] {
  const { tuning, memo } = bot;
  const fewest = fewestTrains(s);
  const turnsLeft = s.finalTurns !== null ? 1 : Math.max(1, (fewest - s.params.endTrainsThreshold) / tuning.trainsPerTurn + 1);
  const w = tuning.evaluation;
  // Who holds the longest trail matters more the fewer trains are left to change it (off as
  // shipped: finding the trail costs a search per seat at every leaf).
  const trailWeight = w.longestTrailShare * Math.max(0, 1 - fewest / s.params.trainsPerPlayer);
  const nets = networks(s, trailWeight > 0);
  const longest = Math.max(...nets.map((n) => n.trail));
  return s.players.map((p, seat) => {
    let v = p.routePoints + w.handCard * p.handSize;
    const plan = planOf(memo, s, seat);
    if (longest > 0 && nets[seat].trail === longest) v += trailWeight * s.params.longestTrailBonus;
    v += w.loopBonusShare * loopBonusFor(s, loopTickets(nets[seat].edges, plan.done));
    for (const t of plan.done) v += t.value;
    for (const t of plan.hopeless) v -= t.value;
    if (plan.planned.length > 0) {
      const hand = p.hand ?? [];
      const needs = needsOf(s, plan, hand);
      const missing = needs.deficit.reduce((a, b) => a + b, 0) + needs.locos + Math.max(0, needs.grey - surplus(hand, needs.colour));
      const turnsNeeded = plan.routes.length + missing / w.cardsPerTurn;
      const chance = 1 / (1 + Math.exp(-(turnsLeft - turnsNeeded) / w.turnsSlack));
      for (const t of plan.planned) v += t.value * (2 * chance - 1);
      // The planned routes will score when claimed.
      for (const r of plan.routes) v += chance * w.plannedRoutePointsShare * routePointsOf(s, r);
    }
    return v;
  });
}

function surplus(hand: readonly number[], need: readonly number[]): number {
  let n = 0;
  for (let c = 0; c < need.length; c++) n += Math.max(0, (hand[c] ?? 0) - need[c]);
  return n;
}

function routePointsOf(s: TtrState, r: number): number {
  return s.params.routePoints[TTR_GRAPH.routes[r].length] ?? 0;
}
