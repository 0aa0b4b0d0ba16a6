/**
 * The numbers the Ticket to Ride bots use, in one immutable settings object: the kit, the
 * heuristic's choice and the evaluation read it from the kit (kit.ts), never from a global.
 * `createBot({ …, tuning })` passes overrides in.
 */
import { tuned } from '../tuned.ts';
import type { HeuristicSettings, SearchSettings } from '../types.ts';

/** The tunables of the Ticket to Ride bots. */
export interface TtrTuning {
  /** Trains (of the player with fewest) at or below which someone is about to end the game: stop drawing, claim. */
  raceTrains: number;
  /** Draw more tickets only with at least this many trains beyond the plan. */
  spareTicketTrains: number;
  /** With no plan, the grey length to gather cards for (one colour for long routes). */
  planlessGrey: number;
  /** Score of claiming a planned route, before its length and cost. */
  plannedClaimBonus: number;
  /** Off the plan and not racing, a claim scores this much less. */
  offPlanPenalty: number;
  /** How much the easy player's noise moves a ticket choice, a claim and the ticket test. */
  keepNoise: number;
  claimNoise: number;
  ticketNoise: number;
  /** Off the plan, the share of a route's points and of its length that a claim scores. */
  offPlanPointsShare: number;
  offPlanLengthShare: number;
  /** Draw more tickets only while the plan has at most this many routes left to claim. */
  ticketDrawMaxRoutes: number;
  /** Loss of paying with one locomotive rather than a coloured card. */
  locoPaymentCost: number;
  /** How sure the heuristic is of finishing its planned tickets, and what a plan's trains cost it. */
  tickets: TicketOdds;
  /** What taking one card is worth to the plan. */
  cards: CardValues;
  /** Evaluation: trains placed per turn on average (a claim every two or three turns). */
  trainsPerTurn: number;
  /** Evaluation of a seat's position at the search's leaves. */
  evaluation: EvaluationWeights;
  /** Search candidates at a node: few, so that each is tried in enough sampled worlds. */
  maxCandidates: number;
  /** Ticket choices searched (the best by the heuristic's score). */
  keepCandidates: number;
  /** Claims searched besides the heuristic's choice (planned routes first, then the longest). */
  otherClaimCandidates: number;
  /** The easy player: noise in every score and one ticket planned at a time. */
  easy: HeuristicSettings;
  /** The medium player. */
  medium: HeuristicSettings;
  /** The rollout policy of the search. */
  rollout: HeuristicSettings;
  /** The information-set MCTS (hard). Its `rolloutDepth` is set per table from `rolloutActionsPerPlayer`. */
  search: SearchSettings;
  /** Hard's rollouts play this many actions per player (30 with two players, 60 with four). */
  rolloutActionsPerPlayer: number;
  /** Hard searches a choice of tickets (the opening's and later ones) with this many times the iterations. */
  keepIterationsFactor: number;
  /** Hard's worlds deal each opponent the cards it took face up and has not provably spent (known-hand.ts), at tables of up to `opponent.maxPlayers`. */
  knownHand: boolean;
  /** When hard draws tickets mid-game without searching (hard-tickets.ts; `maxPlayers` 0: never). */
  hardTickets: HardTicketSettings;
  /** Hard's model of the opponents' tickets from their claims, and the blocking claim it searches (opponent.ts, blocking.ts). */
  opponent: OpponentModel;
}

/** The settings of hard's mid-game ticket draw (`TtrTuning.hardTickets`, hard-tickets.ts). */
export interface HardTicketSettings {
  /** Tables of at most this many players draw this way (0: never, the search decides alone). */
  maxPlayers: number;
  /** The plan has at most this many routes left to claim. */
  maxRoutes: number;
  /** Hard's trains beyond what its plan still needs. */
  spareTrains: number;
  /** Every other player has at least this many trains (the game is not about to end). */
  opponentTrains: number;
}

/** Hard's opponent model: off at `scale` 0 or above `maxPlayers`. */
export interface OpponentModel {
  /** A ticket the opponent's own routes fully join is e^scale times likelier than one they do nothing for (0: uniform, as dealt). */
  scale: number;
  /** Tables of at most this many players use the model. */
  maxPlayers: number;
  /** Expected points the blocking claim must cost the opponents to be searched (0: no blocking candidate). */
  blockMin: number;
  /** Value lost per train of detour a block forces on a likely ticket (cut off entirely: twice its value). */
  blockPerTrain: number;
  /** With `explainScale` > 0, `explainDraws` ticket sets are drawn per world and one kept with chance ∝ exp(explainScale × share of the opponent's claims they explain). */
  explainScale: number;
  explainDraws: number;
  /**
   * The set-level model (ticket-likelihood.ts), on with `planSets` > 0: per decision, `planSets`
   * candidate sets are drawn by the weights above and weighed by how well their plan explains the
   * opponent's claims: `planOff` log-likelihood lost per claim off the plan, `planOccam` × log(plan
   * routes) per claim on it; while the opponent holds at most `planFreshUpTo` routes, it plans at the
   * start's prices (its routes at their length), later with its routes free.
   */
  planSets: number;
  planOff: number;
  planOccam: number;
  planFreshUpTo: number;
}

