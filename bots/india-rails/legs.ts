/**
 * Distances the India Rails planner needs: mileposts travelled between places along the track
 * the train may use (or, off it, the least the way can be), and the cities where a load is.
 */
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IrBot } from './bot.ts';
import { type Situation, usableSlots } from './situation.ts';

/** A hop count for "the track does not go there". */
const FAR = 65535;

/** A lattice hop count as a number (65535, unconnected, is Infinity, as `distance` gives it). */
const crow = (hops: number) => (hops === 0xffff ? Number.POSITIVE_INFINITY : hops);

/** Hops along the track the train may use (its own, red areas, others' when riding) from `from`; FAR where the track does not go. */
function trackHops(bot: IrBot, sit: Situation, from: readonly number[]): { hops: Uint16Array; reached: number[] } {
  return bot.memo.hops.get(`${sit.trackKey}|${from.join(',')}`, () => {
    const ctx = bot.ctx;
    const { start, to } = ctx.adj;
    const open = usableSlots(ctx, sit.usable);
    const hops = new Uint16Array(ctx.graph.size).fill(FAR);
    const reached = [...from];
    for (const m of from) hops[m] = 0;
    for (let h = 0; h < reached.length; h++) {
      const m = reached[h];
      for (let j = start[m], end = start[m + 1]; j < end; j++) {
        const v = to[j];
        if (hops[v] !== FAR || open[j] === 0) continue;
        hops[v] = hops[m] + 1;
        reached.push(v);
      }
    }
    return { hops, reached };
  });
}

/**
 * Mileposts the train travels from `from` (one milepost, or a city's) to `city`: along the track
 * when the track joins them; otherwise at least the track to the nearest point of departure plus
 * the crow's distance from there, seen from both ends (new track runs about straight, but the
 * train first follows the track it has, which may wind far around).
 */
export function legDistance(bot: IrBot, sit: Situation, from: readonly number[], city: City): number {
  return bot.memo.legs.get(`${sit.trackKey}|${from.join(',')}>${city.id}`, () => {
    const g = bot.ctx.graph;
    const a = trackHops(bot, sit, from);
    let d = FAR;
    for (const m of city.mileposts) d = Math.min(d, a.hops[m]);
    if (d === FAR) {
      // The lattice is undirected: the hops from the city's milepost are the hops to it.
      const toCity = g.hopsFrom(city.milepost);
      let fromA = FAR;
      for (const x of a.reached) fromA = Math.min(fromA, a.hops[x] + crow(toCity[x]));
      const b = trackHops(bot, sit, city.mileposts);
      const rows = from.map((x) => g.hopsFrom(x));
      let fromB = FAR;
      for (const y of b.reached) for (const row of rows) fromB = Math.min(fromB, b.hops[y] + crow(row[y]));
      d = Math.max(fromA, fromB);
    }
    return d;
  });
}

/** Cities where a load can be picked up. */
export function sourcesOf(ctx: RulesContext, load: string): City[] {
  const out: City[] = [];
  for (const [city, goods] of ctx.goodsAt) if (goods.includes(load)) out.push(ctx.graph.cityById(city)!);
  return out;
}
