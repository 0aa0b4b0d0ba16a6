/**
 * The India Rails bot kit: the heuristic for easy and medium, and for the search its candidates
 * (the heuristic's action first, then the core's whole-path candidates), a rollout policy and an
 * evaluation (cash plus what the current trips and the network are worth).
 */
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import { majorsConnected } from '../../src/games/india-rails/rules/track.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { actionKey } from '../mcts/tree.ts';
import type { BotKit, HeuristicSettings } from '../types.ts';
import { irHard } from './hard.ts';
import { chooseIr, irHeuristic, newMemory } from './heuristic.ts';
import { planTrips, situation } from './plan.ts';

const MEDIUM: HeuristicSettings = { noise: 0, depth: 2 };
const EASY: HeuristicSettings = { noise: 0.8, depth: 1 };
/** Hard plans with one trip of lookahead (and searches; see hard.ts). */
const HARD: HeuristicSettings = { noise: 0, depth: 3 };
const MAX_CANDIDATES = 5;

/** Each seat's worth: cash, plus the best trip's payout discounted by its turns, plus a little per major city joined. */
export function evaluateIr(core: IndiaRailsCore, s: IndiaRailsState): number[] {
  return s.players.map((p, seat) => {
    const sit = situation(core.ctx, s, seat);
    const best = planTrips(core.ctx, s, seat, sit, 1)[0];
    const trip = best ? Math.max(0, best.payout - best.build) / Math.max(1, best.turns / 2) : 0;
    return p.cash - p.debt + trip + 3 * majorsConnected(core.ctx, s, seat);
  });
}

/** The kit over the India Rails core. */
export function irKit(core: IndiaRailsCore): BotKit<IndiaRailsState, IndiaRailsAction> {
  const kit: BotKit<IndiaRailsState, IndiaRailsAction> = {
    core,
    createHeuristic: (settings) => irHeuristic(core, settings),
    candidates(s, seat) {
      const legal = core.legalActions(s, seat);
      const out = new Map<string, IndiaRailsAction>();
      const first = chooseIr(core, s, seat, { next: () => 0.5 } as never, MEDIUM, newMemory());
      if (core.validate(s, seat, first) === null) out.set(actionKey(first), first);
      for (const a of legal) {
        if (out.size >= MAX_CANDIDATES) break;
        if (a.type === 'deliverLoad' || a.type === 'pickUpLoad' || a.type === 'buildTrack' || a.type === 'endTurn') out.set(actionKey(a), a);
      }
      return out.size > 0 ? [...out.values()] : legal;
    },
    rollout: (s, seat, rng) => chooseIr(core, s, seat, rng, MEDIUM, newMemory()),
    evaluate: (s) => evaluateIr(core, s),
    search: { iterations: 6, rolloutDepth: 10, rewardScale: 40, winBonus: 0.3, exploration: 0.5, widenK: 2, widenAlpha: 0.5, preferFirst: 0.1 },
    easy: EASY,
    medium: MEDIUM,
    createHard: (limits, seed) => irHard(kit, HARD, MEDIUM, limits, seed),
  };
  return kit;
}
