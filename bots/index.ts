/**
 * The bots' public entry: `createDecider` (a synchronous core-level Decider for the runner and the
 * simulator) and `createBot` (a boardgame.io Bot for the client, a worker or a server seat). Both
 * decide from the seat's own observation only. No Node-only imports: this runs in browsers too.
 */
import type { CoreAction, Seat } from '../src/engine/core.ts';
import { objectCodec, seatOf } from '../src/engine/bgio.ts';
import { createRng, deriveSeed, type Rng } from '../src/engine/rng.ts';
import type { Decider } from '../src/engine/runner.ts';
import { resolveGame } from './games.ts';
import { searchAction } from './mcts/ismcts.ts';
import { randomPolicy } from './random.ts';
import type { AnyBotKit, BotOptions, Policy } from './types.ts';

export type { BotLevel, BotOptions } from './types.ts';
export { BOT_LEVELS } from './types.ts';

/** boardgame.io's MAKE_MOVE action, as `makeMove` of boardgame.io builds it. */
export interface MakeMoveAction {
  type: 'MAKE_MOVE';
  payload: { type: string; args: unknown[]; playerID: string; credentials?: string };
}

/** A boardgame.io-compatible bot: `play` resolves to the move it makes for `playerID`. */
export interface GameBot {
  play(state: { G: unknown; ctx: unknown }, playerID: string): Promise<{ action: MakeMoveAction; metadata?: unknown }>;
}

/** FNV-1a of a string: ties the bot's random stream to what it observes, not to call order. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * A random source made on first use: a policy that draws nothing (a heuristic without noise) then
 * never hashes its whole observation for the seed. Draws are those of the source `make` returns.
 */
function lazyRng(make: () => Rng): Rng {
  let rng: Rng | undefined;
  const get = () => {
    rng ??= make();
    return rng;
  };
  return {
    next: () => get().next(),
    int: (n) => get().int(n),
    shuffle: (items) => get().shuffle(items),
    pick: (items) => get().pick(items),
    state: () => get().state(),
  };
}

function levelPolicy(kit: AnyBotKit, opts: BotOptions): Policy<unknown, CoreAction> | 'search' {
  switch (opts.level) {
    case 'random':
      return randomPolicy(kit.core);
    case 'easy':
      return kit.createHeuristic(kit.easy);
    case 'medium':
      return kit.createHeuristic(kit.medium);
    case 'hard':
      return kit.createHard ? kit.createHard({ iterations: opts.iterations, budgetMs: opts.budgetMs }, String(opts.seed)) : 'search';
    default:
      throw new Error(`bots: unknown level '${String((opts as { level: unknown }).level)}'`);
  }
}

/** The game's kit with the bot's tuning over its settings; the kit itself when none is given. */
function tunedKit(kit: AnyBotKit, opts: BotOptions): AnyBotKit {
  if (opts.tuning === undefined) return kit;
  if (!kit.withTuning) throw new Error(`bots: game '${kit.core.id}' has no tuning to change`);
  return kit.withTuning(opts.tuning);
}

/**
 * A synchronous Decider for the runner and the simulator. The same seed and the same observation
 * give the same action (except with `budgetMs`, which depends on the machine's speed). A heuristic
 * may remember its plan between turns, one plan per seat.
 */
export function createDecider<S = unknown, A extends CoreAction = CoreAction>(opts: BotOptions): Decider<S, A> {
  const kit = tunedKit(resolveGame(opts.game).kit, opts);
  const policies = new Map<Seat, Policy<unknown, CoreAction> | 'search'>();
  return {
    decide(observation: S, seat: Seat): A {
      let policy = policies.get(seat);
      if (policy === undefined) {
        policy = levelPolicy(kit, opts);
        policies.set(seat, policy);
      }
      const seedOf = () => deriveSeed(opts.seed, seat, hash(JSON.stringify(kit.seedView ? kit.seedView(observation) : observation)));
      if (policy === 'search') {
        return searchAction(kit, observation, seat, seedOf(), { iterations: opts.iterations, budgetMs: opts.budgetMs }).action as A;
      }
      return policy.choose(
        observation,
        seat,
        lazyRng(() => createRng(seedOf())),
      ) as A;
    },
  };
}

/**
 * A boardgame.io Bot: applies the game's playerView for its own seat, decides from `G.core` of that
 * view alone (never the full state, never the match's PRNG) and returns the MAKE_MOVE action.
 */
export function createBot(opts: BotOptions): GameBot {
  const { playerView } = resolveGame(opts.game);
  const decider = createDecider(opts);
  const codec = objectCodec<CoreAction>();
  return {
    async play(state, playerID) {
      const seat = seatOf(playerID);
      if (seat === undefined) throw new Error(`bot: '${playerID}' is not a seat`);
      const view = playerView({ G: state.G, ctx: state.ctx, playerID }) as { core: unknown };
      const action = decider.decide(view.core, seat);
      return { action: { type: 'MAKE_MOVE', payload: { type: action.type, args: codec.toArgs(action), playerID } } };
    },
  };
}

/**
 * A Bot class for boardgame.io's `Local({ bots: { '1': createBotClass(…) } })`, which constructs its
 * bots itself; the constructor's arguments (which include the game's enumerate) are ignored.
 */
export function createBotClass(opts: BotOptions): new (...args: unknown[]) => GameBot {
  return class {
    private readonly bot = createBot(opts);
    play(state: { G: unknown; ctx: unknown }, playerID: string) {
      return this.bot.play(state, playerID);
    }
  };
}
