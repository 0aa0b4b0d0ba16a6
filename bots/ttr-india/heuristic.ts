/**
 * The Ticket to Ride heuristic player. Route Focus at heart: plan each ticket's cheapest connection,
 * claim planned routes longest first, draw the colours the plan lacks. Destination Hungry when the
 * plan is done and trains remain: take more tickets, keeping those the network can serve. Long Route
 * when nothing is planned: claim the longest affordable routes. Near the end it races: claims beat
 * draws. The easy level is this program with noise in every score and shorter plans.
 */
import type { GameCore, Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { ROUTE_INDEX, ROUTE_TRACKS, TICKET_BY_ID, TRACKS } from '../../src/games/ttr-india/data/board.ts';
import { CARD_COLOURS, LOCO, type Ticket } from '../../src/games/ttr-india/data/types.ts';
import { blindCardsLeft } from '../../src/games/ttr-india/rules/cards.ts';
import { paymentsFor, trackOpenTo } from '../../src/games/ttr-india/rules/claim.ts';
import { legalActions } from '../../src/games/ttr-india/rules/legal.ts';
import { type ClaimRoute, EMPTY_SLOT, type KeepTickets, type TtrAction, type TtrState } from '../../src/games/ttr-india/rules/state.ts';
import type { HeuristicSettings, Policy } from '../types.ts';
import { TTR_GRAPH } from './graph.ts';
import { planNetwork } from './plan.ts';
import type { TtrBot } from './bot.ts';
import type { TtrTuning } from './tuning.ts';
import { fewestTrains, type Needs, needsOf, planOf, plannedRouteIds, routeCosts, ticketsOf } from './view.ts';

/** Value of holding a set of tickets: completed ones count, planned ones by their chance, hopeless ones are lost. */
export function ticketUtility(bot: TtrBot, s: TtrState, seat: Seat, tickets: readonly Ticket[], costs = routeCosts(bot.memo, s, seat)): number {
  const odds = bot.tuning.tickets;
  const trains = s.players[seat].trains;
  const plan = planNetwork(TTR_GRAPH, tickets, costs, trains);
  let u = 0;
  for (const t of plan.done) u += t.value;
  for (const t of plan.hopeless) u -= t.value;
  // The tighter the trains, the less sure a planned ticket is.
  const load = plan.cost / Math.max(1, trains);
  const chance = load < odds.comfortableLoad ? odds.comfortable : Math.max(odds.least, odds.comfortable - (load - odds.comfortableLoad) * odds.dropPerLoad);
  for (const t of plan.planned) u += t.value * (2 * chance - 1);
  return u - odds.costPerTrain * plan.cost;
}

/** Scores for each choice of tickets to keep; higher is better. */
export function scoreKeeps(bot: TtrBot, s: TtrState, seat: Seat, keeps: readonly KeepTickets[]): number[] {
  const held = ticketsOf(s, seat);
  const costs = routeCosts(bot.memo, s, seat);
  return keeps.map((k) => ticketUtility(bot, s, seat, [...held, ...k.keep.map((id) => TICKET_BY_ID.get(id)!)], costs));
}

/** How much taking a card of kind `k` helps the plan (a blind card is worth `values.blind`). */
export function cardValue(k: number, needs: Needs, hand: readonly number[], values: TtrTuning['cards']): number {
  if (k === LOCO) return needs.locos > 0 ? values.neededLoco : values.loco;
  if (needs.deficit[k] > 0) return values.needed + Math.min(needs.deficit[k], values.missingCap) * values.perMissing;
  if (needs.grey > 0) return values.grey + Math.min(hand[k] - needs.colour[k], needs.grey) * values.perSpare;
  return values.unneeded;
}

/** Cost of a payment: locomotives are precious, and paying a grey route with a colour the plan needs elsewhere hurts. */
export function paymentCost(a: ClaimRoute, needs: Needs, hand: readonly number[], planned: boolean, locoCost: number): number {
  let cost = a.locos * locoCost;
  if (a.colour !== 'loco') {
    const c = CARD_COLOURS.indexOf(a.colour as (typeof CARD_COLOURS)[number]);
    const route = TTR_GRAPH.routes[ROUTE_INDEX.get(a.route)!];
    const used = route.length - a.locos;
    const ownNeed = planned && route.tracks.includes(a.colour as never) ? route.length : 0;
    cost += Math.max(0, needs.colour[c] - ownNeed - (hand[c] - used));
  }
  return cost;
}

/** Every way `seat` may claim one of `routes` (route indices) now: open tracks, enough trains, every legal payment. */
export function claimsOn(s: TtrState, seat: Seat, routes: Iterable<number>): ClaimRoute[] {
  const me = s.players[seat];
  const out: ClaimRoute[] = [];
  if (!me.hand) return out;
  for (const r of routes) {
    const route = TTR_GRAPH.routes[r];
    if (route.length > me.trains) continue;
    for (const t of ROUTE_TRACKS[r]) {
      const track = TRACKS[t];
      if (!trackOpenTo(s, seat, track)) continue;
      for (const pay of paymentsFor(s, me.hand, track))
        out.push({ type: 'claimRoute', route: route.id, track: track.slot, colour: pay.colour, locos: pay.locos });
    }
  }
  return out;
}

/** The card draws open now (the second card may not be a face-up locomotive). */
export function drawsOf(s: TtrState): TtrAction[] {
  const out: TtrAction[] = [];
  if (blindCardsLeft(s) > 0) out.push({ type: 'drawFromDeck' });
  s.faceUp.forEach((c, slot) => {
    if (c !== EMPTY_SLOT && !(s.drawn > 0 && c === LOCO)) out.push({ type: 'drawFaceUp', slot });
  });
  return out;
}

/** The best payment of each route among `claims`, keyed by route id. */
function bestClaims(
  claims: readonly ClaimRoute[],
  needs: Needs,
  hand: readonly number[],
  planned: ReadonlySet<string>,
  locoCost: number,
): Map<string, { a: ClaimRoute; cost: number }> {
  const best = new Map<string, { a: ClaimRoute; cost: number }>();
  for (const a of claims) {
    const cost = paymentCost(a, needs, hand, planned.has(a.route), locoCost);
    const b = best.get(a.route);
    if (!b || cost < b.cost) best.set(a.route, { a, cost });
  }
  return best;
}

/** Points of a claim, from the game's route table. */
function claimPoints(s: TtrState, a: ClaimRoute): number {
  return s.params.routePoints[TTR_GRAPH.routes[ROUTE_INDEX.get(a.route)!].length] ?? 0;
}

const ALL_ROUTES: readonly number[] = TTR_GRAPH.routes.map((_, i) => i);

/**
 * The heuristic's choice for `seat` in `s`: always a legal action. It builds only the actions it
 * may want (claims on its plan, or on every route when racing or planless), which keeps rollouts fast.
 */
export function chooseTtr(bot: TtrBot, s: TtrState, seat: Seat, rng: Rng, settings: HeuristicSettings): TtrAction {
  const { tuning, memo } = bot;
  const me = s.players[seat];
  if ((me.offer?.length ?? 0) > 0 || s.phase === 'opening') {
    const keeps = legalActions(s, seat).filter((a): a is KeepTickets => a.type === 'keepTickets');
    const scores = scoreKeeps(bot, s, seat, keeps).map((v) => v + jitter(rng, settings) * tuning.keepNoise);
    return keeps[argmax(scores)];
  }
  const hand = me.hand ?? [];
  const plan = planOf(memo, s, seat, settings.depth);
  const needs = needsOf(s, plan, hand);
  const draws = drawsOf(s);
  const drawNeeds = plan.routes.length > 0 ? needs : { ...needs, grey: tuning.planlessGrey };
  if (s.drawn > 0) return draws.length > 0 ? bestDraw(s, draws, drawNeeds, hand, rng, settings, tuning.cards) : { type: 'pass' };

  const plannedIds = plannedRouteIds(memo, plan);
  const racing = s.finalTurns !== null || fewestTrains(s) <= tuning.raceTrains;
  const open = racing || plan.routes.length === 0;
  const claims = claimsOn(s, seat, open ? ALL_ROUTES : plan.routes);

  // 1. Claim a planned route: longest first (they are the scarcest and score best).
  let pick: { a: TtrAction; score: number } | undefined;
  for (const [id, { a, cost }] of bestClaims(claims, needs, hand, plannedIds, tuning.locoPaymentCost)) {
    const length = TTR_GRAPH.routes[ROUTE_INDEX.get(id)!].length;
    let score: number;
    if (plannedIds.has(id)) score = tuning.plannedClaimBonus + length - cost;
    else score = claimPoints(s, a) * tuning.offPlanPointsShare + length * tuning.offPlanLengthShare - cost - (racing ? 0 : tuning.offPlanPenalty);
    score += jitter(rng, settings) * tuning.claimNoise;
    if (score > 0 && (!pick || score > pick.score)) pick = { a, score };
  }
  if (pick) return pick.a;

  // 2. More tickets when the plan is (nearly) done and trains remain.
  if (
    s.ticketDeck.length > 0 &&
    !racing &&
    plan.cost + tuning.spareTicketTrains <= me.trains &&
    plan.routes.length <= tuning.ticketDrawMaxRoutes + jitter(rng, settings) * tuning.ticketNoise
  ) {
    return { type: 'drawTickets' };
  }
  // 3. Draw the cards the plan lacks; with no plan, gather one colour for long routes.
  if (draws.length > 0) return bestDraw(s, draws, drawNeeds, hand, rng, settings, tuning.cards);
  // 4. Nothing to draw: any claim, else tickets, else pass.
  const any = claims.length > 0 ? claims : claimsOn(s, seat, ALL_ROUTES);
  if (any.length > 0) return any.reduce((a, c) => (claimPoints(s, c) > claimPoints(s, a) ? c : a));
  if (s.ticketDeck.length > 0) return { type: 'drawTickets' };
  return { type: 'pass' };
}

/** The noise of an easy player's score (0 for medium: the rng is then never read). A plain function, not a closure per call: rollouts call the heuristic a lot. */
function jitter(rng: Rng, settings: HeuristicSettings): number {
  return settings.noise > 0 ? (rng.next() - 0.5) * 2 * settings.noise : 0;
}

function bestDraw(
  s: TtrState,
  draws: readonly TtrAction[],
  needs: Needs,
  hand: readonly number[],
  rng: Rng,
  settings: HeuristicSettings,
  values: TtrTuning['cards'],
): TtrAction {
  let best = draws[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const a of draws) {
    const v = (a.type === 'drawFaceUp' ? cardValue(s.faceUp[a.slot], needs, hand, values) : values.blind) + jitter(rng, settings);
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best;
}

function argmax(xs: readonly number[]): number {
  let b = 0;
  for (let i = 1; i < xs.length; i++) if (xs[i] > xs[b]) b = i;
  return b;
}

/** The heuristic as a Policy over a core; an action the core would refuse falls back to the first legal one. */
export function ttrHeuristic(bot: TtrBot, core: GameCore<TtrState, TtrAction, unknown>, settings: HeuristicSettings): Policy<TtrState, TtrAction> {
  return {
    choose(observation, seat, rng) {
      const a = chooseTtr(bot, observation, seat, rng, settings);
      if (core.validate(observation, seat, a) === null) return a;
      const legal = core.legalActions(observation, seat);
      if (legal.length === 0) throw new Error(`ttr heuristic: seat ${seat} has no legal action`);
      return legal[0];
    },
  };
}
