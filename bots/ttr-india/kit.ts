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
import type { BotKit } from '../types.ts';
import { type TtrBot, ttrBot } from './bot.ts';
import { evaluateTtr } from './evaluate.ts';
import { TTR_GRAPH } from './graph.ts';
import { chooseTtr, scoreKeeps, ttrHeuristic } from './heuristic.ts';
import type { TtrTuning } from './tuning.ts';
import { planOf, plannedRouteIds } from './view.ts';

/** The random source of the candidates' heuristic choice: at noise 0 it is never read, so one seeded source serves every call. */
const UNREAD_RNG = createRng(0);

/** Candidate actions for the search, most promising first. */
export function ttrCandidates(bot: TtrBot, s: TtrState, seat: Seat, legal: readonly TtrAction[]): TtrAction[] {
  const { tuning, memo } = bot;
  if (legal.length <= tuning.keepCandidates) return [...legal];
  const keeps = legal.filter((a): a is KeepTickets => a.type === 'keepTickets');
  if (keeps.length > 0) {
    const scores = scoreKeeps(bot, s, seat, keeps);
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
  add(chooseTtr(bot, s, seat, UNREAD_RNG, tuning.medium));
  const plan = planOf(memo, s, seat);
  const planned = plannedRouteIds(memo, plan);
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

/** The kit over the Ticket to Ride core, with `overrides` over the shipped tuning; its caches are its own. */
export function ttrKit(core: GameCore<TtrState, TtrAction, unknown>, overrides: Overrides<TtrTuning> = {}): BotKit<TtrState, TtrAction> {
  const bot = ttrBot(overrides);
  const { tuning } = bot;
  return {
    core,
    tuning,
    withTuning: (more) => ttrKit(core, { ...overrides, ...(more as Overrides<TtrTuning>) }),
    createHeuristic: (settings) => ttrHeuristic(bot, core, settings),
    candidates: (s, seat) => ttrCandidates(bot, s, seat, core.legalActions(s, seat)),
    rollout: (s, seat, rng) => chooseTtr(bot, s, seat, rng, tuning.rollout),
    evaluate: (s) => evaluateTtr(bot, s),
    search: tuning.search,
    easy: tuning.easy,
    medium: tuning.medium,
  };
}
