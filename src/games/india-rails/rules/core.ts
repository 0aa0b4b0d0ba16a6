/**
 * The India Rails rules core (GameCore): pure functions over plain JSON state. The map graph and
 * the decks are dependencies, so the same rules run on the real board and on test maps.
 * Rules and house rules: docs/rules/india-rails.md.
 */
import type { GameCore, GameResult, Happening } from '../../../engine/core.ts';
import type { Rng } from '../../../engine/rng.ts';
import { INDIA_RAILS_ABOUT } from '../about.ts';
import type { MapGraph } from '../map/types.ts';
import { type IndiaRailsSetupData, validateSetupData } from '../params.ts';
import { applyAction, validateAction } from './actions.ts';
import { candidateActions } from './candidates.ts';
import { type ContextDecks, createContext, type RulesContext } from './context.ts';
import { describeAction, describeHiddenAction } from './describe.ts';
import { describeEvent } from './describe-events.ts';
import { setupState } from './setup.ts';
import { majorsConnected } from './track.ts';
import type { EventLogEntry, IndiaRailsAction, IndiaRailsState } from './types.ts';

/** An India Rails core, with its precomputed context (for bots and boards that need the map). */
export type IndiaRailsCore = GameCore<IndiaRailsState, IndiaRailsAction, IndiaRailsSetupData> & { readonly ctx: RulesContext };

/** The final result of a finished game. */
function resultOf(ctx: RulesContext, s: IndiaRailsState): GameResult | null {
  if (s.phase !== 'over' || s.winners === null) return null;
  return {
    scores: s.players.map((p) => p.cash),
    winners: s.winners,
    turns: s.round,
    breakdown: s.players.map((p, q) => ({
      cash: p.cash,
      debt: p.debt,
      deliveries: p.deliveries,
      income: p.income,
      majorsConnected: majorsConnected(ctx, s, q),
      trackSegments: s.track[q].length,
    })),
  };
}

/** Builds a rules core over a map graph and decks. */
export function createIndiaRailsCore(graph: MapGraph, decks: ContextDecks): IndiaRailsCore {
  const ctx = createContext(graph, decks);
  return {
    id: 'india-rails',
    minPlayers: INDIA_RAILS_ABOUT.minPlayers,
    maxPlayers: INDIA_RAILS_ABOUT.maxPlayers,
    ctx,
    setup(numPlayers: number, options: IndiaRailsSetupData | undefined, rng: Rng) {
      if (!Number.isInteger(numPlayers) || numPlayers < 2 || numPlayers > 6) throw new Error(`India Rails is for 2–6 players, not ${numPlayers}`);
      const why = validateSetupData(options, true);
      if (why) throw new Error(`India Rails setup: ${why}`);
      return setupState(ctx, numPlayers, options, rng);
    },
    activePlayers(s) {
      if (s.phase === 'over') return [];
      if (s.pending.length > 0) return [s.pending[0].seat];
      return [s.turn.seat];
    },
    legalActions(s, p) {
      const bySeat = ctx.memo.legal.get(s, () => new Map());
      let list = bySeat.get(p);
      if (!list) {
        list = candidateActions(ctx, s, p);
        bySeat.set(p, list);
      }
      return list.slice();
    },
    validate(s, p, action) {
      return validateAction(ctx, s, p, action);
    },
    apply(s, p, action, rng) {
      return applyAction(ctx, s, p, action, rng);
    },
    result(s) {
      return resultOf(ctx, s);
    },
    observe(s) {
      // Hands, loads, track and money are public; only the order of the draw deck is hidden.
      return { ...s, deck: [...s.deck].sort() };
    },
    determinize(o, _p, rng) {
      return { ...o, deck: rng.shuffle(o.deck) };
    },
    describe(s, p, action) {
      return describeAction(ctx, s, p, action);
    },
    describeHidden(_before, _after, p, type) {
      return describeHiddenAction(p, type);
    },
    happenings(s) {
      // The event cards drawn, numbered in the order they came up.
      return s.eventLog.map((e, i) => ({ ...e, seq: i + 1 }));
    },
    describeHappening(h) {
      return describeEvent(ctx, h as Happening & EventLogEntry);
    },
  };
}
