/**
 * The Ticket to Ride hard player (bots/ttr-india/hard.ts): the second card of a draw turn is the
 * heuristic's without any search, rollouts scale with the table, and a choice of tickets searches
 * more.
 */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { ttrBot } from '../../bots/ttr-india/bot.ts';
import { hardSearchSettings, ttrHard } from '../../bots/ttr-india/hard.ts';
import { chooseTtr } from '../../bots/ttr-india/heuristic.ts';
import { ttrKit } from '../../bots/ttr-india/kit.ts';
import { TTR_TUNING } from '../../bots/ttr-india/tuning.ts';
import type { BotKit } from '../../bots/types.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { TtrIndiaCore, type TtrAction, type TtrState } from '../../src/games/ttr-india/index.ts';

const core = TtrIndiaCore;

/** A position after `steps` actions of medium bots. */
function midGame(seed: string, players = 2, steps = 30): TtrState {
  const deciders = Array.from({ length: players }, (_, s) => createDecider<TtrState, TtrAction>({ game: 'ttr-india', level: 'medium', seed: `${seed}/${s}` }));
  return runGame(core, deciders, { numPlayers: players, seed, maxSteps: steps }).state;
}

/** The first position from `steps` actions on where a turn starts in main play with several candidates. */
function turnStart(seed: string, players: number, steps: number): TtrState {
  for (let n = steps; ; n++) {
    const s = midGame(seed, players, n);
    if (s.phase === 'main' && s.drawn === 0 && ttrKit(core).candidates(s, s.current).length > 1) return s;
  }
}

/** The kit with every search entry point counted. */
function countingKit(): { kit: BotKit<TtrState, TtrAction>; calls: { candidates: number; rollout: number } } {
  const base = ttrKit(core);
  const calls = { candidates: 0, rollout: 0 };
  const kit: BotKit<TtrState, TtrAction> = {
    ...base,
    candidates: (s, seat) => {
      calls.candidates++;
      return base.candidates(s, seat);
    },
    rollout: (s, seat, rng) => {
      calls.rollout++;
      return base.rollout(s, seat, rng);
    },
  };
  return { kit, calls };
}

describe('Ticket to Ride hard', () => {
  it('takes the second card of a draw turn as the heuristic does, without searching', () => {
    let s = midGame('second-card');
    const seat = core.activePlayers(s)[0];
    s = core.apply(s, seat, { type: 'drawFromDeck' }, createRng('deal'));
    expect(s.drawn).toBe(1);
    const obs = core.observe(s, seat);
    const { kit, calls } = countingKit();
    const a = ttrHard(ttrBot(), kit, { iterations: 40 }).choose(obs, seat, createRng('x'));
    expect(a).toEqual(chooseTtr(ttrBot(), obs, seat, createRng('y'), TTR_TUNING.medium));
    expect(calls).toEqual({ candidates: 0, rollout: 0 });
  });

  it('searches the first action of a turn', () => {
    const s = turnStart('first-action', 2, 30);
    const seat = core.activePlayers(s)[0];
    const { kit, calls } = countingKit();
    ttrHard(ttrBot(), kit, { iterations: 40 }).choose(core.observe(s, seat), seat, createRng('x'));
    expect(calls.rollout).toBeGreaterThan(0);
  });

  it('plays rollouts of the same actions per player at every table size', () => {
    const per = TTR_TUNING.rolloutActionsPerPlayer;
    expect(hardSearchSettings(TTR_TUNING.search, per, 2).rolloutDepth).toBe(2 * per);
    expect(hardSearchSettings(TTR_TUNING.search, per, 4).rolloutDepth).toBe(4 * per);
    expect(hardSearchSettings(TTR_TUNING.search, per, 4, 2).iterations).toBe(2 * TTR_TUNING.search.iterations);
    // With four players a rollout runs twice as many actions as with two (one iteration per root candidate).
    const depthOf = (players: number) => {
      const s = turnStart(`depth-${players}`, players, 12 * players);
      const seat = core.activePlayers(s)[0];
      const { kit, calls } = countingKit();
      ttrHard(ttrBot(), { ...kit, search: { ...kit.search, iterations: 1 } }, {}).choose(core.observe(s, seat), seat, createRng('d'));
      return calls.rollout;
    };
    expect(depthOf(4)).toBeGreaterThan(1.5 * depthOf(2));
  });
});
