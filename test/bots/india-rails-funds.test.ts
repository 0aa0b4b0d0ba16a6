/**
 * The India Rails poverty trap: no basic-rules player borrows, so a bot that spends its
 * last millions on track that does not reach a paying delivery waits for good. The medium bot
 * builds toward its next payout only when it can pay for the whole way there, and a build beyond
 * that payout keeps the way's funds.
 */
import { describe, expect, it } from 'vitest';
import { droughtTracker } from '../support/ir-droughts.ts';
import { irBot } from '../../bots/india-rails/bot.ts';
import { chooseBuild } from '../../bots/india-rails/building.ts';
import { nextPayout } from '../../bots/india-rails/funds.ts';
import type { Trip } from '../../bots/india-rails/trip.ts';
import { situation } from '../../bots/india-rails/situation.ts';
import { createDecider } from '../../bots/index.ts';
import { createRng, deriveSeed } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const bot = irBot(core);
const g = core.ctx.graph;

/**
 * Seat 0 in its building stage, train at a major city, carrying the load of a card in hand whose
 * city is far off; its own track runs from the major city part of the way (`builtShare` of the
 * cheapest path's mileposts), and it holds `cash`.
 */
function farDelivery(cash: number, builtShare: number): { s: IndiaRailsState; trip: Trip; rest: number } {
  const s0 = core.setup(2, undefined, createRng('funds')) as IndiaRailsState;
  const cardId = s0.players[0].hand[0];
  const demand = core.ctx.demandById.get(cardId)!.demands[0];
  const city = g.cityById(demand.city)!;
  // The major city whose cheapest way to the delivery costs most (within the map): a long way to build.
  let best: { major: (typeof core.ctx.majors)[number]; path: number[]; cost: number } | undefined;
  for (const major of core.ctx.majors) {
    if (major.id === city.id) continue;
    const res = g.cheapestPath(major.mileposts, city.mileposts);
    if (res && Number.isFinite(res.cost) && (!best || res.cost > best.cost)) best = { major, path: res.path, cost: res.cost };
  }
  const { path } = best!;
  const cut = Math.max(2, Math.floor(path.length * builtShare));
  const edges: number[] = [];
  for (let i = 1; i < cut; i++) edges.push(g.edgeKey(path[i - 1], path[i]));
  let rest = 0;
  for (let i = cut; i < path.length; i++) rest += g.buildCost(path[i - 1], path[i]);
  const s: IndiaRailsState = {
    ...s0,
    phase: 'main',
    turn: { ...s0.turn, seat: 0, stage: 'building', spent: 0, moved: 0 },
    track: s0.track.map((t, i) => (i === 0 ? edges : t)),
    players: s0.players.map((p, i) => (i === 0 ? { ...p, cash, at: path[0], prev: null, loads: [{ load: demand.load }] } : p)),
  };
  const stop = { city: city.id, kind: 'deliver' as const, load: demand.load, card: cardId, demand: 0 };
  const trip: Trip = { stops: [stop], payout: demand.payout, build: rest, travel: path.length, turns: 10, value: 1 };
  return { s, trip, rest };
}

describe('India Rails bots: the poverty trap', () => {
  it('no build toward a delivery whose way the cash cannot finish', () => {
    const { rest } = farDelivery(100, 0.4);
    expect(rest).toBeGreaterThan(bot.tuning.buildReserve + 4);
    // Short of the rest of the way by a few millions: half a way earns nothing, so nothing is spent.
    const short = farDelivery(rest - 3, 0.4);
    const none = chooseBuild(bot, short.s, 0, situation(bot, short.s, 0), short.trip, bot.tuning.buildReserve);
    expect(none).toBeUndefined();
    // With the cash for the whole way, the build goes ahead.
    const rich = farDelivery(rest + 1, 0.4);
    const some = chooseBuild(bot, rich.s, 0, situation(bot, rich.s, 0), rich.trip, bot.tuning.buildReserve);
    expect(some?.type).toBe('buildTrack');
  });

  // Seed stalls-heldout-1/4, seat 1, used to spend its last 12M on a way out of others' track at
  // turn 25, keep 2M, and deliver nothing for 39 turns (it could neither build nor pay the rent).
  // stalls-heldout-1/9, seat 0, spent its last 24M on six turns of rent to fetch a load whose
  // delivery still needed track, and waited at 0M for 37 turns; stalls-2947ad87ce29/16, seat 1,
  // short of the rent for the whole way to Colombo, rode it turn by turn to 1M and waited 39.
  // One budget for track and rent. stalls-74b3314d7c34/24, seat 0, spent 41M on track
  // and rent in five turns, built with the rent it still needed on others' track and waited at 0M
  // for 49 turns; stalls-74b3314d7c34/10, seat 0, built 16M of a 35M trip and rode others' track to
  // 0M (31 turns); stalls-7f5cbef2b9aa/27, seat 0, half built the way to Guwahati and then held too
  // little for the rent (35 turns: its rent check counted turns on its own track as rented).
  // stalls-7044c4068c52/34, seat 0, budgeted one turn's rent for the ride search's way to Solapur
  // while the train took the shorter way over more of others' track, and sat at 1M (32 turns).
  it.each([
    'stalls-heldout-1/4',
    'stalls-heldout-1/9',
    'stalls-2947ad87ce29/16',
    'stalls-74b3314d7c34/24',
    'stalls-74b3314d7c34/10',
    'stalls-7f5cbef2b9aa/27',
    'stalls-7044c4068c52/34',
  ])('medium self-play on seed %s: no player goes 30 own turns without a delivery', (seed) => {
    expect(Math.max(...longestDroughts(seed))).toBeLessThan(30);
  });
});

