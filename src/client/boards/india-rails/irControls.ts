/**
 * What the India Rails board's controls do on the viewing seat's turn: send the plan with an action,
 * pick a milepost (place the train, choose or confirm a move, preview a build), confirm, play a hint.
 */
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import type { BoardEnv } from './boardEnv.ts';
import type { useBuildPreview } from './useBuildPreview.ts';
import type { usePlannedBuilds } from './usePlannedBuilds.ts';
import type { useTrainMove } from './useTrainMove.ts';

/** The parts of the turn the controls act on. */
export interface ControlParts {
  core: IndiaRailsCore;
  ctx: BoardEnv['ctx'];
  me: number | undefined;
  myTurn: boolean;
  waiting: boolean;
  view: IndiaRailsState;
  placeable: ReadonlySet<string> | null;
  canBuild: boolean;
  planned: ReturnType<typeof usePlannedBuilds>;
  build: ReturnType<typeof useBuildPreview>;
  move: ReturnType<typeof useTrainMove>;
  outbox: { send: (actions: IndiaRailsAction[]) => void; clearError: () => void };
}

/** The controls of this render's turn. */
export function irControls(t: ControlParts) {
  const { planned, build, move, outbox, me } = t;

  /** Sends the planned builds, then `actions`. */
  const commit = (...actions: IndiaRailsAction[]) => {
    if (!t.myTurn || t.waiting) return;
    outbox.send([...planned.plan.map((path): IndiaRailsAction => ({ type: 'buildTrack', path })), ...actions]);
    planned.clear();
    build.clear();
    move.setPath(null);
  };

  /** A milepost picked on the map or from the city list: place the train, choose or confirm a move, or preview a build. */
  const pick = (m: number) => {
    if (!t.myTurn || t.waiting || me === undefined) return;
    outbox.clearError();
    if (t.placeable) {
      const city = t.ctx.graph.cityAt(m);
      if (city && t.placeable.has(city.id)) commit({ type: 'placeTrain', city: city.id });
      return;
    }
    if (move.mode === 'move' && move.reach) {
      const path = move.reach.get(m);
      if (!path) {
        move.setPath(null);
        return;
      }
      if (move.path && move.path[move.path.length - 1] === m) commit({ type: 'moveTrain', path });
      else move.setPath(path);
      return;
    }
    if (t.canBuild) build.aim(m);
  };

  /** Makes the chosen move, or adds the previewed build to the plan. */
  const confirm = () => {
    if (move.mode === 'move' && move.path) commit({ type: 'moveTrain', path: move.path });
    else if (build.preview && build.preview.runs.length > 0) {
      planned.add(build.preview.runs);
      build.clear();
    }
  };

  /** Plays a suggested action: a build joins the plan (still undoable); anything else is played at once. */
  const applyHint = (action: IndiaRailsAction) => {
    if (action.type === 'buildTrack' && me !== undefined && t.core.validate(t.view, me, action) === null) planned.add([action.path]);
    else commit(action);
  };

  /** Clears the move and build previews. */
  const clearPreviews = () => {
    build.clear();
    move.setPath(null);
  };

  return { commit, pick, confirm, applyHint, clearPreviews };
}
