/**
 * The search tree of single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).
 * A node is an information set reached by a sequence of actions; its children are keyed by the
 * action's value, because in different determinizations different actions are available. Each
 * edge counts how often it was *available*, which replaces the parent's visits in UCB.
 */
import type { CoreAction, Seat } from '../../src/engine/core.ts';

/** An edge of the tree: one action taken by one seat, with its statistics. */
export interface Edge<A extends CoreAction> {
  action: A;
  /** The seat that takes the action: rewards on this edge are from its point of view. */
  seat: Seat;
  visits: number;
  reward: number;
  /** Iterations in which this action was available at the parent. */
  avail: number;
  child: TreeNode<A>;
}

/** A node of the tree. */
export interface TreeNode<A extends CoreAction> {
  visits: number;
  edges: Map<string, Edge<A>>;
}

/** A new, unvisited node. */
export function newNode<A extends CoreAction>(): TreeNode<A> {
  return { visits: 0, edges: new Map() };
}

/** The identity of an action by value (actions hold ids only, built in a fixed key order). */
export function actionKey(a: CoreAction): string {
  return JSON.stringify(a);
}

/** Upper confidence bound of an edge, using its availability count (ISMCTS). */
export function ucb<A extends CoreAction>(e: Edge<A>, c: number): number {
  if (e.visits === 0) return Number.POSITIVE_INFINITY;
  return e.reward / e.visits + c * Math.sqrt(Math.log(Math.max(1, e.avail)) / e.visits);
}
