/**
 * The Ticket to Ride bot kit: the heuristic (easy, medium), and what the MCTS (hard) searches —
 * a handful of candidates per node (the heuristic's choice, planned claims, the best other claims,
 * one draw per card kind, tickets), the heuristic as rollout policy and `evaluateTtr` at the leaves.
 */
import type { GameCore, Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { ROUTE_INDEX } from '../../src/games/ttr-india/data/board.ts';
import type { ClaimRoute, KeepTickets, TtrAction, TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { actionKey } from '../mcts/tree.ts';
import type { BotKit, HeuristicSettings } from '../types.ts';
import { evaluateTtr } from './evaluate.ts';
import { TTR_GRAPH } from './graph.ts';
import { chooseTtr, scoreKeeps, ttrHeuristic } from './heuristic.ts';
import { planOf, plannedRouteIds } from './view.ts';

const MEDIUM: HeuristicSettings = { noise: 0, depth: Number.POSITIVE_INFINITY };
const EASY: HeuristicSettings = { noise: 0.6, depth: 1 };
const ROLLOUT: HeuristicSettings = { noise: 0, depth: Number.POSITIVE_INFINITY };
/** A deterministic stand-in for the rollout's rng when the heuristic ranks candidates (noise 0 never reads it). */
const NO_RNG = { next: () => 0.5 } as Rng;

/** Root and node candidates per decision: few, so that each is tried in enough sampled worlds. */
const MAX_CANDIDATES = 6;

/** Candidate actions for the search, most promising first. */
export function ttrCandidates(s: TtrState, seat: Seat, legal: readonly TtrAction[]): TtrAction[] {
  if (legal.length <= 4) return [...legal];
  const keeps = legal.filter((a): a is KeepTickets => a.type === 'keepTickets');
  if (keeps.length > 0) {
    const scores = scoreKeeps(s, seat, keeps);
    return keeps
      .map((a, i) => ({ a, v: scores[i] }))
      .sort((x, y) => y.v - x.v)
      .slice(0, 4)
      .map((x) => x.a);
  }
  const out = new Map<string, TtrAction>();
  const add = (a: TtrAction | undefined) => {
    if (a && out.size < MAX_CANDIDATES) out.set(actionKey(a), a);
  };
  add(chooseTtr(s, seat, NO_RNG, MEDIUM));
  const plan = planOf(s, seat);
  const planned = plannedRouteIds(plan);
  const claims = legal.filter((a): a is ClaimRoute => a.type === 'claimRoute');
  const byRoute = new Map<string, ClaimRoute>();
  for (const c of claims) {
    const b = byRoute.get(c.route);
    if (!b || c.locos < b.locos) byRoute.set(c.route, c);
  }
  const length = (a: ClaimRoute) => TTR_GRAPH.routes[ROUTE_INDEX.get(a.route)!].length;
  const ranked = [...byRoute.values()].sort((x, y) => Number(planned.has(y.route)) - Number(planned.has(x.route)) || length(y) - length(x));
  for (const c of ranked.slice(0, 2)) add(c);
  add(legal.find((a) => a.type === 'drawFromDeck'));
  add(legal.find((a) => a.type === 'drawTickets'));
  const kinds = new Set<number>();
  for (const a of legal) {
    if (a.type !== 'drawFaceUp' || kinds.has(s.faceUp[a.slot])) continue;
    kinds.add(s.faceUp[a.slot]);
    add(a);
  }
  return [...out.values()];
}

/** The kit over the Ticket to Ride core. */
export function ttrKit(core: GameCore<TtrState, TtrAction, unknown>): BotKit<TtrState, TtrAction> {
  return {
    core,
    createHeuristic: (settings) => ttrHeuristic(core, settings),
    candidates: (s, seat) => ttrCandidates(s, seat, core.legalActions(s, seat)),
    rollout: (s, seat, rng) => chooseTtr(s, seat, rng, ROLLOUT),
    evaluate: evaluateTtr,
    search: { iterations: 600, rolloutDepth: 30, rewardScale: 80, winBonus: 0.1, exploration: 0.5, widenK: 2, widenAlpha: 0.5, preferFirst: 0.02 },
    easy: EASY,
    medium: MEDIUM,
  };
}
