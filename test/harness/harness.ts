/**
 * The shared, game-agnostic test harness (docs/architecture.md §3.8). Any GameCore plugs in with
 * a few lines:
 *
 * ```ts
 * import { describeHarness } from '../../harness/harness.ts';
 * describeHarness({ core: MyCore, bgio: { game: MyGame }, conservation: myLaw, candidateActions: myCandidates }, [
 *   { numPlayers: 2, games: 300, expensiveGames: 5, bgioGames: 2 },
 * ]);
 * ```
 *
 * Cheap checks, at every step of every game: the game finishes within `maxSteps`; the active seat
 * has legal actions and (about ten a step) they pass `validate`; inactive seats have none and may
 * not play; the conservation law holds.
 *
 * Expensive checks, on the first `expensiveGames` games of a run, at every step: every listed action
 * is listed once and passes `validate` and `apply`; among the game's candidate actions `validate`
 * accepts only listed ones; the state round-trips through JSON; states are deep-frozen and
 * snapshot-compared, so an action that mutates an earlier state fails; legalActions(observe(s,p),p)
 * equals legalActions(s,p) for every seat; a determinization matches the observation. Then the
 * record replays to the same states and `runGame` plays the same record.
 *
 * The first `bgioGames` of the expensive games are replayed through boardgame.io's own `Client`
 * with the same seed: G.core must equal the core state after every move, the mover's playerView its
 * observation (without the RNG), and gameover the core's result.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { bgioGameover, type CoreG, type MoveCodec, objectCodec } from '../../src/engine/bgio.ts';
import type { CoreAction, GameCore, Seat } from '../../src/engine/core.ts';
import { createRng, deriveSeed } from '../../src/engine/rng.ts';
import { type Decider, type GameRecord, nextSeat, randomDecider, replayGame, runGame } from '../../src/engine/runner.ts';
import {
  canonical,
  checkDeterminize,
  checkExactness,
  checkInactiveSeats,
  checkJsonRoundTrip,
  checkListedActionsAccepted,
  checkObservation,
  deepFreeze,
  fail,
  type Where,
} from './checks.ts';

/** What a game supplies to the harness. Only `core` is required. */
export interface HarnessSpec<S, A extends CoreAction, O = unknown> {
  core: GameCore<S, A, O>;
  /** Options passed to `core.setup` (and, with the seed, as boardgame.io setupData). */
  options?: O;
  /** A conservation law (cards, trains, money…): a message when `s` breaks it, else null. Checked at every step. */
  conservation?: (s: S) => string | null;
  /**
   * A superset of plausible actions for `seat` in `s`, legal or not (every payment of every route,
   * every slot, malformed variants…). The expensive checks verify `validate` accepts exactly the listed ones.
   */
  candidateActions?: (s: S, seat: Seat) => unknown[];
  /** The boardgame.io Game wired from the core, to check they agree move for move. */
  bgio?: { game: Game<CoreG<S>>; codec?: MoveCodec<A> };
  /** The deciders of a game (default: uniform random over legal actions, seeded per seat). */
  deciders?: (numPlayers: number, seed: string) => Decider<S, A>[];
  /** A game not over after this many actions fails (default 20,000). */
  maxSteps?: number;
}

/** One batch of games at one player count. */
export interface HarnessRun {
  numPlayers: number;
  /** Random full games with the cheap checks. */
  games: number;
  /** How many of them (the first ones) also get the expensive checks (default 0). */
  expensiveGames?: number;
  /** How many of the expensive games (the first ones) are replayed through boardgame.io's Client (default 0; needs `spec.bgio`). */
  bgioGames?: number;
}

/** A played game: its record and every state from setup to the end. */
export interface CheckedGame<S, A extends CoreAction> {
  record: GameRecord<A>;
  states: S[];
}

/**
 * Plays one seeded game with the harness checks, exactly as `runGame` would play it (same RNG
 * stream, same deciders on observations), and returns its record and states.
 */
