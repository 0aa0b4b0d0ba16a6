/**
 * Loads (docs/rules/india-rails.md §8, Pilgrims §3.1, lost loads §10.1): pickups limited by the chips in the tray and the train's capacity; a delivery pays,
 * discards the card and draws (events at once); a load may be dropped in any city. Variants: Open
 * Contracts (discarded cards anyone may fill), Field Warehousing (dropped loads wait in the city).
 */
import type { Rng } from '../../../engine/rng.ts';
import { PILGRIMS } from '../data/loads.ts';
import type { City } from '../map/types.ts';
import type { RulesContext } from './context.ts';
import { milepostUnder } from './event-effects.ts';
import { refillHand, returnChip } from './event-resolution.ts';
import type { IndiaRailsState } from './types.ts';

/** The city the player's train stands in, if any. */
export function trainCity(ctx: RulesContext, s: IndiaRailsState, seat: number): City | undefined {
  const at = s.players[seat].at;
  return at === null ? undefined : ctx.graph.cityAt(at);
}

/** Mileposts of movement a pickup or drop costs (Cost to Load variant). */
function loadingCost(s: IndiaRailsState): number {
  return s.variants.costToLoad ? 1 : 0;
}

function movementLeft(s: IndiaRailsState): number {
  return s.turn.allowance - s.turn.moved;
}

/** The index of a warehoused chip of `load` in `city` (Field Warehousing), or -1. */
function warehoused(s: IndiaRailsState, city: string, load: string): number {
  return s.warehouse.findIndex((w) => w.city === city && w.load === load);
}

/** Why `seat` may not pick up `load` here now, or null. */
export function checkPickup(ctx: RulesContext, s: IndiaRailsState, seat: number, load: string): string | null {
  if (!ctx.loadById.has(load)) return `unknown load "${load}"`;
  const city = trainCity(ctx, s, seat);
  if (!city) return 'the train is not in a city';
  if (warehoused(s, city.id, load) < 0) {
    if (!(ctx.goodsAt.get(city.id) ?? []).includes(load)) return `${load} is not available in ${city.name}`;
    if ((s.supply[load] ?? 0) <= 0) return `no ${load} chip is left in the tray`;
  }
  const pl = s.players[seat];
  if (pl.loads.length >= s.params.capacity[pl.loco]) return 'the train is full';
  if (milepostUnder(ctx, s, 'noPickup', pl.at!)) return 'a rail strike stops pickups here';
  if (movementLeft(s) < loadingCost(s)) return 'no movement left to load (Cost to Load)';
  return null;
}

/** Picks up a checked load; Pilgrims remember the region where they board. */
export function applyPickup(ctx: RulesContext, t: IndiaRailsState, seat: number, load: string): void {
  const city = trainCity(ctx, t, seat)!;
  const pl = t.players[seat];
  const w = warehoused(t, city.id, load);
  if (w >= 0) {
    const { city: _c, dropper: _d, untilTurns: _u, ...chip } = t.warehouse[w];
    pl.loads = [...pl.loads, chip];
    t.warehouse = t.warehouse.filter((_, i) => i !== w);
  } else {
    pl.loads = [...pl.loads, load === PILGRIMS ? { load, region: city.region } : { load }];
    t.supply = { ...t.supply, [load]: t.supply[load] - 1 };
  }
  t.turn.moved += loadingCost(t);
  t.turn.acted = true;
}

/** The index of a chip that can fill a demand for `load` at `city` (Pilgrims: boarded in another region). */
function deliverableChip(s: IndiaRailsState, seat: number, load: string, city: City): number {
  return s.players[seat].loads.findIndex((c) => c.load === load && (load !== PILGRIMS || c.region !== city.region));
}

