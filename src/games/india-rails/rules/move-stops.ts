/**
 * Where a train on its way should stop (docs/rules/india-rails.md §8): a city on the way where it
 * can deliver a load it carries to a demand in the player's hand (or an open contract), or pick up
 * a load a demand asks for that it does not carry yet and has room for. Loading costs no movement,
 * so a stop never costs a turn; strikes in play are respected.
 */
import { PILGRIMS } from '../data/loads.ts';
import type { City } from '../map/types.ts';
import type { RulesContext } from './context.ts';
import { milepostUnder } from './event-effects.ts';
import type { Demand, IndiaRailsState } from './types.ts';

/** A city on the way where the player can fill or prepare a demand. */
export interface MoveStop {
  /** Index in the way's path of the first milepost of the city. */
  index: number;
  city: string;
  /** Loads the train can deliver there, with what each pays. */
  deliver: { load: string; payout: number }[];
  /** Loads a demand asks for that the train can pick up there. */
  pickUp: string[];
}

/** The demands the player may fill: his own cards and, with Open Contracts, those on the table. */
function demandsOf(ctx: RulesContext, s: IndiaRailsState, seat: number): Demand[] {
  const cards = [...s.players[seat].hand, ...(s.variants.openContracts ? s.openContracts : [])];
  return cards.flatMap((id) => ctx.demandById.get(id)?.demands ?? []);
}

/** What the train of `seat` could do in `city` (at milepost m) if it stood there now. */
function stopAt(ctx: RulesContext, s: IndiaRailsState, seat: number, city: City, m: number, demands: readonly Demand[]): Omit<MoveStop, 'index'> {
  const pl = s.players[seat];
  const deliver: MoveStop['deliver'] = [];
  if (!milepostUnder(ctx, s, 'noDelivery', m)) {
    for (const d of demands) {
      if (d.city !== city.id || deliver.some((x) => x.load === d.load)) continue;
      if (pl.loads.some((c) => c.load === d.load && (d.load !== PILGRIMS || c.region !== city.region))) deliver.push({ load: d.load, payout: d.payout });
    }
  }
  const pickUp: string[] = [];
  const room = pl.loads.length < s.params.capacity[pl.loco];
  if (room && !milepostUnder(ctx, s, 'noPickup', m)) {
    const here = ctx.goodsAt.get(city.id) ?? [];
    for (const d of demands) {
      if (d.city === city.id || pickUp.includes(d.load) || pl.loads.some((c) => c.load === d.load)) continue;
      const stored = s.warehouse.some((w) => w.city === city.id && w.load === d.load);
      if (stored || (here.includes(d.load) && (s.supply[d.load] ?? 0) > 0)) pickUp.push(d.load);
    }
  }
  return { city: city.id, deliver, pickUp };
}

/** The stops along `path` between its ends (the cities of the start and of the destination are no stops), in order: each city once, at its first milepost on the way. */
export function stopsAlong(ctx: RulesContext, s: IndiaRailsState, seat: number, path: readonly number[]): MoveStop[] {
  const demands = demandsOf(ctx, s, seat);
  const out: MoveStop[] = [];
  const end = path.length > 0 ? ctx.graph.cityAt(path[path.length - 1])?.id : undefined;
  let last = path.length > 0 ? ctx.graph.cityAt(path[0])?.id : undefined;
  for (let i = 1; i < path.length - 1; i++) {
    const city = ctx.graph.cityAt(path[i]);
    if (!city || city.id === last || city.id === end) {
      last = city?.id;
      continue;
    }
    last = city.id;
    const stop = stopAt(ctx, s, seat, city, path[i], demands);
    if (stop.deliver.length > 0 || stop.pickUp.length > 0) out.push({ index: i, ...stop });
  }
  return out;
}
