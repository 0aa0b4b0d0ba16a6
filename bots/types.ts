/**
 * The bots' contracts (docs/architecture.md §3.6): levels, options, and the per-game "kit" a game
 * supplies to the generic search — candidate actions, a rollout policy and an evaluation — plus the
 * heuristic player that the easy and medium levels are made of.
 */
import type { AnyGameCore, CoreAction, GameCore, Seat } from '../src/engine/core.ts';
import type { Rng } from '../src/engine/rng.ts';

/** How strong a bot plays: random legal moves, a noisy heuristic, the heuristic, or the MCTS. */
export type BotLevel = 'random' | 'easy' | 'medium' | 'hard';

/** Every level, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium', 'hard'];

/** Options of `createDecider` and `createBot`. */
export interface BotOptions {
  /** A game id of the registry (src/games/registry.ts) or a rules core (tests use Nim). */
  game: string | AnyGameCore;
  level: BotLevel;
  /** Seeds every random choice of the bot: same seed and observation, same action. */
  seed: string | number;
  /** Hard level: stop searching after this many milliseconds (makes the bot timing-dependent). */
  budgetMs?: number;
  /** Hard level: number of MCTS iterations per decision (deterministic for a seed). */
  iterations?: number;
  /**
   * Changes to the game's bot settings (its kit's `tuning`, e.g. `{ trackCharge: 0.5 }` for India
   * Rails); the shipped settings when absent. Unknown names are refused.
   */
  tuning?: Readonly<Record<string, unknown>>;
}

/** Chooses an action for a seat from that seat's observation. May remember plans across turns. */
export interface Policy<S, A extends CoreAction> {
  choose(observation: S, seat: Seat, rng: Rng): A;
}

/** How the heuristic player of a kit is tuned: easy is the same program as medium with noise and shorter plans. */
export interface HeuristicSettings {
  /** 0 for the solid heuristic; up to 1 for a weaker, noisier one. */
  noise: number;
  /** How far ahead the heuristic plans (game-specific meaning, e.g. deliveries per plan). */
  depth: number;
}

/** Tunables of the information-set MCTS. */
export interface SearchSettings {
  /** Iterations per decision when neither `iterations` nor `budgetMs` is given. */
  iterations: number;
  /** Actions a rollout plays before the evaluation takes over. */
  rolloutDepth: number;
  /** Score margin that counts as a decisive lead (reward = clamp(margin / scale, -1, 1)). */
  rewardScale: number;
  /** Share of a final reward given for winning rather than for the margin (0 = margin only). */
  winBonus: number;
  /** UCB exploration constant. */
  exploration: number;
  /** Progressive widening: a node may have at most ceil(widenK * visits^widenAlpha) children. */
  widenK: number;
  widenAlpha: number;
  /** Mean reward another root candidate must beat the first (the heuristic's choice) by. */
  preferFirst: number;
  /** With a time budget, the share of the time left that the remaining iterations are planned to fill. */
  budgetShare: number;
}

/**
 * What a game gives the generic bots. All functions are pure and read only the state they are
 * given; MCTS calls them on determinized states, the heuristic on the bot's observation.
 */
export interface BotKit<S, A extends CoreAction> {
  readonly core: GameCore<S, A, unknown>;
  /** Every number the kit's bots use (immutable), for a game that has such settings. */
  readonly tuning?: Readonly<object>;
  /** The same kit with `tuning` over its settings (`BotOptions.tuning`). */
  withTuning?(tuning: Readonly<Record<string, unknown>>): BotKit<S, A>;
  /** A fresh heuristic player (fresh per bot, so a plan it remembers is its own). */
  createHeuristic(settings: HeuristicSettings): Policy<S, A>;
  /** Actions worth searching at a node, most promising first; a non-empty subset of the legal actions. */
  candidates(s: S, seat: Seat): A[];
  /** A cheap, stateless policy for rollouts. */
  rollout(s: S, seat: Seat, rng: Rng): A;
  /**
   * A fresh rollout player for one iteration that starts with `rootAction` taken by `rootSeat`,
   * for games whose good rollouts remember a plan (India Rails trips). With it the search is flat:
   * every iteration plays the root candidate and then this player to the rollout's end, since a
   * tree walk in between would break the plan.
   */
  rolloutPlayer?(rootSeat: Seat, rootAction: A): (s: S, seat: Seat, rng: Rng) => A;
  /** Each seat's expected final score from a non-terminal state, in the game's score units. */
  evaluate(s: S): number[];
  readonly search: SearchSettings;
  /**
   * A game's own hard player, when searching every single action would be too slow (India Rails
   * searches over trips at the start of a turn); without it, hard runs the MCTS on every decision.
   */
  createHard?(limits: { iterations?: number; budgetMs?: number }, seed: string): Policy<S, A>;
  readonly easy: HeuristicSettings;
  readonly medium: HeuristicSettings;
  /**
   * The part of an observation a decider's seed is hashed from (default: all of it). A game may
   * leave out public bookkeeping its bots do not need, so that keeping it never reseeds a bot.
   */
  seedView?(observation: S): unknown;
}

/** A kit over any core. */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous kits
export type AnyBotKit = BotKit<any, CoreAction>;
