/**
 * Loco upgrades (docs/rules/india-rails.md §9; Crossgrading §12): 20M instead of
 * building; crossgrading fast ↔ heavy for 5M leaves 15M for track.
 */
import { fail, ok, type Result } from '../../../engine/result.ts';
import { CROSSGRADES, type LocoType, UPGRADES } from '../data/locos.ts';
import type { IndiaRailsState } from './types.ts';

/** The price of changing to `to`, or a reason it is not allowed now. */
export function checkLocoChange(s: IndiaRailsState, seat: number, to: LocoType): Result<{ cost: number; upgrade: boolean }> {
  const pl = s.players[seat];
  if (s.turn.upgraded) return fail('the train has already been changed this turn');
  let cost: number;
  let upgrade: boolean;
  if (UPGRADES[pl.loco].includes(to)) {
    if (s.turn.spent > 0) return fail('an upgrade takes the place of building: nothing may be built in the same turn');
    cost = s.params.upgradeCost;
    upgrade = true;
  } else if (s.variants.crossgrading && CROSSGRADES[pl.loco].includes(to)) {
    if (s.turn.spent > s.params.crossgradeBuildLimit) return fail(`a crossgrade allows at most ${s.params.crossgradeBuildLimit}M of building in the turn`);
    cost = s.params.crossgradeCost;
    upgrade = false;
  } else return fail(`a ${pl.loco} cannot become a ${to}`);
  if (cost > pl.cash) return fail(`that costs ${cost}M but you have ${pl.cash}M`);
  if (pl.loads.length > s.params.capacity[to]) return fail('the new train could not carry the loads on board');
  return ok({ cost, upgrade });
}

/** Changes the train after checkLocoChange. */
export function applyLocoChange(t: IndiaRailsState, seat: number, to: LocoType, q: { cost: number; upgrade: boolean }): void {
  t.players[seat].loco = to;
  t.players[seat].cash -= q.cost;
  t.bank += q.cost;
  t.turn.spent = q.upgrade ? Math.max(t.turn.spent + q.cost, t.params.buildLimit) : t.turn.spent + q.cost;
  if (!q.upgrade) t.turn.spent = Math.max(t.turn.spent, t.params.buildLimit - t.params.crossgradeBuildLimit);
  t.turn.upgraded = true;
  t.turn.stage = 'building';
  t.turn.acted = true;
}
