/**
 * Trips of two or three deliveries for the India Rails planner: the best singles combined, the
 * stops put in a greedy visit order that the train's capacity allows.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { legDistance, type Stop, type Trip } from './plan.ts';
import type { Situation } from './situation.ts';

/**
 * Two or three deliveries from different cards in one trip (three only when the train can carry
 * three): the visit order is built greedily — always the nearest stop that may come next, a pickup
 * only with room aboard, a delivery only with its load aboard — and track the trips share is
 * counted once (roughly: each further build is discounted by how near its cities lie to the
 * others').
 */
export function planCombos(
  bot: IrBot,
  s: IndiaRailsState,
  seat: Seat,
  sit: Situation,
  singles: readonly Trip[],
  score: (stops: Stop[], payout: number, build: number, travel: number) => Trip,
): Trip[] {
  const g = bot.ctx.graph;
  const pl = s.players[seat];
  const capacity = s.params.capacity[pl.loco];
  const out: Trip[] = [];
  const milepostOf = (city: string) => g.cityById(city)!.milepost;
  const last = (t: Trip) => t.stops[t.stops.length - 1];
  const combos: Trip[][] = [];
  for (let i = 0; i < singles.length; i++) {
    for (let j = i + 1; j < singles.length; j++) {
      combos.push([singles[i], singles[j]]);
      if (capacity >= 3) for (let k = j + 1; k < singles.length; k++) combos.push([singles[i], singles[j], singles[k]]);
    }
  }
  // From a city's centre the train may leave by any of its mileposts.
  const leg = (from: number, city: string) => {
    const fc = g.cityAt(from);
    return legDistance(bot, sit, fc && fc.milepost === from ? fc.mileposts : [from], g.cityById(city)!);
  };
  for (const combo of combos) {
    const cards = new Set(combo.map((t) => last(t).card));
    const loads = new Set(combo.map((t) => last(t).load));
    if (cards.size < combo.length || loads.size < combo.length) continue;
    const route = orderStops(
      g,
      pl.at,
      pl.loads.length,
      capacity,
      combo.map((t) => t.stops),
      leg,
    );
    if (!route) continue;
    let travel = 0;
    let at = pl.at;
    for (const st of route) {
      const m = milepostOf(st.city);
      if (at !== null) travel += leg(at, st.city);
      at = m;
    }
    let build = 0;
    for (let a = 0; a < combo.length; a++) {
      let b = combo[a].build;
      // Track near what an earlier trip of the combo builds is partly shared.
      for (let z = 0; z < a; z++) {
        const near = Math.min(...combo[a].stops.flatMap((x) => combo[z].stops.map((y) => g.distance(milepostOf(x.city), milepostOf(y.city)))));
        b -= Math.max(0, Math.min(b, combo[z].build) - near);
      }
      build += Math.max(0, b);
    }
    out.push(
      score(
        route,
        combo.reduce((sum, t) => sum + t.payout, 0),
        build,
        travel,
      ),
    );
  }
  return out.filter((t) => Number.isFinite(t.value));
}

/** A greedy visit order of the trips' stops (nearest allowed stop next), or undefined when capacity forbids every order tried. */
function orderStops(
  g: RulesContext['graph'],
  from: number | null,
  aboard: number,
  capacity: number,
  trips: readonly (readonly Stop[])[],
  leg: (from: number, city: string) => number,
): Stop[] | undefined {
  const next = trips.map(() => 0);
  const route: Stop[] = [];
  let at = from;
  let load = aboard;
  const total = trips.reduce((n, t) => n + t.length, 0);
  while (route.length < total) {
    let best = -1;
    let bestD = Number.POSITIVE_INFINITY;
    for (let i = 0; i < trips.length; i++) {
      const st = trips[i][next[i]];
      if (!st) continue;
      if (st.kind === 'pickup' && load >= capacity) continue;
      const d = at === null ? 0 : leg(at, st.city);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    if (best < 0) return undefined;
    const st = trips[best][next[best]++];
    load += st.kind === 'pickup' ? 1 : -1;
    route.push(st);
    at = g.cityById(st.city)!.milepost;
  }
  return route;
}
