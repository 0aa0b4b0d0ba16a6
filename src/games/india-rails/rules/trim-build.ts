/**
 * Cutting a planned build to this turn (docs/rules/india-rails.md §6.3, §6.4): the money left and the major-city build-outs left bound what may be built now.
 */
import type { RulesContext } from './context.ts';
import type { IndiaRailsState } from './types.ts';

/**
 * The first run of new segments of `full` (segments on `own` track or in a red area are free and
 * skipped at the start, and end the run after it), cut to `budget` and the major-city build-outs
 * left this turn; undefined when not even one segment fits.
 */
export function trimBuildToBudget(
  ctx: RulesContext,
  s: IndiaRailsState,
  own: ReadonlySet<number>,
  full: readonly number[],
  budget: number,
): number[] | undefined {
  const g = ctx.graph;
  let i = 0;
  while (i + 1 < full.length && (g.isRedAreaEdge(full[i], full[i + 1]) || own.has(g.edgeKey(full[i], full[i + 1])))) i++;
  const path = [full[i]];
  let cost = 0;
  let majors = s.turn.majorSegments;
  for (let j = i; j + 1 < full.length; j++) {
    const a = full[j];
    const b = full[j + 1];
    if (g.isRedAreaEdge(a, b) || own.has(g.edgeKey(a, b))) break;
    const c = g.buildCost(a, b);
    const m = ctx.isMajor[a] ? 1 : 0;
    if (cost + c > budget || majors + m > s.params.majorCitySegmentsPerTurn) break;
    cost += c;
    majors += m;
    path.push(b);
  }
  return path.length >= 2 ? path : undefined;
}
