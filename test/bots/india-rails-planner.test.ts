/** The India Rails planner (bots/india-rails/plan.ts, plan-cost.ts) on real positions. */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { irBot } from '../../bots/india-rails/bot.ts';
import { chooseUpgrade, completesPath } from '../../bots/india-rails/building.ts';
import { IR_TUNING } from '../../bots/india-rails/tuning.ts';
import { tuned } from '../../bots/tuned.ts';
import { legDistance } from '../../bots/india-rails/legs.ts';
import { interleavings, planTrips } from '../../bots/india-rails/plan.ts';
import { planCosting, spendableCash } from '../../bots/india-rails/plan-cost.ts';
import { boxedIn } from '../../bots/india-rails/movement.ts';
import { holdsRent, onOthersTrack, reaches, situation } from '../../bots/india-rails/situation.ts';
import { tripTrack } from '../../bots/india-rails/trip-track.ts';
import { createRng } from '../../src/engine/rng.ts';
import { trimBuildToBudget } from '../../src/games/india-rails/rules/trim-build.ts';
import { reachableMileposts } from '../../src/games/india-rails/rules/reach.ts';
import { travelOwner } from '../../src/games/india-rails/rules/move.ts';
import { deriveSeed } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { getGameCore } from '../../src/games/registry.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { demandFor, edgesAlong, seatZeroOperations } from '../support/ir-positions.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const ctx = core.ctx;
const bot = irBot(core);

/** Two medium bots seeded as the benchmarks seed them play game `seed`, each state passed to `onStep`. */
function mediumSelfPlay(seed: string, maxSteps: number, onStep: (s: IndiaRailsState) => void) {
  const deciders = [0, 1].map((seat) => createDecider<IndiaRailsState>({ game: 'india-rails', level: 'medium', seed: deriveSeed(seed, 'bot', seat) }));
  return runGame(core, deciders as never, { numPlayers: 2, seed, maxSteps, onStep: (st) => onStep(st as IndiaRailsState) });
}

/** The first state of `mediumSelfPlay(seed, maxSteps)` for which `when` holds, if any. */
function firstPosition(seed: string, maxSteps: number, when: (s: IndiaRailsState) => boolean): IndiaRailsState | undefined {
  let found: IndiaRailsState | undefined;
  mediumSelfPlay(seed, maxSteps, (s) => {
    if (!found && when(s)) found = s;
  });
  return found;
}

/** A main-game position after `steps` actions of two medium bots. */
function midGame(seed: string, steps: number): IndiaRailsState {
  const deciders = [0, 1].map((s) => createDecider<IndiaRailsState>({ game: 'india-rails', level: 'medium', seed: `${seed}/${s}` }));
  return runGame(core, deciders as never, { numPlayers: 2, seed, maxSteps: steps }).state as IndiaRailsState;
}

