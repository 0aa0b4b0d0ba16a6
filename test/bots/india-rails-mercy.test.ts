/**
 * The India Rails heuristic under the rulebook's Mercy variants (bots/india-rails/mercy.ts):
 * Borrowing out of the poverty trap, and Backtracking out of a dead end outside a city.
 */
import { describe, expect, it } from 'vitest';
import { irBot } from '../../bots/india-rails/bot.ts';
import { chooseIr } from '../../bots/india-rails/heuristic.ts';
import { newMemory } from '../../bots/india-rails/memory.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { IndiaRailsVariants } from '../../src/games/india-rails/params.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { seatZeroOperations, seatZeroTrack } from '../support/ir-positions.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const bot = irBot(core);
const ctx = core.ctx;
const g = ctx.graph;
const delhi = g.cityById('delhi')!;

/** Seat 0 at the start of its operations stage with `cash`, its train at `at` (arrived from `prev`), under `variants`. */
function position(variants: IndiaRailsVariants, cash: number, hand: string[], at: number, prev: number | null = null, track: number[] = []): IndiaRailsState {
  const s = core.setup(2, { variants }, createRng('mercy')) as IndiaRailsState;
  return seatZeroOperations(s, { at, prev, cash, hand, loads: [] }, seatZeroTrack(s, track));
}

/** A hand whose plans from Delhi with no track all need more than 11M to their first payout, the cheapest 12M. */
const HAND = ['demand-076', 'demand-077', 'demand-078'];

describe('India Rails heuristic, Mercy: Borrowing', () => {
  it('a medium player broke for borrowAfter own turns borrows what its plan lacks (and the spare), and takes the plan', () => {
    const memory = { ...newMemory(), brokeTurns: bot.tuning.borrowAfter - 1 };
    const a = chooseIr(bot, position({ borrowing: true }, 11, HAND, delhi.milepost), 0, createRng(0), bot.tuning.medium, memory);
    expect(a.type).toBe('borrow');
    const amount = a.type === 'borrow' ? a.amount : 0;
    expect(amount).toBeGreaterThan(0);
    expect(amount).toBeLessThanOrEqual(core.setup(2, undefined, createRng('x')).params.maxLoan);
    expect(memory.trip).not.toBeNull();
  });

  it('broke for fewer own turns it fishes with a new hand first, and without the variant it never borrows', () => {
    const early = chooseIr(bot, position({ borrowing: true }, 11, HAND, delhi.milepost), 0, createRng(0), bot.tuning.medium, newMemory());
    expect(early.type).toBe('discardHand');
    const memory = { ...newMemory(), brokeTurns: 10 };
    const basic = chooseIr(bot, position({}, 11, HAND, delhi.milepost), 0, createRng(0), bot.tuning.medium, memory);
    expect(basic.type).toBe('discardHand');
  });
});

/** Mileposts from Delhi out along `n` hops that are not cities, each with one neighbour further on: a spur of own track ending outside a city. */
function spurFromDelhi(n: number): number[] {
  const exit = delhi.mileposts.find((m) => g.neighbours(m).some((v) => ctx.isCity[v] !== 1));
  if (exit === undefined) throw new Error('no way out of Delhi');
  const path = [exit];
  while (path.length <= n) {
    const here = path[path.length - 1];
    const next = g.neighbours(here).find((v) => ctx.isCity[v] !== 1 && !path.includes(v) && g.buildCost(here, v) < 10);
    if (next === undefined) throw new Error('no spur from Delhi');
    path.push(next);
  }
  return path;
}

describe('India Rails heuristic, Mercy: Backtracking', () => {
  const spur = spurFromDelhi(3);
  const track = spur.slice(1).map((m, i) => g.edgeKey(spur[i], m));
  const end = spur[spur.length - 1];
  const before = spur[spur.length - 2];
  // A trip whose next stop is Delhi, behind the train (which load does not matter: none is aboard).
  const trip = { stops: [{ kind: 'pickup' as const, city: 'delhi', load: 'Imports' }], payout: 0, build: 0, travel: 3, turns: 1, value: 1 };

  it('a train at the dead end of its spur, its stop behind it, backtracks (its own track: no fee)', () => {
    const memory = { ...newMemory(), trip, turnSeen: 0 };
    const s = position({ backtracking: true }, 0, [], end, before, track);
    expect(bot.core.validate(s, 0, { type: 'backtrack' })).toBeNull();
    const a = chooseIr(bot, s, 0, createRng(0), bot.tuning.medium, memory);
    expect(a).toEqual({ type: 'backtrack' });
  });

  it('it does not backtrack when it is already free to turn, nor without the variant', () => {
    const free = chooseIr(bot, position({ backtracking: true }, 0, [], end, null, track), 0, createRng(0), bot.tuning.medium, { ...newMemory(), trip });
    expect(free.type).not.toBe('backtrack');
    const basic = chooseIr(bot, position({}, 0, [], end, before, track), 0, createRng(0), bot.tuning.medium, { ...newMemory(), trip });
    expect(basic.type).not.toBe('backtrack');
  });
});
