/**
 * Every number the India Rails bots use, in one immutable settings object (docs/architecture.md
 * §3.5): the planner (plan.ts), the player (heuristic.ts), the hard player and the
 * kit read it from the bot (bot.ts), never from a global. `createBot({ …, tuning })` passes
 * overrides in; `bench/bots-ir-pace.ts --tuning` does so for one run.
 */
import { tuned } from '../tuned.ts';
import type { HeuristicSettings, SearchSettings } from '../types.ts';

/** The tunables of the India Rails heuristic. */
export interface IrTuning {
  /** Turns of rent a player must hold before it rides others' track. */
  rentTurns: number;
  /** What riding a milepost of others' track is charged at: about the rent spread over a turn's run. */
  rideCost: number;
  /** What a milepost of travel is charged at when choosing a way, riding (ride.ts). */
  hopCost: number;
  /** Share of the track cost charged against a trip: the rest stays useful for later trips. */
  trackCharge: number;
  /** Share of the cash beyond `marginFrom` a trip's track may need (paths cost more than planned, and a broke player is stuck). */
  buildMargin: number;
  /** Cash a plan's track may spend whole; the margin holds back its share of the cash beyond only (plan-cost.ts, spendableCash). */
  marginFrom: number;
  /** Part of the build limit a turn of building spends on average. */
  buildPace: number;
  /** Turns counted for each stop of a trip. */
  stopTurns: number;
  /** Source cities tried for each demand (the cheapest by a rough cost). */
  sourcesPerDemand: number;
  /** The rough cost that ranks a demand's sources: what each milepost between source and destination adds to their track. */
  roughHop: number;
  /** The best pairs of deliveries extended by a third into triples. */
  triplePool: number;
  /** Plans paying less than this per turn (M, before their track) make the hand not worth keeping. */
  discardBelow: number;
  /** Cash below which a hand is not thrown away as hopeless while its plan's way to the next payout is paid for (rules.ts, discard). */
  keepPaidBelow: number;
  /** Own turns without a delivery after which the hand is thrown away. */
  idleTurns: number;
  /** How much better (per turn) a trip a new card opens must be to leave the current one. */
  switchGain: number;
  /** Own turns without progress before a trip is dropped. */
  stallTurns: number;
  /** Cash the first upgrade leaves beyond what the way to the plan's next payout needs (rules.ts, upgradeFirst). */
  firstUpgradeSpare: number;
  /** Cash kept after an upgrade. */
  upgradeReserve: number;
  /** Whether the loco is upgraded a second time, to a super freight. */
  superFreight: boolean;
  /** Whether the first upgrade is to a heavy freight (three loads) rather than a fast one (twelve mileposts). */
  heavyFirst: boolean;
  /** Cash a build leaves unless it finishes a connection. */
  buildReserve: number;
  /** Cash beyond the reserve needed to wait for new track at its end, outside a city. */
  frontierCash: number;
  /** Cash above which the player builds toward the major cities when its trip needs no track. */
  majorsIdleCash: number;
  /** Cash beyond the way to the next payout above which the player builds toward the major cities before its plan's track. */
  majorsSpareCash: number;
  /** Plans searched for one the cash pays when the current plan's next payout is out of reach (budget.ts). */
  budgetPool: number;
  /** Mercy, Borrowing: own turns broke (no plan payable) before a loan is taken for a plan it makes payable (mercy.ts). */
  borrowAfter: number;
  /** Mercy, Borrowing: cash borrowed beyond what the way to the plan's next payout needs. */
  loanSpare: number;
  /** Mercy, Borrowing: what a plan taken on a loan must leave of its payouts once the loan is repaid. */
  loanLeaves: number;
  /** Trips the planner returns when asked for its best. */
  tripsPlanned: number;
  /** Trips and loads dropped that are remembered (not taken again at once) besides the newest. */
  droppedRemembered: number;
  /** Weight of each stop left in the measure of a trip's progress (above any build cost or distance). */
  progressPerStop: number;
  /** A hand is not thrown away while it carries a trip's load, until this many times `idleTurns`. */
  carryingIdleFactor: number;
  /** Evaluation: a trip's net payout is divided by its turns over this (at least 1). */
  evaluateTurnsPer: number;
  /** Evaluation: what each major city joined is worth. */
  majorWorth: number;
  /** Search candidates at a node. */
  maxCandidates: number;
  /** Network worth: mileposts a train travels to reach a future demand's source, besides the way from source to destination. */
  netApproach: number;
  /** Network worth: the way from a source to a destination, over the crow's hops. */
  netDetour: number;
  /** Hard: the most own turns over which a rise in the network's rate counts. */
  netValueTurns: number;
  /** Hard: the share of the major cities' connection a plan builds that is credited to it. */
  majorsCredit: number;
  /** Hard: medium's plans scored again by the network they leave. */
  netPlans: number;
  /** Forward model: a hand whose best demand pays less than this per turn is thrown away. */
  modelDiscardBelow: number;
  /** Hard: sampled orders of the cards to come in which each plan is played out on the forward model. */
  modelWorlds: number;
  /** Hard: how it judges plans (screening). */
  hardJudge: number;
  /** Hard: what an own turn saved is worth (M). */
  turnWorth: number;
  /** Hard: discards and the first upgrade judged on the forward model (screening). */
  hardModelJudge: boolean;
  /** Hard: worlds and plans of each plan rollout (screening). */
  rolloutWorlds: number;
  rolloutPlans: number;
  /** Hard: plans ride others' track (screening). */
  planRides: boolean;
  /** Hard: own turns a fresh hand must save, on the forward model, to throw the hand away. */
  discardMargin: number;
  /** Hard: trips compared when a new trip is chosen. */
  tripsCompared: number;
  /** Hard: actions a rollout plays (about three a turn: some ten turns of each player in a 2-player game). */
  rolloutActions: number;
  /** The easy player: noisy trip choice, no opportunistic pickups or upgrades. */
  easy: HeuristicSettings;
  /** The medium player, also the rollout policy and the hard player's rollouts. */
  medium: HeuristicSettings;
  /** The hard player: medium's plans, and the search over them (hard.ts). */
  hard: HeuristicSettings;
  /** The information-set MCTS. */
  search: SearchSettings;
}

