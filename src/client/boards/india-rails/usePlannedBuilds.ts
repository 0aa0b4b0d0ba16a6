/**
 * The plan of builds not yet sent: paths the player has added this turn, folded through the core
 * onto the real state so the board shows (and offers actions on) the state as if they were built.
 */
import { useMemo, useState } from 'react';
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { foldPlan, undoSegment } from './planning.ts';
import { useResetOn } from '../../ui/useResetOn.ts';

/** The planned builds of seat `me` (empty again on each new turn) and the state they lead to. */
export function usePlannedBuilds(core: IndiaRailsCore, real: IndiaRailsState, me: number | undefined, turnKey: string) {
  const [plan, setPlan] = useState<number[][]>([]);
  useResetOn(turnKey, () => setPlan([]));
  const folded = useMemo(() => (me !== undefined ? foldPlan(core, real, me, plan) : { state: real, problem: null }), [real, me, plan, core]);
  return {
    plan,
    /** The real state with the plan built on it. */
    view: folded.state,
    /** Why the plan no longer folds (the state moved under it), or null. */
    problem: folded.problem,
    add: (paths: readonly number[][]) => setPlan((p) => [...p, ...paths]),
    undo: () => setPlan((p) => undoSegment(p)),
    clear: () => setPlan([]),
  };
}
