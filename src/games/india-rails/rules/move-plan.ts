/**
 * The move planner (docs/rules/india-rails.md §7): the way a player would take to a city or a
 * milepost, over as many turns as it needs. Own track (and red areas) first; another player's track
 * only where it gets there in fewer turns and the player can pay every turn's rent along it now
 * (a way the player cannot pay for is never proposed). This turn's run goes as far as the
 * allowance, or to the first city on the way where a demand can be picked up or delivered. Pure:
 * the board offers its plans, the core still judges every move (`checkMove`).
 */
import { fail, ok, type Result } from '../../../engine/result.ts';
import type { RulesContext } from './context.ts';
import { checkMove } from './move.ts';
import { type MoveStop, stopsAlong } from './move-stops.ts';
import { type FoundWay, searchWays, stepsWithin, turnClock, turnOfStep, type WayCost, type Ways, wayCost } from './move-ways.ts';
import { reachableMileposts } from './reach.ts';
import type { IndiaRailsState } from './types.ts';

export type { MoveStop } from './move-stops.ts';
export type { WayCost } from './move-ways.ts';

/** The planned way to a destination. */
export interface MovePlan {
  /** The whole way, from where the train stands to the destination. */
  path: number[];
  /** Its turns, rent and fees. */
  cost: WayCost;
  /** Whether it keeps to the player's own track and red areas. */
  ownTrack: boolean;
  /** The turns the way on own track alone would take, or null when own track does not lead there. */
  ownTurns: number | null;
  /** A way over others' track that would arrive sooner but whose rent the player cannot pay now, if any. */
  faster: { turns: number; rent: number } | null;
  /** Cities on the way where a demand can be met (picked up or delivered). */
  stops: MoveStop[];
  /** This turn's move (to the first stop, or as far as the allowance goes), or null when the train cannot move now. */
  now: number[] | null;
}

/** What the planner answers about one seat's train in one state. */
export interface MovePlanner {
  /** Every milepost the train can reach this turn, with the way the planner would take to it. */
  reach(): Map<number, number[]>;
  /** Every city the train can get to over track it may use and pay for, by city id, with its plan. */
  destinations(): Map<string, MovePlan>;
  /** The plan to the best of `targets` (e.g. a city's mileposts), or why there is none. */
  planTo(targets: readonly number[]): Result<MovePlan>;
}

/** The most turns the planner looks ahead for a way over others' track (farther, only own track is offered): enough for any trip worth its rent, and it keeps the search quick on a crowded late-game map. */
export const MAX_PLAN_TURNS = 6;

