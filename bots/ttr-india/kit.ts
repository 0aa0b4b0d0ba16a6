/**
 * The Ticket to Ride bot kit: the heuristic (easy, medium), and what the MCTS (hard) searches —
 * a handful of candidates per node (the heuristic's choice, planned claims, the best other claims,
 * one draw per card kind, tickets), the heuristic as rollout policy and `evaluateTtr` at the leaves.
 */
import type { GameCore, Seat } from '../../src/engine/core.ts';
import { createRng } from '../../src/engine/rng.ts';
import { ROUTE_INDEX } from '../../src/games/ttr-india/data/board.ts';
import type { ClaimRoute, KeepTickets, TtrAction, TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { actionKey } from '../mcts/tree.ts';
import type { Overrides } from '../tuned.ts';
import { tuned } from '../tuned.ts';
import type { BotKit } from '../types.ts';
import { evaluateTtr } from './evaluate.ts';
import { TTR_GRAPH } from './graph.ts';
import { chooseTtr, scoreKeeps, ttrHeuristic } from './heuristic.ts';
import { TTR_TUNING, type TtrTuning } from './tuning.ts';
import { planOf, plannedRouteIds } from './view.ts';

/** The random source of the candidates' heuristic choice: at noise 0 it is never read, so one seeded source serves every call. */
const UNREAD_RNG = createRng(0);

/** Candidate actions for the search, most promising first. */
export function ttrCandidates(s: TtrState, seat: Seat, legal: readonly TtrAction[], tuning: Readonly<TtrTuning> = TTR_TUNING): TtrAction[] {
  if (legal.length <= tuning.keepCandidates) return [...legal];
  const keeps = legal.filter((a): a is KeepTickets => a.type === 'keepTickets');
  if (keeps.length > 0) {
    const scores = scoreKeeps(s, seat, keeps, tuning);
    return keeps
      .map((a, i) => ({ a, v: scores[i] }))
      .sort((x, y) => y.v - x.v)
      .slice(0, tuning.keepCandidates)
      .map((x) => x.a);
  }
  const out = new Map<string, TtrAction>();
  const add = (a: TtrAction | undefined) => {
    if (a && out.size < tuning.maxCandidates) out.set(actionKey(a), a);
  };
  add(chooseTtr(s, seat, UNREAD_RNG, tuning.medium, tuning));
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
  for (const c of ranked.slice(0, tuning.otherClaimCandidates)) add(c);
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

/** The kit over the Ticket to Ride core, with `overrides` over the shipped tuning. */
export function ttrKit(core: GameCore<TtrState, TtrAction, unknown>, overrides: Overrides<TtrTuning> = {}): BotKit<TtrState, TtrAction> {
  const tuning = tuned(overrides, TTR_TUNING);
  return {
    core,
    tuning,
    withTuning: (more) => ttrKit(core, { ...overrides, ...(more as Overrides<TtrTuning>) }),
    createHeuristic: (settings) => ttrHeuristic(core, settings, tuning),
    candidates: (s, seat) => ttrCandidates(s, seat, core.legalActions(s, seat), tuning),
    rollout: (s, seat, rng) => chooseTtr(s, seat, rng, tuning.rollout, tuning),
    evaluate: (s) => evaluateTtr(s, tuning),
    search: tuning.search,
    easy: tuning.easy,
    medium: tuning.medium,
  };
}
