/**
 * Where a build toward a clicked city may start: the player's own network or any major city (rule:
 * new track starts from a major city or from the player's own track). The player's own network
 * comes first when it can reach the target, so a click never silently draws from some other city.
 */
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { PathQuery, PathResult } from '../../../games/india-rails/map/types.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { networkMileposts } from '../../../games/india-rails/rules/track.ts';

/** One place a build may start from, with the cheapest path from it to the target. */
export interface BuildStart {
  /** 'own' for the player's network, else a major city's id. */
  key: string;
  /** "your track" or the major city's name. */
  name: string;
  found: PathResult;
}

/** Every start that reaches `target`, the player's network first, then the major cities by cost. */
export function buildStarts(core: IndiaRailsCore, s: IndiaRailsState, seat: number, target: number, query: PathQuery): BuildStart[] {
  const { graph, majors } = core.ctx;
  const own = [...networkMileposts(core.ctx, s, seat)];
  const out: BuildStart[] = [];
  if (own.length > 0 && !own.includes(target)) {
    const found = graph.cheapestPath(own, [target], query);
    if (found) out.push({ key: 'own', name: 'your track', found });
  }
  const fromMajors: BuildStart[] = [];
  for (const c of majors) {
    if (c.mileposts.includes(target) || own.includes(target)) continue;
    const found = graph.cheapestPath([...c.mileposts], [target], query);
    if (found) fromMajors.push({ key: c.id, name: c.name, found });
  }
  fromMajors.sort((a, b) => a.found.cost - b.found.cost);
  return [...out, ...fromMajors];
}

/** Why the preview starts where it does, in words. */
export function startReason(starts: readonly BuildStart[], chosen: BuildStart, hasNetwork: boolean): string {
  if (chosen.key === 'own') return 'your own network comes first';
  if (starts[0] !== chosen) return 'your choice';
  if (!hasNetwork) return 'new track starts at a major city; this one is cheapest';
  return 'your own track cannot reach it; this major city is cheapest';
}
