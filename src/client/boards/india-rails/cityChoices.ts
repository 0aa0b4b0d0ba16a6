/** The keyboard path to the map: the cities a player may pick from a list instead of clicking. */
import type { City } from '../../../games/india-rails/map/types.ts';
import type { Mode } from './useTrainMove.ts';

/**
 * The cities to offer, by name: those the train may be placed in; in move mode those it can reach
 * (each with its reachable milepost); else every city (to build toward).
 */
export function cityChoices(cities: readonly City[], placeable: ReadonlySet<string> | null, mode: Mode, reach: ReadonlyMap<number, number[]> | null): City[] {
  const all = [...cities].sort((a, b) => a.name.localeCompare(b.name));
  if (placeable) return all.filter((c) => placeable.has(c.id));
  if (mode === 'move' && reach) {
    return all.flatMap((c) => {
      const m = c.mileposts.find((x) => reach.has(x));
      return m === undefined ? [] : [{ ...c, milepost: m }];
    });
  }
  return all;
}
