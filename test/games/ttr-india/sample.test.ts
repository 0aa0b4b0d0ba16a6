/**
 * The uniform sampler of random rollouts (src/games/ttr-india/rules/sample.ts) equals listing:
 * `countActions` is `legalActions(...).length`, `actionAt(k)` is `legalActions(...)[k]` for every k,
 * and `sampleAction` draws what `rng.pick(legalActions(...))` draws with the same randomness — on
 * every state of real games (2–4 players, medium and random players, to the end) and on a hand that
 * can pay a grey or ferry track many ways in Monsoon Season. And `applyLegal` (apply without the
 * validation) gives what `apply` gives for a legal action.
 */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../../bots/index.ts';
import { createRng, deriveSeed } from '../../../src/engine/rng.ts';
import { runGame } from '../../../src/engine/runner.ts';
import { actionAt, countActions, sampleAction } from '../../../src/games/ttr-india/rules/sample.ts';
import type { TtrState } from '../../../src/games/ttr-india/rules/state.ts';
import { core, mainState, withHand } from './fixtures.ts';

/** Checks the sampler against `legalActions` for every seat of `s` (acting or not), on `s` and on each seat's observation. */
function checkState(s: TtrState, label: string): number {
  let checked = 0;
  for (let p = -1; p <= s.numPlayers; p++) {
    for (const view of p >= 0 && p < s.numPlayers ? [s, core.observe(s, p)] : [s]) {
      const legal = core.legalActions(view, p);
      expect(countActions(view, p), `${label}, seat ${p}: count`).toBe(legal.length);
      for (let k = 0; k < legal.length; k++) expect(actionAt(view, p, k), `${label}, seat ${p}, k ${k}`).toEqual(legal[k]);
      expect(actionAt(view, p, legal.length), `${label}, seat ${p}: past the end`).toBeUndefined();
      const seed = `${label}/${p}`;
      if (legal.length > 0) {
        const listed = createRng(seed);
        const sampler = createRng(seed);
        expect(sampleAction(view, p, sampler), `${label}, seat ${p}: drawn`).toEqual(listed.pick(legal));
        expect(sampler.state(), `${label}, seat ${p}: randomness used`).toEqual(listed.state());
        // The unvalidated apply of searches' rollouts: the same next state and randomness as apply.
        const drawn = legal[createRng(`${seed}/k`).int(legal.length)];
        const [checked, trusted] = [createRng(seed), createRng(seed)];
        expect(core.applyLegal?.(view, p, drawn, trusted), `${label}, seat ${p}: applyLegal`).toEqual(core.apply(view, p, drawn, checked));
        expect(trusted.state()).toEqual(checked.state());
      } else expect(sampleAction(view, p, createRng(seed))).toBeUndefined();
      checked += legal.length;
    }
  }
  return checked;
}

describe('TTR uniform sampler: actionAt(k) = legalActions[k], countActions = its length', () => {
  for (const [numPlayers, level] of [
    [2, 'medium'],
    [3, 'random'],
    [4, 'medium'],
    [2, 'random'],
  ] as const) {
    it(`every action of every state of a ${numPlayers}-player game of ${level} players, to the end`, () => {
      const seed = deriveSeed('sampler', numPlayers, level);
      const deciders = Array.from({ length: numPlayers }, (_, p) => createDecider<TtrState>({ game: 'ttr-india', level, seed: deriveSeed(seed, p) }));
      let claims = 0;
      let actions = 0;
      const { state } = runGame(core, deciders as never, {
        numPlayers,
        seed,
        onStep: (s, step, i) => {
          if ((step.action as { type: string }).type === 'claimRoute') claims++;
          actions += checkState(s as TtrState, `${seed} step ${i}`);
        },
      });
      expect(core.result(state)).not.toBeNull();
      expect(claims).toBeGreaterThan(10);
      expect(actions).toBeGreaterThan(1000);
    });
  }

  it('a hand that pays grey and ferry tracks in many ways, in and out of Monsoon Season, first and second card', () => {
    const s = withHand(mainState(3), 0, { red: 4, blue: 3, green: 5, yellow: 2, black: 3, loco: 5 });
    for (const monsoon of [false, true])
      for (const drawn of [0, 1]) {
        const t = { ...s, monsoon, drawn };
        expect(checkState(t, `monsoon ${monsoon}, drawn ${drawn}`)).toBeGreaterThan(drawn ? 5 : 200);
      }
  });
});
