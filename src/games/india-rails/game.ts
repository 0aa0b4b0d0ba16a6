/**
 * The boardgame.io Game for India Rails: wiring only (docs/architecture.md §3.2). Every move
 * validates and applies through the rules core; the phases mirror the core's Switchback building
 * turns and the main game; playerView hides the order of the draw deck and the RNG.
 */
import type { Game } from 'boardgame.io';
import { type CoreG, coreEndIf, coreEnumerate, coreMove, corePlayerView, coreSetup, coreTurnOrder, plainStatePlugin } from '../../engine/bgio.ts';
import { type IndiaRailsSetupData, validateSetupData } from './params.ts';
import type { IndiaRailsCore } from './rules/core.ts';
import { ACTION_TYPES, type IndiaRailsState } from './rules/types.ts';

/** boardgame.io's G for India Rails. */
export type IndiaRailsG = CoreG<IndiaRailsState>;

/** Builds the boardgame.io Game over a rules core (the real map's core, or a test map's). */
export function createIndiaRailsGame(core: IndiaRailsCore): Game<IndiaRailsG, Record<string, unknown>, IndiaRailsSetupData> {
  const phaseOf = (s: IndiaRailsState) => (s.phase === 'over' ? null : s.phase);
  const moves = Object.fromEntries(ACTION_TYPES.map((type) => [type, coreMove(core, type, { phaseOf })]));
  const turn = { order: coreTurnOrder(core) };
  return {
    name: 'india-rails',
    minPlayers: core.minPlayers,
    maxPlayers: core.maxPlayers,
    setup: coreSetup(core),
    // The lobby server creates matches through this check: no seed from clients, only supported variants.
    validateSetupData: (setupData, numPlayers) => {
      if (numPlayers < core.minPlayers || numPlayers > core.maxPlayers) return `India Rails is for ${core.minPlayers}–${core.maxPlayers} players`;
      return validateSetupData(setupData, false) ?? undefined;
    },
    moves,
    plugins: [plainStatePlugin],
    turn,
    phases: {
      building: {
        start: true,
        next: 'main',
        turn,
        endIf: ({ G }) => G.core.phase !== 'building',
      },
      main: { turn },
    },
    playerView: corePlayerView(core),
    endIf: coreEndIf(core),
    ai: { enumerate: coreEnumerate(core) },
  };
}