describe('India Rails trip planner', () => {
  it('Pilgrims are delivered outside the region where they boarded: a chip boarded in the destination region is not a load to deliver', () => {
    const s = midGame('pilgrims', 80);
    const seat = 0;
    const card = [...ctx.demandById.values()].find((c) => c.demands.some((d) => d.load === 'Pilgrims'))!;
    const demand = card.demands.find((d) => d.load === 'Pilgrims')!;
    const region = ctx.graph.cityById(demand.city)!.region;
    const other = ctx.graph.data.cities.find((c) => c.region !== region && c.class !== 'major')!.region;
    const withChip = (boarded: string): IndiaRailsState => ({
      ...s,
      players: s.players.map((p, i) => (i === seat ? { ...p, hand: [card.id], loads: [{ load: 'Pilgrims', region: boarded }] } : p)),
    });
    const deliversChip = (st: IndiaRailsState) =>
      planTrips(bot, st, seat, situation(bot, st, seat), 50).some((t) => t.stops.length === 1 && t.stops[0].load === 'Pilgrims');
    expect(deliversChip(withChip(region))).toBe(false);
    expect(deliversChip(withChip(other))).toBe(true);
  });

  it('the quick plan of the loads aboard (the hopeless-hand test) values them exactly as the full plan does', () => {
    let compared = 0;
    for (const [seed, steps] of [
      ['aboard-a', 150],
      ['aboard-b', 260],
      ['aboard-c', 400],
    ] as const) {
      const s = midGame(seed, steps);
      for (const seat of [0, 1]) {
        const sit = situation(bot, s, seat);
        const full = planTrips(bot, s, seat, sit, 200).filter((t) => t.stops.length === 1);
        const quick = planTrips(bot, s, seat, sit, 200, true);
        expect(quick.every((t) => t.stops.length === 1 && t.stops[0].kind === 'deliver')).toBe(true);
        expect(quick).toEqual(full);
        compared += quick.length;
      }
    }
    expect(compared, 'some trains carry a load a card wants').toBeGreaterThan(0);
  });

  it('combined trips pick up before they deliver and never carry more than the train holds', () => {
    let checked = 0;
    for (const [seed, steps] of [
      ['combo-a', 120],
      ['combo-b', 200],
      ['combo-c', 300],
    ] as const) {
      const s = midGame(seed, steps);
      for (const seat of [0, 1]) {
        const pl = s.players[seat];
        for (const t of planTrips(bot, s, seat, situation(bot, s, seat), 40)) {
          // Loads aboard that the plan does not deliver are dropped to make room (pickUpTripLoad):
          // what must fit is the plan's own loads.
          if (t.stops.length <= 2) continue;
          let aboard = t.stops.filter((st) => st.kind === 'deliver' && !t.stops.some((x) => x.kind === 'pickup' && x.load === st.load)).length;
          t.stops.forEach((st, i) => {
            if (st.kind === 'pickup') {
              aboard += 1;
              expect(aboard).toBeLessThanOrEqual(s.params.capacity[pl.loco]);
            } else {
              aboard -= 1;
              const pickedBefore = t.stops.slice(0, i).some((x) => x.kind === 'pickup' && x.load === st.load);
              expect(pickedBefore || pl.loads.some((c) => c.load === st.load), `${st.load} aboard before its delivery`).toBe(true);
            }
          });
          if (t.stops.length > 2) checked++;
        }
      }
    }
    expect(checked, 'some trips combine deliveries').toBeGreaterThan(0);
  });

  it('cost caches tell apart two tracks of the same length (two games in one process)', () => {
    const s = midGame('cache', 150);
    const seat = 0;
    const n = s.track[seat].length;
    expect(n).toBeGreaterThan(2);
    const swapped: IndiaRailsState = { ...s, track: s.track.map((t, i) => (i === seat ? [...t.slice(0, n - 1), s.track[1 - seat][0] ?? t[0]] : t)) };
    expect(swapped.track[seat]).toHaveLength(n);
    const a = situation(bot, s, seat);
    const b = situation(bot, swapped, seat);
    expect(b.trackKey).not.toEqual(a.trackKey);
    expect(b.own).not.toEqual(a.own);
  });

  it('every stop order the rules allow: two deliveries merge in all six orders that pick up each load before delivering it', () => {
    const stop = (kind: 'pickup' | 'deliver', load: string) => ({ city: 'delhi', kind, load });
    const orders = interleavings([stop('pickup', 'A'), stop('deliver', 'A')], [stop('pickup', 'B'), stop('deliver', 'B')]);
    const keys = orders.map((o) => o.map((st) => `${st.kind[0]}${st.load}`).join(''));
    expect(new Set(keys).size).toBe(6);
    for (const k of keys) {
      expect(k.indexOf('pA')).toBeLessThan(k.indexOf('dA'));
      expect(k.indexOf('pB')).toBeLessThan(k.indexOf('dB'));
    }
  });

  it('Building Railroads (one track between two mileposts): track planned for an earlier stop counts for later ones, once', () => {
    const s = midGame('once', 150);
    const seat = 0;
    const sit = situation(bot, s, seat);
    const costing = planCosting(bot, s, seat, sit);
    const plans = planTrips(bot, s, seat, sit, 200).filter((t) => t.stops.length >= 2);
    expect(plans.length).toBeGreaterThan(0);
    for (const t of plans) {
      const alone = t.stops.reduce((n, st) => n + costing.netCost(ctx.graph.cityById(st.city)!), 0);
      expect(t.build, t.stops.map((st) => st.city).join('>')).toBeLessThanOrEqual(alone + 1e-9);
    }
  });

  it('No Credit / No Loans: track a plan needs before its first payout must be paid from the cash in hand', () => {
    const s = midGame('credit', 150);
    const seat = 0;
    const poor: IndiaRailsState = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, cash: 3 } : p)) };
    const sit = situation(bot, poor, seat);
    const costing = planCosting(bot, poor, seat, sit);
    const plans = planTrips(bot, poor, seat, sit, 500);
    expect(poor.players[seat].at).not.toBeNull();
    // The first stop's track is built before any payout of the plan.
    for (const t of plans) expect(costing.netCost(ctx.graph.cityById(t.stops[0].city)!)).toBeLessThanOrEqual(spendableCash(bot.tuning, 3) + 1e-9);
    const rich = planTrips(bot, { ...poor, players: s.players }, seat, situation(bot, s, seat), 500);
    expect(rich.length, 'with its real cash the player has more plans').toBeGreaterThan(plans.length);
  });

  it('No Credit / No Loans: a poor player plans with all its cash; the margin holds back a share only of cash beyond marginFrom', () => {
    // Own track from Delhi to two segments short of a small city; the train in Delhi with a load
    // for that city aboard and exactly the two segments' cost in cash.
    const g = ctx.graph;
    const delhi = g.cityById('delhi')!;
    const small = g.data.cities
      .filter((c) => c.class === 'small' && c.mileposts.length === 1)
      .map((c) => ({ c, path: g.cheapestPath(delhi.mileposts, c.mileposts)!.path }))
      .find(({ path }) => path.length >= 6)!;
    const { path } = small;
    const cut = path.length - 3;
    const gap = g.buildCost(path[cut], path[cut + 1]) + g.buildCost(path[cut + 1], path[cut + 2]);
    expect(gap, 'a gap a poor player can pay').toBeLessThan(bot.tuning.marginFrom);
    const d = demandFor(ctx, small.c);
    const s0 = core.setup(2, undefined, createRng('margin')) as IndiaRailsState;
    const s = seatZeroOperations(s0, { at: delhi.milepost, cash: gap, hand: [d.card], loads: [d.load] }, [edgesAlong(g, path, 0, cut), []]);
    const delivers = (b: typeof bot) =>
      planTrips(b, s, 0, situation(b, s, 0), 500).some((t) => t.stops.some((st) => st.kind === 'deliver' && st.city === small.c.id));
    expect(delivers(bot), 'the delivery, its gap paid with the last millions').toBe(true);
    expect(delivers(irBot(core, { marginFrom: 0 })), 'held to the margin, the player has no such plan').toBe(false);
    expect(spendableCash(bot.tuning, bot.tuning.marginFrom + 10)).toBeCloseTo(bot.tuning.marginFrom + 10 * bot.tuning.buildMargin);
  });

  it('Running the Train (at most its speed a turn): no plan takes fewer turns than its travel at the loco speed', () => {
    const s = midGame('turns', 150);
    const seat = 0;
    const speed = s.params.speed[s.players[seat].loco];
    for (const t of planTrips(bot, s, seat, situation(bot, s, seat), 200)) expect(t.turns).toBeGreaterThanOrEqual(t.travel / speed - 1e-9);
  });

  it('the easy planner plans one delivery at a time; the full planner also combines deliveries from different cards', () => {
    const s = midGame('levels', 150);
    const seat = 0;
    const sit = situation(bot, s, seat);
    const singles = planTrips(bot, s, seat, sit, 500, false, true);
    expect(singles.length).toBeGreaterThan(0);
    for (const t of singles) expect(t.stops.filter((st) => st.kind === 'deliver')).toHaveLength(1);
    const full = planTrips(bot, s, seat, sit, 500);
    const multi = full.filter((t) => t.stops.filter((st) => st.kind === 'deliver').length > 1);
    expect(multi.length).toBeGreaterThan(0);
    for (const t of multi)
      expect(new Set(t.stops.filter((st) => st.kind === 'deliver').map((st) => st.card)).size).toBe(t.stops.filter((st) => st.kind === 'deliver').length);
  });
});

