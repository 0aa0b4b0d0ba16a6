/**
 * India Rails bots that would stop playing before they start: a medium bot whose opening hand has
 * no trip its cash can pay for discards it in a building turn (rules §5.3) instead of building
 * nothing, and no bot buys a faster train before it owns any track.
 */
import { describe, expect, it } from 'vitest';
import { chooseUpgrade } from '../../bots/india-rails/building.ts';
import { IR_TUNING } from '../../bots/india-rails/tuning.ts';
import { createDecider } from '../../bots/index.ts';
import { createRng } from '../../src/engine/rng.ts';
import { nextSeat } from '../../src/engine/runner.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;

describe('India Rails bots: the opening', () => {
  it('a hopeless opening hand is discarded in a building turn, and the player builds (seed ref-eco-1, seat 0)', () => {
    // In this game seat 0's first hand had no trip within 80% of its 50M: it built nothing in both
    // building turns, bought a fast freight with no track, and then discarded every turn for 73 turns.
    // Planning with its first 20M whole (marginFrom), no opening hand of 400 seeds is hopeless, so the
    // bots here are held to 80% of all their cash, as they were then.
    const seed = 'ref-eco-1';
    const deciders = [0, 1].map((p) =>
      createDecider<IndiaRailsState, IndiaRailsAction>({ game: 'india-rails', level: 'medium', seed: `${seed}-${p}`, tuning: { marginFrom: 0 } }),
    );
    const rng = createRng(seed);
    let s = core.setup(2, undefined, rng) as IndiaRailsState;
    const actions: IndiaRailsAction[] = [];
    while (s.phase === 'building') {
      const seat = nextSeat(core, s)!;
      const a = deciders[seat].decide(core.observe(s, seat), seat);
      if (seat === 0) actions.push(a);
      s = core.apply(s, seat, a, rng) as IndiaRailsState;
    }
    expect(actions[0]).toEqual({ type: 'discardHand' });
    expect(s.track[0].length).toBeGreaterThan(0);
  });

  it('no loco upgrade while the player owns no track', () => {
    const s0 = core.setup(2, undefined, createRng('no-track')) as IndiaRailsState;
    const s: IndiaRailsState = {
      ...s0,
      phase: 'main',
      turn: { ...s0.turn, seat: 0, stage: 'building', spent: 0 },
      players: s0.players.map((p, i) => (i === 0 ? { ...p, cash: 60 } : p)),
    };
    const legal: IndiaRailsAction[] = [{ type: 'upgradeLoco', to: 'fastFreight' }, { type: 'endTurn' }];
    expect(chooseUpgrade(IR_TUNING, s, 0, legal)).toBeUndefined();
    const withTrack: IndiaRailsState = { ...s, track: s.track.map((t, i) => (i === 0 ? [1] : t)) };
    expect(chooseUpgrade(IR_TUNING, withTrack, 0, legal)).toEqual({ type: 'upgradeLoco', to: 'fastFreight' });
  });
});
