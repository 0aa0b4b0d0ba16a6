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
  /** Evaluation: trains placed per turn on average (a claim every two or three turns). */
  trainsPerTurn: number;
  /** Search candidates at a node: few, so that each is tried in enough sampled worlds. */
  maxCandidates: number;
  /** Ticket choices searched (the best by the heuristic's score). */
  keepCandidates: number;
  /** The easy player: noise in every score and one ticket planned at a time. */
  easy: HeuristicSettings;
  /** The medium player. */
  medium: HeuristicSettings;
  /** The rollout policy of the search. */
  rollout: HeuristicSettings;
  /** The information-set MCTS. */
  search: SearchSettings;
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
    trainsPerTurn: 2,
    maxCandidates: 6,
    keepCandidates: 4,
    easy: { noise: 0.6, depth: 1 },
    medium: { noise: 0, depth: Number.POSITIVE_INFINITY },
    rollout: { noise: 0, depth: Number.POSITIVE_INFINITY },
    search: { iterations: 600, rolloutDepth: 30, rewardScale: 80, winBonus: 0.1, exploration: 0.5, widenK: 2, widenAlpha: 0.5, preferFirst: 0.02 },
  },
);
