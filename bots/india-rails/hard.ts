/**
 * The India Rails hard player: the heuristic, except that whenever it starts a turn it searches
 * over plans rather than single segments. The candidates are the first action of the heuristic
 * committed to each of its best trips; the generic ISMCTS compares them
 * in sampled worlds (the demand deck order is all that is hidden) with heuristic rollouts, and
 * the heuristic then commits to the trip whose first action won.
 */
import type { Seat } from '../../src/engine/core.ts';
import { createRng, deriveSeed, type Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { searchAction } from '../mcts/ismcts.ts';
import { actionKey } from '../mcts/tree.ts';
import type { BotKit, HeuristicSettings, Policy } from '../types.ts';
import { chooseIr, type IrMemory, newMemory } from './heuristic.ts';
import { planTrips, situation, type Trip } from './plan.ts';

/** Trips compared at the start of a turn. */
const TRIPS_COMPARED = 3;

/** Whether `seat` is about to begin its operations: the moment to choose a plan. */
function turnStart(s: IndiaRailsState, seat: Seat): boolean {
  return s.phase === 'main' && s.pending.length === 0 && s.turn.seat === seat && s.turn.stage === 'operations' && !s.turn.acted;
}

/** The hard policy over a kit whose heuristic settings are `settings`. */
export function irHard(
  kit: BotKit<IndiaRailsState, IndiaRailsAction>,
  settings: HeuristicSettings,
  limits: { iterations?: number; budgetMs?: number },
  seed: string,
): Policy<IndiaRailsState, IndiaRailsAction> {
  const core = kit.core as IndiaRailsCore;
  const memories = new Map<Seat, IrMemory>();
  return {
    choose(observation, seat, rng: Rng) {
      let memory = memories.get(seat);
      if (!memory) {
        memory = newMemory();
        memories.set(seat, memory);
      }
      if (turnStart(observation, seat)) {
        const sit = situation(core.ctx, observation, seat);
        const trips = planTrips(core.ctx, observation, seat, sit, TRIPS_COMPARED);
        const options = new Map<string, { action: IndiaRailsAction; trip: Trip | null }>();
        for (const trip of trips) {
          const m: IrMemory = { ...memory, trip, stall: 0, turnSeen: observation.players[seat].turns };
          const action = chooseIr(core, observation, seat, createRng(0), settings, m);
          if (!options.has(actionKey(action))) options.set(actionKey(action), { action, trip });
        }
        if (options.size > 1) {
          const roots = [...options.values()].map((o) => o.action);
          const rootKit: BotKit<IndiaRailsState, IndiaRailsAction> = {
            ...kit,
            candidates: (s, p) => (s === observation && p === seat ? roots : [kit.rollout(s, p, createRng(0))]),
          };
          const found = searchAction(rootKit, observation, seat, deriveSeed(seed, 'trip', observation.round, seat), limits);
          const chosen = options.get(actionKey(found.action));
          if (chosen?.trip) memory.trip = chosen.trip;
          if (chosen && !chosen.trip) return chosen.action;
        }
      }
      const a = chooseIr(core, observation, seat, rng, settings, memory);
      return core.validate(observation, seat, a) === null ? a : { type: 'endTurn' };
    },
  };
}
