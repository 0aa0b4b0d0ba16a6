/**
 * The arms of bench/oracle-ceiling.ts: who plays one seat against medium, and what that seat may
 * see. `hard` is the shipped hard; `tuned` the same honest hard with `--tuning` over hard's tuning;
 * `oracle` decides from the full state and searches the one true world; `opponents`, `tickets` and
 * `hand` (Ticket to Ride) see their own view plus some of the opponents' hidden cards, and the
 * search samples the rest (always the order of both decks) as hard does.
 */
import { resolveGame } from '../bots/games.ts';
import { createDecider } from '../bots/index.ts';
import { irKit } from '../bots/india-rails/kit.ts';
import { ttrKit } from '../bots/ttr-india/kit.ts';
import type { BotKit } from '../bots/types.ts';
import type { CoreAction, GameCore, Seat } from '../src/engine/core.ts';
import { createRng, deriveSeed } from '../src/engine/rng.ts';
import type { Decider } from '../src/engine/runner.ts';
import type { IndiaRailsCore } from '../src/games/india-rails/rules/core.ts';

/** Every arm, in the order the flag lists them. */
export const ARM_NAMES = ['hard', 'tuned', 'oracle', 'opponents', 'tickets', 'hand'] as const;
/** One arm: who plays against medium. */
export type Arm = (typeof ARM_NAMES)[number];
/** The arms that see some of the opponents' hidden cards: Ticket to Ride only. */
export const TTR_ONLY_ARMS: readonly Arm[] = ['opponents', 'tickets', 'hand'];

/** What of each opponent's hidden cards a revealing arm sees. */
const REVEALS: Partial<Record<Arm, { hands: boolean; tickets: boolean }>> = {
  opponents: { hands: true, tickets: true },
  tickets: { hands: false, tickets: true },
  hand: { hands: true, tickets: false },
};

/** The core as the oracle's seat sees it: the full state, and one world (the true one) to search. */
function oracleCore<S, A extends CoreAction>(core: GameCore<S, A, unknown>, oracleSeat: Seat): GameCore<S, A, unknown> {
  return {
    ...core,
    observe: (s, p) => (p === oracleSeat ? s : core.observe(s, p)),
    // States are immutable (bots/mcts/ismcts.ts relies on it too), so the true state is shared.
    determinize: (o) => o,
  };
}

/**
 * The core as a revealing arm's seat sees it (Ticket to Ride): its own view plus every player's hand
 * (`hands`) and tickets and offer (`tickets`); determinize deals only what stays hidden.
 */
function revealingCore<S, A extends CoreAction>(
  core: GameCore<S, A, unknown>,
  seat: Seat,
  show: { hands: boolean; tickets: boolean },
): GameCore<S, A, unknown> {
  type Player = { hand: unknown; tickets: unknown; offer: unknown };
  const reveal = (s: S, p: Seat) => {
    const view = core.observe(s, p) as S & { players: Player[] };
    const truth = (s as S & { players: Player[] }).players;
    const players = view.players.map((pl, q) => ({
      ...pl,
      hand: show.hands ? truth[q].hand : pl.hand,
      tickets: show.tickets ? truth[q].tickets : pl.tickets,
      offer: show.tickets ? truth[q].offer : pl.offer,
    }));
    return { ...view, players };
  };
  return { ...core, observe: (s, p) => (p === seat ? reveal(s, p) : core.observe(s, p)) };
}

/** The core the game runs on when `arm` sits in `seat`: the arm's seat observes through it. */
export function armCore<S, A extends CoreAction>(arm: Arm, core: GameCore<S, A, unknown>, seat: Seat): GameCore<S, A, unknown> {
  if (arm === 'oracle') return oracleCore(core, seat);
  const show = REVEALS[arm];
  return show ? revealingCore(core, seat, show) : core;
}

/** What an arm's decider needs besides its arm: the game, the core from `armCore`, limits and `--tuning`. */
export interface ArmContext {
  game: 'india-rails' | 'ttr-india';
  core: GameCore<unknown, CoreAction, unknown>;
  /** Iterations per search (undefined: the tuning's). */
  iterations: number | undefined;
  /** The `tuned` arm's changes over hard's tuning. */
  tuning: Readonly<Record<string, unknown>>;
}

/** The decider of `arm`'s seat. `hard` and `tuned` are the bots' own entry; the others hard's policy over their core. */
export function armDecider(arm: Arm, ctx: ArmContext, seed: string): Decider<unknown, CoreAction> {
  const { game, iterations } = ctx;
  if (arm === 'hard') return createDecider({ game, level: 'hard', seed, iterations });
  if (arm === 'tuned') return createDecider({ game, level: 'hard', seed, iterations, tuning: ctx.tuning });
  const kit = (game === 'india-rails' ? irKit(ctx.core as unknown as IndiaRailsCore) : ttrKit(ctx.core as never)) as unknown as BotKit<unknown, CoreAction>;
  if (!kit.createHard) throw new Error(`${game}: no hard player`);
  const policy = kit.createHard({ iterations }, seed);
  let step = 0;
  return { decide: (o, seat) => policy.choose(o, seat, createRng(deriveSeed(seed, seat, step++))) };
}

/**
 * `--tuning` read and checked against the game's kit (unknown settings, wrong types): the changes,
 * or one line with the value and the reason on stderr and exit 2.
 */
export function tuningFlag(text: string, game: string, usage: string): Readonly<Record<string, unknown>> {
  const fail = (why: string): never => {
    process.stderr.write(`--tuning ${why}, got '${text}'\nusage: ${usage}\n`);
    process.exit(2);
  };
  let tuning: unknown;
  try {
    tuning = JSON.parse(text);
  } catch {
    return fail('must be JSON');
  }
  if (typeof tuning !== 'object' || tuning === null || Array.isArray(tuning)) return fail('must be a JSON object');
  const { kit } = resolveGame(game);
  try {
    kit.withTuning?.(tuning as Record<string, unknown>);
  } catch (e) {
    return fail(`does not fit ${game}'s tuning (${(e as Error).message})`);
  }
  return tuning as Readonly<Record<string, unknown>>;
}
