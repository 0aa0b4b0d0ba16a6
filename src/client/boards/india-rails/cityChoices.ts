/** The keyboard path to the map: the cities a player may pick from a list instead of clicking. */
import type { City } from '../../../games/india-rails/map/types.ts';
import type { MovePlan } from '../../../games/india-rails/rules/move-plan.ts';
import type { Mode } from './useTrainMove.ts';

/**
 * The cities to offer, by name: those the train may be placed in; in move mode those the train can
 * get to over track it may use and pay for, this turn or later (`destinations`, by city id); else
 * every city (to build toward).
 */
export function cityChoices(
  cities: readonly City[],
  placeable: ReadonlySet<string> | null,
  mode: Mode,
  destinations: ReadonlyMap<string, MovePlan> | null,
): City[] {
  const all = [...cities].sort((a, b) => a.name.localeCompare(b.name));
  if (placeable) return all.filter((c) => placeable.has(c.id));
  if (mode === 'move' && destinations) return all.filter((c) => destinations.has(c.id));
  return all;
}

/** "Delhi — this turn", "Delhi — 3 turns, 8M rent": a city in the "Move to" list. */
export function destinationLabel(city: City, plan: MovePlan | undefined): string {
  if (!plan) return city.name;
  const turns = plan.cost.turns === 1 ? 'this turn' : `${plan.cost.turns} turns`;
  const rent = plan.cost.rent + plan.cost.fees;
  return `${city.name} — ${turns}${rent > 0 ? `, ${rent}M rent` : ''}`;
}
