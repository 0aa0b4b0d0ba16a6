/**
 * The India Rails hard player's opening search (bots/india-rails/opening.ts): the first trip,
 * chosen in the building turns (rules §5.1) before the player owns any track, is searched with
 * settings of its own, and only that choice.
 */
import { describe, expect, it } from 'vitest';
import { irBot } from '../../bots/india-rails/bot.ts';
import { chooseIr } from '../../bots/india-rails/heuristic.ts';
import { planTripsAhead } from '../../bots/india-rails/lookahead.ts';
import { newMemory, tripKey } from '../../bots/india-rails/memory.ts';
import { isOpening, openingSearch, openingTrips } from '../../bots/india-rails/opening.ts';
import { createDecider } from '../../bots/index.ts';
import { createRng } from '../../src/engine/rng.ts';
import { nextSeat } from '../../src/engine/runner.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;

/** The first decision of a game: the first player's observation in its first building turn. */
function firstDecision(seed: string): { s: IndiaRailsState; seat: number } {
  const full = core.setup(2, undefined, createRng(seed)) as IndiaRailsState;
  const seat = nextSeat(core, full)!;
  return { s: core.observe(full, seat) as IndiaRailsState, seat };
}

describe('India Rails hard: the opening search', () => {
  it('rules §5.1: a building turn with no own track is the opening; own track or the main game is not', () => {
    const { s, seat } = firstDecision('opening-when');
    expect(s.phase).toBe('building');
    expect(isOpening(s, seat)).toBe(true);
    const built: IndiaRailsState = { ...s, track: s.track.map((t, i) => (i === seat ? [1] : t)) };
    expect(isOpening(built, seat)).toBe(false);
    expect(isOpening({ ...s, phase: 'main' }, seat)).toBe(false);
  });

  it('is off at 0 iterations, and scales a caller’s iterations or time budget by its share', () => {
    const off = irBot(core).tuning;
    expect(off.openingIterations).toBe(0);
    expect(openingSearch(off, {})).toBeNull();
    const on = irBot(core, { openingIterations: 12, openingTrips: 6, openingRolloutActions: 150, openingRewardScale: 80 }).tuning;
    expect(openingSearch(on, {})).toEqual({ compared: 6, limits: { iterations: 12 }, rolloutActions: 150, rewardScale: 80 });
    // The usual search runs 6 iterations: a hard player given 3 gives the opening half of 12.
    expect(openingSearch(on, { iterations: 3 })?.limits).toEqual({ iterations: 6 });
    expect(openingSearch(on, { budgetMs: 500 })?.limits).toEqual({ budgetMs: 1000 });
  });

  it('plans its own candidate trips, as many as openingTrips, leaving out dropped ones', () => {
    const { s, seat } = firstDecision('o3');
    const bot = irBot(core, { openingTrips: 2 });
    const usual = planTripsAhead(bot, s, seat, bot.tuning.lookaheadPool, bot.tuning.lookaheadTrips);
    expect(usual.length).toBeGreaterThan(2);
    const trips = openingTrips(bot, s, seat, [], usual);
    expect(trips.map(tripKey)).toEqual(usual.slice(0, 2).map(tripKey));
    const without = openingTrips(bot, s, seat, [tripKey(trips[0])], usual);
    expect(without.map(tripKey)).not.toContain(tripKey(trips[0]));
    expect(without[0]).toEqual(trips[1]);
  });

  it('hard takes its first trip with the opening settings (seed o3: the usual search picks another trip)', () => {
    const { s, seat } = firstDecision('o3');
    const bot = irBot(core);
    const best = planTripsAhead(bot, s, seat, bot.tuning.lookaheadPool, bot.tuning.lookaheadTrips)[0];
    const bestFirst = chooseIr(bot, s, seat, createRng(0), bot.tuning.medium, { ...newMemory(), trip: best, turnSeen: s.players[seat].turns });
    const decide = (tuning: Record<string, number>): IndiaRailsAction =>
      createDecider<IndiaRailsState, IndiaRailsAction>({ game: 'india-rails', level: 'hard', seed: 'h', tuning }).decide(s, seat);
    // The usual search (three trips) prefers another trip's first build on this deal...
    expect(decide({})).not.toEqual(bestFirst);
    // ...while an opening search of one trip has nothing to compare: the lookahead's best is taken.
    expect(decide({ openingIterations: 6, openingTrips: 1 })).toEqual(bestFirst);
  });
});
