/**
 * The one seeded headless runner (docs/architecture.md §3.7): it plays a game of any core with
 * one decider per seat. Tests, the tournament simulator and the benchmarks all use it, so the same
 * seed gives the same game everywhere.
 */
import type { CoreAction, GameCore, GameResult, Seat } from './core.ts';
import { createRng, type Rng } from './rng.ts';

/** Chooses an action for a seat from that seat's observation only. */
export interface Decider<S, A extends CoreAction> {
  decide(observation: S, seat: Seat): A;
}

/** One action taken in a game. */
export interface StepRecord<A extends CoreAction> {
  seat: Seat;
  action: A;
}

/** Everything needed to replay a game: its seed, its options and its actions in order. */
export interface GameRecord<A extends CoreAction, Options = unknown> {
  game: string;
  seed: string;
  numPlayers: number;
  options?: Options;
  steps: StepRecord<A>[];
  /** Null when the game was cut off by `maxSteps` before it ended. */
  result: GameResult | null;
}

/** How to run one game. */
export interface RunOptions<S, A extends CoreAction, Options> {
  numPlayers: number;
  seed: string | number;
  options?: Options;
  /** Stop (unfinished) after this many actions; default 100,000. */
  maxSteps?: number;
  /** Called after each action with the new state (for checks and progress). */
  onStep?: (state: S, step: StepRecord<A>, index: number) => void;
}

/** Which seat acts next: the lowest active seat, so that simultaneous phases stay deterministic. */
export function nextSeat<S>(core: GameCore<S, CoreAction, unknown>, state: S): Seat | undefined {
  const active = core.activePlayers(state);
  return active.length === 0 ? undefined : Math.min(...active);
}

/** Plays one game to its end (or to `maxSteps`) and returns the final state and the record. */
export function runGame<S, A extends CoreAction, Options>(
  core: GameCore<S, A, Options>,
  deciders: readonly Decider<S, A>[],
  opts: RunOptions<S, A, Options>,
): { state: S; record: GameRecord<A, Options> } {
  if (deciders.length !== opts.numPlayers) {
    throw new Error(`runGame: ${deciders.length} deciders for ${opts.numPlayers} players`);
  }
  const seed = String(opts.seed);
  const rng: Rng = createRng(seed);
  let state = core.setup(opts.numPlayers, opts.options, rng);
  const steps: StepRecord<A>[] = [];
  const maxSteps = opts.maxSteps ?? 100_000;
  while (core.result(state) === null && steps.length < maxSteps) {
    const seat = nextSeat(core, state);
    if (seat === undefined) throw new Error(`runGame(${core.id}): no active player in an unfinished game`);
    const action = deciders[seat].decide(core.observe(state, seat), seat);
    const reason = core.validate(state, seat, action);
    if (reason !== null) {
      throw new Error(`runGame(${core.id}): seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${reason}`);
    }
    state = core.apply(state, seat, action, rng);
    const step = { seat, action };
    steps.push(step);
    opts.onStep?.(state, step, steps.length - 1);
  }
  return {
    state,
    record: { game: core.id, seed, numPlayers: opts.numPlayers, options: opts.options, steps, result: core.result(state) },
  };
}

/** Replays a recorded game, yielding the state after setup and after each step. */
export function* replayGame<S, A extends CoreAction, Options>(core: GameCore<S, A, Options>, record: GameRecord<A, Options>): Generator<S> {
  const rng = createRng(record.seed);
  let state = core.setup(record.numPlayers, record.options, rng);
  yield state;
  for (const { seat, action } of record.steps) {
    const reason = core.validate(state, seat, action);
    if (reason !== null) throw new Error(`replayGame(${core.id}): step by seat ${seat} is illegal: ${reason}`);
    state = core.apply(state, seat, action, rng);
    yield state;
  }
}

/** A decider that picks uniformly among the legal actions, with its own seeded stream. */
export function randomDecider<S, A extends CoreAction>(core: GameCore<S, A, unknown>, seed: string | number): Decider<S, A> {
  const rng = createRng(seed);
  return {
    decide(observation, seat) {
      const actions = core.legalActions(observation, seat);
      if (actions.length === 0) throw new Error(`randomDecider(${core.id}): seat ${seat} has no legal action`);
      return rng.pick(actions);
    },
  };
}