describe('India Rails opening: the first trip is track the train can travel', () => {
  it('Beginning Construction (track starts at a major city or own track) and Running the Train: before the train is placed, a combined trip is priced as one connected piece', () => {
    let combos = 0;
    for (const seed of ['open-a', 'open-b', 'open-c', 'open-d', 'open-e', 'open-f']) {
      const s = core.setup(2, undefined, createRng(seed));
      for (const seat of [0, 1]) {
        expect(s.players[seat].at).toBeNull();
        const sit = situation(bot, s, seat);
        for (const t of planTrips(bot, s, seat, sit, 20)) {
          if (new Set(t.stops.map((st) => st.card ?? st.city)).size < 2 || t.stops.length < 3) continue;
          combos++;
          const laid = tripTrack(ctx, s, seat, sit, t.stops);
          // Estimated as one connected piece (each stop joined to the stops before it), not as
          // spurs out of different major cities, which would cost less than the track laid.
          expect(t.build, `${t.build} estimated, ${laid.cost} laid`).toBeGreaterThanOrEqual(0.9 * laid.cost);
          // The laid track joins every stop to the first: the train can run the whole trip.
          const first = ctx.graph.cityById(t.stops[0].city)!;
          const joined = situation(
            bot,
            {
              ...s,
              track: s.track.map((tr, i) => (i === seat ? [...laid.own] : tr)),
              players: s.players.map((p, i) => (i === seat ? { ...p, at: first.milepost } : p)),
            },
            seat,
          );
          for (const st of t.stops) expect(reaches(joined, ctx.graph.cityById(st.city)!), `${seed} ${st.city}`).toBe(true);
        }
      }
    }
    expect(combos, 'some opening plans combine deliveries').toBeGreaterThan(0);
  });
});

