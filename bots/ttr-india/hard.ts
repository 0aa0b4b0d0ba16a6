/**
 * The Ticket to Ride hard player: the ISMCTS over the kit, with the search sized to the decision and
 * the table. A second card drawn in a turn is the heuristic's (taking what the plan lacks, which the
 * search hardly ever overturned): no search. Rollouts play `rolloutActionsPerPlayer` actions per
 * player, so that each seat gets about as many turns with four players as with two (a fixed 30
 * actions gave each of four players some four turns, too few to finish a ticket). A choice of tickets,
 * a few a game and the most consequential, searches `keepIterationsFactor` times the iterations.
 * A mid-game ticket draw without search (hard-tickets.ts) is off as shipped. At tables of up to
 * `opponent.maxPlayers` each world deals the opponents tickets that explain their claims
 * (`modelledKit`) and the cards they were seen to take face up (known-hand.ts, `knownHand`).
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import type { ClaimRoute, TtrAction, TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { searchAction } from '../mcts/ismcts.ts';
import type { BotKit, Policy, SearchSettings } from '../types.ts';
import { blockingClaim, blockLosses } from './blocking.ts';
import type { TtrBot } from './bot.ts';
import { hardDrawsTickets } from './hard-tickets.ts';
import { chooseTtr } from './heuristic.ts';
import { knownHandKit } from './known-hand.ts';
import { explainedClaims, hasClaims, redealTickets, type TicketModel, ticketWeights, unseenCharters } from './opponent.ts';
import { setSampler } from './ticket-likelihood.ts';
import type { TtrTuning } from './tuning.ts';

/** The search settings for a table of `numPlayers`: rollouts of `perPlayer` actions per player. */
export function hardSearchSettings(search: SearchSettings, perPlayer: number, numPlayers: number, iterationsFactor = 1): SearchSettings {
  return { ...search, rolloutDepth: perPlayer * numPlayers, iterations: Math.round(search.iterations * iterationsFactor) };
}

/** The hard policy over a kit (its tuning's `search`, `rolloutActionsPerPlayer`, `keepIterationsFactor` and `medium`). */
export function ttrHard(bot: TtrBot, kit: BotKit<TtrState, TtrAction>, limits: { iterations?: number; budgetMs?: number }): Policy<TtrState, TtrAction> {
  const { tuning } = bot;
  return {
    choose(observation: TtrState, seat: Seat, rng: Rng): TtrAction {
      if (observation.drawn > 0 && observation.phase !== 'opening') {
        const a = chooseTtr(bot, observation, seat, rng, tuning.medium);
        if (kit.core.validate(observation, seat, a) === null) return a;
      }
      if (hardDrawsTickets(bot, observation, seat)) return { type: 'drawTickets' };
      // The search's seed comes from the decider's stream, itself derived from the bot's seed and this observation.
      const seed = `ttr-hard-${rng.int(2 ** 31)}`;
      // A choice of tickets decides much of the game and comes a few times a game: it gets more iterations.
      const choosing = (observation.players[seat].offer?.length ?? 0) > 0;
      const settings = hardSearchSettings(kit.search, tuning.rolloutActionsPerPlayer, observation.numPlayers, choosing ? tuning.keepIterationsFactor : 1);
      // The two models of the opponents are independent (tuning.opponent, tuning.knownHand); both only at small tables, where they were measured.
      const small = observation.numPlayers <= tuning.opponent.maxPlayers;
      const worlds = knownHandKit(modelledKit(kit, tuning, observation, seat), tuning.knownHand && small, observation, seat);
      return searchAction(worlds, observation, seat, seed, limits, settings).action;
    },
  };
}

/**
 * `kit` for one search from `observation` with the opponent model on (`tuning.opponent`): each
 * sampled world redeals the opponents' hidden tickets by how well their claims fit them
 * (opponent.ts), and the root also searches the claim that would cost the opponents most
 * (blocking.ts). The kit itself when the model is off, at the opening, or no opponent has claimed.
 */
export function modelledKit(kit: BotKit<TtrState, TtrAction>, tuning: TtrTuning, observation: TtrState, seat: Seat): BotKit<TtrState, TtrAction> {
  const model = tuning.opponent;
  if (model.scale <= 0 || observation.numPlayers > model.maxPlayers || observation.phase === 'opening') return kit;
  const weights = new Map<Seat, Map<string, number>>();
  const models = new Map<Seat, TicketModel>();
  const likelihood = { off: model.planOff, occam: model.planOccam, freshUpTo: model.planFreshUpTo };
  for (let q = 0; q < observation.numPlayers; q++) {
    if (q === seat || observation.players[q].tickets !== null || !hasClaims(observation, q)) continue;
    const w = ticketWeights(observation, seat, q, model.scale);
    weights.set(q, w);
    const explained = model.explainScale > 0 ? explainedClaims(observation, q, w.keys()) : undefined;
    const sets = model.planSets > 0 ? setSampler(observation, q, w, unseenCharters(observation, seat), model.planSets, likelihood) : undefined;
    models.set(q, { weights: w, explained, explainScale: model.explainScale, draws: model.explainDraws, sets });
  }
  if (weights.size === 0) return kit;
  const core = kit.core;
  const determinize = (o: TtrState, p: Seat, rng: Rng): TtrState => {
    let d = core.determinize(o, p, rng);
    for (const [q, m] of models) d = redealTickets(o, d, q, m, rng);
    return d;
  };
  const modelled: BotKit<TtrState, TtrAction> = { ...kit, core: { ...core, determinize } };
  if (model.blockMin <= 0 || observation.drawn > 0 || (observation.players[seat].offer?.length ?? 0) > 0) return modelled;
  const losses = new Map<number, number>();
  for (const [q, w] of weights) for (const [r, v] of blockLosses(observation, q, w, model.blockPerTrain)) losses.set(r, (losses.get(r) ?? 0) + v);
  const candidates = (s: TtrState, who: Seat): TtrAction[] => {
    const base = kit.candidates(s, who);
    if (s !== observation || who !== seat) return base;
    const claims = core.legalActions(s, who).filter((a): a is ClaimRoute => a.type === 'claimRoute');
    const block = blockingClaim(claims, losses, model.blockMin);
    if (!block || base.some((a) => a.type === 'claimRoute' && a.route === block.route)) return base;
    return [...base, block];
  };
  return { ...modelled, candidates };
}
