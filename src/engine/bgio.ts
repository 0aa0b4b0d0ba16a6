/**
 * Wiring from a rules core to a boardgame.io `Game` (docs/architecture.md §3.2): the Game is
 * wiring, not rules. Every move validates through the core and applies through it; the core's own
 * turn state drives boardgame.io's turns; playerView is the core's observation.
 *
 * G is `{ core, rng }`: the core state and the state of the match's seeded RNG. playerView drops
 * `rng` and redacts `core`, so no client can predict or see hidden cards. Moves are `client: false`
 * because a client only holds a redacted state and cannot run the rules on it.
 */
import type { Ctx, Game, LogEntry, LongFormMove, Plugin } from 'boardgame.io';
import { INVALID_MOVE, Stage } from 'boardgame.io/core';
import type { CoreAction, GameCore, GameResult, Seat } from './core.ts';
import { type HappeningsMetadata, newHappenings } from './happenings.ts';
import { createRng, type RngState, restoreRng } from './rng.ts';

/** boardgame.io's G for a game wired from a core. `rng` is absent from every player's view. */
export interface CoreG<S> {
  core: S;
  rng?: RngState;
}

/** Options common to both games' `setupData`. */
export interface BaseSetupData {
  /** Seed of the rules RNG. Allowed in local play and tests; the lobby server refuses it. */
  seed?: string;
}

/** How a move's arguments map to a core action and back. Default: one object argument = the action. */
export interface MoveCodec<A extends CoreAction> {
  toAction(type: string, args: unknown[]): unknown;
  toArgs(action: A): unknown[];
}

/** The default codec: `moves.claimRoute({ route: 'r17', … })` is the action `{ type: 'claimRoute', route: 'r17', … }`. */
export function objectCodec<A extends CoreAction>(): MoveCodec<A> {
  return {
    toAction(type, args) {
      const [payload] = args;
      if (args.length > 1) return undefined;
      if (payload === undefined) return { type };
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
      return { ...(payload as object), type };
    },
    toArgs(action) {
      const { type: _type, ...rest } = action as CoreAction & Record<string, unknown>;
      return Object.keys(rest).length === 0 ? [] : [rest];
    },
  };
}

/** A move of boardgame.io's log as the core sees it: the seat that made it and the action. */
export interface LoggedStep {
  seat: Seat;
  action: CoreAction;
}

/** The seat and core action of a log entry (default codec), or null for entries that are not moves. */
export function loggedStep(entry: LogEntry): LoggedStep | null {
  if (entry.action.type !== 'MAKE_MOVE') return null;
  const { type, args, playerID } = entry.action.payload as { type: string; args: unknown; playerID?: string };
  const seat = seatOf(playerID);
  const action = objectCodec<CoreAction>().toAction(type, Array.isArray(args) ? args : []);
  if (seat === undefined || action === undefined) return null;
  return { seat, action: action as CoreAction };
}

/** A seat from boardgame.io's playerID, or undefined for a spectator or a malformed id. */
export function seatOf(playerID: string | null | undefined): Seat | undefined {
  if (playerID == null || !/^\d+$/.test(playerID)) return undefined;
  return Number(playerID);
}

/** boardgame.io `setup` that builds the core state with an RNG seeded from setupData or boardgame.io's random. */
export function coreSetup<S, A extends CoreAction, O extends BaseSetupData>(core: GameCore<S, A, O>): NonNullable<Game<CoreG<S>>['setup']> {
  return ({ ctx, random }, setupData?: O) => {
    const seed = setupData?.seed ?? `bgio:${random.Number()}`;
    const rng = createRng(seed);
    const state = core.setup(ctx.numPlayers, setupData, rng);
    return { core: state, rng: rng.state() };
  };
}

