/**
 * The Ticket to Ride hard player: the ISMCTS over the kit, with the search sized to the decision and
 * the table. A second card drawn in a turn is the heuristic's (taking what the plan lacks, which the
 * search hardly ever overturned): no search. Rollouts play `rolloutActionsPerPlayer` actions per
 * player, so that each seat gets about as many turns with four players as with two (a fixed 30
 * actions gave each of four players some four turns, too few to finish a ticket). A choice of tickets,
 * a few a game and the most consequential, searches `keepIterationsFactor` times the iterations.
 * A mid-game ticket draw without search (hard-tickets.ts) is off as shipped.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import type { TtrAction, TtrState } from '../../src/games/ttr-india/rules/state.ts';
import { searchAction } from '../mcts/ismcts.ts';
import type { BotKit, Policy, SearchSettings } from '../types.ts';
import type { TtrBot } from './bot.ts';
import { hardDrawsTickets } from './hard-tickets.ts';
import { chooseTtr } from './heuristic.ts';

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
      return searchAction(kit, observation, seat, seed, limits, settings).action;
    },
  };
}
