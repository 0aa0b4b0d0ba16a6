/**
 * The India Rails heuristic's tunables in one place (docs/architecture.md §3.5), read by the
 * planner (plan.ts), the player (heuristic.ts) and the lookahead (lookahead.ts). `bench/bots-ir-pace.ts --tuning` overrides them
 * for one run, so a setting can be measured without editing code.
 */

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
  /** Lookahead: turns of the next trip weighed against the trip itself. */
  followTurns: number;
  /** Share of the cash a trip's track may need (paths cost more than planned, and a broke player is stuck). */
  buildMargin: number;
  /** Part of the build limit a turn of building spends on average. */
  buildPace: number;
  /** Turns counted for each stop of a trip. */
  stopTurns: number;
  /** Singles considered for combining into trips of two or three deliveries. */
  pairPool: number;
  /** Trips worth less than this (M per turn) make the hand not worth keeping. */
  discardBelow: number;
  /** Own turns without a delivery after which the hand is thrown away. */
  idleTurns: number;
  /** How much better (per turn) a trip a new card opens must be to leave the current one. */
  switchGain: number;
  /** Own turns without progress before a trip is dropped. */
  stallTurns: number;
  /** Own turns of planning on own track only after a stall. */
  ownTrackTurns: number;
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
}

/** The shipped settings (measured as docs/bots/tuning-log.md records). */
export const IR_TUNING: IrTuning = {
  rentTurns: 2,
  rideCost: 0.4,
  hopCost: 0.3,
  trackCharge: 0.6,
  followTurns: 4,
  buildMargin: 0.8,
  buildPace: 0.75,
  stopTurns: 0.5,
  pairPool: 8,
  discardBelow: 0.5,
  idleTurns: 12,
  switchGain: 1.2,
  stallTurns: 3,
  ownTrackTurns: 8,
  upgradeReserve: 25,
  superFreight: true,
  heavyFirst: false,
  buildReserve: 10,
  frontierCash: 15,
  majorsIdleCash: 60,
};
