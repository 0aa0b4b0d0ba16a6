/**
 * The India Rails hard player: the heuristic with one trip of lookahead (depth 3: a trip is also
 * worth what the train earns next from where it ends), and a search over plans rather than single
 * segments whenever it chooses a new trip. The candidates are the first actions of the heuristic
 * committed to each of its best trips; the generic ISMCTS compares them in sampled worlds (the
 * demand deck order is all that is hidden), each rollout playing the heuristic that keeps the
 * candidate's trip, and the heuristic then commits to the trip whose first action won.
 */
import type { Seat } from '../../src/engine/core.ts';
import { createRng, deriveSeed, type Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { searchAction } from '../mcts/ismcts.ts';
import { actionKey } from '../mcts/tree.ts';
import type { BotKit, HeuristicSettings, Policy } from '../types.ts';
import type { IrBot } from './bot.ts';
import { sprintTrip } from './endgame.ts';
import { futureEvaluation } from './future.ts';
import { chooseIr } from './heuristic.ts';
import { type IrMemory, newMemory } from './memory.ts';
import { isOpening, openingSearch, openingTrips, type TripSearch } from './opening.ts';
import type { Trip } from './plan.ts';
import { earlyUpgrade } from './upgrade.ts';

/**
 * The hard policy over a kit: `bot` carries hard's own tuning (IR_HARD_TUNING, kit.ts), whose
 * `hard` settings plan the trips (with lookahead), whose `medium` ones play the rollouts and whose
 * search settings run the search.
 */
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
      // Hard only: leaves also valued by the cards likely to come (future.ts; off as shipped).
      ...(tuning.futureHands > 0 && tuning.futureLeaf > 0 ? { evaluate: futureEvaluation(bot, kit.evaluate, deriveSeed(seed, 'future', seat)) } : {}),
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
        // Near the end, the trip that reaches the target soonest; else the search among the best
        // (with one trip compared there is nothing to search: the lookahead's best is taken).
        // The first trip of the game, on an empty network, gets a longer search of its own (opening.ts).
        const opening = openingSearch(tuning, limits);
        m.chooseTrip = (s, trips) =>
          sprintTrip(bot, s, seat, m.dropped) ??
          (opening && isOpening(s, seat)
            ? searchTrip(s, seat, m, openingTrips(bot, s, seat, m.dropped, trips), opening)
            : tuning.tripsCompared > 1
              ? searchTrip(s, seat, m, trips)
              : (trips[0] ?? null));
        memories.set(seat, m);
        memory = m;
      }
      const chosen = chooseIr(bot, observation, seat, rng, settings, memory);
      // Hard's first upgrade may come before medium's rule would buy it (upgrade.ts).
      const a = earlyUpgrade(bot, observation, seat, chosen) ?? chosen;
      return core.validate(observation, seat, a) === null ? a : { type: 'endTurn' };
    },
  };
}
