/**
 * Hard's mid-game ticket draw (bots/ttr-india/hard-tickets.ts): with its plan done or nearly done,
 * enough trains beyond it and the opponents far from the end, hard draws tickets without searching
 * (when switched on: off as shipped).
 * Ticket t03 Raipur–Hyderabad: r43 Raipur–Nagpur (3) and r48 Nagpur–Hyderabad (4) join it one way,
 * r83 (5) directly.
 */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { ttrBot } from '../../bots/ttr-india/bot.ts';
import { ttrHard } from '../../bots/ttr-india/hard.ts';
import { hardDrawsTickets } from '../../bots/ttr-india/hard-tickets.ts';
import { ttrKit } from '../../bots/ttr-india/kit.ts';
import type { Overrides } from '../../bots/tuned.ts';
import type { TtrTuning } from '../../bots/ttr-india/tuning.ts';
import type { BotKit } from '../../bots/types.ts';
import { ROUTE_INDEX, ROUTE_TRACKS } from '../../src/games/ttr-india/data/board.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { UNCLAIMED } from '../../src/games/ttr-india/rules/state.ts';
import { TtrIndiaCore, type TtrAction, type TtrState } from '../../src/games/ttr-india/index.ts';

const core = TtrIndiaCore;
const track = (route: string) => ROUTE_TRACKS[ROUTE_INDEX.get(route)!][0];
/** The draw switched on for 2-player tables (off as shipped), with the shipped thresholds (1 route, 12 spare trains, opponents at 15). */
const ON = { hardTickets: { maxPlayers: 2, maxRoutes: 1, spareTrains: 12, opponentTrains: 15 } };

interface Setup {
  /** Routes `seat` owns. */
  mine?: readonly string[];
  /** Routes the opponent owns. */
  theirs?: readonly string[];
  trains?: number;
  opponentTrains?: number;
  offer?: string[];
  finalTurns?: number | null;
}

/** Main play, 2 players, `seat` to move holding only t03; the board empty but for the given routes. */
function position(x: Setup = {}): { s: TtrState; seat: number } {
  const deciders = [0, 1].map((seat) => createDecider<TtrState, TtrAction>({ game: 'ttr-india', level: 'medium', seed: `tickets/${seat}` }));
  const base = runGame(core, deciders, { numPlayers: 2, seed: 'tickets', maxSteps: 2 }).state;
  const seat = core.activePlayers(base)[0];
  const owners = base.owners.map(() => UNCLAIMED);
  for (const r of x.mine ?? []) owners[track(r)] = seat;
  for (const r of x.theirs ?? []) owners[track(r)] = 1 - seat;
  const players = base.players.map((p, i) =>
    i === seat
      ? { ...p, trains: x.trains ?? 40, tickets: ['t03'], ticketCount: 1, offer: x.offer ?? [], offerCount: x.offer?.length ?? 0 }
      : { ...p, trains: x.opponentTrains ?? 40, offer: [], offerCount: 0 },
  );
  return { s: { ...base, phase: 'main', current: seat, drawn: 0, owners, players, finalTurns: x.finalTurns ?? null }, seat };
}

const draws = (x: Setup, overrides: Overrides<TtrTuning> = ON) => {
  const { s, seat } = position(x);
  return hardDrawsTickets(ttrBot(overrides), core.observe(s, seat), seat);
};

describe('Ticket to Ride hard: drawing tickets mid-game', () => {
  it('draws with its only ticket complete and 40 trains', () => {
    expect(draws({ mine: ['r43', 'r48'] })).toBe(true);
  });

  it('draws with one route (r48, 4 trains) left and 16 trains (12 spare), not with 15', () => {
    expect(draws({ mine: ['r43'], theirs: ['r83'], trains: 16 })).toBe(true);
    expect(draws({ mine: ['r43'], theirs: ['r83'], trains: 15 })).toBe(false);
  });

  it('does not draw with two routes left (r83 taken: r43 and r48)', () => {
    expect(draws({ theirs: ['r83'] })).toBe(false);
  });

  it('does not draw when the opponent is near the end, nor in the final turns', () => {
    expect(draws({ mine: ['r43', 'r48'], opponentTrains: 14 })).toBe(false);
    expect(draws({ mine: ['r43', 'r48'], opponentTrains: 15 })).toBe(true);
    expect(draws({ mine: ['r43', 'r48'], finalTurns: 2 })).toBe(false);
  });

  it('does not draw while a ticket offer is pending, or when switched off (maxPlayers 0)', () => {
    expect(draws({ mine: ['r43', 'r48'], offer: ['t01', 't02', 't04'] })).toBe(false);
    expect(draws({ mine: ['r43', 'r48'] }, { hardTickets: { ...ON.hardTickets, maxPlayers: 0 } })).toBe(false);
    // Off as shipped: the search decides alone.
    expect(draws({ mine: ['r43', 'r48'] }, {})).toBe(false);
  });

  it('hard plays the draw without searching', () => {
    const { s, seat } = position({ mine: ['r43', 'r48'] });
    const base = ttrKit(core, ON);
    let rollouts = 0;
    const kit: BotKit<TtrState, TtrAction> = {
      ...base,
      rollout: (x, p, rng) => {
        rollouts++;
        return base.rollout(x, p, rng);
      },
    };
    const a = ttrHard(ttrBot(ON), kit, { iterations: 40 }).choose(core.observe(s, seat), seat, createRng('x'));
    expect(a).toEqual({ type: 'drawTickets' });
    expect(rollouts).toBe(0);
  });
});