/** The shipped settings (measured as docs/bots/tuning-log.md records). Frozen: pass changes in. */
export const IR_TUNING: Readonly<IrTuning> = tuned(
  {},
  {
    rentTurns: 2,
    rideCost: 0.4,
    hopCost: 0.3,
    trackCharge: 0.6,
    buildMargin: 0.8,
    marginFrom: 20,
    buildPace: 0.75,
    stopTurns: 0.5,
    sourcesPerDemand: 2,
    roughHop: 0.5,
    triplePool: 10,
    discardBelow: 2,
    keepPaidBelow: 20,
    idleTurns: 12,
    switchGain: 1.2,
    stallTurns: 3,
    firstUpgradeSpare: 5,
    upgradeReserve: 25,
    superFreight: true,
    heavyFirst: false,
    buildReserve: 10,
    frontierCash: 15,
    majorsIdleCash: 60,
    majorsSpareCash: 60,
    budgetPool: 40,
    borrowAfter: 3,
    loanSpare: 5,
    loanLeaves: 20,
    tripsPlanned: 5,
    droppedRemembered: 4,
    progressPerStop: 1000,
    carryingIdleFactor: 2,
    evaluateTurnsPer: 2,
    majorWorth: 3,
    maxCandidates: 5,
    netApproach: 10,
    netDetour: 1.15,
    netValueTurns: 25,
    majorsCredit: 0.5,
    netPlans: 12,
    modelDiscardBelow: 2,
    modelWorlds: 24,
    hardJudge: 0,
    turnWorth: 7,
    hardModelJudge: true,
    discardMargin: 1,
    planRides: false,
    rolloutWorlds: 3,
    rolloutPlans: 30,
    tripsCompared: 3,
    rolloutActions: 60,
    easy: { noise: 0.8, depth: 1 },
    medium: { noise: 0, depth: 2 },
    hard: { noise: 0, depth: 3 },
    search: {
      iterations: 6,
      rolloutDepth: 10,
      rewardScale: 40,
      winBonus: 0.3,
      exploration: 0.5,
      widenK: 2,
      widenAlpha: 0.5,
      preferFirst: 0.1,
      budgetShare: 0.95,
    },
  },
);
