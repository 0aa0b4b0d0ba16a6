/**
 * What one player's bot derives from a Ticket to Ride state: the price of each route to it, its
 * tickets, its plan, and the cards the plan still needs. Reads only that player's own hidden parts,
 * so it works on an observation and, for any seat, on a determinized state.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Memo } from '../../src/engine/memo.ts';
import { ROUTE_TRACKS, TICKET_BY_ID, TRACKS } from '../../src/games/ttr-india/data/board.ts';
import { CARD_COLOURS, LOCO, type Ticket } from '../../src/games/ttr-india/data/types.ts';
import { trackOpenTo } from '../../src/games/ttr-india/rules/claim.ts';
import { type TtrState, UNCLAIMED } from '../../src/games/ttr-india/rules/state.ts';
import { TTR_GRAPH } from './graph.ts';
import { type Plan, planNetwork } from './plan.ts';

/** A result of the view (route prices or a plan) with the track owners it was computed for. */
interface LastResult {
  owners: readonly number[];
  value: Float64Array | Plan;
}

/** The caches of the view, one set per bot (bot.ts). */
export interface ViewMemo {
  /**
   * Route prices and plans per position. Both depend only on the track owners (plus the seat, its
   * tickets and trains), and `apply` copies `owners` only when a route is claimed, so the many
   * draws of a rollout and the sibling determinizations of a search share one entry. Keyed weakly
   * by the owners array: an entry lives as long as some state holding it.
   */
  readonly byOwners: Memo<readonly number[], Map<string, Float64Array | Plan>>;
  /**
   * The last result looked up for each key, with the owners it belongs to. A rollout claims one
   * track at a time, so the next position's owners usually differ from the last ones in one track:
   * then the costs change in one route only, and a plan that does not use that route still holds.
   */
  readonly last: Memo<string, LastResult>;
  /** The ticket ids joined, per tickets array (states share the array until the tickets change). */
  readonly ticketKeys: Memo<readonly string[], string>;
  /** The ids of the routes a plan still has to claim, per plan. */
  readonly plannedIds: Memo<Plan, ReadonlySet<string>>;
}

/** Keys (seat, player count, tickets, trains, depth) whose last result the view keeps. */
export const LAST_RESULTS = 512;

function memoOf(memo: ViewMemo, s: TtrState): Map<string, Float64Array | Plan> {
  return memo.byOwners.get(s.owners, () => new Map());
}

function rememberLast(memo: ViewMemo, key: string, owners: readonly number[], value: Float64Array | Plan): void {
  const last = memo.last.peek(key);
  if (last !== undefined) {
    last.owners = owners;
    last.value = value;
    return;
  }
  memo.last.set(key, { owners, value });
}

/** The one track whose owner differs between two owner arrays, or -1 when none or several do. */
function oneTrackChanged(before: readonly number[], after: readonly number[]): number {
  if (before.length !== after.length) return -1;
  let changed = -1;
  for (let t = 0; t < after.length; t++) {
    if (before[t] === after[t]) continue;
    if (changed >= 0) return -1;
    changed = t;
  }
  return changed;
}

/** Price of each route (by index) to `seat`: 0 if it owns a track of it, its length if one is open to it, else Infinity. Shared: do not modify. */
export function routeCosts(memo: ViewMemo, s: TtrState, seat: Seat): Float64Array {
  const m = memoOf(memo, s);
  const key = `c${seat}|${s.numPlayers}|${s.params.doubleRoutesMinPlayers}`;
  let out = m.get(key) as Float64Array | undefined;
  if (out === undefined) {
    const last = memo.last.peek(key);
    const t = last ? oneTrackChanged(last.owners, s.owners) : -1;
    if (last && t >= 0) {
      out = Float64Array.from(last.value as Float64Array);
      out[TRACKS[t].routeIndex] = routeCost(s, seat, TRACKS[t].routeIndex);
    } else out = computeRouteCosts(s, seat);
    m.set(key, out);
  }
  rememberLast(memo, key, s.owners, out);
  return out;
}

function routeCost(s: TtrState, seat: Seat, r: number): number {
  let open = false;
  for (const t of ROUTE_TRACKS[r]) {
    if (s.owners[t] === seat) return 0;
    if (!open && trackOpenTo(s, seat, TRACKS[t])) open = true;
  }
  return open ? TTR_GRAPH.routes[r].length : Number.POSITIVE_INFINITY;
}

// Per route, its tracks' indices flat (RT[RT_START[r] .. RT_START[r + 1])) and its length; local
// constants, read in a loop at every leaf of a search (an imported binding may cost a getter call).
const RT_START = new Int32Array(ROUTE_TRACKS.length + 1);
const RT = Int32Array.from(
  ROUTE_TRACKS.flatMap((tracks, r) => {
    RT_START[r + 1] = RT_START[r] + tracks.length;
    return tracks;
  }),
);
const ROUTE_LENGTH = Float64Array.from(ROUTE_TRACKS, (_, r) => TTR_GRAPH.routes[r].length);
const FREE: number = UNCLAIMED;

/**
 * `routeCost` of every route, in one pass over the owners: 0 when `seat` owns a track of it; else
 * its length when a track is open to `seat` (`trackOpenTo`: the track is unclaimed, and with
 * parallel tracks closed (too few players) every other track of the route is unclaimed too).
 */
