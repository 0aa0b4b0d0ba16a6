/**
 * boardgame.io's MCTSBot algorithm (ai/mcts-bot.ts of boardgame.io 0.50.2) ported onto a rules
 * core: plain UCT over every legal action, one child expanded per iteration, a random playout of
 * `playoutDepth` actions, and the game-over result backed up (1 for the winner's moves, ½ each on
 * a draw, nothing for a playout that does not reach the end). Like MCTSBot it searches the full
 * state (no determinization) and keeps each node's state, but it calls `legalActions`/`apply`
 * directly instead of boardgame.io's reducer. The baseline our search's speed is measured against.
 */
import type { CoreAction, GameCore, Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';

interface PortMove<A> {
  seat: Seat;
  action: A;
}

interface PortNode<S, A> {
  state: S;
  parent?: PortNode<S, A>;
  parentMove?: PortMove<A>;
  /** Legal moves not expanded yet. */
  moves: PortMove<A>[];
  children: PortNode<S, A>[];
  visits: number;
  value: number;
}

/** What a playout ended with: boardgame.io's `gameover` convention, or nothing when cut off. */
type Outcome = { winner?: Seat; draw?: boolean } | undefined;

/** Runs MCTSBot's search from `state` for `seat`; returns the most visited root move and the share of playouts that ended the game. */
export function portSearch<S, A extends CoreAction>(
  core: GameCore<S, A, unknown>,
  state: S,
  seat: Seat,
  rng: Rng,
  iterations: number,
  playoutDepth = 50,
): { action: A | undefined; ended: number } {
  const movesOf = (s: S, only?: Seat): PortMove<A>[] => {
    const seats = only === undefined ? core.activePlayers(s) : [only];
    return seats.flatMap((p) => core.legalActions(s, p).map((action) => ({ seat: p, action })));
  };
  const node = (s: S, parent?: PortNode<S, A>, parentMove?: PortMove<A>, only?: Seat): PortNode<S, A> => ({
    state: s,
    parent,
    parentMove,
    moves: movesOf(s, only),
    children: [],
    visits: 0,
    value: 0,
  });
  const select = (n: PortNode<S, A>): PortNode<S, A> => {
    while (n.moves.length === 0 && n.children.length > 0) {
      let chosen = n.children[0];
      let best = Number.NEGATIVE_INFINITY;
      for (const c of n.children) {
        const visits = c.visits + Number.EPSILON;
        const uct = c.value / visits + Math.sqrt((2 * Math.log(n.visits)) / visits);
        if (uct > best) {
          best = uct;
          chosen = c;
        }
      }
      n = chosen;
    }
    return n;
  };
  const expand = (n: PortNode<S, A>): PortNode<S, A> => {
    if (n.moves.length === 0 || core.result(n.state) !== null) return n;
    const [move] = n.moves.splice(rng.int(n.moves.length), 1);
    const child = node(core.apply(n.state, move.seat, move.action, rng), n, move);
    n.children.push(child);
    return child;
  };
  const playout = (s: S): Outcome => {
    let result = core.result(s);
    for (let i = 0; i < playoutDepth && result === null; i++) {
      const p = Math.min(...core.activePlayers(s));
      const legal = core.legalActions(s, p);
      if (legal.length === 0) return undefined;
      s = core.apply(s, p, rng.pick(legal), rng);
      result = core.result(s);
    }
    if (result === null) return undefined;
    return result.winners.length === 1 ? { winner: result.winners[0] } : { draw: true };
  };
  const root = node(state, undefined, undefined, seat);
  let ended = 0;
  for (let i = 0; i < iterations; i++) {
    const child = expand(select(root));
    const outcome = playout(child.state);
    if (outcome) ended++;
    for (let n: PortNode<S, A> | undefined = child; n; n = n.parent) {
      n.visits++;
      if (outcome?.draw) n.value += 0.5;
      if (n.parentMove && outcome?.winner === n.parentMove.seat) n.value++;
    }
  }
  let best: PortNode<S, A> | undefined;
  for (const c of root.children) if (!best || c.visits > best.visits) best = c;
  return { action: best?.parentMove?.action, ended: ended / iterations };
}
