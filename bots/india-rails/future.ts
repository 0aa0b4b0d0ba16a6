/**
 * What a network and a train's position are worth for the demand cards likely to come (hard only).
 * The deck's composition is public, its order is not: the cards a seat cannot see are the demand
 * cards of its observation's deck, taken in sorted order (never in the deck's order) and drawn at
 * random with a seeded rng of the bot's own. The worth is the best trip per turn, averaged over a
 * few sampled hands, with the network, train, loads and cash of the state: track in useful places
 * (major cities, sources of many loads) makes the trips of the cards to come cheap and quick.
 */
import type { Seat } from '../../src/engine/core.ts';
import { createRng, deriveSeed, type Rng } from '../../src/engine/rng.ts';
import type { IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { IrBot } from './bot.ts';
import { planTrips } from './plan.ts';
import { situation } from './situation.ts';

/** The demand cards nobody holds yet (the observation's deck, events left out), sorted: their order says nothing. */
export function unseenDemands(bot: IrBot, s: IndiaRailsState): string[] {
  return s.deck.filter((id) => bot.ctx.demandById.has(id)).sort();
}

/**
 * `count` sampled draws of a hand's worth of cards (`handSize`, fewer when fewer are unseen), each
 * without replacement from the unseen demand cards of `s`.
 */
export function sampleHands(bot: IrBot, s: IndiaRailsState, rng: Rng, count: number): string[][] {
  const pool = unseenDemands(bot, s);
  const size = Math.min(s.params.handSize, pool.length);
  const out: string[][] = [];
  for (let k = 0; k < count; k++) out.push(rng.shuffle(pool).slice(0, size));
  return out;
}

/**
 * The mean over `samples` of the best trip's value (M per turn, at least 0) for `seat` in `s`,
 * its hand being `keep` topped up to a full hand from each sample (cards already in `keep` are
 * skipped). With `keep` empty it values the network and the train alone.
 */
export function futureWorth(bot: IrBot, s: IndiaRailsState, seat: Seat, samples: readonly (readonly string[])[], keep: readonly string[] = []): number {
  if (samples.length === 0) return 0;
  const sit = situation(bot, s, seat);
  const want = Math.max(0, s.params.handSize - keep.length);
  let sum = 0;
  for (const sample of samples) {
    const hand = [...keep, ...sample.filter((id) => !keep.includes(id)).slice(0, want)];
    const state = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, hand } : p)) };
    const best = planTrips(bot, state, seat, sit, 1)[0];
    sum += Math.max(0, best?.value ?? 0);
  }
  return sum / samples.length;
}

/**
 * Hard's leaf evaluation: `base` (the kit's) plus, for each seat, `futureLeaf` turns of its
 * network's best trip for a fresh hand, over `futureHands` hands drawn afresh at each leaf from
 * the same seed (so the candidates compared see the same draws wherever the unseen cards agree).
 */
export function futureEvaluation(bot: IrBot, base: (s: IndiaRailsState) => number[], seed: string): (s: IndiaRailsState) => number[] {
  const { futureHands, futureLeaf } = bot.tuning;
  return (s) => base(s).map((v, seat) => v + futureLeaf * futureWorth(bot, s, seat, sampleHands(bot, s, createRng(deriveSeed(seed, seat)), futureHands)));
}
