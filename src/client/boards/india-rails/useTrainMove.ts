/**
 * The mode (move or build) and the move being chosen, all from the rules' move planner: the
 * mileposts the train may reach this turn (the way the planner takes to each), the cities it can
 * get to over the turns (for "Move to"), a direct path to a picked milepost with its quote, and a
 * destination over several turns: the one being looked at, or the one kept from an earlier move
 * (continued with one click each turn until the train gets there).
 */
import { useEffect, useMemo, useState } from 'react';
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import { createMovePlanner } from '../../../games/india-rails/rules/move-plan.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { useResetOn } from '../../ui/useResetOn.ts';
import type { Destination } from './destination.ts';
import { moveQuote } from './planning.ts';
import { useKeptDestination } from './useKeptDestination.ts';

/** What a click on the map does: move the train or plan track. */
export type Mode = 'move' | 'build';

/**
 * The move state of seat `me` on `view`. The chosen mode holds only while the train can operate and
 * reach somewhere; otherwise the board is in build mode. A new turn starts in move mode with nothing
 * picked; the kept destination (stored under `storageKey`) stays until the train arrives or the
 * player forgets it. The planner works only on the player's own turn (other players' moves would
 * otherwise plan again at every step).
 */
export function useTrainMove(
  core: IndiaRailsCore,
  view: IndiaRailsState,
  me: number | undefined,
  { myTurn, canOperate, turnKey, storageKey }: { myTurn: boolean; canOperate: boolean; turnKey: string; storageKey: string | null },
) {
  const [chosen, setMode] = useState<Mode>('move');
  const [path, setPath] = useState<number[] | null>(null);
  const [aim, setAim] = useState<Destination | null>(null);
  const pl = me !== undefined ? view.players[me] : undefined;
  const [kept, keep] = useKeptDestination(me !== undefined ? storageKey : null, pl?.turns ?? 0, core.ctx.graph.size);
  useResetOn(turnKey, () => {
    setPath(null);
    setAim(null);
    setMode('move');
  });
  const at = pl?.at ?? null;
  // Arrived: the kept destination has served.
  useEffect(() => {
    if (kept && at !== null && kept.targets.includes(at)) keep(null);
  }, [kept, at, keep]);
  const planner = useMemo(() => (myTurn && me !== undefined && at !== null ? createMovePlanner(core.ctx, view, me) : null), [core, view, me, at, myTurn]);
  const moving = canOperate && chosen === 'move' && planner !== null;
  const destinations = useMemo(() => (moving && planner ? planner.destinations() : null), [moving, planner]);
  const reach = useMemo(() => (moving && planner ? planner.reach() : null), [moving, planner]);
  const mode: Mode = canOperate && reach && reach.size > 0 ? chosen : 'build';
  // A direct path wins over a destination; a destination being looked at over the kept one.
  const target = path ? null : (aim ?? kept);
  const plan = useMemo(() => (target && planner ? planner.planTo(target.targets) : null), [target, planner]);
  return {
    mode,
    setMode,
    planner,
    /** The way to each milepost reachable this turn, or null when not moving. */
    reach,
    /** The plan to each city the train can get to, by city id, or null when not moving. */
    destinations,
    path,
    /** Shows the direct path to a milepost (and drops the destination being looked at). */
    setPath: (p: number[] | null) => {
      setPath(p);
      setAim(null);
    },
    /** Shows the plan to a destination (and drops the direct path). */
    setAim: (d: Destination | null) => {
      setAim(d);
      setPath(null);
    },
    /** The destination shown (looked at or kept), and its plan or why there is none. */
    target,
    plan,
    kept,
    keep,
    quote: path && me !== undefined ? moveQuote(core, view, me, path) : null,
  };
}
