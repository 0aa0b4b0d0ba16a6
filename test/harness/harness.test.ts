/**
 * The shared harness on the tiny Nim core (test/fixtures/nim.ts): it passes a sound core and its
 * boardgame.io Game, and it catches each kind of fault it exists to catch.
 */
import type { Game } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { type BaseSetupData, type CoreG, coreEndIf, coreMove, corePlayerView, coreSetup, coreTurnOrder } from '../../src/engine/bgio.ts';
import type { GameCore } from '../../src/engine/core.ts';
import { Nim, type NimAction, type NimOptions, type NimState } from '../fixtures/nim.ts';
import { HarnessError } from './checks.ts';
import { checkBgioAgreement, describeHarness, type HarnessSpec, playCheckedGame } from './harness.ts';

type NimCore = GameCore<NimState, NimAction, NimOptions>;

/** Nim as a boardgame.io Game, wired with the engine's helpers. */
function nimGame(core: NimCore): Game<CoreG<NimState>> {
  return {
    name: 'nim',
    setup: coreSetup(core as GameCore<NimState, NimAction, NimOptions & BaseSetupData>),
    moves: { take: coreMove(core, 'take') },
    turn: { order: coreTurnOrder(core) },
    endIf: coreEndIf(core),
    playerView: corePlayerView(core),
  };
}

const pileLaw = (s: NimState) => (s.pile >= 0 && s.pile <= 15 ? null : `pile ${s.pile}`);
const nimCandidates = () => [0, 1, 2, 3, 4, 1.5, '1'].map((n) => ({ type: 'take', n }));
const sound: HarnessSpec<NimState, NimAction, NimOptions> = { core: Nim, bgio: { game: nimGame(Nim) }, conservation: pileLaw, candidateActions: nimCandidates };

describeHarness(sound, [
  { numPlayers: 2, games: 50, expensiveGames: 5, bgioGames: 3 },
  { numPlayers: 4, games: 50, expensiveGames: 5, bgioGames: 3 },
]);

describe('the harness catches faults', () => {
  const expensive = (spec: HarnessSpec<NimState, NimAction, NimOptions>) => () => playCheckedGame(spec, 3, 'fault', true);

  it('an apply that mutates its input state', () => {
    const core: NimCore = {
      ...Nim,
      apply(s, p, a, rng) {
        (s as { turns: number }).turns += 0.5; // the fault
        return Nim.apply(s, p, a, rng);
      },
    };
    expect(expensive({ core })).toThrow(HarnessError);
    expect(expensive({ core })).toThrow(/throws in apply|mutated/);
  });

  it('a listed action that validate refuses', () => {
    const core: NimCore = {
      ...Nim,
      legalActions: (s, p) => [...Nim.legalActions(s, p), ...(Nim.activePlayers(s).includes(p) ? [{ type: 'take' as const, n: 9 }] : [])],
    };
    expect(() => playCheckedGame({ core }, 2, 'fault', false)).toThrow(/refused/);
  });

  it('an accepted action that is not listed (legal moves not exact)', () => {
    const core: NimCore = { ...Nim, legalActions: (s, p) => Nim.legalActions(s, p).slice(1) };
    expect(expensive({ core, candidateActions: nimCandidates })).toThrow(/accepted but not listed/);
  });

  it('a broken conservation law', () => {
    const core: NimCore = { ...Nim, apply: (s, p, a, rng) => ({ ...Nim.apply(s, p, a, rng), pile: s.pile === 15 ? 16 : Nim.apply(s, p, a, rng).pile }) };
    expect(() => playCheckedGame({ core, conservation: pileLaw }, 2, 'fault', false)).toThrow(/conservation/);
  });

  it('legal actions that peek at hidden information', () => {
    const core: NimCore = { ...Nim, legalActions: (s, p) => (s.bonus.includes(null) ? Nim.legalActions(s, p).slice(0, 1) : Nim.legalActions(s, p)) };
    expect(expensive({ core })).toThrow(/observation/);
  });

  it('a state that does not survive JSON', () => {
    const core: NimCore = {
      ...Nim,
      apply: (s, p, a, rng) => ({ ...Nim.apply(s, p, a, rng), bonus: [...s.bonus, undefined as unknown as number].slice(0, s.bonus.length + 1) }),
    };
    expect(expensive({ core })).toThrow(/JSON/);
  });

  it('a game that never ends', () => {
    const core: NimCore = { ...Nim, apply: (s, p, a, rng) => ({ ...Nim.apply(s, p, a, rng), pile: 15, winner: null }) };
    expect(() => playCheckedGame({ core, maxSteps: 200 }, 2, 'fault', false)).toThrow(/not over/);
  });

  it('a boardgame.io Game that disagrees with the core', () => {
    const drifting: NimCore = { ...Nim, apply: (s, p, a, rng) => ({ ...Nim.apply(s, p, a, rng), turns: 0 }) };
    const played = playCheckedGame(sound, 2, 'fault', false);
    expect(() => checkBgioAgreement({ ...sound, bgio: { game: nimGame(drifting) } }, played)).toThrow(/differs/);
    expect(() => checkBgioAgreement(sound, played)).not.toThrow();
  });
});