/**
 * Seat 0 in a main turn with its train at a major city and a load aboard for a city far off: the
 * cheapest way there runs over the player's own track (its first sixth), then seat 1's track (to
 * two thirds of the way: ridden for rent), then a short piece of its own track (where building may
 * start again), then no track (to build).
 */
function rentedWay(cash: number): { s: IndiaRailsState; trip: Trip } {
  const { s, trip } = farDelivery(cash, 1 / 6);
  const start = g.cityAt(s.players[0].at!)!;
  const path = g.cheapestPath(start.mileposts, g.cityById(trip.stops[0].city)!.mileposts)!.path;
  const from = Math.max(2, Math.floor(path.length / 6));
  const to = Math.floor((path.length * 2) / 3);
  const edge = (i: number) => g.edgeKey(path[i - 1], path[i]);
  const mine: number[] = [];
  const theirs: number[] = [];
  for (let i = 1; i < from; i++) mine.push(edge(i));
  for (let i = from; i < to; i++) theirs.push(edge(i));
  for (let i = to; i < to + 2; i++) mine.push(edge(i));
  return {
    s: { ...s, turn: { ...s.turn, stage: 'operations', allowance: s.params.speed.freight, moved: 0, rented: [] }, track: [mine, theirs] },
    trip,
  };
}

describe('India Rails bots: one budget for track and rent', () => {
  it("Renting Track: the way to the payout is priced a turn's rent for each turn the train's run uses others' track", () => {
    const { s, trip } = rentedWay(200);
    const payout = nextPayout(bot, s, 0, situation(bot, s, 0), trip.stops);
    expect(payout.index).toBe(0);
    expect(payout.cost).toBeGreaterThan(0);
    expect(payout.rent).toBeGreaterThan(0);
    expect(payout.rent % s.params.rent).toBe(0);
    // No more turns than the train's run over the whole way takes.
    expect(payout.rent / s.params.rent).toBeLessThanOrEqual(Math.ceil(trip.travel / s.params.speed.freight));
    // Rent already paid this turn is not counted again (the way starts on others' track within this turn's run).
    const paid = nextPayout(bot, { ...s, turn: { ...s.turn, rented: [1] } }, 0, situation(bot, s, 0), trip.stops);
    expect(paid.rent).toBeLessThanOrEqual(payout.rent);
  });

  it('no build spends the rent the way to the payout still needs', () => {
    const probe = rentedWay(200);
    const { cost, rent } = nextPayout(bot, probe.s, 0, situation(bot, probe.s, 0), probe.trip.stops);
    // Cash for the track but not for the track and the rent: nothing is built (the old rule built,
    // and the train then stood at the end of others' track unable to pay its way on).
    const short = rentedWay(Math.ceil(cost + rent) - 1);
    expect(situation(bot, short.s, 0).ride).toBeDefined();
    expect(chooseBuild(bot, short.s, 0, situation(bot, short.s, 0), short.trip, bot.tuning.buildReserve)).toBeUndefined();
    // With the cash for both, the build goes ahead and leaves at least the rent.
    const rich = rentedWay(Math.ceil(cost + rent) + 1);
    const a = chooseBuild(bot, rich.s, 0, situation(bot, rich.s, 0), rich.trip, bot.tuning.buildReserve);
    expect(a?.type).toBe('buildTrack');
    const after = core.apply(rich.s, 0, a!, createRng(0)) as IndiaRailsState;
    expect(after.players[0].cash).toBeGreaterThanOrEqual(rent);
  });
});

describe('India Rails bots: a winner finishes its connection', () => {
  // Seed stalls-70b66be3a8a9/9: seat 0 reached the target cash at its turn 69 but built toward its
  // next trip's stops first and the major cities only with what was left, winning 8 turns later.
  it('medium self-play on seed stalls-70b66be3a8a9/9: the winner holds the target cash under 5 own turns', () => {
    const deciders = [0, 1].map((seat) =>
      createDecider<IndiaRailsState, IndiaRailsAction>({ game: 'india-rails', level: 'medium', seed: deriveSeed('stalls-70b66be3a8a9/9', 'bot', seat) }),
    );
    const since: (number | null)[] = [null, null];
    const { state, record } = runGame(core, deciders, {
      numPlayers: 2,
      seed: 'stalls-70b66be3a8a9/9',
      maxSteps: 20_000,
      onStep: (raw) => {
        const st = raw as IndiaRailsState;
        st.players.forEach((pl, seat) => {
          if (pl.cash < st.params.winCash) since[seat] = null;
          else if (since[seat] === null) since[seat] = pl.turns;
        });
      },
    });
    expect(record.result?.winners.length).toBe(1);
    const w = record.result!.winners[0];
    expect(since[w]).not.toBeNull();
    expect((state as IndiaRailsState).players[w].turns - since[w]!).toBeLessThan(5);
  });
});

/** Each seat's longest run of own main-phase turns without a delivery in 2-player medium self-play on `seed`. */
function longestDroughts(seed: string): number[] {
  const deciders = [0, 1].map((seat) =>
    createDecider<IndiaRailsState, IndiaRailsAction>({ game: 'india-rails', level: 'medium', seed: deriveSeed(seed, 'bot', seat) }),
  );
  const droughts = droughtTracker(2);
  runGame(core, deciders, { numPlayers: 2, seed, maxSteps: 20_000, onStep: (raw) => droughts.observe(raw as IndiaRailsState) });
  return droughts.longest;
}
