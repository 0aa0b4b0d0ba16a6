/**
 * The hard player's judgements on the forward model (forward-model.ts), each a comparison of two
 * futures from the same position in the same sampled worlds of the cards to come:
 * - throw the hand away (a turn, and three fresh cards) or keep it;
 * - buy the faster loco now, or keep the 20M for track and buy it later.
 */
import type { Seat } from '../../src/engine/core.ts';
import { createRng, deriveSeed } from '../../src/engine/rng.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { cityLinks } from './city-links.ts';
import { cityCosts } from './forward-choice.ts';
import { type ModelRules, type ModelStart, turnsToWin } from './forward-model.ts';
import { cardsToCome } from './network-value.ts';
import { situation } from './situation.ts';

/** The hard player's judgements for one seat. */
export interface HardJudge {
  /** Whether throwing the hand away now wins sooner than keeping it. */
  discard(s: IndiaRailsState, seat: Seat): boolean;
  /** Whether the faster loco bought now wins sooner than waiting. */
  upgrade(s: IndiaRailsState, seat: Seat): boolean;
}

/** The model's view of `seat` in `s`, and the worlds (sampled orders of the cards to come) drawn for this decision. */
function modelPosition(bot: IrBot, s: IndiaRailsState, seat: Seat, seed: string, label: string) {
  const pl = s.players[seat];
  const sit = situation(bot, s, seat, undefined, true);
  const g = bot.ctx.graph;
  const city = pl.at === null ? undefined : g.cityAt(pl.at);
  const index = cityLinks(bot.ctx).index;
  let at = -1;
  if (city) at = index.get(city.id)!;
  else if (pl.at !== null) {
    let best = Number.POSITIVE_INFINITY;
    for (const c of g.data.cities) {
      const d = g.distance(pl.at, c.milepost);
      if (d < best) {
        best = d;
        at = index.get(c.id)!;
      }
    }
  }
  const rules: ModelRules = { target: s.target, buildLimit: s.params.buildLimit, upgradeCost: s.params.upgradeCost, fastSpeed: s.params.speed.fastFreight };
  const start: ModelStart = {
    cityCost: cityCosts(bot, sit.own, sit.closed),
    cash: pl.cash,
    turns: pl.turns,
    at,
    speed: s.params.speed[pl.loco],
    canUpgrade: pl.loco === 'freight',
    hand: pl.hand,
  };
  const rng = createRng(deriveSeed(seed, label, s.round, seat, pl.turns, s.turn.actions));
  const toCome = cardsToCome(bot, s);
  const worlds = Array.from({ length: bot.tuning.modelWorlds }, () => rng.shuffle(toCome));
  return { rules, start, worlds };
}

/** The mean own turns to win over `worlds` from `start`, with `hand` (a function of the world) dealt. */
function meanTurns(bot: IrBot, rules: ModelRules, start: ModelStart, worlds: readonly string[][], fresh: boolean): number {
  let sum = 0;
  for (const order of worlds) {
    const hand = fresh ? order.slice(0, 3) : start.hand;
    sum += turnsToWin(bot, rules, { ...start, hand }, fresh ? order.slice(3) : order);
  }
  return sum / Math.max(1, worlds.length);
}

/** The judgements of a hard player with seed `seed`. */
export function modelJudge(bot: IrBot, seed: string): HardJudge {
  return {
    discard(s, seat) {
      const { rules, start, worlds } = modelPosition(bot, s, seat, seed, 'discard');
      const keep = meanTurns(bot, rules, start, worlds, false);
      const renew = 1 + meanTurns(bot, rules, start, worlds, true);
      return renew + bot.tuning.discardMargin < keep;
    },
    upgrade(s, seat) {
      const { rules, start, worlds } = modelPosition(bot, s, seat, seed, 'upgrade');
      const later = meanTurns(bot, rules, start, worlds, false);
      const now = meanTurns(bot, rules, { ...start, cash: start.cash - rules.upgradeCost, speed: rules.fastSpeed, canUpgrade: false }, worlds, false);
      return now <= later;
    },
  };
}
