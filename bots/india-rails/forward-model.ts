/**
 * A fast abstract model of one India Rails player's game, delivery by delivery rather than action by
 * action, to judge a choice by the money it brings in the end: how many own turns until the player
 * holds the cash to win with the five major cities joined.
 *
 * The model knows, per city, what track from the network to it costs (0 once joined); each step the
 * player takes the demand of its hand that pays most per turn (payout less new track, over the turns
 * of travel or of building, whichever is longer), pays the track from its cash (no credit), runs
 * there and draws a new card from the deck (a sampled order of the cards still to come). Track
 * built joins its two cities, and every other city then costs at most the empty-board link from
 * them. With no demand worth taking it throws its hand away (a turn). It buys the fast loco once it
 * can spare the money. The opponents are not modelled: the race is against the clock.
 */
import { PILGRIMS } from '../../src/games/india-rails/data/loads.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { IrBot } from './bot.ts';
import { cityLinks } from './city-links.ts';
import { sourcesOf } from './legs.ts';

/** One demand of a card, by city index: where it goes, what it pays and where its load is. */
interface ModelDemand {
  dest: number;
  payout: number;
  sources: Int32Array;
}

/** What the model precomputes once per map and deck. */
interface ModelTables {
  n: number;
  /** Empty-board build cost between two cities, the cheaper way round (n × n). */
  link: Float64Array;
  /** Lattice hops between two cities' main mileposts (n × n). */
  hops: Float64Array;
  /** Each demand card's three demands, by card id (event cards have none). */
  demands: ReadonlyMap<string, readonly ModelDemand[]>;
  /** City indices of the major cities. */
  majors: Int32Array;
}

const tablesByContext = new WeakMap<RulesContext, ModelTables>();

/** The model's tables for a rules context, computed on first use. */
function modelTables(ctx: RulesContext): ModelTables {
  let t = tablesByContext.get(ctx);
  if (t) return t;
  const g = ctx.graph;
  const links = cityLinks(ctx);
  const cities = g.data.cities;
  const n = cities.length;
  const link = new Float64Array(n * n);
  const hops = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const row = g.hopsFrom(cities[i].milepost);
    for (let j = 0; j < n; j++) {
      link[i * n + j] = Math.min(links.cost[i * n + j], links.cost[j * n + i]);
      hops[i * n + j] = row[cities[j].milepost] === 0xffff ? Number.POSITIVE_INFINITY : row[cities[j].milepost];
    }
  }
  const demands = new Map<string, ModelDemand[]>();
  for (const card of ctx.demandCards) {
    demands.set(
      card.id,
      card.demands.flatMap((d) => {
        const dest = links.index.get(d.city);
        if (dest === undefined) return [];
        const region = cities[dest].region;
        const sources = sourcesOf(ctx, d.load)
          .filter((c) => c.id !== d.city && !(d.load === PILGRIMS && c.region === region))
          .map((c) => links.index.get(c.id)!);
        return [{ dest, payout: d.payout, sources: Int32Array.from(sources) }];
      }),
    );
  }
  const majors = Int32Array.from(ctx.majors.map((c) => links.index.get(c.id)!));
  t = { n, link, hops, demands, majors };
  tablesByContext.set(ctx, t);
  return t;
}

/** Where one player stands, for the model: everything it changes as the game goes on. */
export interface ModelStart {
  /** Track from the network to each city (by the map's city index), 0 for a joined city. */
  cityCost: Float64Array;
  cash: number;
  /** Own turns played. */
  turns: number;
  /** The city index where the train stands, or -1 when it is not on the board (it starts at the first source). */
  at: number;
  speed: number;
  /** Whether the loco may still be upgraded to a faster one. */
  canUpgrade: boolean;
  hand: readonly string[];
}

/** The rules' numbers the model reads. */
export interface ModelRules {
  target: number;
  buildLimit: number;
  upgradeCost: number;
  fastSpeed: number;
}

/** The most own turns a modelled game runs. */
const CUTOFF = 200;

