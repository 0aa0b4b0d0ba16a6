/**
 * The boardgame.io Game for Ticket to Ride – India: wiring only (docs/architecture.md §3.2).
 * Phases mirror the core's: the simultaneous opening ticket choice, main play, the last round.
 */
import type { Game } from 'boardgame.io';
import { ActivePlayers } from 'boardgame.io/core';
import { type CoreG, coreEndIf, coreEnumerate, coreMove, corePlayerView, coreSetup, coreTurnOrder, plainStatePlugin } from '../../engine/bgio.ts';
import { paramsError } from './params.ts';
import { TtrIndiaCore } from './rules/core.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules/setup.ts';
import type { TtrAction, TtrOptions, TtrState } from './rules/state.ts';

/** The boardgame.io phase a core state belongs to. */
export function phaseOf(s: TtrState): string | null {
  return s.phase === 'over' ? null : s.phase;
}

const core = TtrIndiaCore;
const move = (type: TtrAction['type'], simultaneous = false) => coreMove(core, type, { phaseOf, simultaneous });
const turnMoves = {
  drawFromDeck: move('drawFromDeck'),
  drawFaceUp: move('drawFaceUp'),
  claimRoute: move('claimRoute'),
  drawTickets: move('drawTickets'),
  keepTickets: move('keepTickets'),
  pass: move('pass'),
};

/** Why `setupData` may not start a match: a client may not choose the seed (the deck order), nor bad params. */
export function validateSetupData(setupData: TtrOptions | undefined, numPlayers: number): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) {
    return `Ticket to Ride – India takes ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${numPlayers}`;
  }
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return 'setupData must be an object';
  if ('seed' in setupData) return 'setupData.seed is not allowed: the server shuffles the deck';
  const unknown = Object.keys(setupData).filter((k) => k !== 'params');
  if (unknown.length > 0) return `unknown setupData field(s): ${unknown.join(', ')}`;
  return paramsError(setupData.params) ?? undefined;
}

/** Ticket to Ride – India as a boardgame.io Game. */
export const TtrIndia: Game<CoreG<TtrState>, Record<string, unknown>, TtrOptions> = {
  name: 'ttr-india',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  disableUndo: true,
  // Turns follow the core alone: no client may end a turn, a phase or the game, nor change stages.
  // (The moves still call endTurn / setActivePlayers internally: boardgame.io allows that.)
  events: { endTurn: false, pass: false, endPhase: false, setPhase: false, endGame: false, setActivePlayers: false, endStage: false, setStage: false },
  setup: coreSetup(core),
  plugins: [plainStatePlugin],
  validateSetupData,
  playerView: corePlayerView(core),
  endIf: coreEndIf(core),
  phases: {
    opening: {
      start: true,
      next: 'main',
      endIf: ({ G }) => G.core.phase !== 'opening',
      turn: { activePlayers: ActivePlayers.ALL, order: coreTurnOrder(core) },
      moves: { keepTickets: move('keepTickets', true) },
    },
    main: {
      next: 'lastRound',
      endIf: ({ G }) => G.core.phase === 'lastRound',
      turn: { order: coreTurnOrder(core) },
      moves: turnMoves,
    },
    lastRound: {
      turn: { order: coreTurnOrder(core) },
      moves: turnMoves,
    },
  },
  ai: { enumerate: coreEnumerate(core) },
};
