/**
 * Building track (docs/rules/india-rails.md §6). A build is a path of
 * mileposts starting on a major city milepost or the player's own track; each segment costs what
 * the milepost built to costs (plus rivers).
 */
import { fail, ok, type Result } from '../../../engine/result.ts';
import type { City } from '../map/types.ts';
import { buildKeepsMajorsReachable, cityEntryProblem } from './blocking.ts';
import type { RulesContext } from './context.ts';
import { reservedForOther, segmentUnder } from './event-effects.ts';
import { adjOwners, edgeOwners, networkMileposts } from './track.ts';
import type { IndiaRailsState } from './types.ts';

/** What a build path costs and how many of its segments leave a major city milepost. */
export interface BuildQuote {
  cost: number;
  majorSegments: number;
}

/** The money a player may still spend on building this turn. */
export function buildBudget(s: IndiaRailsState, seat: number): number {
  if (s.turn.upgraded && s.turn.spent >= s.params.buildLimit) return 0;
  return Math.max(0, Math.min(s.params.buildLimit - s.turn.spent, s.players[seat].cash));
}

/** Why `path` may not be built by `seat` now (the turn checks aside), or null with its quote. */
export function checkBuild(ctx: RulesContext, s: IndiaRailsState, seat: number, path: readonly number[]): Result<BuildQuote> {
  const g = ctx.graph;
  if (path.length < 2) return fail('a build path needs at least two mileposts');
  const owners = edgeOwners(s);
  const start = path[0];
  if (!ctx.isMajor[start] && !networkMileposts(ctx, s, seat).has(start)) {
    return fail('track must be built from a major city milepost or from your own track');
  }
  let cost = 0;
  let majorSegments = 0;
  const keys = new Set<number>();
  const cities = new Map<string, City>();
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i];
    const b = path[i + 1];
    if (!g.isEdge(a, b)) return fail(`mileposts ${a} and ${b} are not neighbours (the path has a gap)`);
    const k = g.edgeKey(a, b);
    if (keys.has(k)) return fail(`the path uses the segment ${a}–${b} twice`);
    keys.add(k);
    if (g.isRedAreaEdge(a, b)) return fail(`no track may be built in the red area of a major city (${a}–${b})`);
    const owner = owners.get(k);
    if (owner !== undefined) return fail(owner === seat ? `you already have track on ${a}–${b}` : `segment ${a}–${b} already has track`);
    if (segmentUnder(ctx, s, 'noBuilding', a, b)) return fail(`segment ${a}–${b} may not be built while an event is in play`);
    if (reservedForOther(s, seat, k)) return fail(`segment ${a}–${b} is kept for its former owner to rebuild`);
    const c = g.buildCost(a, b);
    if (!Number.isFinite(c)) return fail(`segment ${a}–${b} cannot be built`);
    cost += c;
    if (ctx.isMajor[a]) majorSegments += 1;
    for (const m of [a, b]) {
      const city = g.cityAt(m);
      if (city && city.class !== 'major') cities.set(city.id, city);
    }
  }
  const budget = s.params.buildLimit - s.turn.spent;
  if (cost > budget) return fail(`the path costs ${cost}M but only ${Math.max(0, budget)}M may be spent this turn`);
  if (cost > s.players[seat].cash) return fail(`the path costs ${cost}M but you have ${s.players[seat].cash}M (no credit)`);
  if (s.turn.majorSegments + majorSegments > s.params.majorCitySegmentsPerTurn) {
    return fail(`at most ${s.params.majorCitySegmentsPerTurn} segments a turn may be built out of major city mileposts`);
  }
  for (const city of cities.values()) {
    const why = cityEntryProblem(ctx, city, owners, keys, seat, s.params.cityPlayerLimit, s.params.maxSectionsIntoCity);
    if (why) return fail(why);
  }
  if (!buildKeepsMajorsReachable(ctx, adjOwners(ctx, s), seat, path, s.numPlayers)) {
    return fail('that track would block a player from connecting the major cities');
  }
  return ok({ cost, majorSegments });
}

/** Adds the path to the player's track and pays for it (the path must have passed checkBuild). */
export function applyBuild(ctx: RulesContext, t: IndiaRailsState, seat: number, path: readonly number[], quote: BuildQuote): void {
  const g = ctx.graph;
  const added: number[] = [];
  for (let i = 0; i + 1 < path.length; i++) added.push(g.edgeKey(path[i], path[i + 1]));
  t.track = t.track.map((list, q) => (q === seat ? [...list, ...added] : list));
  t.players[seat].cash -= quote.cost;
  t.bank += quote.cost;
  t.turn.spent += quote.cost;
  t.turn.majorSegments += quote.majorSegments;
  t.turn.stage = 'building';
  t.turn.acted = true;
}
