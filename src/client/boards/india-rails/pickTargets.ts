/** The mileposts a click on the map may be meant for, to give them hit areas larger than drawn (MilepostPicker). */
import type { IndiaRailsMapData } from '../../../games/india-rails/map/types.ts';

/**
 * While placing the train, the mileposts of the cities it may be placed in; while moving, the
 * mileposts it can reach this turn and those of the cities it can get to later; else null (a build
 * may aim at any milepost).
 */
export function pickTargets(
  data: IndiaRailsMapData,
  placeable: ReadonlySet<string> | null,
  reach: ReadonlyMap<number, unknown> | null,
  destinations: ReadonlyMap<string, unknown> | null,
): Set<number> | null {
  const cityMileposts = (ids: Iterable<string>) => {
    const wanted = new Set(ids);
    return data.cities.filter((c) => wanted.has(c.id)).flatMap((c) => c.mileposts);
  };
  if (placeable) return new Set(cityMileposts(placeable));
  if (reach) return new Set([...reach.keys(), ...cityMileposts(destinations?.keys() ?? [])]);
  return null;
}
