/**
 * The India Rails hard player: a search over plans (macro-actions "commit to plan P") whenever it
 * chooses a new plan. The candidates are medium's best plans (plan.ts), each entered by the first
 * action medium takes committed to it; the generic ISMCTS compares them in worlds sampled from the
 * bot's own view (the demand deck's order is all that is hidden), each rollout playing medium with
 * the candidate's plan kept for the bot, and the bot then commits to the plan whose action won.
 */
import type { Seat } from '../../src/engine/core.ts';
import { createRng, deriveSeed, type Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { type SearchLimits, searchAction } from '../mcts/ismcts.ts';
import { actionKey } from '../mcts/tree.ts';
import type { BotKit, HeuristicSettings, Policy } from '../types.ts';
import type { IrBot } from './bot.ts';
import { chooseIr } from './heuristic.ts';
import { type IrMemory, newMemory } from './memory.ts';
import type { Trip } from './trip.ts';

/** How one plan search runs: plans compared, its limits, rollout length and reward scale. */
interface TripSearch {
  compared: number;
  limits: SearchLimits;
  rolloutActions: number;
  rewardScale: number;
}

/** The hard policy over a kit: `bot`'s `hard` settings play, its `medium` ones play the rollouts and its search settings run the search. */
export function irHard(
  bot: IrBot,
  kit: BotKit<IndiaRailsState, IndiaRailsAction>,
  limits: { iterations?: number; budgetMs?: number },
  seed: string,
): Policy<IndiaRailsState, IndiaRailsAction> {
  const { core, tuning } = bot;
  const settings: HeuristicSettings = tuning.hard;
  const rolloutSettings: HeuristicSettings = tuning.medium;
  const memories = new Map<Seat, IrMemory>();

  /** The usual trip search: the best `tripsCompared` trips, the caller's limits, medium rollouts. */
  const usual: TripSearch = { compared: tuning.tripsCompared, limits, rolloutActions: tuning.rolloutActions, rewardScale: tuning.search.rewardScale };

  /** The search among the best trips for `seat`, from its observation `s`. */
  function searchTrip(s: IndiaRailsState, seat: Seat, memory: IrMemory, trips: readonly Trip[], how: TripSearch = usual): Trip | null {
    const options = new Map<string, { action: IndiaRailsAction; trip: Trip }>();
    for (const trip of trips.slice(0, how.compared)) {
      const m: IrMemory = { ...memory, trip, stall: 0, turnSeen: s.players[seat].turns, chooseTrip: undefined };
      const action = chooseIr(bot, s, seat, createRng(0), rolloutSettings, m);
      if (!options.has(actionKey(action))) options.set(actionKey(action), { action, trip });
    }
    if (options.size < 2) return trips[0] ?? null;
    const roots = [...options.values()].map((o) => o.action);
    const rootKit: BotKit<IndiaRailsState, IndiaRailsAction> = {
      ...kit,
      candidates: (x, p) => (x === s && p === seat ? roots : [kit.rollout(x, p, createRng(0))]),
      // Each rollout plays the heuristic with a memory of its own: the root seat keeps the
      // candidate's trip, the others plan theirs from the rollout's start.
      rolloutPlayer(rootSeat, rootAction) {
        const trip = options.get(actionKey(rootAction))?.trip ?? null;
        const own: IrMemory = { ...memory, trip, stall: 0, turnSeen: s.players[rootSeat].turns, chooseTrip: undefined };
        const rollMemories = new Map<Seat, IrMemory>([[rootSeat, own]]);
        return (x, p, rng) => {
          let m = rollMemories.get(p);
          if (!m) {
            m = newMemory();
            rollMemories.set(p, m);
          }
          return chooseIr(bot, x, p, rng, rolloutSettings, m);
        };
      },
    };
    const found = searchAction(rootKit, s, seat, deriveSeed(seed, 'trip', s.round, seat, s.players[seat].turns), how.limits, {
      ...tuning.search,
      rolloutDepth: how.rolloutActions,
      rewardScale: how.rewardScale,
    });
    return options.get(actionKey(found.action))?.trip ?? trips[0];
  }

  return {
    choose(observation, seat, rng: Rng) {
      let memory = memories.get(seat);
      if (!memory) {
        const m = newMemory();
        // With one plan compared there is nothing to search: medium's best is taken.
        m.chooseTrip = (s, trips) => (tuning.tripsCompared > 1 ? searchTrip(s, seat, m, trips) : (trips[0] ?? null));
        memories.set(seat, m);
        memory = m;
      }
      const a = chooseIr(bot, observation, seat, rng, settings, memory);
      return core.validate(observation, seat, a) === null ? a : { type: 'endTurn' };
    },
  };
}
