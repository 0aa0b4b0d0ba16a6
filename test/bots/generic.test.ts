import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { BOT_LEVELS, createBot, createBotClass, createDecider } from '../../bots/index.ts';
import { genericKit } from '../../bots/generic.ts';
import { searchAction } from '../../bots/mcts/ismcts.ts';
import { Nim, type NimAction, type NimState } from '../fixtures/nim.ts';

describe('bots over any core (Nim fixture)', () => {
  it('every level plays only legal actions through whole games', () => {
    for (const level of BOT_LEVELS) {
      for (let g = 0; g < 3; g++) {
        const deciders = [0, 1].map((s) => createDecider<NimState, NimAction>({ game: Nim, level, seed: `${level}/${g}/${s}`, iterations: 50 }));
        // runGame throws on an illegal action
        const { record } = runGame(Nim, deciders, { numPlayers: 2, seed: `g${g}` });
        expect(record.result).not.toBeNull();
      }
    }
  });

  it('the same seed and observation give the same action; the decision does not depend on call order', () => {
    const s = Nim.setup(2, { pile: 21 }, createRng('x'));
    const o = Nim.observe(s, 0);
    for (const level of BOT_LEVELS) {
      const a = createDecider<NimState, NimAction>({ game: Nim, level, seed: 7, iterations: 200 });
      const b = createDecider<NimState, NimAction>({ game: Nim, level, seed: 7, iterations: 200 });
      const first = a.decide(o, 0);
      expect(b.decide(o, 0)).toEqual(first);
      expect(a.decide(o, 0)).toEqual(first);
    }
  });

  it('hidden parts (the opponent bonus) cannot change the action', () => {
    const s = Nim.setup(2, { pile: 13 }, createRng('y'));
    const other = { ...s, bonus: [s.bonus[0], (s.bonus[1]! + 5) % 10] };
    expect(Nim.observe(other, 0)).toEqual(Nim.observe(s, 0));
    for (const level of BOT_LEVELS) {
      const act = (st: NimState) => createDecider<NimState, NimAction>({ game: Nim, level, seed: 3, iterations: 100 }).decide(Nim.observe(st, 0), 0);
      expect(act(other)).toEqual(act(s));
    }
  });

  it('MCTS finds the winning Nim move (leave a multiple of 4)', () => {
    for (const pile of [5, 6, 7, 9, 10, 11]) {
      const s: NimState = { pile, current: 0, numPlayers: 2, bonus: [0, null], turns: 0, winner: null };
      const r = searchAction(genericKit(Nim), s, 0, 'seed', { iterations: 3000 });
      expect((pile - r.action.n) % 4).toBe(0);
    }
  });

  it('a kit with a rolloutPlayer searches flat: each iteration starts a fresh player for its root action, and it still finds the winning move', () => {
    const kit = genericKit(Nim);
    const started: number[] = [];
    const planning = {
      ...kit,
      // A perfect Nim player as the rollout: it knows the root move it continues from.
      rolloutPlayer(_rootSeat: number, rootAction: NimAction) {
        started.push(rootAction.n);
        return (st: NimState) => ({ type: 'take', n: st.pile % 4 === 0 ? 1 : Math.min(3, st.pile % 4) }) as NimAction;
      },
    };
    const s: NimState = { pile: 10, current: 0, numPlayers: 2, bonus: [0, null], turns: 0, winner: null };
    const r = searchAction(planning, s, 0, 'flat', { iterations: 30 });
    expect((10 - r.action.n) % 4).toBe(0);
    expect(started).toHaveLength(r.iterations);
    expect(new Set(started)).toEqual(new Set([1, 2, 3]));
    // Deterministic for a seed and an iteration count, like the tree search.
    expect(searchAction(planning, s, 0, 'flat', { iterations: 30 }).stats).toEqual(r.stats);
  });

  it('MCTS is deterministic for a seed and an iteration count', () => {
    const s: NimState = { pile: 15, current: 0, numPlayers: 2, bonus: [1, null], turns: 0, winner: null };
    const a = searchAction(genericKit(Nim), s, 0, 'z', { iterations: 300 });
    const b = searchAction(genericKit(Nim), s, 0, 'z', { iterations: 300 });
    expect(a.iterations).toBe(300);
    expect(b.stats).toEqual(a.stats);
  });

  it('createBot applies playerView and never reads hidden fields or the RNG', async () => {
    const s = Nim.setup(2, { pile: 10 }, createRng('p'));
    const secret = () =>
      new Proxy(
        {},
        {
          get() {
            throw new Error('the bot read a hidden field');
          },
          has() {
            throw new Error('the bot read a hidden field');
          },
          ownKeys() {
            throw new Error('the bot read a hidden field');
          },
        },
      ) as unknown as number;
    // The opponent's bonus and the match RNG are booby-trapped; playerView must drop them before the bot looks.
    const G = {
      core: { ...s, bonus: [s.bonus[0], secret()] },
      get rng() {
        throw new Error('the bot read the RNG');
      },
    };
    // Serializing or reading the opponent's bonus throws: the bot must only see the playerView.
    expect(() => JSON.stringify(G.core)).toThrow();
    for (const level of BOT_LEVELS) {
      const bot = createBot({ game: Nim, level, seed: 1, iterations: 50 });
      const { action } = await bot.play({ G, ctx: {} }, '0');
      expect(action.type).toBe('MAKE_MOVE');
      expect(action.payload.playerID).toBe('0');
      expect(action.payload.type).toBe('take');
      const [arg] = action.payload.args as [{ n: number }];
      expect(Nim.validate(s, 0, { type: 'take', ...arg })).toBeNull();
    }
    const BotClass = createBotClass({ game: Nim, level: 'random', seed: 1 });
    expect((await new BotClass({}).play({ G: { core: s }, ctx: {} }, '0')).action.type).toBe('MAKE_MOVE');
  });
});
