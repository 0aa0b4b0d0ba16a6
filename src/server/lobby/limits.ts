/**
 * How fast one client address may create matches and take seats, when an abandoned empty match is
 * deleted, and how long a finished match is kept. Defaults suit friends sharing links; a bench or
 * a busy host raises them (CREATES_PER_MINUTE, CREATE_BURST, JOINS_PER_MINUTE, JOIN_BURST,
 * EMPTY_MATCH_MINUTES, FINISHED_MATCH_DAYS).
 */

/** The lobby's per-address rates, the expiry of empty matches and the retention of finished ones. */
export interface LobbyLimits {
  /** Matches one address may create per minute on average … */
  createsPerMinute: number;
  /** … and in a burst. */
  createBurst: number;
  /** Seats one address may join per minute on average … */
  joinsPerMinute: number;
  /** … and in a burst. */
  joinBurst: number;
  /** Minutes after its last change that a match nobody sits in (bots aside) is deleted. */
  emptyMatchMinutes: number;
  /** Days after its end that a finished match is deleted (its replay with it); 0 keeps finished matches for ever. */
  finishedMatchDays: number;
}

/** The defaults. */
export const DEFAULT_LOBBY_LIMITS: LobbyLimits = Object.freeze({
  createsPerMinute: 10,
  createBurst: 20,
  joinsPerMinute: 30,
  joinBurst: 60,
  emptyMatchMinutes: 60,
  finishedMatchDays: 30,
});