/** The planner of `seat`'s train in state `s` (its searches are made once, when first needed). */
export function createMovePlanner(ctx: RulesContext, s: IndiaRailsState, seat: number): MovePlanner {
  const pl = s.players[seat];
  const clock = turnClock(s, seat);
  const own = reachableMileposts(ctx, s, seat, Number.POSITIVE_INFINITY, true);
  const any = reachableMileposts(ctx, s, seat);
  const ownSet = new Set(own.order);
  const anySet = new Set(any.order);
  let ways: { cap: number; found: Ways } | null = null;
  const waysWithin = (cap: number): Ways => {
    if (!ways || ways.cap < cap) ways = { cap, found: searchWays(ctx, s, seat, cap) };
    return ways.found;
  };
  const payable = (c: WayCost) => (s.variants.latePaymentOfUseFee ? c.fees : c.rent + c.fees) <= pl.cash;
  const turnsOf = (steps: number) => turnOfStep(clock, steps) + 1;

  /** The turns a way over others' track may take to be worth a look at `targets`, or 0 when none. */
  const rentedTurnsLimit = (targets: readonly number[]): number => {
    const anySteps = minSteps(any, anySet, targets);
    if (anySteps === null) return 0;
    const ownSteps = minSteps(own, ownSet, targets);
    // Others' track only to save a turn; with no own way, one turn more than the fastest may be cheaper.
    const limit = ownSteps === null ? turnsOf(anySteps) + 1 : turnsOf(ownSteps) - 1;
    return Math.min(limit, MAX_PLAN_TURNS);
  };

  const planTo = (targets: readonly number[]): Result<MovePlan> => {
    if (pl.at === null) return fail('place your train in a city first');
    if (targets.includes(pl.at)) return fail('the train is already there');
    const ownSteps = minSteps(own, ownSet, targets);
    const ownPath = ownSteps === null ? null : own.path(nearest(own, ownSet, targets, ownSteps));
    const ownTurns = ownSteps === null ? null : turnsOf(ownSteps);
    const limit = rentedTurnsLimit(targets);
    let faster: MovePlan['faster'] = null;
    if (limit > 0) {
      const found = waysWithin(stepsWithin(clock, limit));
      for (const way of candidates(found, targets, limit)) {
        const path = found.path(way);
        const cost = wayCost(ctx, s, seat, path);
        if (payable(cost)) return ok(makePlan(ctx, s, seat, path, cost, { ownTrack: false, ownTurns, faster }));
        faster ??= { turns: cost.turns, rent: cost.rent + cost.fees };
      }
    }
    if (ownPath) {
      const cost = wayCost(ctx, s, seat, ownPath);
      if (payable(cost)) return ok(makePlan(ctx, s, seat, ownPath, cost, { ownTrack: true, ownTurns, faster }));
      return fail(`moving there costs ${cost.fees}M in fees but you have ${pl.cash}M`);
    }
    if (faster) return fail(`the way there needs ${faster.rent}M of rent to other players but you have ${pl.cash}M`);
    return fail('no track the train may use leads there');
  };

  return {
    reach() {
      const out = new Map<number, number[]>();
      if (pl.at === null || clock.left === 0) return out;
      const mine = reachableMileposts(ctx, s, seat, clock.left, true);
      for (const m of mine.order) out.set(m, mine.path(m));
      const found = waysWithin(clock.left);
      for (const [m, list] of found.at) {
        if (out.has(m) || list[0].turns > 1) continue;
        const path = found.path(list[0]);
        if (payable(wayCost(ctx, s, seat, path))) out.set(m, path);
      }
      out.delete(pl.at);
      return out;
    },
    destinations() {
      const out = new Map<string, MovePlan>();
      if (pl.at === null) return out;
      const here = ctx.graph.cityAt(pl.at)?.id;
      const cities = ctx.graph.data.cities.filter((c) => c.id !== here && c.mileposts.some((m) => anySet.has(m)));
      // One search deep enough for every city, made before the first plan asks for it.
      const limit = Math.max(0, ...cities.map((c) => rentedTurnsLimit(c.mileposts)));
      if (limit > 0) waysWithin(stepsWithin(clock, limit));
      for (const c of cities) {
        const plan = planTo(c.mileposts);
        if (plan.ok) out.set(c.id, plan.value);
      }
      return out;
    },
    planTo,
  };
}

/** The fewest steps of a reach search to any of `targets`, or null when it reaches none. */
function minSteps(reach: ReturnType<typeof reachableMileposts>, reached: ReadonlySet<number>, targets: readonly number[]): number | null {
  let best: number | null = null;
  for (const m of targets) if (reached.has(m) && (best === null || reach.steps(m) < best)) best = reach.steps(m);
  return best;
}

/** The first of `targets` the reach search gets to in `steps`. */
function nearest(reach: ReturnType<typeof reachableMileposts>, reached: ReadonlySet<number>, targets: readonly number[], steps: number): number {
  return targets.find((m) => reached.has(m) && reach.steps(m) === steps) as number;
}

/** The found ways to any of `targets` within `limit` turns, fewest turns first, then cheapest, then shortest. */
function candidates(found: Ways, targets: readonly number[], limit: number): FoundWay[] {
  const list = targets.flatMap((m) => (found.at.get(m) ?? []).filter((w) => w.turns <= limit));
  return list.sort((a, b) => a.turns - b.turns || a.cost - b.cost || a.steps - b.steps);
}

/** A plan along `path`: its stops, and this turn's run to the first stop or the end of the allowance. */
function makePlan(
  ctx: RulesContext,
  s: IndiaRailsState,
  seat: number,
  path: number[],
  cost: WayCost,
  way: Pick<MovePlan, 'ownTrack' | 'ownTurns' | 'faster'>,
): MovePlan {
  const stops = stopsAlong(ctx, s, seat, path);
  const left = turnClock(s, seat).left;
  let now: number[] | null = null;
  if (left > 0) {
    let end = Math.min(left, path.length - 1);
    const stop = stops.find((x) => x.index <= end);
    if (stop) end = stop.index;
    const run = path.slice(0, end + 1);
    if (checkMove(ctx, s, seat, run).ok) now = run;
  }
  const faster = way.faster && way.faster.turns < cost.turns ? way.faster : null;
  return { path, cost, ownTrack: way.ownTrack, ownTurns: way.ownTurns, faster, stops, now };
}
