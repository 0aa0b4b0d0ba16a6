/**
 * The India Rails delivery planner. A plan (a `Trip`) is an ordered sequence of pickups and
 * deliveries drawn from every demand on the cards in hand and the loads aboard: one, two or three
 * deliveries from different cards, in every stop order the rules allow (a pickup only where the
 * load is and with room aboard, a delivery only with its load aboard), each costed honestly as one
 * network with its cash and turns played out (plan-cost.ts), and scored by payout per turn net of
 * the track that does not stay an asset (docs/bots.md, "How they play"). Triples extend the best
 * pairs: the third delivery's stops are tried at every place in the pair's best order.
 */
import type { Seat } from '../../src/engine/core.ts';
import { memoByObject } from '../../src/engine/memo.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { handJobs, type Job } from './jobs.ts';
import { planCosting } from './plan-cost.ts';
import type { MilepostCosts } from './ride-lazy.ts';
import type { Situation } from './situation.ts';
import type { Stop, Trip } from './trip.ts';

/** Plans already made, by the situation's costs (one per track and starts) and what else they read. */
const made = memoByObject<MilepostCosts, Map<string, Trip[]>>();

/**
 * The best plans of `seat` now, best first (at most `limit`, one stop order per set of
 * deliveries). With `carriedOnly`, only the deliveries of loads aboard (cheap: the hopeless-hand
 * test); with `singlesOnly` (the easy player), one delivery a plan.
 */
export function planTrips(
  bot: IrBot,
  s: IndiaRailsState,
  seat: Seat,
  sit: Situation,
  limit = bot.tuning.tripsPlanned,
  carriedOnly = false,
  singlesOnly = false,
): Trip[] {
  const pl = s.players[seat];
  const key = [
    seat,
    pl.hand.join(','),
    pl.loads.map((c) => `${c.load}:${c.region ?? ''}`).join(','),
    pl.at,
    pl.cash,
    pl.loco,
    s.phase,
    pl.turns,
    carriedOnly,
    singlesOnly,
    JSON.stringify(s.supply),
  ].join('|');
  const byKey = made.get(sit.fromNet, () => new Map());
  let plans = byKey.get(key);
  if (!plans) {
    plans = enumerate(bot, s, seat, sit, carriedOnly, singlesOnly);
    byKey.set(key, plans);
  }
  return plans.slice(0, limit);
}

/** Every plan worth costing, costed, best first, the best order only of each set of deliveries. */
function enumerate(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, carriedOnly: boolean, singlesOnly: boolean): Trip[] {
  const { ctx, tuning } = bot;
  const g = ctx.graph;
  const pl = s.players[seat];
  const costing = planCosting(bot, s, seat, sit);
  const rough = (a: (typeof g.data.cities)[number], b?: (typeof g.data.cities)[number]) =>
    b ? costing.netCost(a) + Math.min(costing.netCost(b), costing.link(a, b)) + tuning.roughHop * g.distance(a.milepost, b.milepost) : costing.netCost(a);
  const jobs = handJobs(bot, s, seat, tuning.sourcesPerDemand, rough).filter((j) => !carriedOnly || j.carried);
  const capacity = s.params.capacity[pl.loco];
  const aboard = new Map<string, number>();
  for (const c of pl.loads) aboard.set(c.load, (aboard.get(c.load) ?? 0) + 1);
  const best = new Map<string, Trip>();
  const consider = (set: readonly Job[], k: string, order: readonly Stop[]) => {
    if (!fits(order, set, capacity, aboard, s.supply)) return undefined;
    const t = costing.cost(order);
    if (!Number.isFinite(t.value)) return undefined;
    const had = best.get(k);
    if (!had || t.value > had.value) best.set(k, t);
    return t;
  };
  for (const j of jobs) consider([j], setKey([j]), j.stops);
  if (!singlesOnly && !carriedOnly) {
    const pairs: { set: Job[]; trip: Trip }[] = [];
    for (let a = 0; a < jobs.length; a++) {
      for (let b = a + 1; b < jobs.length; b++) {
        if (jobs[a].card === jobs[b].card) continue;
        const set = [jobs[a], jobs[b]];
        const k = setKey(set);
        let top: Trip | undefined;
        for (const order of interleavings(jobs[a].stops, jobs[b].stops)) {
          const t = consider(set, k, order);
          if (t && (!top || t.value > top.value)) top = t;
        }
        if (top) pairs.push({ set, trip: top });
      }
    }
    pairs.sort((x, y) => y.trip.value - x.trip.value);
    for (const { set, trip } of pairs.slice(0, tuning.triplePool)) {
      for (const j of jobs) {
        if (set.some((x) => x.card === j.card)) continue;
        const triple = [...set, j];
        const k = setKey(triple);
        for (const order of interleavings(trip.stops, j.stops)) consider(triple, k, order);
      }
    }
  }
  return [...best.values()].sort((a, b) => b.value - a.value);
}

/** A key for a set of jobs: which demand each serves, and from where. */
function setKey(set: readonly Job[]): string {
  return set
    .map((j) => j.stops.map((st) => `${st.kind[0]}${st.city}:${st.load}`).join('>'))
    .sort()
    .join('+');
}

/**
 * Whether a stop order of `set` obeys the rules: never more loads aboard than the train holds
 * (loads aboard that the plan does not deliver can be dropped to make room), no more deliveries of
 * a carried load than chips of it aboard, no more pickups of a load than chips in the supply.
 */
function fits(
  order: readonly Stop[],
  set: readonly Job[],
  capacity: number,
  aboard: ReadonlyMap<string, number>,
  supply: Readonly<Record<string, number>>,
): boolean {
  // Plans hold at most three jobs and six stops: counting by scanning is cheaper than maps.
  let load = 0;
  for (let a = 0; a < set.length; a++) {
    if (!set[a].carried) continue;
    load++;
    let same = 0;
    for (let b = 0; b < set.length; b++) if (set[b].carried && set[b].load === set[a].load) same++;
    if (same > (aboard.get(set[a].load) ?? 0)) return false;
  }
  if (load > capacity) return false;
  for (let i = 0; i < order.length; i++) {
    const st = order[i];
    if (st.kind === 'pickup') {
      let picked = 0;
      for (let j = 0; j <= i; j++) if (order[j].kind === 'pickup' && order[j].load === st.load) picked++;
      if (picked > (supply[st.load] ?? 0)) return false;
      if (++load > capacity) return false;
    } else load--;
  }
  return true;
}

/** Merge patterns by the two lengths: for each merge, whether each place takes from the first sequence. */
const patterns = new Map<string, boolean[][]>();

/** Every way to merge `a` places from one sequence with `b` from another, keeping each one's order. */
function mergePatterns(a: number, b: number): boolean[][] {
  const key = `${a},${b}`;
  let out = patterns.get(key);
  if (!out) {
    if (a === 0 || b === 0) out = [Array<boolean>(a + b).fill(a > 0)];
    else out = [...mergePatterns(a - 1, b).map((p) => [true, ...p]), ...mergePatterns(a, b - 1).map((p) => [false, ...p])];
    patterns.set(key, out);
  }
  return out;
}

/** Every merge of two stop sequences that keeps each one's own order. */
export function interleavings(a: readonly Stop[], b: readonly Stop[]): Stop[][] {
  return mergePatterns(a.length, b.length).map((p) => {
    let i = 0;
    let j = 0;
    return p.map((first) => (first ? a[i++] : b[j++]));
  });
}
