/**
 * What the India Rails rules cache in their context (`ctx.memo`) and the shape of each cached
 * value, kept apart from the modules that fill the caches so that the context imports none of them.
 */
import type { Memo } from '../../../engine/memo.ts';
import type { IndiaRailsAction, IndiaRailsState } from './types.ts';

/**
 * Values the rules derive from parts of a state, cached by those parts (held weakly: states share
 * the parts that did not change, so one entry serves every state with the same track).
 */
export interface RulesMemo {
  /** The owner of each adjacency slot, by the state's track lists (track.ts). */
  readonly adjOwners: Memo<readonly number[][], Int8Array>;
  /** The mileposts one player's track touches, by that player's track list (track.ts). */
  readonly network: Memo<readonly number[], Set<number>>;
  /** Build searches by track lists, then seat (candidates.ts). */
  readonly searches: Memo<readonly number[][], Map<number, BuildSearch>>;
  /** Validated build candidates by track lists, then by what else they depend on (candidates.ts). */
  readonly builds: Memo<readonly number[][], Map<string, CachedBuilds>>;
  /** Where each train can go, by state, then seat and limits (reach.ts). */
  readonly reach: Memo<IndiaRailsState, Map<string, TrainReach>>;
  /** Legal actions by state, then seat (core.ts). */
  readonly legal: Memo<IndiaRailsState, Map<number, IndiaRailsAction[]>>;
}

/** One build search from a seat's network (candidates.ts's buildSearch), with the event and reservation lists it was made under. */
export interface BuildSearch {
  events: IndiaRailsState['events'];
  reservations: IndiaRailsState['reservations'];
  dist: Float64Array;
  pred: Int32Array;
}

/** Validated build candidates, with the event and reservation lists they were validated under. */
export interface CachedBuilds {
  events: unknown;
  reservations: unknown;
  builds: IndiaRailsAction[];
}

/** The result of a train reach search. */
export interface TrainReach {
  /** Mileposts in the order the search first reached them (the start only if a loop returns to it). */
  order: number[];
  /** Steps of the shortest legal path to a reached milepost. */
  steps(m: number): number;
  /** The shortest legal path (start first) to a reached milepost. */
  path(m: number): number[];
}