export function playCheckedGame<S, A extends CoreAction, O>(
  spec: HarnessSpec<S, A, O>,
  numPlayers: number,
  seed: string,
  expensive: boolean,
): CheckedGame<S, A> {
  const core = spec.core as GameCore<S, A, unknown>;
  const rng = createRng(seed);
  const deciders = spec.deciders?.(numPlayers, seed) ?? defaultDeciders(core, numPlayers, seed);
  // Cheap games with the default random deciders pick from the list already computed, with the same
  // per-seat streams as `randomDecider`: the same choices, since legalActions(observe(s,p),p) equals
  // legalActions(s,p) (which the expensive games check), at half the cost.
  const fastPick = !expensive && !spec.deciders ? Array.from({ length: numPlayers }, (_, p) => createRng(deriveSeed(seed, 'seat', p))) : null;
  let state = core.setup(numPlayers, spec.options, rng);
  const states: S[] = [state];
  const steps: GameRecord<A>['steps'] = [];
  const where: Where = { game: core.id, numPlayers, seed, step: 0 };
  const maxSteps = spec.maxSteps ?? 20_000;
  const law = (s: S) => {
    const broken = spec.conservation?.(s);
    if (broken) fail(where, `conservation: ${broken}`);
  };
  law(state);
  while (core.result(state) === null) {
    where.step = steps.length;
    if (steps.length >= maxSteps) fail(where, `game not over after ${maxSteps} actions`);
    const seat = nextSeat(core, state);
    if (seat === undefined) fail(where, 'no active player in an unfinished game');
    if (expensive) deepFreeze(state);
    const listed = checkListedActionsAccepted(core, state, seat, rng, expensive, where);
    if (expensive) {
      const snapshot = canonical(state);
      if (spec.candidateActions) checkExactness(core, state, seat, listed, spec.candidateActions(state, seat), where);
      checkJsonRoundTrip(state, where);
      checkObservation(core, state, numPlayers, where);
      for (const p of core.activePlayers(state)) checkDeterminize(core, state, p, rng, spec.conservation, where);
      if (canonical(state) !== snapshot) fail(where, 'a check mutated the state');
    }
    const action = fastPick ? fastPick[seat].pick(listed) : deciders[seat].decide(core.observe(state, seat), seat);
    const reason = core.validate(state, seat, action);
    if (reason !== null) fail(where, `decider chose an illegal action ${canonical(action)}: ${reason}`);
    checkInactiveSeats(core, state, numPlayers, action, where);
    const before = expensive ? canonical(state) : '';
    const next = core.apply(state, seat, action, rng);
    if (expensive && canonical(state) !== before) fail(where, `apply(${canonical(action)}) mutated its input state`);
    law(next);
    steps.push({ seat, action });
    states.push(next);
    state = next;
  }
  where.step = steps.length;
  if (core.legalActions(state, 0).length > 0 || core.activePlayers(state).length > 0) fail(where, 'a finished game still has active players');
  if (expensive) {
    checkJsonRoundTrip(state, where);
    const result = core.result(state);
    if (!isDeepStrictEqual(core.result(JSON.parse(JSON.stringify(state))), result)) fail(where, 'result changes in a JSON round trip');
  }
  return { record: { game: core.id, seed, numPlayers, options: spec.options, steps, result: core.result(state) }, states };
}

/**
 * The game is a function of its seed: the engine's `replayGame` rebuilds every state of the record,
 * and the engine's `runGame` with the same deciders plays the same record.
 */
export function checkDeterminism<S, A extends CoreAction, O>(spec: HarnessSpec<S, A, O>, played: CheckedGame<S, A>): void {
  const core = spec.core as GameCore<S, A, unknown>;
  const { record } = played;
  const where: Where = { game: core.id, numPlayers: record.numPlayers, seed: record.seed, step: record.steps.length };
  if (!isDeepStrictEqual([...replayGame(core, record)], played.states)) fail(where, 'replaying the record gives other states');
  const deciders = spec.deciders?.(record.numPlayers, record.seed) ?? defaultDeciders(core, record.numPlayers, record.seed);
  const again = runGame(core, deciders, { numPlayers: record.numPlayers, seed: record.seed, options: spec.options, maxSteps: spec.maxSteps ?? 20_000 });
  if (!isDeepStrictEqual(again.record, record)) fail(where, 'runGame with the same seed and deciders plays another game');
}

function defaultDeciders<S, A extends CoreAction>(core: GameCore<S, A, unknown>, numPlayers: number, seed: string): Decider<S, A>[] {
  return Array.from({ length: numPlayers }, (_, p) => randomDecider(core, deriveSeed(seed, 'seat', p)));
}

/** A boardgame.io Game whose setup receives `setupData` (a local Client cannot pass setupData itself). */
export function withSetupData<S>(game: Game<CoreG<S>>, setupData: unknown): Game<CoreG<S>> {
  const setup = game.setup;
  if (!setup) throw new Error(`${game.name}: a Game wired from a core has a setup`);
  return { ...game, setup: (context, _ignored) => setup(context, setupData) };
}

