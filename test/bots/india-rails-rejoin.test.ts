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

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const ctx = core.ctx;
const g = ctx.graph;
const bot = irBot(core);
const delhi = g.cityById('delhi')!;

/** A demand card in the deck with a demand for `city`, and that demand's index and load. */
function demandFor(city: City): { card: string; demand: number; load: string } {
  for (const c of ctx.demandCards) {
    const demand = c.demands.findIndex((d) => d.city === city.id);
    if (demand >= 0) return { card: c.id, demand, load: c.demands[demand].load };
  }
  throw new Error(`no demand for ${city.id}`);
}

/** Seat 0 at the start of a main turn's operations, its train at `at` (arrived from `prev`) with `cash` and the load for `delivery` aboard. */
function position(at: number, prev: number, cash: number, track: number[][], delivery: ReturnType<typeof demandFor>): IndiaRailsState {
  const s = core.setup(2, undefined, createRng('rejoin')) as IndiaRailsState;
  return {
    ...s,
    phase: 'main',
    turn: { ...s.turn, seat: 0, stage: 'operations', acted: false, spent: 0, moved: 0, allowance: s.params.speed.freight, rented: [] },
    track,
    players: s.players.map((p, i) => (i === 0 ? { ...p, at, prev, cash, hand: [delivery.card], loads: [{ load: delivery.load }] } : p)),
  };
}

/** The edge keys along a path of mileposts, from index `from` up to index `to`. */
function edges(path: readonly number[], from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from + 1; i <= to; i++) out.push(g.edgeKey(path[i - 1], path[i]));
  return out;
}

/** What the medium heuristic does first in `s`, with the delivery of `d` at `city` as its trip. */
function decide(s: IndiaRailsState, city: City, d: ReturnType<typeof demandFor>) {
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
    const far = g.cityById('trivandrum')!;
    const path = g.cheapestPath(delhi.mileposts, far.mileposts)!.path;
    const run = 12;
    const a = path.findIndex((_, i) => i > 0 && i + run + 3 < path.length && path.slice(i + 1, i + run).every((m) => ctx.isCity[m] !== 1));
    expect(a, 'a long run without a city on the way').toBeGreaterThan(0);
    const track = [edges(path, 0, a), edges(path, a, path.length - 1)];
    const d = demandFor(delhi);
    const cash = bot.tuning.buildReserve - 4;
    const s = position(path[a + 1], path[a], cash, track, d);
    const act = decide(s, delhi, d);
    expect(act.type, 'it builds').toBe('buildTrack');
    expect(core.validate(s, 0, act), 'a build the rules take').toBeNull();
    const built = act.type === 'buildTrack' ? act.path : [];
    expect(built.at(-1), 'to the train').toBe(path[a + 1]);
    // Joined to a piece of its network without the stop, it keeps its reserve and builds nothing.
    const elsewhere = g.cityById('madras')!;
    const e = demandFor(elsewhere);
    expect(decide(position(path[a + 1], path[a], cash, track, e), elsewhere, e).type).not.toBe('buildTrack');
  });

  it('Flood (track across the river erased): a train in a city whose last segment the flood took rebuilds that segment', () => {
    // Own track from Delhi to a small city; the segment into the city is gone, the train stands in it.
    const small = g.data.cities
      .filter((c) => c.class === 'small' && c.mileposts.length === 1)
      .sort((x, y) => g.distance(x.milepost, delhi.milepost) - g.distance(y.milepost, delhi.milepost))[1];
    const path = g.cheapestPath(delhi.mileposts, small.mileposts)!.path;
    const last = path.length - 1;
    const track = [edges(path, 0, last - 1), []];
    const d = demandFor(delhi);
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
