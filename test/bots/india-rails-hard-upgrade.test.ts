/**
 * The India Rails hard player's early first upgrade (bots/india-rails/upgrade.ts): rules §9 lets a
 * player pay 20M to turn a Freight into a Fast Freight instead of building in a turn; hard may do so
 * while medium's rule (upgrade only in a turn that builds nothing) would still build.
 */
import { describe, expect, it } from 'vitest';
import { chooseUpgrade } from '../../bots/india-rails/building.ts';
import { irBot } from '../../bots/india-rails/bot.ts';
import { earlyUpgrade } from '../../bots/india-rails/upgrade.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const build: IndiaRailsAction = { type: 'buildTrack', path: [1, 2] };

/** Seat 0 in its building stage of the main game with `cash`, one milepost of track and nothing spent. */
function position(cash: number, more: Partial<IndiaRailsState['turn']> = {}): IndiaRailsState {
  const s0 = core.setup(2, undefined, createRng('early-upgrade')) as IndiaRailsState;
  return {
    ...s0,
    phase: 'main',
    turn: { ...s0.turn, seat: 0, stage: 'building', spent: 0, ...more },
    players: s0.players.map((p, i) => (i === 0 ? { ...p, cash } : p)),
    track: s0.track.map((t, i) => (i === 0 ? [1] : t)),
  };
}

describe('India Rails hard: the early first upgrade', () => {
  it('rules §9: with 44M and a build to make, hard upgrades to a Fast Freight where medium builds', () => {
    const bot = irBot(core, { upgradeFirstCash: 20 });
    const s = position(44);
    // Medium's rule keeps 25M after an upgrade: at 44M it would not upgrade even with nothing to build.
    expect(chooseUpgrade(bot.tuning, s, 0, [{ type: 'upgradeLoco', to: 'fastFreight' }])).toBeUndefined();
    expect(earlyUpgrade(bot, s, 0, build)).toEqual({ type: 'upgradeLoco', to: 'fastFreight' });
    expect(earlyUpgrade(irBot(core, { upgradeFirstCash: 20, heavyFirst: true }), s, 0, build)).toEqual({ type: 'upgradeLoco', to: 'heavyFreight' });
  });

  it('not when off, short of cash, after building this turn, for a train already upgraded, or instead of a move', () => {
    const bot = irBot(core, { upgradeFirstCash: 20 });
    expect(earlyUpgrade(irBot(core), position(90), 0, build)).toBeUndefined();
    expect(earlyUpgrade(bot, position(39), 0, build)).toBeUndefined();
    expect(earlyUpgrade(bot, position(60, { spent: 5 }), 0, build)).toBeUndefined();
    const fast = position(60);
    const upgraded: IndiaRailsState = { ...fast, players: fast.players.map((p, i) => (i === 0 ? { ...p, loco: 'fastFreight' } : p)) };
    expect(earlyUpgrade(bot, upgraded, 0, build)).toBeUndefined();
    expect(earlyUpgrade(bot, position(60), 0, { type: 'endTurn' })).toBeUndefined();
    const noTrack: IndiaRailsState = { ...position(60), track: fast.track.map(() => []) };
    expect(earlyUpgrade(bot, noTrack, 0, build)).toBeUndefined();
  });
});
