/**
 * The India Rails heuristic player. It commits to a trip (plan.ts) across turns and drops it after
 * a few turns without progress, or when a new card opens a much better trip (trip-choice.ts); each
 * decision then goes to its rules in order (rules.ts): place the train, discard a hopeless hand,
 * deliver what pays, drop dead loads, pick up, move toward the next stop, build, upgrade. Easy is
 * the same program with noisy trip choice and no opportunistic pickups or upgrades.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { candidateActions } from '../../src/games/india-rails/rules/candidates.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { HeuristicSettings, Policy } from '../types.ts';
import type { IrBot } from './bot.ts';
import { keepTripInBudget } from './budget.ts';
import { type IrMemory, newMemory, nextStop } from './memory.ts';
import { boxedIn } from './movement.ts';
import { IR_RULES, type IrTurn } from './rules.ts';
import { lazySituation, situation } from './situation.ts';
import { keepOrReplaceTrip } from './trip-choice.ts';

/** The heuristic's choice for `seat`; `memory` carries its trip across calls. */
export function chooseIr(bot: IrBot, s: IndiaRailsState, seat: Seat, rng: Rng, settings: HeuristicSettings, memory: IrMemory): IndiaRailsAction {
  // The rules never pick a build candidate (chooseBuild makes its own), so none is listed: each
  // would cost a search and a blocking check.
  const legal = candidateActions(bot.ctx, s, seat, false);
  if (legal.length === 0) throw new Error(`india-rails heuristic: seat ${seat} has no legal action`);
  // Ending the turn alone: with money left to build, the rules choose whether to (and a build they
  // choose is validated like any action); with none, no build is legal.
  if (legal.length === 1 && (legal[0].type !== 'endTurn' || Math.min(s.params.buildLimit - s.turn.spent, s.players[seat].cash) <= 0)) return legal[0];
  // Plans are made on own track (and the red areas): a plan that rides others' track pays rent
  // every turn it does, which the costing does not see, and head to head the planner that rode
  // lost to the one that built (docs/bots.md). Computed when first read: many decisions read none of it.
  const sit = lazySituation(() => situation(bot, s, seat, undefined, !(settings.depth > 2 && bot.tuning.planRides)));
  // An event takes loads: lose one the trip does not need.
  if (s.pending.length > 0) {
    const keep = new Set(memory.trip?.stops.map((st) => st.load) ?? []);
    return legal.find((a) => a.type === 'loseLoad' && !keep.has(a.load)) ?? legal[0];
  }
  const trips = keepOrReplaceTrip(bot, s, seat, sit, rng, settings, memory);
  // Medium and up: only a trip whose way to its next payout the cash pays (track and rent).
  if (settings.depth > 1) keepTripInBudget(bot, s, seat, sit, memory);
  const trip = memory.trip;
  const stop = nextStop(s, seat, trip);
  const turn: IrTurn = {
    bot,
    s,
    seat,
    settings,
    memory,
    legal,
    sit,
    trips,
    trip,
    stop,
    stopCity: stop ? bot.ctx.graph.cityById(stop.city) : undefined,
    ops: s.phase === 'main' && s.turn.stage === 'operations',
    // Read by few rules: the situation is not computed for it before one does.
    get cannotLeave() {
      return sit.foreign || !legal.some((a) => a.type === 'moveTrain') || boxedIn(bot, s, seat);
    },
  };
  for (const rule of IR_RULES) {
    const a = rule(turn);
    if (a) return a;
  }
  return { type: 'endTurn' };
}

/** The heuristic as a Policy over the India Rails core, remembering its trip per seat. */
export function irHeuristic(bot: IrBot, settings: HeuristicSettings): Policy<IndiaRailsState, IndiaRailsAction> {
  const { core } = bot;
  const memories = new Map<Seat, IrMemory>();
  return {
    choose(observation, seat, rng) {
      let m = memories.get(seat);
      if (!m) {
        m = newMemory();
        memories.set(seat, m);
      }
      const a = chooseIr(bot, observation, seat, rng, settings, m);
      if (core.validate(observation, seat, a) === null) return a;
      return core.legalActions(observation, seat).find((x) => x.type === 'endTurn') ?? core.legalActions(observation, seat)[0];
    },
  };
}
