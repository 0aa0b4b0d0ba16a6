/** What the my-turn panel offers, sorted out of the core's legal actions. */
import type { IndiaRailsAction } from '../../../games/india-rails/rules/types.ts';

/** The action of type `T`. */
type Act<T extends IndiaRailsAction['type']> = Extract<IndiaRailsAction, { type: T }>;

/** The choices of one turn, by kind. */
export interface TurnChoices {
  /** A derailment asks which load to lose. */
  pendingLose: Act<'loseLoad'>[];
  pickups: IndiaRailsAction[];
  deliveries: Act<'deliverLoad'>[];
  drops: Act<'dropLoad'>[];
  upgrades: Act<'upgradeLoco'>[];
  /** Borrowing and backtracking, offered as plain buttons. */
  extras: Act<'borrow' | 'backtrack'>[];
  canDiscard: boolean;
  canEnd: boolean;
}

/**
 * Sorts the actions. `legal` is on the state with the plan built (upgrades, the derailment, ending
 * the turn), `realLegal` on the real one (loads, borrowing, discarding: these are sent before the
 * plan is built); discarding the hand is offered only while nothing is planned.
 */
export function turnChoices(legal: readonly IndiaRailsAction[], realLegal: readonly IndiaRailsAction[], planned: boolean): TurnChoices {
  return {
    pendingLose: legal.filter((a): a is Act<'loseLoad'> => a.type === 'loseLoad'),
    pickups: realLegal.filter((a) => a.type === 'pickUpLoad'),
    deliveries: realLegal.filter((a): a is Act<'deliverLoad'> => a.type === 'deliverLoad'),
    drops: realLegal.filter((a): a is Act<'dropLoad'> => a.type === 'dropLoad'),
    upgrades: legal.filter((a): a is Act<'upgradeLoco'> => a.type === 'upgradeLoco'),
    extras: realLegal.filter((a): a is Act<'borrow' | 'backtrack'> => a.type === 'borrow' || a.type === 'backtrack'),
    canDiscard: !planned && realLegal.some((a) => a.type === 'discardHand'),
    canEnd: legal.some((a) => a.type === 'endTurn') || realLegal.some((a) => a.type === 'endTurn'),
  };
}

/** The cities the train may be placed in, or null when placing it is not the question. */
export function placeableCities(legal: readonly IndiaRailsAction[]): Set<string> | null {
  const cities = legal.flatMap((a) => (a.type === 'placeTrain' ? [a.city] : []));
  return cities.length > 0 ? new Set(cities) : null;
}
