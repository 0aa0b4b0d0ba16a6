/**
 * Pieces the India Rails bot tests set positions up with: track along a path, a run of a path
 * with no city on it, and a demand card for a city.
 */
import type { City, MapGraph } from '../../src/games/india-rails/map/types.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';

/** The edge keys along a path of mileposts, from index `from` up to index `to` (the whole path by default). */
export function edgesAlong(g: MapGraph, path: readonly number[], from = 0, to = path.length - 1): number[] {
  const out: number[] = [];
  for (let i = from + 1; i <= to; i++) out.push(g.edgeKey(path[i - 1], path[i]));
  return out;
}

/**
 * The cheapest way from Delhi to Trivandrum and the index `a` after which `run` mileposts pass no
 * city (where a train may not turn back), with at least three mileposts of the way beyond them;
 * `a` is -1 when there is no such run.
 */
export function cityFreeRun(ctx: RulesContext, run: number): { path: number[]; a: number } {
  const g = ctx.graph;
  const path = g.cheapestPath(g.cityById('delhi')!.mileposts, g.cityById('trivandrum')!.mileposts)!.path;
  const a = path.findIndex((_, i) => i > 0 && i + run + 3 < path.length && path.slice(i + 1, i + run).every((m) => ctx.isCity[m] !== 1));
  return { path, a };
}

/** The first demand card in the deck with a demand for `city`: its id, that demand's index and its load. */
export function demandFor(ctx: RulesContext, city: City): { card: string; demand: number; load: string } {
  for (const c of ctx.demandCards) {
    const demand = c.demands.findIndex((d) => d.city === city.id);
    if (demand >= 0) return { card: c.id, demand, load: c.demands[demand].load };
  }
  throw new Error(`no demand card for ${city.id}`);
}
