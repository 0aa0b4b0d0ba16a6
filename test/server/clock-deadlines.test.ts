/**
 * The turn clock's deadlines (src/server/clock/deadlines.ts) and its create-body checks
 * (config.ts): a seat keeps its deadline while its turn goes on and gets a fresh one at a new turn.
 */
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { parseClock } from '../../src/server/clock/config.ts';
import { nextDeadlines } from '../../src/server/clock/deadlines.ts';

const state = (stateID: number, turn: number, phase: string | null, current: string, active?: string[]): State =>
  ({
    _stateID: stateID,
    ctx: { turn, phase, currentPlayer: current, activePlayers: active ? Object.fromEntries(active.map((s) => [s, 'x'])) : null },
  }) as unknown as State;

describe('turn clock deadlines', () => {
  it('a sequential turn: the deadline is kept through the turn’s moves and renewed at the next turn', () => {
    const a = nextDeadlines(undefined, state(0, 1, 'main', '0'), 60, 1000);
    expect(a).toEqual({ stateID: 0, at: { 0: 61_000 }, turnOf: { 0: '1|main' } });
    // The first card of a two-card draw: same turn, same deadline.
    const b = nextDeadlines(a, state(1, 1, 'main', '0'), 60, 20_000);
    expect(b.at).toEqual({ 0: 61_000 });
    // The next turn: the next seat gets a full turn from now.
    const c = nextDeadlines(b, state(2, 2, 'main', '1'), 60, 30_000);
    expect(c.at).toEqual({ 1: 90_000 });
  });

  it('a simultaneous choice: each seat keeps its own deadline while the others choose; one who chose drops out', () => {
    const a = nextDeadlines(undefined, state(0, 1, 'opening', '0', ['0', '1', '2']), 30, 0);
    expect(a.at).toEqual({ 0: 30_000, 1: 30_000, 2: 30_000 });
    const b = nextDeadlines(a, state(1, 1, 'opening', '0', ['1', '2']), 30, 10_000);
    expect(b.at).toEqual({ 1: 30_000, 2: 30_000 });
  });

  it('a new phase with the same turn number is a new turn', () => {
    const a = nextDeadlines(undefined, state(0, 1, 'opening', '0', ['0']), 30, 0);
    expect(nextDeadlines(a, state(1, 1, 'main', '0'), 30, 5000).at).toEqual({ 0: 35_000 });
  });
});

describe('clock in the create body', () => {
  it('accepts whole seconds from 5 s to 7 days and a bot level (medium by default)', () => {
    expect(parseClock(undefined)).toBeUndefined();
    expect(parseClock({ turnSeconds: 5 })).toEqual({ turnSeconds: 5, level: 'medium' });
    expect(parseClock({ turnSeconds: 604_800, level: 'hard' })).toEqual({ turnSeconds: 604_800, level: 'hard' });
    expect(parseClock({ turnSeconds: 4 })).toMatch(/from 5 to 604800/);
    expect(parseClock({ turnSeconds: 604_801 })).toMatch(/from 5 to 604800/);
    expect(parseClock({ turnSeconds: Number.NaN })).toMatch(/whole number/);
    expect(parseClock({ turnSeconds: 60, level: 'x'.repeat(500) })).toMatch(/^clock.level: unknown bot level "x{39}/);
  });
});
