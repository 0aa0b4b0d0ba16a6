/**
 * The mode (move or build) and the move being chosen: the mileposts the train may reach, the path
 * to the one picked, and its quote (rent, or why the core refuses it).
 */
import { useMemo, useState } from 'react';
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { moveQuote, reachable } from './planning.ts';
import { useResetOn } from '../../ui/useResetOn.ts';

/** What a click on the map does: move the train or plan track. */
export type Mode = 'move' | 'build';

/**
 * The move state of seat `me` on `view`. The chosen mode holds only while the train can operate and
 * reach somewhere; otherwise the board is in build mode. A new turn starts in move mode, no path chosen.
 */
export function useTrainMove(core: IndiaRailsCore, view: IndiaRailsState, me: number | undefined, canOperate: boolean, turnKey: string) {
  const [chosen, setMode] = useState<Mode>('move');
  const [path, setPath] = useState<number[] | null>(null);
  useResetOn(turnKey, () => {
    setPath(null);
    setMode('move');
  });
  const reach = useMemo(() => (canOperate && chosen === 'move' && me !== undefined ? reachable(core, view, me) : null), [canOperate, chosen, view, me, core]);
  const mode: Mode = canOperate && reach && reach.size > 0 ? chosen : 'build';
  return {
    mode,
    setMode,
    /** The path to each reachable milepost, or null when not moving. */
    reach,
    path,
    setPath,
    quote: path && me !== undefined ? moveQuote(core, view, me, path) : null,
  };
}
