/**
 * The India Rails hard player: medium's program, choosing its plans by the network they leave
 * (network-choice.ts) rather than by their own payout per turn alone.
 */
import type { Seat } from '../../src/engine/core.ts';
import { createRng, deriveSeed, type Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { BotKit, HeuristicSettings, Policy } from '../types.ts';
import type { IrBot } from './bot.ts';
import { chooseIr } from './heuristic.ts';
import { type IrMemory, newMemory, tripKey } from './memory.ts';
import { judgeToPayout, networkTurnsSaved } from './forward-choice.ts';
import { modelJudge } from './hard-judge.ts';
import { cardsToCome } from './network-value.ts';
import { rolloutJudge } from './plan-rollout.ts';
import { planTrips } from './plan.ts';
import { situation } from './situation.ts';
import type { Trip } from './trip.ts';

/** The hard policy over a kit: `bot`'s `hard` settings play, plans chosen by the network they leave. */
export function irHard(
  bot: IrBot,
  _kit: BotKit<IndiaRailsState, IndiaRailsAction>,
  _limits: { iterations?: number; budgetMs?: number },
  seed: string,
): Policy<IndiaRailsState, IndiaRailsAction> {
  const { core, tuning } = bot;
  const settings: HeuristicSettings = tuning.hard;
  const memories = new Map<Seat, IrMemory>();

  /** The plan for `seat` among its best `netPlans` (not dropped), by the network it leaves. */
  function choosePlan(s: IndiaRailsState, seat: Seat, memory: IrMemory, pool: readonly Trip[]): Trip | null {
    const sit = situation(bot, s, seat, undefined, true);
    const wider = planTrips(bot, s, seat, sit, tuning.netPlans).filter((t) => !memory.dropped.includes(tripKey(t)));
    const trips = wider.length > 0 ? wider : pool;
    const rng = createRng(deriveSeed(seed, 'worlds', s.round, seat, s.players[seat].turns, s.turn.actions));
    if (tuning.hardJudge === 3) {
      const cands = trips.slice(0, tuning.tripsCompared);
      const toCome = cardsToCome(bot, s);
      const worlds = Array.from({ length: tuning.rolloutWorlds }, () => rng.shuffle(toCome));
      const turns = rolloutJudge(bot, s, seat, cands, worlds, tuning.rolloutPlans);
      let bi = 0;
      turns.forEach((t, i) => {
        if (t < turns[bi] - (i === 0 ? 0 : 0)) bi = i;
      });
      return cands[bi] ?? pool[0] ?? null;
    }
    if (tuning.hardJudge === 1) return judgeToPayout(bot, s, seat, sit, trips, tuning.modelWorlds, rng)[0]?.trip ?? pool[0] ?? null;
    const saved = networkTurnsSaved(bot, s, seat, sit, trips, tuning.modelWorlds, rng);
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    trips.forEach((t, i) => {
      const score = (t.payout - t.build + tuning.turnWorth * saved[i]) / t.turns;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    return trips[best] ?? pool[0] ?? null;
  }

  return {
    choose(observation, seat, rng: Rng) {
      let memory = memories.get(seat);
      if (!memory) {
        const m = newMemory();
        if (tuning.hardJudge < 2) m.chooseTrip = (s, trips) => choosePlan(s, seat, m, trips);
        if (tuning.hardModelJudge) m.judge = modelJudge(bot, seed);
        memories.set(seat, m);
        memory = m;
      }
      const a = chooseIr(bot, observation, seat, rng, settings, memory);
      return core.validate(observation, seat, a) === null ? a : { type: 'endTurn' };
    },
  };
}
