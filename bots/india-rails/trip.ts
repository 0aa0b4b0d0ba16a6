/**
 * What the India Rails planner plans: a trip (a plan) is its stops in visit order and what it is
 * worth. Types only, read by the planner, the player's rules and the search.
 */
/** One stop of a trip. */
export interface Stop {
  city: string;
  kind: 'pickup' | 'deliver';
  load: string;
  card?: string;
  demand?: number;
  /** Pilgrims: the region of their destination, where a boarding does not count. */
  notFrom?: string;
}

/** A trip and what it is worth. */
export interface Trip {
  stops: readonly Stop[];
  payout: number;
  build: number;
  /** Mileposts to travel from stop to stop: along the track where it runs (see `legDistance`). */
  travel: number;
  turns: number;
  /** Payout per turn, net of part of the track cost (track stays an asset). */
  value: number;
}