export function computeRouteCosts(s: TtrState, seat: Seat): Float64Array {
  const owners = s.owners;
  const bothOpen = s.numPlayers >= s.params.doubleRoutesMinPlayers;
  const out = new Float64Array(ROUTE_LENGTH.length);
  for (let r = 0; r < ROUTE_LENGTH.length; r++) {
    let free = 0;
    let owned = false;
    const end = RT_START[r + 1];
    for (let k = RT_START[r]; k < end; k++) {
      const owner = owners[RT[k]];
      if (owner === seat) owned = true;
      else if (owner === FREE) free++;
    }
    const tracks = end - RT_START[r];
    out[r] = owned ? 0 : free > 0 && (bothOpen || free === tracks) ? ROUTE_LENGTH[r] : Number.POSITIVE_INFINITY;
  }
  return out;
}

/** The tickets `seat` holds (empty when they are hidden from the state's viewer). */
export function ticketsOf(s: TtrState, seat: Seat): Ticket[] {
  return (s.players[seat].tickets ?? []).map((id) => TICKET_BY_ID.get(id)).filter((t): t is Ticket => t !== undefined);
}

/** Plans `seat`'s network for `tickets` (default: the tickets it holds). `depth` limits how many tickets are planned at once. */
export function planFor(
  memo: ViewMemo,
  s: TtrState,
  seat: Seat,
  tickets: readonly Ticket[] = ticketsOf(s, seat),
  depth = Number.POSITIVE_INFINITY,
  costs = routeCosts(memo, s, seat),
): Plan {
  return computePlan(s, seat, tickets, depth, costs);
}

/** The ticket ids joined, once per tickets array (states share the array until the tickets change). */
function ticketsKey(memo: ViewMemo, held: readonly string[]): string {
  return memo.ticketKeys.get(held, () => held.join(','));
}

/** The ids of the routes a plan still has to claim, once per plan. */
export function plannedRouteIds(memo: ViewMemo, plan: Plan): ReadonlySet<string> {
  return memo.plannedIds.get(plan, () => new Set(plan.routes.map((r) => TTR_GRAPH.routes[r].id)));
}

/** `seat`'s plan for the tickets it holds, memoized per position (see `ViewMemo.byOwners`). Shared: do not modify. */
export function planOf(memo: ViewMemo, s: TtrState, seat: Seat, depth = Number.POSITIVE_INFINITY): Plan {
  const m = memoOf(memo, s);
  const held = s.players[seat].tickets ?? [];
  const key = `p${seat}|${s.numPlayers}|${s.params.doubleRoutesMinPlayers}|${s.players[seat].trains}|${depth}|${ticketsKey(memo, held)}`;
  let plan = m.get(key) as Plan | undefined;
  if (plan === undefined) {
    const last = memo.last.peek(key);
    plan = last && depth === Number.POSITIVE_INFINITY && claimedOffPlan(last.owners, s.owners, seat, last.value as Plan) ? (last.value as Plan) : undefined;
    plan ??= computePlan(s, seat, ticketsOf(s, seat), depth, routeCosts(memo, s, seat));
    m.set(key, plan);
  }
  rememberLast(memo, key, s.owners, plan);
  return plan;
}

/**
 * Whether the owners changed only by another player claiming a track of a route the plan does not
 * use. Then the plan is still the planner's answer: every connection it chose costs what it did,
 * the alternatives can only have got dearer, and no ticket became done or possible.
 */
function claimedOffPlan(before: readonly number[], after: readonly number[], seat: Seat, plan: Plan): boolean {
  const t = oneTrackChanged(before, after);
  if (t < 0 || before[t] !== UNCLAIMED || after[t] === seat) return false;
  return !plan.routes.includes(TRACKS[t].routeIndex);
}

function computePlan(s: TtrState, seat: Seat, tickets: readonly Ticket[], depth: number, costs: Float64Array): Plan {
  const plan = planNetwork(TTR_GRAPH, tickets, costs, s.players[seat].trains);
  if (plan.planned.length <= depth) return plan;
  // A shorter-sighted player works on its most valuable tickets first and ignores the rest for now.
  const focus = [...plan.planned].sort((a, b) => b.value - a.value).slice(0, depth);
  const again = planNetwork(TTR_GRAPH, [...plan.done, ...focus], costs, s.players[seat].trains);
  return { ...again, hopeless: plan.hopeless };
}

/** Cards a plan still needs per colour, beyond the hand: coloured deficits, grey length, ferry locomotives. */
export interface Needs {
  /** Cards of each colour (index of CARD_COLOURS) the plan's coloured routes need. */
  colour: number[];
  /** Shortfall per colour after the hand. */
  deficit: number[];
  /** Total length of grey routes in the plan. */
  grey: number;
  /** Locomotives the plan's ferries demand. */
  locos: number;
}

/** What the plan's routes demand of `hand`. A double route asks for the colour the hand holds more of. */
export function needsOf(s: TtrState, plan: Plan, hand: readonly number[]): Needs {
  const colour = CARD_COLOURS.map(() => 0);
  let grey = 0;
  let locos = 0;
  for (const r of plan.routes) {
    const route = TTR_GRAPH.routes[r];
    locos += route.ferryLocos + (route.ferryLocos > 0 && s.monsoon ? s.params.monsoonExtraLocos : 0);
    let best = -1;
    for (const c of route.tracks) {
      if (c === 'grey') continue;
      const i = CARD_COLOURS.indexOf(c);
      if (best < 0 || hand[i] - colour[i] > hand[best] - colour[best]) best = i;
    }
    if (best < 0) grey += route.length - route.ferryLocos;
    else colour[best] += route.length;
  }
  const deficit = colour.map((n, i) => Math.max(0, n - hand[i]));
  return { colour, deficit, grey, locos: Math.max(0, locos - hand[LOCO]) };
}

/** Seats' trains: the fewest any player has (how close the end is). */
export function fewestTrains(s: TtrState): number {
  let m = Number.POSITIVE_INFINITY;
  for (const p of s.players) m = Math.min(m, p.trains);
  return m;
}