/**
 * Replays a checked game through boardgame.io's `Client` (same seed as setupData.seed) and checks
 * that G.core equals the core's state after every move, the current/active players agree, and
 * gameover equals the core's result.
 */
export function checkBgioAgreement<S, A extends CoreAction, O>(spec: HarnessSpec<S, A, O>, played: CheckedGame<S, A>): void {
  if (!spec.bgio) throw new Error('checkBgioAgreement needs spec.bgio');
  const core = spec.core as GameCore<S, A, unknown>;
  const { record, states } = played;
  const codec = spec.bgio.codec ?? objectCodec<A>();
  const where: Where = { game: `${core.id} (boardgame.io)`, numPlayers: record.numPlayers, seed: record.seed, step: 0 };
  const setupData = { ...((spec.options ?? {}) as object), seed: record.seed };
  const client = Client({ game: withSetupData(spec.bgio.game, setupData), numPlayers: record.numPlayers, debug: false });
  client.start();
  const store = (client as unknown as { store: { getState(): { G: CoreG<S>; ctx: import('boardgame.io').Ctx; _stateID: number } } }).store;
  if (!isDeepStrictEqual(store.getState().G.core, states[0])) fail(where, 'the initial states differ');
  record.steps.forEach(({ seat, action }, i) => {
    where.step = i;
    const { ctx } = store.getState();
    const bgioActive = ctx.activePlayers ? Object.keys(ctx.activePlayers).map(Number) : [Number(ctx.currentPlayer)];
    if (!isDeepStrictEqual([...bgioActive].sort(), [...core.activePlayers(states[i])].sort())) {
      fail(where, `boardgame.io's active players ${canonical(bgioActive)} differ from the core's ${canonical(core.activePlayers(states[i]))}`);
    }
    const stateID = store.getState()._stateID;
    client.updatePlayerID(String(seat));
    const move = client.moves[action.type];
    if (!move) fail(where, `the Game has no move ${action.type}`);
    move(...codec.toArgs(action));
    if (store.getState()._stateID === stateID) fail(where, `boardgame.io refused ${canonical(action)} by seat ${seat}`);
    if (!isDeepStrictEqual(store.getState().G.core, states[i + 1])) fail(where, `G.core differs from the core after ${canonical(action)}`);
    // what the mover's client shows is the core's observation for that seat, without the RNG
    const view = client.getState()?.G as CoreG<S> | undefined;
    if (!view || view.rng !== undefined || !isDeepStrictEqual(view.core, core.observe(states[i + 1], seat))) {
      fail(where, `seat ${seat}'s playerView differs from the core's observation after ${canonical(action)}`);
    }
  });
  where.step = record.steps.length;
  const gameover = record.result ? bgioGameover(record.result) : undefined;
  if (!isDeepStrictEqual(store.getState().ctx.gameover, gameover)) fail(where, 'gameover differs from the core result');
  client.stop();
}

/** Registers the harness tests (vitest) for a game: one test per batch and kind of check. */
export function describeHarness<S, A extends CoreAction, O>(spec: HarnessSpec<S, A, O>, runs: readonly HarnessRun[], seed = 'harness'): void {
  describe(`${spec.core.id}: shared harness`, () => {
    for (const run of runs) {
      const n = run.numPlayers;
      const seedOf = (g: number) => deriveSeed(seed, n, g);
      const expensive = Math.min(run.expensiveGames ?? 0, run.games);
      const viaBgio = spec.bgio ? Math.min(run.bgioGames ?? 0, run.games) : 0;
      it(`${n} players: ${run.games - expensive} random games finish, with listed actions valid and conservation at every step`, () => {
        let steps = 0;
        for (let g = expensive; g < run.games; g++) {
          const played = playCheckedGame(spec, n, seedOf(g), false);
          if (g === expensive) checkDeterminism(spec, played); // the fast random pick plays what runGame plays
          steps += played.record.steps.length;
        }
        expect(steps).toBeGreaterThan(0);
      });
      if (expensive > 0) {
        it(`${n} players: ${expensive} games with the expensive checks (apply all, exactness, JSON, immutability, observation${viaBgio ? ', boardgame.io agreement' : ''})`, () => {
          for (let g = 0; g < expensive; g++) {
            const played = playCheckedGame(spec, n, seedOf(g), true);
            expect(played.record.result).not.toBeNull();
            checkDeterminism(spec, played);
            if (g < viaBgio) checkBgioAgreement(spec, played);
          }
        });
      }
    }
  });
}
