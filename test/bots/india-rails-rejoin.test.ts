/**
 * The India Rails heuristic and a train cut off from its own network (standing on another
 * player's track, or in a city whose track an event erased): it builds its own way back to the
 * piece of its network that holds its next stop, even with its last millions.
 */
import { describe, expect, it } from 'vitest';
import { irBot } from '../../bots/india-rails/bot.ts';
import { chooseIr } from '../../bots/india-rails/heuristic.ts';
import { newMemory } from '../../bots/india-rails/memory.ts';
import type { Trip } from '../../bots/india-rails/trip.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { cityFreeRun, demandFor, edgesAlong, seatZeroOperations } from '../support/ir-positions.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const ctx = core.ctx;
const g = ctx.graph;
const bot = irBot(core);
const delhi = g.cityById('delhi')!;

/** A demand card for a city, with the demand's index and load. */
type Demand = ReturnType<typeof demandFor>;

/** Seat 0 at the start of a main turn's operations, its train at `at` (arrived from `prev`) with `cash` and the load for `delivery` aboard. */
function position(at: number, prev: number, cash: number, track: number[][], delivery: Demand): IndiaRailsState {
  const s = core.setup(2, undefined, createRng('rejoin')) as IndiaRailsState;
  return seatZeroOperations(s, { at, prev, cash, hand: [delivery.card], loads: [delivery.load] }, track);
}

/** What the medium heuristic does first in `s`, with the delivery of `d` at `city` as its trip. */
function decide(s: IndiaRailsState, city: City, d: Demand) {
  const trip: Trip = {
    stops: [{ city: city.id, kind: 'deliver', load: d.load, card: d.card, demand: d.demand }],
    payout: 30,
    build: 0,
    travel: 20,
    turns: 3,
    value: 5,
  };
  return chooseIr(bot, s, 0, createRng(0), bot.tuning.medium, { ...newMemory(), trip });
}

describe('India Rails heuristic and a train cut off from its own network', () => {
  it("Renting Track (no use of another player's track without the cash): a train on it, too poor to ride on, builds its way back to the piece of its network holding its stop, into its reserve", () => {
    // The cheapest way from Delhi to a far city; seat 1's track on a run of it with no city, the
    // player's own track from Delhi up to that run. The train stands on seat 1's run, facing away
    // from Delhi, with a load for Delhi aboard and less than its reserve in cash.
    const { path, a } = cityFreeRun(ctx, 12);
    expect(a, 'a long run without a city on the way').toBeGreaterThan(0);
    const track = [edgesAlong(g, path, 0, a), edgesAlong(g, path, a)];
    const d = demandFor(ctx, delhi);
    const cash = bot.tuning.buildReserve - 4;
    const s = position(path[a + 1], path[a], cash, track, d);
    const act = decide(s, delhi, d);
    expect(act.type, 'it builds').toBe('buildTrack');
    expect(core.validate(s, 0, act), 'a build the rules take').toBeNull();
    const built = act.type === 'buildTrack' ? act.path : [];
    expect(built.at(-1), 'to the train').toBe(path[a + 1]);
    // Joined to a piece of its network without the stop, it keeps its reserve and builds nothing.
    const elsewhere = g.cityById('madras')!;
    const e = demandFor(ctx, elsewhere);
    expect(decide(position(path[a + 1], path[a], cash, track, e), elsewhere, e).type).not.toBe('buildTrack');
  });

  it('Flood (track across the river erased): a train in a city whose last segment the flood took rebuilds that segment', () => {
    // Own track from Delhi to a small city; the segment into the city is gone, the train stands in it.
    const small = g.data.cities
      .filter((c) => c.class === 'small' && c.mileposts.length === 1)
      .sort((x, y) => g.distance(x.milepost, delhi.milepost) - g.distance(y.milepost, delhi.milepost))[1];
    const path = g.cheapestPath(delhi.mileposts, small.mileposts)!.path;
    const last = path.length - 1;
    const track = [edgesAlong(g, path, 0, last - 1), []];
    const d = demandFor(ctx, delhi);
    const s = position(path[last], path[last - 1], 30, track, d);
    expect(
      core.legalActions(s, 0).some((x) => x.type === 'moveTrain'),
      'no track under the train',
    ).toBe(false);
    const act = decide(s, delhi, d);
    expect(act.type).toBe('buildTrack');
    expect(core.validate(s, 0, act)).toBeNull();
    expect(act.type === 'buildTrack' ? act.path : [], 'the erased segment, the cheapest way back').toEqual([path[last - 1], path[last]]);
  });
});
