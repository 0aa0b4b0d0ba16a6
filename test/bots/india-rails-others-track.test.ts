/**
 * The India Rails heuristic and other players' track, where a player may ride for rent but never
 * build: a stop their track closes off is out of reach, a train does not ride to a place from which
 * no track of its own can go on, and a train standing on their track keeps the rent to leave it.
 */
import { describe, expect, it } from 'vitest';
import { irBot } from '../../bots/india-rails/bot.ts';
import { chooseBuild } from '../../bots/india-rails/building.ts';
import { nextPayout } from '../../bots/india-rails/funds.ts';
import { rentToLeave, route } from '../../bots/india-rails/movement.ts';
import { planCosting } from '../../bots/india-rails/plan-cost.ts';
import { situation, turnRent } from '../../bots/india-rails/situation.ts';
import type { Stop, Trip } from '../../bots/india-rails/trip.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import { reachableMileposts } from '../../src/games/india-rails/rules/reach.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { cityFreeRun, edgesAlong, seatZeroOperations } from '../support/ir-positions.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const ctx = core.ctx;
const g = ctx.graph;
const bot = irBot(core);
const delhi = g.cityById('delhi')!;

/** Seat 0 at the start of a main turn's operations, its train at `at` (arrived from `prev`), with `cash`, the given track and the card of `deliveryAt` in hand. */
function position(at: number, prev: number | null, cash: number, track: [number[], number[]], loads: string[] = []): IndiaRailsState {
  const s = core.setup(2, undefined, createRng('others-track')) as IndiaRailsState;
  return seatZeroOperations(s, { at, prev, cash, hand: [ctx.demandCards[0].id], loads }, track);
}

/** A delivery stop of the first demand of some card (what it pays does not matter here). */
function deliveryAt(city: City, load: string): Stop {
  const card = ctx.demandCards[0];
  return { city: city.id, kind: 'deliver', load, card: card.id, demand: 0 };
}

describe("India Rails heuristic and others' track", () => {
  it("Building Railroads (never on another player's track): a stop whose every way in another player's track holds is out of reach, even right after a stop the network reaches", () => {
    const small = g.data.cities
      .filter((c) => c.class !== 'major' && c.mileposts.length === 1)
      .sort((a, b) => g.distance(a.milepost, delhi.milepost) - g.distance(b.milepost, delhi.milepost))[0];
    const closing = g.neighbours(small.milepost).map((v) => g.edgeKey(small.milepost, v));
    const stops: Stop[] = [{ city: delhi.id, kind: 'pickup', load: 'Rice' }, deliveryAt(small, 'Rice')];
    const closed = position(delhi.milepost, null, 50, [[], closing]);
    const costing = planCosting(bot, closed, 0, situation(bot, closed, 0, undefined, true));
    expect(costing.netCost(small), 'no track of its own can reach the city').toBe(Number.POSITIVE_INFINITY);
    expect(costing.link(delhi, small), 'on an empty board the two cities are joined cheaply').toBeLessThan(30);
    expect(costing.cost(stops).value).toBe(Number.NEGATIVE_INFINITY);
    // The same plan with the city open is in reach.
    const open = position(delhi.milepost, null, 50, [[], []]);
    expect(planCosting(bot, open, 0, situation(bot, open, 0, undefined, true)).cost(stops).value).toBeGreaterThan(Number.NEGATIVE_INFINITY);
  });

  it("Beginning Construction (track starts only at a major city or one's own track): a train does not ride to another player's city near its stop, from where it could build nothing", () => {
    // The stop: a city far from Delhi that no track reaches; on the way, a small city that
    // seat 1's track from Delhi reaches, much nearer the stop than Delhi.
    const stop = g.cityById('madras')!;
    const near = g.data.cities
      .filter((c) => c.class !== 'major' && g.distance(c.milepost, stop.milepost) < g.distance(delhi.milepost, stop.milepost) / 2)
      .map((c) => ({ c, path: g.cheapestPath(delhi.mileposts, c.mileposts)?.path }))
      .find(({ path }) => path?.slice(1).every((m) => ctx.isMajor[m] !== 1))!;
    const theirs = edgesAlong(g, near.path!, 0, near.path!.length - 1);
    const s = position(delhi.milepost, null, 50, [[], theirs]);
    expect(reachableMileposts(ctx, s, 0).order.includes(near.c.milepost), "the small city is on seat 1's track from the train").toBe(true);
    // (It may still move within Delhi, a major city where track may start.)
    const leaves = (st: IndiaRailsState) => {
      const a = route(bot, st, 0, stop).action;
      return a?.type === 'moveTrain' && a.path.some((m) => !delhi.mileposts.includes(m));
    };
    expect(leaves(s)).toBe(false);
    // With the last segment into that city its own (track may start there), the train does go.
    const last = theirs.length - 1;
    expect(leaves(position(delhi.milepost, null, 50, [[theirs[last]], theirs.slice(0, last)]))).toBe(true);
  });

  it("Renting Track (pay for each turn on another player's track): a train standing on it outside a city keeps the rent for every turn of its way off it, and builds nothing that spends it", () => {
    // The cheapest way from Delhi to a far city; seat 1's track on a run of it with no city (where
    // the train could turn back), the player's own track before and just after that run.
    // (Not a major city: track may start at one, so the way to it would cost nothing.)
    const far = g.cityById('trivandrum')!;
    const run = 12;
    const { path, a } = cityFreeRun(ctx, run);
    expect(a, 'a long run without a city on the way').toBeGreaterThan(0);
    const b = a + run;
    const track: [number[], number[]] = [[...edgesAlong(g, path, 0, a), ...edgesAlong(g, path, b, b + 2)], edgesAlong(g, path, a, b)];
    const load = 'Rice';
    const trip: Trip = { stops: [deliveryAt(far, load)], payout: 30, build: 0, travel: path.length, turns: 10, value: 1 };
    const at = (cash: number) => position(path[a + 1], path[a], cash, track, [load]);
    // Facing on, the way off runs 11 mileposts of seat 1's track: two turns of a freight's run.
    const probe = at(100);
    expect(rentToLeave(bot, probe, 0, far)).toBe(2 * turnRent(probe));
    // The heuristic plans on its own track: the way to the payout shows no rent.
    const sit = situation(bot, probe, 0, undefined, true);
    const { cost, rent } = nextPayout(bot, probe, 0, sit, trip.stops);
    expect(rent).toBe(0);
    expect(cost).toBeGreaterThan(0);
    // Cash for the track and one turn's rent but not two: nothing is built (building with it left
    // the train on seat 1's track with one turn's rent, for good).
    const short = at(Math.ceil(cost) + turnRent(probe) + 1);
    expect(chooseBuild(bot, short, 0, situation(bot, short, 0, undefined, true), trip, bot.tuning.buildReserve)).toBeUndefined();
    // With the rent for both turns, the build goes ahead and leaves it.
    const rich = at(Math.ceil(cost) + 2 * turnRent(probe) + 1);
    const build = chooseBuild(bot, rich, 0, situation(bot, rich, 0, undefined, true), trip, bot.tuning.buildReserve);
    expect(build?.type).toBe('buildTrack');
    const after = core.apply(rich, 0, build!, createRng(0)) as IndiaRailsState;
    expect(after.players[0].cash).toBeGreaterThanOrEqual(2 * turnRent(probe));
  });
});
