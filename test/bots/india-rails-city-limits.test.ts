/**
 * The India Rails builder and the entry limits of small and medium cities ("Limits on Entry into
 * Medium and Small Cities"): the segments those limits close to a player are closed to its build
 * searches too, so it never chooses a build the rules refuse and waits with the cash in hand.
 */
import { describe, expect, it } from 'vitest';
import { irBot } from '../../bots/india-rails/bot.ts';
import { tripNeeds } from '../../bots/india-rails/budget.ts';
import { chooseBuild } from '../../bots/india-rails/building.ts';
import { buildStarts, situation } from '../../bots/india-rails/situation.ts';
import type { Trip } from '../../bots/india-rails/trip.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import { closedCityEntries } from '../../src/games/india-rails/rules/blocking.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import { edgeOwners } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { demandFor, edgesAlong, seatZeroOperations } from '../support/ir-positions.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const ctx = core.ctx;
const g = ctx.graph;
const bot = irBot(core);
const delhi = g.cityById('delhi')!;

/** Seat 0 at the start of a main turn's operations in Delhi with `cash`, the given track and `loads` aboard. */
function position(track: number[][], cash = 60, loads: string[] = []): IndiaRailsState {
  const s = core.setup(track.length, undefined, createRng('city-limits')) as IndiaRailsState;
  return seatZeroOperations(s, { at: delhi.milepost, cash, hand: [ctx.demandCards[0].id], loads }, track);
}

/** The segments out of `city` that may be built, as edge keys, nearest Delhi first. */
function entries(city: City): number[] {
  return g
    .neighbours(city.milepost)
    .filter((v) => Number.isFinite(g.buildCost(v, city.milepost)))
    .sort((a, b) => g.distance(a, delhi.milepost) - g.distance(b, delhi.milepost))
    .map((v) => g.edgeKey(city.milepost, v));
}

/** The closed entries of `s` for `seat` under the game's limits. */
function closedFor(s: IndiaRailsState, seat: number): Set<number> {
  return closedCityEntries(ctx, edgeOwners(s), seat, s.params.cityPlayerLimit, s.params.maxSectionsIntoCity);
}

describe('India Rails builder and the entry limits of small and medium cities', () => {
  it('no player may build more than three sections into a small city: with three built, the rest are closed to it, open to the others', () => {
    const agra = g.cityById('agra')!;
    const out = entries(agra);
    const s = position([out.slice(0, 3), []]);
    const closed = closedFor(s, 0);
    for (const k of out.slice(3)) expect(closed.has(k), `segment ${k} out of Agra`).toBe(true);
    for (const k of out.slice(3)) expect(closedFor(s, 1).has(k), `segment ${k} for seat 1`).toBe(false);
    // With two built, the third is open.
    expect(closedFor(position([out.slice(0, 2), []]), 0).has(out[2])).toBe(false);
  });

  it('only two players may build into a small city: with two others in, every free segment is closed to the third', () => {
    const agra = g.cityById('agra')!;
    const out = entries(agra);
    const s = position([[], [out[0]], [out[1]]]);
    const closed = closedFor(s, 0);
    for (const k of out.slice(2)) expect(closed.has(k), `segment ${k} out of Agra`).toBe(true);
    // One of the two may still add a section.
    expect(closedFor(s, 1).has(out[2])).toBe(false);
  });

  it('no track may keep a second or third player out of a medium city: the segment the others still need is closed', () => {
    // Chittagong, a medium city (three players), has four segments that may be built.
    const chittagong = g.cityById('chittagong')!;
    const out = entries(chittagong);
    expect(out).toHaveLength(4);
    // Holding two, a third would leave one free segment for two more players.
    expect(closedFor(position([out.slice(0, 2), []]), 0).has(out[2])).toBe(true);
    // Holding one, a second leaves two.
    expect(closedFor(position([out.slice(0, 1), []]), 0).has(out[1])).toBe(false);
  });

  it('only two players may build into a small city: a plan into one that two others fill is payable only while the train can ride in, rent in hand', () => {
    // Three players; seats 1 and 2 are in Agra, seat 1 by a line from Delhi. Seat 0's train is in
    // Delhi with a load for Agra aboard.
    const agra = g.cityById('agra')!;
    const line = g.cheapestPath(delhi.mileposts, agra.mileposts)!.path;
    const theirs = edgesAlong(g, line);
    const other = entries(agra).find((k) => k !== theirs.at(-1))!;
    const { card, demand, load } = demandFor(ctx, agra);
    const trip: Trip = { stops: [{ city: agra.id, kind: 'deliver', load, card, demand }], payout: 20, build: 5, travel: 10, turns: 2, value: 5 };
    const needs = (cash: number, track: number[][]) => {
      const s = position(track, cash, [load]);
      const at = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: [card] } : p)) };
      return tripNeeds(bot, at, 0, situation(bot, at, 0, undefined, true), trip);
    };
    const rent = bot.tuning.rentTurns * 2 * core.setup(3, undefined, createRng('x')).params.rent;
    expect(needs(rent + 20, [[], theirs, [other]]), 'riding in from Delhi').toBeLessThanOrEqual(rent + 20);
    expect(needs(rent - 1, [[], theirs, [other]]), 'without the rent').toBeGreaterThan(10_000);
    expect(needs(rent + 20, [[], [theirs.at(-1)!], [other]]), "seat 1's track does not reach the train").toBeGreaterThan(10_000);
  });

  it('a train whose cheapest way to its delivery leaves a city by a fourth section builds another way (it waited for good with the cash in hand)', () => {
    // Seat 0's track: Delhi to Agra, and two more sections out of Agra (three in all).
    const agra = g.cityById('agra')!;
    const toAgra = g.cheapestPath(delhi.mileposts, agra.mileposts)!.path;
    const track = edgesAlong(g, toAgra);
    const sections = entries(agra).filter((k) => !track.includes(k));
    track.push(...sections.slice(0, 2));
    const s = position([track, []], 60, ['Rice']);
    const sit = situation(bot, s, 0, undefined, true);
    // A city whose cheapest way from the network, the limits aside, leaves Agra by a new section.
    const fourth = new Set(sections.slice(2));
    const target = g.data.cities
      .filter((c) => c.id !== agra.id && c.id !== delhi.id)
      .sort((a, b) => g.distance(a.milepost, agra.milepost) - g.distance(b.milepost, agra.milepost))
      .find((c) => {
        const path = g.cheapestPath(buildStarts(ctx, s, 0, sit), c.mileposts, { own: sit.own })?.path ?? [];
        return path.some((m, i) => i > 0 && fourth.has(g.edgeKey(path[i - 1], m)));
      })!;
    expect(target, 'a city beyond Agra').toBeDefined();
    for (const k of fourth) expect(sit.closed.has(k), 'the fourth section is closed to the builder').toBe(true);
    const card = ctx.demandCards[0];
    const trip: Trip = {
      stops: [{ city: target.id, kind: 'deliver', load: 'Rice', card: card.id, demand: 0 }],
      payout: 40,
      build: 10,
      travel: 20,
      turns: 4,
      value: 5,
    };
    const build = chooseBuild(bot, s, 0, sit, trip, bot.tuning.buildReserve);
    expect(build?.type, 'the train builds toward its delivery').toBe('buildTrack');
    expect(core.validate(s, 0, build!), 'and the rules take the build').toBeNull();
  });
});
