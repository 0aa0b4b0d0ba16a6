import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, createBot, createDecider } from '../../bots/index.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { expectSameActionAtEveryLevel } from './same-action.ts';
import { getGameCore } from '../../src/games/registry.ts';

type Level = (typeof BOT_LEVELS)[number];
const core = getGameCore('india-rails');
const decider = (level: Level, seed: string, iterations = 2) => createDecider({ game: 'india-rails', level, seed, iterations });

/** A main-game position after `steps` actions of two medium bots. */
function midGame(seed: string, steps = 60) {
  return runGame(core, [decider('medium', `${seed}/0`), decider('medium', `${seed}/1`)], { numPlayers: 2, seed, maxSteps: steps }).state;
}

describe('India Rails bots', () => {
  it('medium plays a whole 2-player game to a win with legal actions only (the runner refuses any other)', () => {
    const { record, state } = runGame(core, [decider('medium', 'a'), decider('medium', 'b')], { numPlayers: 2, seed: 'full', maxSteps: 5000 });
    expect(record.result, 'the game ends').not.toBeNull();
    const winner = record.result!.winners[0];
    expect(state.players[winner].cash).toBeGreaterThanOrEqual(state.params.winCash);
  });

  it('a random player cannot loop forever: a pick-up undone by a drop is a new position, and easy beats random', () => {
    // The random level draws its choice from its position; picking up and dropping the same load
    // used to bring the position back, and the random player repeated the two actions forever.
    const { record } = runGame(core, [decider('easy', 'e'), decider('random', 'r')], { numPlayers: 2, seed: 'no-loop', maxSteps: 20000 });
    expect(record.result, 'the game ends').not.toBeNull();
    expect(record.result!.winners).toEqual([0]);
  });

  it('every level takes only legal actions (the first actions of a 3-player game)', () => {
    for (const level of BOT_LEVELS) {
      const deciders = [0, 1, 2].map((s) => decider(level, `${level}/${s}`));
      const { record } = runGame(core, deciders, { numPlayers: 3, seed: `legal/${level}`, maxSteps: level === 'hard' ? 40 : 100 });
      expect(record.steps.length).toBeGreaterThan(0);
    }
  });

  it('the same seed and observation give the same action, at every level', () => {
    expectSameActionAtEveryLevel(core, 'india-rails', midGame('same'), 'x', 4);
  });

  it('the order of the demand deck (all the bot cannot see) cannot change what it does; createBot drops the RNG', async () => {
    const s = midGame('hidden');
    const seat = core.activePlayers(s)[0];
    const other = { ...s, deck: createRng('other').shuffle(s.deck) };
    expect(other.deck).not.toEqual(s.deck);
    expect(core.observe(other, seat)).toEqual(core.observe(s, seat));
    for (const level of BOT_LEVELS) {
      const play = (st: typeof s) =>
        createBot({ game: 'india-rails', level, seed: 3, iterations: 4 }).play(
          {
            G: {
              core: st,
              get rng(): never {
                throw new Error('the bot read the RNG');
              },
            },
            ctx: {},
          },
          String(seat),
        );
      const a = await play(s);
      expect((await play(other)).action, level).toEqual(a.action);
      const [arg] = a.action.payload.args as [Record<string, unknown> | undefined];
      expect(core.validate(s, seat, { type: a.action.payload.type, ...arg }), level).toBeNull();
    }
  });
});