/** Options for `coreMove`. */
export interface CoreMoveOptions<S, A extends CoreAction> {
  codec?: MoveCodec<A>;
  /** The boardgame.io phase the core state is in; when a move changes it, the phase's endIf takes over. */
  phaseOf?: (s: S) => string | null;
  /** For moves made by several players at once (boardgame.io's stale-state check would refuse them). */
  simultaneous?: boolean;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** A boardgame.io move for one action type: validate with the core, apply with it, then mirror its turn state. */
export function coreMove<S, A extends CoreAction>(core: GameCore<S, A, unknown>, type: A['type'], opts: CoreMoveOptions<S, A> = {}): LongFormMove<CoreG<S>> {
  const codec = opts.codec ?? objectCodec<A>();
  return {
    client: false,
    ignoreStaleStateID: opts.simultaneous ?? false,
    move: (context, ...args: unknown[]) => {
      // boardgame.io hands moves an immer draft, and every read through a draft is slow: the core
      // reads the plain pre-move state (see plainStatePlugin) and the move returns the new state.
      const { ctx, playerID, events, log } = context;
      const G = (context as { plainG?: CoreG<S> }).plainG ?? context.G;
      const seat = seatOf(playerID);
      if (seat === undefined || G.rng === undefined) return INVALID_MOVE;
      const action = codec.toAction(type, args);
      if (core.validate(G.core, seat, action) !== null) return INVALID_MOVE;
      const rng = restoreRng(G.rng);
      const next = core.apply(G.core, seat, action as A, rng);
      // What the move brought about (an event card drawn, …) rides on its log entry, so every
      // viewer's move log can tell it right after the move, however much of the game it saw.
      const happenings = newHappenings(core, G.core, next);
      if (happenings.length > 0) log.setMetadata({ happenings } satisfies HappeningsMetadata);
      syncTurn(core, next, ctx, events, opts.phaseOf);
      return { core: next, rng: rng.state() };
    },
  };
}

type Events = Parameters<LongFormMove['move']>[0]['events'];

/**
 * A boardgame.io plugin that hands every move the plain pre-move G as `plainG` beside immer's
 * draft. Game plugins wrap moves outside boardgame.io's immer wrapper, so `context.G` is still the
 * plain state there. Reading the plain state costs a few µs where reading a draft of a large state
 * costs tens; `coreMove` never writes to the draft, it returns the new state whole.
 */
export const plainStatePlugin: Plugin = {
  name: 'plainState',
  fnWrap:
    (fn) =>
    (context, ...args) =>
      fn({ ...context, plainG: context.G } as typeof context, ...args),
};

/** Makes boardgame.io's current player / active players follow the core after a move. */
function syncTurn<S>(core: GameCore<S, CoreAction, unknown>, next: S, ctx: Ctx, events: Events, phaseOf?: (s: S) => string | null): void {
  if (core.result(next) !== null) return; // endIf ends the game
  if (phaseOf && phaseOf(next) !== ctx.phase) return; // the phase's endIf moves on
  const active = core.activePlayers(next).map(String);
  if (active.length === 0) return;
  if (ctx.activePlayers) {
    if (!sameSet(Object.keys(ctx.activePlayers), active)) {
      events.setActivePlayers({ value: Object.fromEntries(active.map((p) => [p, Stage.NULL])) });
    }
  } else if (active.length === 1 && active[0] !== ctx.currentPlayer) {
    events.endTurn({ next: active[0] });
  }
}

/** A turn order whose first and next player are the core's active seat. */
export function coreTurnOrder<S>(core: GameCore<S, CoreAction, unknown>) {
  const pos = ({ G, ctx }: { G: CoreG<S>; ctx: Ctx }) => {
    const active = core.activePlayers(G.core);
    const seat = active.length > 0 ? Math.min(...active) : Number(ctx.currentPlayer);
    return Math.max(0, ctx.playOrder.indexOf(String(seat)));
  };
  return { first: pos, next: pos };
}

/** boardgame.io `playerView`: the core's observation for that player, without the RNG state. */
export function corePlayerView<S>(core: GameCore<S, CoreAction, unknown>) {
  return ({ G, playerID }: { G: CoreG<S>; playerID: string | null }): CoreG<S> => ({
    core: core.observe(G.core, seatOf(playerID) ?? null),
  });
}

/**
 * What boardgame.io's `ctx.gameover` holds: the core's result plus boardgame.io's own convention,
 * `winner` (the playerID) for a single winner or `draw: true` for a shared result, which its
 * `MCTSBot` and other tools read.
 */
export type BgioGameover = GameResult & ({ winner: string; draw?: undefined } | { winner?: undefined; draw: true });

/** The core's result in boardgame.io's game-over convention. */
export function bgioGameover(result: GameResult): BgioGameover {
  return result.winners.length === 1 ? { ...result, winner: String(result.winners[0]) } : { ...result, draw: true };
}

/** boardgame.io `endIf`: the core's result once the game is over, in boardgame.io's convention. */
export function coreEndIf<S>(core: GameCore<S, CoreAction, unknown>) {
  return ({ G }: { G: CoreG<S> }) => {
    const result = core.result(G.core);
    return result ? bgioGameover(result) : undefined;
  };
}

/** boardgame.io `ai.enumerate`: the core's legal actions as moves. */
export function coreEnumerate<S, A extends CoreAction>(core: GameCore<S, A, unknown>, codec: MoveCodec<A> = objectCodec<A>()) {
  return (G: CoreG<S>, _ctx: Ctx, playerID: string) => {
    const seat = seatOf(playerID);
    if (seat === undefined) return [];
    return core.legalActions(G.core, seat).map((a) => ({ move: a.type, args: codec.toArgs(a) }));
  };
}