describe('India Rails heuristic: when a build may spend the reserve', () => {
  it('a build completes the way to a city when the rest of the path is own track, even if the new run ends short of the city', () => {
    const g = ctx.graph;
    const s = core.setup(2, undefined, createRng('gap'));
    const [a, b] = [g.cityById('jaipur')!, g.cityById('lucknow')!];
    const full = g.cheapestPath(a.mileposts, b.mileposts)!.path;
    expect(full.length).toBeGreaterThan(5);
    const tail = (from: number) => new Set(full.slice(from).flatMap((m, i, arr) => (i + 1 < arr.length ? [g.edgeKey(m, arr[i + 1])] : [])));
    // Own track already runs from the fourth milepost into Agra: building the first three segments completes the way.
    const own = tail(3);
    const part = trimBuildToBudget(ctx, s, own, full, 1000)!;
    expect(part).toEqual(full.slice(0, 4));
    expect(completesPath(ctx, own, full, part)).toBe(true);
    // A gap further on (one segment short of own track) is not completed.
    expect(completesPath(ctx, tail(4), full, trimBuildToBudget(ctx, s, tail(4), full, 1000)!)).toBe(true);
    const gap = new Set(own);
    gap.delete(g.edgeKey(full[full.length - 2], full[full.length - 1]));
    expect(completesPath(ctx, gap, full, part)).toBe(false);
    // Cut short by the money: not completed either.
    const short = trimBuildToBudget(ctx, s, own, full, g.buildCost(full[0], full[1]))!;
    expect(short).toEqual(full.slice(0, 2));
    expect(completesPath(ctx, own, full, short)).toBe(false);
  });
});