/**
 * The chance of finishing a planned ticket, from the plan's load (trains it needs per train left):
 * `comfortable` up to `comfortableLoad`, then falling by `dropPerLoad` per unit of load, to no less
 * than `least`. A planned ticket counts its value times (2 × chance − 1).
 */
export interface TicketOdds {
  comfortableLoad: number;
  comfortable: number;
  dropPerLoad: number;
  least: number;
  /** Value lost per train the plan still needs (trains spent on the plan do not score elsewhere). */
  costPerTrain: number;
}

/** The worth of taking one card (a blind card is worth about 1). */
export interface CardValues {
  /** A locomotive when the plan's ferries need one, and otherwise. */
  neededLoco: number;
  loco: number;
  /** A colour the plan lacks: `needed`, plus `perMissing` for each missing card up to `missingCap`. */
  needed: number;
  perMissing: number;
  missingCap: number;
  /** With grey routes planned: `grey`, plus `perSpare` for each card beyond the coloured needs, up to the grey length. */
  grey: number;
  perSpare: number;
  /** A colour the plan does not use. */
  unneeded: number;
  /** The top of the deck, unseen. */
  blind: number;
}

/** The weights of `evaluateTtr`. */
export interface EvaluationWeights {
  /** Points a card in hand is worth (it will help claim something). */
  handCard: number;
  /** Cards drawn per turn spent drawing. */
  cardsPerTurn: number;
  /** Turns of slack over which finishing the plan goes from unlikely to likely (the logistic's scale). */
  turnsSlack: number;
  /** Share of a planned route's points counted, times the chance of finishing the plan. */
  plannedRoutePointsShare: number;
  /** Share of the loop bonus the completed tickets score now that is counted. */
  loopBonusShare: number;
  /** Share of the longest-trail bonus counted for its holder now, at the end (less by the trains left). */
  longestTrailShare: number;
}

/** The shipped settings. Frozen: pass changes in. */
export const TTR_TUNING: Readonly<TtrTuning> = tuned(
  {},
  {
    raceTrains: 6,
    spareTicketTrains: 14,
    planlessGrey: 6,
    plannedClaimBonus: 10,
    offPlanPenalty: 4,
    keepNoise: 8,
    claimNoise: 3,
    ticketNoise: 2,
    offPlanPointsShare: 0.5,
    offPlanLengthShare: 0.5,
    ticketDrawMaxRoutes: 1,
    locoPaymentCost: 1.5,
    tickets: { comfortableLoad: 0.55, comfortable: 0.9, dropPerLoad: 1.6, least: 0.2, costPerTrain: 0.15 },
    cards: { neededLoco: 2.5, loco: 1.6, needed: 2, perMissing: 0.1, missingCap: 4, grey: 1.2, perSpare: 0.08, unneeded: 0.5, blind: 1.1 },
    trainsPerTurn: 2,
    evaluation: { handCard: 0.4, cardsPerTurn: 2, turnsSlack: 2, plannedRoutePointsShare: 0.5, loopBonusShare: 1, longestTrailShare: 0 },
    maxCandidates: 6,
    keepCandidates: 4,
    otherClaimCandidates: 2,
    easy: { noise: 0.6, depth: 1 },
    medium: { noise: 0, depth: Number.POSITIVE_INFINITY },
    rollout: { noise: 0, depth: Number.POSITIVE_INFINITY },
    search: {
      iterations: 600,
      rolloutDepth: 30,
      rewardScale: 80,
      winBonus: 0.1,
      exploration: 0.5,
      widenK: 2,
      widenAlpha: 0.5,
      preferFirst: 0.02,
      budgetShare: 0.95,
    },
    rolloutActionsPerPlayer: 15,
    keepIterationsFactor: 2,
    knownHand: true,
    hardTickets: { maxPlayers: 0, maxRoutes: 1, spareTrains: 12, opponentTrains: 15 },
    opponent: {
      scale: 3,
      maxPlayers: 2,
      blockMin: 0,
      blockPerTrain: 0.5,
      explainScale: 0,
      explainDraws: 8,
      planSets: 32,
      planOff: 30,
      planOccam: 6,
      planFreshUpTo: 4,
    },
  },
);
