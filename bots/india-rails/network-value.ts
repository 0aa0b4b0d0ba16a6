/**
 * What an India Rails network is worth, from what every player may see. The 136 demand cards are
 * the same in every box and the hands are face up, so the cards still to come are known as a set
 * (only their order is hidden: the observation lists the deck sorted). A network is worth
 * - its **rate**: the payout per turn, net of the track still to build, that the best card of a
 *   fresh hand drawn from those cards would earn on it (each demand served alone, from the source
 *   the network makes cheapest), the expectation of that best over every hand the deck can deal;
 * - less its **majors debt**: the track still needed to join the five major cities, which a
 *   winner must build in any case.
 * Track that brings many future demands near (trunks, hubs by rich sources, the majors'
 * connection) raises the rate or pays off the debt; a spur that serves one demand does neither.
 */
import type { Seat } from '../../src/engine/core.ts';
import { PILGRIMS } from '../../src/games/india-rails/data/loads.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { cityLinks } from './city-links.ts';
import { sourcesOf } from './legs.ts';

/** What a network is worth to one seat. */
export interface NetworkWorth {
  /** Expected net payout per turn of the best card of a fresh hand (M a turn). */
  rate: number;
  /** Track still to build to join the five major cities (M). */
  majorsDebt: number;
}

/** Cards a fresh hand holds. */
const HAND = 3;

/**
 * The worth of the network `edges` (own track, planned track included) for `seat` in `s`: its rate
 * over the demand cards still to come and its majors debt. Others' track is never built over.
 */
export function networkWorth(bot: IrBot, s: IndiaRailsState, seat: Seat, edges: ReadonlySet<number>, blocked: ReadonlySet<number>): NetworkWorth {
  const { ctx } = bot;
  const g = ctx.graph;
  const starts = new Set<number>();
  for (const k of edges) for (const m of g.edgeEnds(k)) starts.add(m);
  // With no track yet, track may start at any major city.
  if (starts.size === 0) for (const c of ctx.majors) for (const m of c.mileposts) starts.add(m);
  const costs = g.cheapestCosts([...starts], { own: edges, blocked });
  const cityCost = g.data.cities.map((c) => minOver(costs, c.mileposts));
  return { rate: handRate(bot, s, seat, cityCost), majorsDebt: majorsDebt(bot, edges, blocked, costs) };
}

/** The least of `costs` over `mileposts`. */
function minOver(costs: Float64Array, mileposts: readonly number[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of mileposts) if (costs[m] < best) best = costs[m];
  return best;
}

/** The demand cards still to come for `seat`: the deck's demand cards (event cards set aside). */
export function cardsToCome(bot: IrBot, s: IndiaRailsState): string[] {
  const deck = s.deck.filter((id) => bot.ctx.demandById.has(id));
  return deck.length >= HAND ? deck : [...deck, ...s.discard.filter((id) => bot.ctx.demandById.has(id))];
}

/** Expected best net rate of a fresh hand, each card valued at its best demand served alone (`cityCost`: track from the network to each city). */
function handRate(bot: IrBot, s: IndiaRailsState, seat: Seat, cityCost: readonly number[]): number {
  const values = cardsToCome(bot, s).map((id) => cardRate(bot, s, seat, id, cityCost));
  return expectedBest(values, HAND);
}

/** The best net payout per turn of one card's demands, each served alone (0 when none pays). */
export function cardRate(bot: IrBot, s: IndiaRailsState, seat: Seat, card: string, cityCost: readonly number[]): number {
  const { ctx, tuning } = bot;
  const g = ctx.graph;
  const links = cityLinks(ctx);
  const speed = s.params.speed[s.players[seat].loco];
  const buildRate = s.params.buildLimit * tuning.buildPace;
  let best = 0;
  for (const d of ctx.demandById.get(card)!.demands) {
    const dest = g.cityById(d.city);
    if (!dest) continue;
    const j = links.index.get(dest.id)!;
    for (const src of sourcesOf(ctx, d.load)) {
      if (src.id === dest.id || (d.load === PILGRIMS && src.region === dest.region)) continue;
      const i = links.index.get(src.id)!;
      const link = Math.min(links.cost[i * links.n + j], links.cost[j * links.n + i]);
      const build = Math.min(cityCost[i] + cityCost[j], cityCost[i] + link, cityCost[j] + link);
      if (!Number.isFinite(build) || build >= d.payout) continue;
      const travel = tuning.netApproach + tuning.netDetour * g.distance(src.milepost, dest.milepost);
      const turns = travel / speed + build / buildRate + 2 * tuning.stopTurns;
      best = Math.max(best, (d.payout - build) / turns);
    }
  }
  return best;
}

/** The expectation of the largest of `k` values drawn without replacement from `values`. */
export function expectedBest(values: readonly number[], k: number): number {
  const n = values.length;
  if (n === 0) return 0;
  if (n <= k) return Math.max(...values);
  const sorted = [...values].sort((a, b) => a - b);
  // P(the largest of k is the i-th smallest, 0-based) = C(i, k-1) / C(n, k).
  let p = 1;
  for (let t = 0; t < k; t++) p *= (k - t) / (n - t);
  // p = C(k-1, k-1) / C(n, k) at i = k-1; C(i, k-1) grows by i / (i - k + 1) from one i to the next.
  let sum = 0;
  for (let i = k - 1; i < n; i++) {
    if (i > k - 1) p *= i / (i - k + 1);
    sum += p * sorted[i];
  }
  return sum;
}

/**
 * The track still needed to join the five major cities, own track free: grown greedily from the
 * major city nearest the network (`costs`: from the network), joining the nearest major city left
 * each time.
 */
function majorsDebt(bot: IrBot, edges: ReadonlySet<number>, blocked: ReadonlySet<number>, costs: Float64Array): number {
  const { ctx } = bot;
  const g = ctx.graph;
  const left: City[] = [...ctx.majors];
  left.sort((a, b) => minOver(costs, a.mileposts) - minOver(costs, b.mileposts));
  const tree = new Set<number>(left.shift()!.mileposts);
  let debt = 0;
  while (left.length > 0) {
    const targets = left.flatMap((c) => c.mileposts);
    const way = g.cheapestPath([...tree], targets, { own: edges, blocked });
    if (!way) return Number.POSITIVE_INFINITY;
    debt += way.cost;
    for (const m of way.path) tree.add(m);
    const end = way.path[way.path.length - 1];
    const joined = left.findIndex((c) => c.mileposts.includes(end));
    for (const m of left[joined].mileposts) tree.add(m);
    left.splice(joined, 1);
  }
  return debt;
}