describe('India Rails trip planner: travel along the track', () => {
  it("a leg on the track is as long as the track runs, not as the crow flies; off the track, at least the crow's distance", () => {
    const s = core.setup(2, undefined, createRng('legs'));
    const g = ctx.graph;
    const line = (a: string, b: string) => g.cheapestPath(g.cityById(a)!.mileposts, g.cityById(b)!.mileposts)!.path;
    const edges: number[] = [];
    let hops = 0;
    for (const path of [line('delhi', 'lucknow'), line('lucknow', 'agra')]) {
      for (let i = 1; i < path.length; i++) if (!g.isRedAreaEdge(path[i - 1], path[i])) edges.push(g.edgeKey(path[i - 1], path[i]));
      hops += path.length - 1;
    }
    const placed: IndiaRailsState = { ...s, track: [edges, []], players: s.players.map((p, i) => (i === 0 ? { ...p, at: g.cityById('agra')!.milepost } : p)) };
    const sit = situation(bot, placed, 0);
    const agra = g.cityById('agra')!;
    const delhi = g.cityById('delhi')!;
    const leg = legDistance(bot, sit, [agra.milepost], delhi);
    expect(leg).toBeGreaterThan(2 * g.distance(agra.milepost, delhi.milepost));
    expect(leg).toBeLessThanOrEqual(hops);
    // A city off the track: no nearer than the crow flies.
    const bombay = g.cityById('bombay')!;
    expect(legDistance(bot, sit, [agra.milepost], bombay)).toBeGreaterThanOrEqual(g.distance(agra.milepost, bombay.milepost));
  });
});

