/** The India Rails hard player's last sprint (bots/india-rails/endgame.ts) on a real end position. */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { irBot } from '../../bots/india-rails/bot.ts';
import { sprintTrip } from '../../bots/india-rails/endgame.ts';
import { planTrips } from '../../bots/india-rails/plan.ts';
import { situation } from '../../bots/india-rails/situation.ts';
import { runGame } from '../../src/engine/runner.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import { connectsMajors } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const bot = irBot(core, { sprintTrips: 12, sprintMargin: 5 });

/** The end of a medium game, back in the main game with `seat` holding `cash`. */
function endPosition(seat: number, cash: number): IndiaRailsState {
  const deciders = [0, 1].map((s) => createDecider<IndiaRailsState>({ game: 'india-rails', level: 'medium', seed: `sprint/${s}` }));
  const s = runGame(core, deciders as never, { numPlayers: 2, seed: 'sprint', maxSteps: 2000 }).state as IndiaRailsState;
  return { ...s, phase: 'main', players: s.players.map((p, i) => (i === seat ? { ...p, cash } : p)) };
}

describe('India Rails hard: the last sprint', () => {
  it('majors joined, the trip chosen is the quickest that brings the cash to the target, not the best per turn', () => {
    const first = endPosition(0, 200);
    expect(connectsMajors(core.ctx, first, 0)).toBe(true);
    const best = planTrips(bot, first, 0, situation(bot, first, 0), 12)[0];
    // Cash the best trip per turn does not bring to the target (others do: late, track costs little).
    const s = endPosition(0, first.target + bot.tuning.sprintMargin - (best.payout - best.build) - 10);
    const need = s.target - s.players[0].cash + bot.tuning.sprintMargin;
    const trips = planTrips(bot, s, 0, situation(bot, s, 0), 12);
    const reaching = trips.filter((t) => t.payout - t.build >= need);
    expect(trips[0].payout - trips[0].build).toBeLessThan(need);
    expect(reaching.length).toBeGreaterThan(1);
    const chosen = sprintTrip(bot, s, 0, []);
    expect(chosen).not.toBeNull();
    expect(reaching).toContainEqual(chosen);
    expect(chosen!.turns).toBe(Math.min(...reaching.map((t) => t.turns)));
    // A trip dropped before is not taken again.
    const key = chosen!.stops.map((st) => `${st.kind}:${st.city}:${st.load}`).join('>');
    expect(sprintTrip(bot, s, 0, [key])).not.toEqual(chosen);
  });

  it('no sprint when no trip reaches the target, when the majors are not joined, or when it is off', () => {
    const poor = endPosition(0, 10);
    expect(sprintTrip(bot, poor, 0, [])).toBeNull();
    const s = endPosition(1, 0);
    expect(connectsMajors(core.ctx, s, 1)).toBe(false);
    expect(sprintTrip(bot, endPosition(1, s.target - 1), 1, [])).toBeNull();
    const rich = endPosition(0, s.target - 1);
    expect(sprintTrip(bot, rich, 0, [])).not.toBeNull();
    expect(sprintTrip(irBot(core, { sprintTrips: 0 }), rich, 0, [])).toBeNull();
  });
});
