/**
 * The server's copy of a Game, hardened (docs/server.md, "Hardening of boardgame.io 0.50.2"):
 * - every match gets secret random seeds: the rules RNG through `setupData.seed` and boardgame.io's
 *   own PRNG through `game.seed` (whose default is `Date.now()` in base 36, guessable from the
 *   match's public `createdAt`);
 * - the lobby's own keys (bot seats) are stripped before the game's `setup` sees setupData;
 * - the arguments of every move not declared public are redacted from the log for everyone but
 *   the mover (a `keepTickets` would otherwise tell the table which tickets were kept);
 * - client events are switched off: the rules core drives turns (moves still call events);
 * - undo is off unless the game is registered with `allowUndo`: undoing a move that revealed a card
 *   (a draw) would let a player look ahead and choose again.
 */
import type { Game, Move } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { secureSeed } from './seed.ts';

/** setupData keys that belong to the lobby server, never to the game. */
export const SERVER_SETUP_KEYS = ['bots', 'clock'] as const;

/** How to harden one game. */
export interface HardenOptions {
  /** Moves whose arguments everyone may read in the log (e.g. claiming a route). */
  publicMoves?: readonly string[];
  /** Keep the game's client events (default false: turns follow the rules core). */
  clientEvents?: boolean;
  /** Keep the game's undo/redo setting (default false: undo and redo are disabled). */
  allowUndo?: boolean;
}

/** setupData without the server's keys and without any seed (the server chooses it). */
export function gameSetupData(setupData: unknown): Record<string, unknown> {
  if (setupData === null || typeof setupData !== 'object' || Array.isArray(setupData)) return {};
  const out: Record<string, unknown> = { ...(setupData as Record<string, unknown>) };
  for (const key of SERVER_SETUP_KEYS) delete out[key];
  delete out.seed;
  return out;
}

type MoveMap = Record<string, Move>;

function redactMoves(moves: MoveMap | undefined, publicMoves: ReadonlySet<string>): MoveMap | undefined {
  if (!moves) return moves;
  const out: MoveMap = {};
  for (const [name, move] of Object.entries(moves)) {
    if (publicMoves.has(name)) out[name] = move;
    else if (typeof move === 'function') out[name] = { move, redact: true };
    else out[name] = { ...move, redact: true };
  }
  return out;
}

// biome-ignore lint/suspicious/noExplicitAny: boardgame.io's turn/stage configs are loosely typed
function redactTurn(turn: any, publicMoves: ReadonlySet<string>): any {
  if (!turn?.stages) return turn;
  const stages: Record<string, unknown> = {};
  for (const [name, stage] of Object.entries(turn.stages as Record<string, { moves?: MoveMap }>)) {
    stages[name] = { ...stage, moves: redactMoves(stage.moves, publicMoves) };
  }
  return { ...turn, stages };
}

const NO_EVENTS = {
  endTurn: false,
  pass: false,
  endPhase: false,
  setPhase: false,
  endGame: false,
  setActivePlayers: false,
  endStage: false,
  setStage: false,
} as const;

/** The hardened, processed Game the server runs (its `seed` is new at every read). */
export function hardenGame(game: Game, opts: HardenOptions = {}): Game {
  const publicMoves = new Set(opts.publicMoves ?? []);
  const setup = game.setup;
  const validate = game.validateSetupData;
  const phases = game.phases
    ? Object.fromEntries(
        Object.entries(game.phases).map(([name, phase]) => [
          name,
          { ...phase, moves: redactMoves(phase.moves as MoveMap | undefined, publicMoves), turn: redactTurn(phase.turn, publicMoves) },
        ]),
      )
    : undefined;
  const wrapped: Game = {
    ...game,
    moves: redactMoves(game.moves as MoveMap | undefined, publicMoves),
    turn: redactTurn(game.turn, publicMoves),
    phases,
    events: opts.clientEvents ? game.events : { ...game.events, ...NO_EVENTS },
    disableUndo: opts.allowUndo ? game.disableUndo : true,
    validateSetupData: validate ? (setupData, numPlayers) => validate(gameSetupData(setupData), numPlayers) : undefined,
    setup: setup ? (context, setupData) => setup(context, { ...gameSetupData(setupData), seed: secureSeed() }) : undefined,
  };
  const processed = ProcessGameConfig(wrapped) as Game;
  Object.defineProperty(processed, 'seed', { get: secureSeed, enumerable: true, configurable: true });
  return processed;
}
