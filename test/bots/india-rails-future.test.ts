/** The India Rails hard player's worth of a network for the cards to come (bots/india-rails/future.ts). */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { irBot } from '../../bots/india-rails/bot.ts';
import { futureEvaluation, futureWorth, sampleHands, unseenDemands } from '../../bots/india-rails/future.ts';
import { chainValue, planTripsAhead } from '../../bots/india-rails/lookahead.ts';
import { planTrips } from '../../bots/india-rails/plan.ts';
import { situation } from '../../bots/india-rails/situation.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import { majorsConnected } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const bot = irBot(core, { futureHands: 6, futureTurns: 4, futureLeaf: 4 });

/** A medium game played `steps` actions in, back in the main game. */
function position(steps: number): IndiaRailsState {
  const deciders = [0, 1].map((s) => createDecider<IndiaRailsState>({ game: 'india-rails', level: 'medium', seed: `future/${s}` }));
  const s = runGame(core, deciders as never, { numPlayers: 2, seed: 'future', maxSteps: steps }).state as IndiaRailsState;
  return { ...s, phase: 'main', winners: null };
}

const late = position(2000);
const early = position(80);

describe('India Rails hard: the worth of a network for the cards to come', () => {
  it('samples only demand cards nobody holds, and never reads the deck order', () => {
    const unseen = unseenDemands(bot, late);
    const held = new Set(late.players.flatMap((p) => p.hand));
    expect(unseen.length).toBeGreaterThan(10);
    for (const id of unseen) {
      expect(core.ctx.demandById.has(id)).toBe(true);
      expect(held.has(id)).toBe(false);
    }
    const hands = sampleHands(bot, late, createRng('x'), 5);
    expect(hands).toHaveLength(5);
    for (const h of hands) {
      expect(h).toHaveLength(late.params.handSize);
      expect(new Set(h).size).toBe(h.length);
      for (const id of h) expect(unseen).toContain(id);
    }
    // The same deck in another order (and the observation's sorted one) gives the same draws.
    const shuffled = { ...late, deck: createRng('order').shuffle(late.deck) };
    const observed = core.observe(late, 0);
    expect(shuffled.deck).not.toEqual(late.deck);
    expect(sampleHands(bot, shuffled, createRng('x'), 5)).toEqual(hands);
    expect(sampleHands(bot, observed, createRng('x'), 5)).toEqual(hands);
  });

  it('a network through the major cities is worth more than a stub of it, train and cash the same', () => {
    const seat = [0, 1].find((i) => majorsConnected(core.ctx, late, i) >= 4)!;
    expect(seat).toBeDefined();
    const samples = sampleHands(bot, late, createRng('worth'), 8);
    const full = futureWorth(bot, late, seat, samples);
    const stubTrack = late.track.map((t, i) => (i === seat ? t.slice(0, 6) : t));
    const stub = { ...late, track: stubTrack };
    expect(majorsConnected(core.ctx, stub, seat)).toBeLessThan(majorsConnected(core.ctx, late, seat));
    const small = futureWorth(bot, stub, seat, samples);
    expect(full).toBeGreaterThan(0);
    expect(full).toBeGreaterThan(small);
  });

  it('the worth is the mean best trip of each sampled hand, cards kept first', () => {
    const seat = 0;
    const samples = sampleHands(bot, early, createRng('mean'), 3);
    const keep = early.players[seat].hand.slice(0, 1);
    const sit = situation(bot, early, seat);
    const expected =
      samples
        .map((h) => {
          const hand = [...keep, ...h.filter((id) => !keep.includes(id)).slice(0, early.params.handSize - 1)];
          const s = { ...early, players: early.players.map((p, i) => (i === seat ? { ...p, hand } : p)) };
          return Math.max(0, planTrips(bot, s, seat, sit, 1)[0]?.value ?? 0);
        })
        .reduce((a, b) => a + b, 0) / samples.length;
    expect(futureWorth(bot, early, seat, samples, keep)).toBeCloseTo(expected, 9);
    expect(futureWorth(bot, early, seat, [])).toBe(0);
  });

  it('off (no samples), a trip is ranked as before; on, the network it leaves counts', () => {
    const off = irBot(core);
    const seat = 0;
    const trips = planTrips(off, early, seat, situation(off, early, seat), 3);
    expect(trips.length).toBeGreaterThan(0);
    const samples = sampleHands(bot, early, createRng('rank'), 4);
    for (const t of trips) {
      expect(chainValue(off, early, seat, t, undefined)).toBe(chainValue(off, early, seat, t));
      expect(chainValue(bot, early, seat, t, samples)).not.toBe(chainValue(bot, early, seat, t));
    }
    expect(planTripsAhead(bot, early, seat, 8, 5).length).toBeGreaterThan(0);
  });

  it("the leaf evaluation adds futureLeaf turns of each seat's network worth to the kit's", () => {
    const base = (s: IndiaRailsState) => s.players.map((p) => p.cash);
    const withFuture = futureEvaluation(bot, base, 'leaf')(late);
    const worth = late.players.map((_, seat) => futureWorth(bot, late, seat, sampleHands(bot, late, createRng(`leaf/${seat}`), 6)));
    expect(worth.some((w) => w > 0)).toBe(true);
    for (const [seat, v] of withFuture.entries()) expect(v).toBeCloseTo(base(late)[seat] + 4 * worth[seat], 9);
  });
});
