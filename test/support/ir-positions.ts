/**
 * Pieces the India Rails bot tests set positions up with: seat 0 at the start of its operations,
 * track along a path, a run of a path with no city on it, and a demand card for a city.
 */
import type { City, MapGraph } from '../../src/games/india-rails/map/types.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';

/** Seat 0's train and cards in a test position; what is left out stays as the set-up dealt it. */
export interface SeatZero {
  at: number;
  prev?: number | null;
  cash?: number;
  hand?: string[];
  loads?: string[];
}

/**
 * `s` (a fresh set-up) at the start of seat 0's operations in a main turn, its train free to run
 * a freight's speed, seat 0 set as `zero` says and, when given, every seat's track as `track`.
 */
export function seatZeroOperations(s: IndiaRailsState, zero: SeatZero, track: number[][] = s.track): IndiaRailsState {
  const { loads, ...rest } = zero;
  return {
    ...s,
    phase: 'main',
    turn: { ...s.turn, seat: 0, stage: 'operations', acted: false, spent: 0, moved: 0, allowance: s.params.speed.freight, rented: [] },
    track,
    players: s.players.map((p, i) => (i === 0 ? { ...p, prev: null, ...rest, ...(loads ? { loads: loads.map((load) => ({ load })) } : {}) } : p)),
  };
}

/** `track` as seat 0's, the other seats' track as in `s`. */
export function seatZeroTrack(s: IndiaRailsState, track: number[]): number[][] {
  return s.track.map((t, i) => (i === 0 ? track : t));
}

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