/**
 * Own turns until the player of `start` wins, in the world whose cards come in the order `deck`
 * (next card first, event cards skipped), by the model above. `CUTOFF` when it never does.
 */
export function turnsToWin(bot: IrBot, rules: ModelRules, start: ModelStart, deck: readonly string[]): number {
  const { tuning } = bot;
  const t = modelTables(bot.ctx);
  const { n, link, hops, demands } = t;
  const cost = Float64Array.from(start.cityCost);
  const hand = [...start.hand];
  let { cash, turns, at, speed, canUpgrade } = start;
  let next = 0;
  const buildRate = rules.buildLimit * tuning.buildPace;
  const draw = (): string | undefined => {
    while (next < deck.length) {
      const id = deck[next++];
      if (demands.has(id)) return id;
    }
    return undefined;
  };
  while (turns < CUTOFF) {
    const debt = majorsDebt(t, cost);
    if (cash >= rules.target + debt) return turns + Math.ceil(debt / rules.buildLimit);
    if (canUpgrade && cash >= rules.upgradeCost + tuning.upgradeReserve) {
      cash -= rules.upgradeCost;
      speed = rules.fastSpeed;
      canUpgrade = false;
    }
    let bestRate = 0;
    let bestCard = -1;
    let bestSrc = -1;
    let bestDest = -1;
    let bestTrack = 0;
    let bestTurns = 0;
    let bestPayout = 0;
    for (let h = 0; h < hand.length; h++) {
      for (const d of demands.get(hand[h])!) {
        const cd = cost[d.dest];
        for (const src of d.sources) {
          const cs = cost[src];
          const l = link[src * n + d.dest];
          const track = Math.min(cs + cd, cs + l, cd + l);
          if (track > cash || track >= d.payout) continue;
          const travel = tuning.netDetour * ((at < 0 ? 0 : hops[at * n + src]) + hops[src * n + d.dest]);
          const took = Math.max(travel / speed, track / buildRate) + 2 * tuning.stopTurns;
          const rate = (d.payout - track) / took;
          if (rate > bestRate) {
            bestRate = rate;
            bestCard = h;
            bestSrc = src;
            bestDest = d.dest;
            bestTrack = track;
            bestTurns = took;
            bestPayout = d.payout;
          }
        }
      }
    }
    if (bestCard < 0 || bestRate < tuning.modelDiscardBelow) {
      // Nothing worth taking: a new hand, for a turn.
      turns += 1;
      for (let h = 0; h < hand.length; h++) hand[h] = draw() ?? hand[h];
      continue;
    }
    cash += bestPayout - bestTrack;
    turns += bestTurns;
    at = bestDest;
    join(t, cost, bestSrc);
    join(t, cost, bestDest);
    hand[bestCard] = draw() ?? hand[bestCard];
  }
  return CUTOFF;
}

/** Joins city `c` to the network: it costs nothing, and every city at most its link from `c`. */
function join(t: ModelTables, cost: Float64Array, c: number): void {
  if (cost[c] === 0) return;
  cost[c] = 0;
  const row = c * t.n;
  for (let x = 0; x < t.n; x++) if (t.link[row + x] < cost[x]) cost[x] = t.link[row + x];
}

/** The track still needed to join the major cities: each time the cheapest one left, from the network and the majors joined so far. */
function majorsDebt(t: ModelTables, cost: Float64Array): number {
  let debt = 0;
  const reach = Float64Array.from(t.majors, (m) => cost[m]);
  const joined = new Uint8Array(t.majors.length);
  for (let k = 0; k < t.majors.length; k++) {
    let best = -1;
    for (let i = 0; i < t.majors.length; i++) if (!joined[i] && (best < 0 || reach[i] < reach[best])) best = i;
    debt += reach[best];
    joined[best] = 1;
    const row = t.majors[best] * t.n;
    for (let i = 0; i < t.majors.length; i++) if (!joined[i]) reach[i] = Math.min(reach[i], t.link[row + t.majors[i]]);
  }
  return debt;
}