describe('India Rails heuristic out of a dead end', () => {
  it("Running the Train (reverse only in a city): a train at the dead end of another player's track builds its own track to itself", () => {
    // A position at the start of seat 0's operations, well into the game.
    const deciders = [0, 1].map((s) => createDecider<IndiaRailsState>({ game: 'india-rails', level: 'medium', seed: `dead/${s}` }));
    let start: IndiaRailsState | undefined;
    runGame(core, deciders as never, {
      numPlayers: 2,
      seed: 'dead-end',
      maxSteps: 400,
      onStep: (st) => {
        const s = st as IndiaRailsState;
        if (s.phase === 'main' && s.turn.seat === 0 && s.turn.stage === 'operations' && !s.turn.acted && s.players[0].turns > 12 && s.pending.length === 0)
          start ??= s;
      },
    });
    expect(start, 'a position at the start of a turn').toBeDefined();
    const s = start!;
    const g = ctx.graph;
    // Seat 1 gets a spur of two segments Z–Y–X out in open country, ending at X.
    const used = new Set(s.track.flat().flatMap((k) => g.edgeEnds(k)));
    const free = (m: number) => ctx.isCity[m] !== 1 && !used.has(m) && g.neighbours(m).every((v) => !used.has(v) && ctx.isCity[v] !== 1);
    const x = [...Array(g.size).keys()].find((m) => free(m) && g.neighbours(m).some((y) => free(y) && g.neighbours(y).some((z) => z !== m && free(z))))!;
    const y = g.neighbours(x).find((v) => free(v) && g.neighbours(v).some((z) => z !== x && free(z)))!;
    const z = g.neighbours(y).find((v) => v !== x && free(v))!;
    const spur = [g.edgeKey(z, y), g.edgeKey(y, x)];
    const end = { at: x, prev: y };
    const stuck: IndiaRailsState = {
      ...s,
      track: [s.track[0], [...s.track[1], ...spur]],
      players: s.players.map((p, i) => (i === 0 ? { ...p, at: end.at, prev: end.prev, loads: [], cash: 60 } : p)),
    };
    expect(
      core.legalActions(stuck, 0).some((a) => a.type === 'moveTrain'),
      'the train cannot move',
    ).toBe(false);
    const a = createDecider<IndiaRailsState>({ game: 'india-rails', level: 'medium', seed: 'x' }).decide(core.observe(stuck, 0), 0) as {
      type: string;
      path?: number[];
    };
    expect(a.type).toBe('buildTrack');
    expect(core.validate(stuck, 0, a as never)).toBeNull();
    // Toward the train: the path ends at the train, or gets nearer to it than it started.
    const path = a.path!;
    expect(g.distance(path[path.length - 1], end.at)).toBeLessThan(g.distance(path[0], end.at));
  });
  it('Running the Train (reverse only in a city): a train whose only move leads deeper into a dead end builds its way out', () => {
    // Medium self-play on this seed left seat 1 facing a dead-end spur outside a city from its own
    // turn 24: a move was legal (onto the spur), so the bot did not see itself stuck and waited 63
    // turns without a delivery.
    const start = firstPosition(
      'heldout-pace-89ce97e0-197',
      1500,
      (s) => s.phase === 'main' && s.turn.seat === 1 && s.turn.stage === 'operations' && !s.turn.acted && s.players[1].turns === 24 && s.pending.length === 0,
    );
    expect(start, "seat 1's 25th turn").toBeDefined();
    const s = start!;
    const at = s.players[1].at!;
    expect(ctx.isCity[at], 'the train stands outside a city').toBe(0);
    expect(
      core.legalActions(s, 1).some((a) => a.type === 'moveTrain'),
      'a move is legal',
    ).toBe(true);
    const reach = reachableMileposts(ctx, s, 1);
    expect(
      reach.order.some((m) => m !== at && ctx.isCity[m] === 1),
      'no city is reachable along the track',
    ).toBe(false);
    expect(boxedIn(bot, s, 1)).toBe(true);
    const a = createDecider<IndiaRailsState>({ game: 'india-rails', level: 'medium', seed: 'x' }).decide(core.observe(s, 1), 1);
    expect(a.type).toBe('buildTrack');
    expect(core.validate(s, 1, a as never)).toBeNull();
    // Its way out starts at the train.
    expect((a as unknown as { path: number[] }).path[0]).toBe(at);
  });
  it("Running the Train (reverse only in a city): medium never waits at the end of others' track, where it may neither build nor turn back", () => {
    // On this seed seat 0 used to head for the end of another player's spur nearest its stop, and
    // stood there with no legal move for the rest of the game.
    const stranded: string[] = [];
    let turnsSeen = 0;
    const { record } = mediumSelfPlay('heldout-pace-9c3c0369-184', 8000, (s) => {
      if (s.phase !== 'main' || s.turn.stage !== 'operations' || s.turn.acted || s.pending.length > 0) return;
      const seat = s.turn.seat;
      const at = s.players[seat].at;
      if (at === null) return;
      turnsSeen++;
      if (ctx.isCity[at] !== 1 && onOthersTrack(ctx, s, seat) && !core.legalActions(s, seat).some((a) => a.type === 'moveTrain'))
        stranded.push(`seat ${seat}, own turn ${s.players[seat].turns}, milepost ${at}`);
    });
    expect(record.result, 'the game ends').toBeDefined();
    expect(turnsSeen).toBeGreaterThan(50);
    expect(stranded.slice(0, 3)).toEqual([]);
  });
});

describe("India Rails heuristic on others' track", () => {
  it("Renting Track (pay before using): a train standing on others' track outside a major city may ride on with one turn's rent; elsewhere it needs rentTurns of it", () => {
    const s = midGame('rent-one', 300);
    const g = ctx.graph;
    const mine = new Set(s.track[0].flatMap((k) => g.edgeEnds(k)));
    const theirs = s.track[1].flatMap((k) => g.edgeEnds(k)).find((m) => !mine.has(m) && ctx.isMajor[m] !== 1);
    const home = [...mine].find((m) => ctx.isMajor[m] !== 1);
    expect(theirs, 'seat 1 has track seat 0 does not touch').toBeDefined();
    expect(home, 'seat 0 has track').toBeDefined();
    const oneTurn = s.params.rent;
    const at = (m: number, cash: number): IndiaRailsState => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, at: m, cash } : p)) });
    expect(onOthersTrack(ctx, at(theirs!, oneTurn), 0)).toBe(true);
    expect(holdsRent(bot, at(theirs!, oneTurn), 0)).toBe(true);
    expect(holdsRent(bot, at(theirs!, oneTurn - 1), 0)).toBe(false);
    expect(onOthersTrack(ctx, at(home!, oneTurn), 0)).toBe(false);
    expect(holdsRent(bot, at(home!, oneTurn), 0)).toBe(IR_TUNING.rentTurns <= 1);
    expect(holdsRent(bot, at(home!, IR_TUNING.rentTurns * oneTurn), 0)).toBe(true);
  });
});