/** Why `seat` may not deliver `load` on demand `demand` of `card` now, or null. */
export function checkDelivery(ctx: RulesContext, s: IndiaRailsState, seat: number, load: string, cardId: string, demand: number): string | null {
  const pl = s.players[seat];
  const open = s.variants.openContracts === true && s.openContracts.includes(cardId);
  if (!pl.hand.includes(cardId) && !open) return `demand card ${cardId} is not in your hand`;
  const card = ctx.demandById.get(cardId)!;
  const d = card.demands[demand];
  if (!d) return `demand card ${cardId} has no demand ${demand}`;
  if (d.load !== load) return `that demand is for ${d.load}, not ${load}`;
  const city = trainCity(ctx, s, seat);
  if (!city || city.id !== d.city) return `the train must be in ${ctx.graph.cityById(d.city)?.name ?? d.city} to deliver`;
  if (!pl.loads.some((c) => c.load === load)) return `the train carries no ${load}`;
  if (deliverableChip(s, seat, load, city) < 0) return 'pilgrims must be delivered outside the region where they boarded';
  if (milepostUnder(ctx, s, 'noDelivery', pl.at!)) return 'a rail strike stops deliveries here';
  return null;
}

/** Delivers a checked load: chip back to the tray, payout, card discarded, hand refilled (events at once). */
export function applyDelivery(ctx: RulesContext, t: IndiaRailsState, seat: number, load: string, cardId: string, demand: number, rng: Rng): void {
  const pl = t.players[seat];
  const city = trainCity(ctx, t, seat)!;
  const i = deliverableChip(t, seat, load, city);
  pl.loads = pl.loads.filter((_, j) => j !== i);
  t.supply = { ...t.supply, [load]: t.supply[load] + 1 };
  const payout = ctx.demandById.get(cardId)!.demands[demand].payout;
  pl.cash += payout;
  t.bank -= payout;
  pl.deliveries += 1;
  pl.income += payout;
  if (pl.owed.length > 0) {
    // Late Payment of Use Fee: owed fees come out of the payoff first.
    pl.owed = pl.owed.flatMap((o) => {
      const paid = Math.min(o.amount, pl.cash);
      pl.cash -= paid;
      t.players[o.to].cash += paid;
      return paid < o.amount ? [{ to: o.to, amount: o.amount - paid }] : [];
    });
  }
  if (pl.debt > 0) {
    const repay = Math.min(pl.debt, pl.cash);
    pl.cash -= repay;
    pl.debt -= repay;
    t.bank += repay;
  }
  t.discard = [...t.discard, cardId];
  t.turn.acted = true;
  if (!pl.hand.includes(cardId)) {
    t.openContracts = t.openContracts.filter((c) => c !== cardId);
    return;
  }
  pl.hand = pl.hand.filter((c) => c !== cardId);
  refillHand(ctx, t, seat, rng);
}

/** Why `seat` may not drop `load` here now, or null. */
export function checkDrop(ctx: RulesContext, s: IndiaRailsState, seat: number, load: string): string | null {
  if (!ctx.loadById.has(load)) return `unknown load "${load}"`;
  if (!s.players[seat].loads.some((c) => c.load === load)) return `the train carries no ${load}`;
  if (!trainCity(ctx, s, seat)) return 'loads may be dropped only in a city';
  if (movementLeft(s) < loadingCost(s)) return 'no movement left to unload (Cost to Load)';
  return null;
}

/** Drops a checked load back into the tray (Field Warehousing: into the city's warehouse). */
export function applyDrop(ctx: RulesContext, t: IndiaRailsState, seat: number, load: string): void {
  if (t.variants.fieldWarehousing) {
    const pl = t.players[seat];
    const i = pl.loads.findIndex((c) => c.load === load);
    const city = trainCity(ctx, t, seat)!.id;
    // It stays until the end of the dropper's fourth turn after this one.
    t.warehouse = [...t.warehouse, { ...pl.loads[i], city, dropper: seat, untilTurns: pl.turns + 1 + t.params.warehouseTurns }];
    pl.loads = pl.loads.filter((_, j) => j !== i);
  } else returnChip(t, seat, load);
  t.turn.moved += loadingCost(t);
  t.turn.acted = true;
}
