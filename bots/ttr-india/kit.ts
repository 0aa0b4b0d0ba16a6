/**
 * The Ticket to Ride bot kit: the heuristic (easy, medium), and what the MCTS (hard) searches —
 * a handful of candidates per node (the heuristic's choice, the claim that closes a loop, planned
 * claims, the best other claims, one draw per card kind, tickets), the heuristic as rollout policy and `evaluateTtr` at the leaves.
 */
import type { GameCore, Seat } from '../../src/engine/core.ts';
import { createRng } from '../../src/engine/rng.ts';
import { CITY_INDEX, ROUTE_INDEX } from '../../src/games/ttr-india/data/board.ts';
import { CITIES } from '../../src/games/ttr-india/data/cities.ts';
import type { Ticket } from '../../src/games/ttr-india/data/types.ts';
import { components, ownEdges } from '../../src/games/ttr-india/rules/network.ts';
import type { ClaimRoute, KeepTickets, TtrAction, TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { actionKey } from '../mcts/tree.ts';
import type { Overrides } from '../tuned.ts';
import type { BotKit } from '../types.ts';
import { type TtrBot, ttrBot } from './bot.ts';
import { loopBonusFor, loopTickets } from './bonuses.ts';
import { evaluateTtr } from './evaluate.ts';
import { TTR_GRAPH } from './graph.ts';
import { ttrHard } from './hard.ts';
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
  add(loopClosingClaim(s, seat, plan.done, byRoute.values()));
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

/**
 * The claim that adds most to `seat`'s loop bonus now (docs/rules/ttr-india.md §9.3): a route
 * between two cities its network already joins, after which more completed tickets are joined
 * twice over. Undefined when no claim adds to the bonus.
 */
export function loopClosingClaim(s: TtrState, seat: Seat, done: readonly Ticket[], claims: Iterable<ClaimRoute>): ClaimRoute | undefined {
  if (done.length === 0) return undefined;
  const edges = ownEdges(s, seat);
  const label = components(edges, CITIES.length);
  const before = loopBonusFor(s, loopTickets(edges, done));
  let best: { a: ClaimRoute; gain: number; length: number } | undefined;
  for (const a of claims) {
    const route = TTR_GRAPH.routes[ROUTE_INDEX.get(a.route)!];
    const x = CITY_INDEX.get(route.a) as number;
    const y = CITY_INDEX.get(route.b) as number;
    if (label[x] !== label[y]) continue; // only a route inside one component closes a cycle
    const gain = loopBonusFor(s, loopTickets([...edges, { a: x, b: y, length: route.length }], done)) - before;
    if (gain > 0 && (!best || gain > best.gain || (gain === best.gain && route.length > best.length))) best = { a, gain, length: route.length };
  }
  return best?.a;
}

/**
 * `s` without its public bookkeeping — the players' record of face-up cards (`TtrPlayer.shown`) and
 * the record of what the card supply did (`TtrState.happenings`) — for the decider's seed: a bot that
 * reads neither plays the same with or without them.
 */
export function withoutRecords(s: TtrState): TtrState {
  const { happenings: _, ...rest } = s;
  if (s.players.every((pl) => pl.shown === undefined)) return rest;
  return { ...rest, players: s.players.map(({ shown: _, ...pl }) => pl) };
}

/** The kit over the Ticket to Ride core, with `overrides` over the shipped tuning; its caches are its own. */
export function ttrKit(core: GameCore<TtrState, TtrAction, unknown>, overrides: Overrides<TtrTuning> = {}): BotKit<TtrState, TtrAction> {
  const bot = ttrBot(overrides);
  const { tuning } = bot;
  const kit: BotKit<TtrState, TtrAction> = {
    core,
    tuning,
    withTuning: (more) => ttrKit(core, { ...overrides, ...(more as Overrides<TtrTuning>) }),
    createHeuristic: (settings) => ttrHeuristic(bot, core, settings),
    candidates: (s, seat) => ttrCandidates(bot, s, seat, core.legalActions(s, seat)),
    rollout: (s, seat, rng) => chooseTtr(bot, s, seat, rng, tuning.rollout),
    evaluate: (s) => evaluateTtr(bot, s),
    search: tuning.search,
    createHard: (limits) => ttrHard(bot, kit, limits),
    easy: tuning.easy,
    medium: tuning.medium,
    seedView: withoutRecords,
  };
  return kit;
}