describe('India Rails heuristic with little or no track of its own', () => {
  it("Beginning Construction: in the building turns a player builds its own first track, even when the opponent's new line runs where its first trip goes (seed qq7)", () => {
    // Seat 1 builds first, Delhi towards Kanpur by Agra; seat 0's first trip is Agra to Kanpur. It
    // used to price that trip over seat 1's line, build nothing and spend 20M on an upgrade.
    const first = firstPosition('qq7', 40, (x) => x.phase === 'building' && x.turn.seat === 0 && x.turn.spent === 0 && x.track[1].length > 0);
    expect(first, 'seat 0 builds after seat 1').toBeDefined();
    const bot = createDecider<IndiaRailsState>({ game: 'india-rails', level: 'medium', seed: 'fresh' });
    const action = bot.decide(core.observe(first!, 0), 0) as { type: string };
    expect(action.type).toBe('buildTrack');
  });

  it("Running the Train (rent for others' track): the reach on own track only never enters another player's track", () => {
    let excluded = 0;
    for (const [seed, steps] of [
      ['reach-a', 300],
      ['reach-b', 500],
    ] as const) {
      const s = midGame(seed, steps);
      for (const seat of [0, 1]) {
        if (s.players[seat].at === null) continue;
        const all = reachableMileposts(ctx, s, seat);
        const own = reachableMileposts(ctx, s, seat, Number.POSITIVE_INFINITY, true);
        const anywhere = new Set(all.order);
        for (const m of own.order) {
          expect(anywhere.has(m)).toBe(true);
          const path = own.path(m);
          for (let i = 1; i < path.length; i++) expect([-1, seat]).toContain(travelOwner(ctx, s, path[i - 1], path[i]));
        }
        excluded += all.order.length - own.order.length;
      }
    }
    expect(excluded, "others' track was there to leave out").toBeGreaterThan(0);
  });
});

describe('India Rails heuristic tunables (bots/india-rails/tuning.ts)', () => {
  it('Upgrading (rulebook: freight to fast or heavy freight, then to super freight, 20M each): the upgrade chosen follows superFreight and heavyFirst', () => {
    const s = midGame('tunables', 200);
    const seat = s.turn.seat;
    const withLoco = (loco: IndiaRailsState['players'][number]['loco']): IndiaRailsState => ({
      ...s,
      phase: 'main',
      turn: { ...s.turn, spent: 0, upgraded: false },
      players: s.players.map((p, i) => (i === seat ? { ...p, loco, cash: 120, loads: [] } : p)),
    });
    const upgrade = (st: IndiaRailsState, tuning = IR_TUNING) =>
      (chooseUpgrade(tuning, st, seat, core.legalActions(st, seat)) as { to?: string } | undefined)?.to;
    expect(upgrade(withLoco('freight'))).toBe('fastFreight');
    expect(upgrade(withLoco('fastFreight'))).toBe('superFreight');
    const heavy = tuned({ heavyFirst: true, superFreight: false }, IR_TUNING);
    expect(upgrade(withLoco('freight'), heavy)).toBe('heavyFreight');
    expect(upgrade(withLoco('fastFreight'), heavy)).toBeUndefined();
    // Cash kept after an upgrade: with 120M and a reserve of 110M, no upgrade.
    expect(upgrade(withLoco('freight'), tuned({ upgradeReserve: 110 }, IR_TUNING))).toBeUndefined();
  });
});
