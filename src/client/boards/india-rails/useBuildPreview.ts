/** The build preview: the cheapest path toward the milepost the player last picked in build mode. */
import { useState } from 'react';
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { type BuildPreview, previewBuild } from './planning.ts';
import { useResetOn } from '../../ui/useResetOn.ts';

/** The preview on `view` for seat `me` (cleared on each new turn), and how to aim or restart it. */
export function useBuildPreview(core: IndiaRailsCore, view: IndiaRailsState, me: number | undefined, turnKey: string) {
  const [preview, setPreview] = useState<BuildPreview | null>(null);
  useResetOn(turnKey, () => setPreview(null));
  return {
    preview,
    /** Previews the cheapest build toward milepost `target`. */
    aim: (target: number) => me !== undefined && setPreview(previewBuild(core, view, me, target)),
    /** Previews the same target from another start (`BuildPreview.starts`). */
    startFrom: (key: string) => me !== undefined && preview && setPreview(previewBuild(core, view, me, preview.target, key)),
    clear: () => setPreview(null),
  };
}
