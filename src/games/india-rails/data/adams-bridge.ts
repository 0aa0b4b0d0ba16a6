/**
 * Adam's Bridge (Rama Setu): the chain of shoals from Mandapam on the Indian mainland over
 * Rameswaram island and Dhanushkodi to Talaimannar and Mannar in Sri Lanka, as [lon, lat]. The map
 * generator lays a chain of clear mileposts along it (docs/rules/india-rails.md §2.4: no ferries on this map).
 */
export const ADAMS_BRIDGE: readonly [number, number][] = Object.freeze([
  [79.13, 9.28],
  [79.43, 9.17],
  [79.72, 9.08],
  [79.93, 8.97],
]);

/** Longitude of the India–Sri Lanka maritime boundary across the bridge. */
export const ADAMS_BRIDGE_BOUNDARY_LON = 79.52;
