/**
 * The Ticket to Ride – India rules core: the pure state machine every other part drives
 * (rules and house rules: docs/rules/ttr-india.md).
 */
import type { GameCore } from '../../../engine/core.ts';
import { apply, applyLegal } from './apply.ts';
import { describe, describeHidden } from './describe.ts';
import { describeHappening, type TtrHappening } from './happenings.ts';
import { activePlayers, legalActions, validate } from './legal.ts';
import { determinize, observe } from './observe.ts';
import { sampleAction } from './sample.ts';
import { resultOf } from './scoring.ts';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.ts';
import type { TtrAction, TtrOptions, TtrState } from './state.ts';

/** The Ticket to Ride – India core (GameCore). */
export const TtrIndiaCore: GameCore<TtrState, TtrAction, TtrOptions> = {
  id: 'ttr-india',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  activePlayers,
  legalActions,
  validate,
  apply,
  applyLegal,
  sampleAction,
  result: resultOf,
  observe,
  determinize,
  describe,
  describeHidden,
  happenings: (s) => s.happenings ?? [],
  describeHappening: (h) => describeHappening(h as TtrHappening),
};
