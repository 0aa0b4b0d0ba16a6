/**
 * The India Rails bot kit: the heuristic for easy and medium, and for the search its candidates
 * (the heuristic's action first, then the core's whole-path candidates), a rollout policy and an
 * evaluation (cash plus what the current trips and the network are worth). Every number comes
 * from the bot's tuning (tuning.ts).
 */
import { createRng } from '../../src/engine/rng.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import { majorsConnected } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { actionKey } from '../mcts/tree.ts';
import type { Overrides } from '../tuned.ts';
import type { BotKit } from '../types.ts';
import { type IrBot, irBot } from './bot.ts';
import { irHard } from './hard.ts';
import { chooseIr, irHeuristic } from './heuristic.ts';
import { newMemory } from './memory.ts';
import { planTrips } from './plan.ts';
import { situation } from './situation.ts';
import type { IrTuning } from './tuning.ts';

/** The random source of the candidates' heuristic choice: at noise 0 it is never read, so one seeded source serves every call. */
const UNREAD_RNG = createRng(0);

/** Each seat's worth: cash, plus the best trip's payout discounted by its turns, plus a little per major city joined. */
export function evaluateIr(bot: IrBot, s: IndiaRailsState): number[] {
  const { ctx, tuning } = bot;
  return s.players.map((p, seat) => {
    const sit = situation(bot, s, seat);
    const best = planTrips(bot, s, seat, sit, 1)[0];
    const trip = best ? Math.max(0, best.payout - best.build) / Math.max(1, best.turns / tuning.evaluateTurnsPer) : 0;
    return p.cash - p.debt + trip + tuning.majorWorth * majorsConnected(ctx, s, seat);
  });
}

/**
 * `s` without the effects recorded with each drawn event (`EventLogEntry.effects`), for the
 * decider's seed: public bookkeeping the bots do not read, so keeping it never reseeds a bot.
 */
export function withoutEventEffects(s: IndiaRailsState): IndiaRailsState {
  if (s.eventLog.every((e) => e.effects === undefined)) return s;
  return { ...s, eventLog: s.eventLog.map(({ effects: _, ...e }) => e) };
}

/** The kit over the India Rails core, with `overrides` over the shipped tuning. */
export function irKit(core: IndiaRailsCore, overrides: Overrides<IrTuning> = {}): BotKit<IndiaRailsState, IndiaRailsAction> {
  const bot = irBot(core, overrides);
  const { tuning } = bot;
  const kit: BotKit<IndiaRailsState, IndiaRailsAction> = {
    core,
    tuning,
    withTuning: (more) => irKit(core, { ...overrides, ...(more as Overrides<IrTuning>) }),
    createHeuristic: (settings) => irHeuristic(bot, settings),
    candidates(s, seat) {
      const legal = core.legalActions(s, seat);
      const out = new Map<string, IndiaRailsAction>();
      const first = chooseIr(bot, s, seat, UNREAD_RNG, tuning.medium, newMemory());
      if (core.validate(s, seat, first) === null) out.set(actionKey(first), first);
      for (const a of legal) {
        if (out.size >= tuning.maxCandidates) break;
        if (a.type === 'deliverLoad' || a.type === 'pickUpLoad' || a.type === 'buildTrack' || a.type === 'endTurn') out.set(actionKey(a), a);
      }
      return out.size > 0 ? [...out.values()] : legal;
    },
    rollout: (s, seat, rng) => chooseIr(bot, s, seat, rng, tuning.medium, newMemory()),
    evaluate: (s) => evaluateIr(bot, s),
    search: tuning.search,
    easy: tuning.easy,
    medium: tuning.medium,
    createHard: (limits, seed) => irHard(bot, kit, limits, seed),
    seedView: withoutEventEffects,
  };
  return kit;
}
