/**
 * What the India Rails board's controls do on the viewing seat's turn: send the plan with an action,
 * pick a milepost (place the train, choose or confirm a move, aim at a destination over several
 * turns, preview a build), confirm, go on toward the kept destination, play a hint.
 */
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import { placeName } from '../../../games/india-rails/rules/places.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import type { BoardEnv } from './boardEnv.ts';
import type { CostQuestion } from '../../ui/useConfirmCost.tsx';
import type { Destination } from './destination.ts';
import { costQuestion, type TurnLeft } from './turnCosts.ts';
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
  /** What is left of the turn, and the way to ask before giving part of it up. */
  left: TurnLeft;
  ask: (q: CostQuestion, run: () => void) => void;
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

  /** Plays an action from a button or a key: one that gives up part of the turn asks first. */
  const act = (a: IndiaRailsAction) => {
    const q = costQuestion(a, t.left);
    if (q) t.ask(q, () => commit(a));
    else commit(a);
  };

  /** Moves this turn's part of the way to the destination shown, and keeps the destination for the turns after. */
  const go = () => {
    const plan = move.plan;
    if (!move.target || !plan?.ok || !plan.value.now) return;
    const target = move.target;
    commit({ type: 'moveTrain', path: plan.value.now });
    move.keep(target);
  };

  /** The destination a milepost stands for: its city, or the milepost itself; null when the train cannot get there. */
  const destinationAt = (m: number): Destination | null => {
    const city = t.ctx.graph.cityAt(m);
    if (city) return move.destinations?.has(city.id) ? { name: city.name, targets: [...city.mileposts], city: city.id } : null;
    return move.planner?.planTo([m]).ok ? { name: placeName(t.ctx, m), targets: [m] } : null;
  };

  /** A click on the map in move mode: a ringed milepost shows the way there this turn, a city or milepost farther on the way over the turns; clicking what is shown again goes. */
  const pickMove = (m: number) => {
    if (move.path && move.path[move.path.length - 1] === m) {
      commit({ type: 'moveTrain', path: move.path });
      return;
    }
    if (move.target?.targets.includes(m) && move.plan?.ok) {
      go();
      return;
    }
    const path = move.reach?.get(m);
    if (path) move.setPath(path);
    else move.setAim(destinationAt(m));
  };

  /** A milepost picked on the map: place the train, choose or confirm a move, or preview a build. */
  const pick = (m: number) => {
    if (!t.myTurn || t.waiting || me === undefined) return;
    outbox.clearError();
    if (t.placeable) {
      const city = t.ctx.graph.cityAt(m);
      if (city && t.placeable.has(city.id)) commit({ type: 'placeTrain', city: city.id });
      return;
    }
    if (move.mode === 'move' && move.reach) {
      pickMove(m);
      return;
    }
    if (t.canBuild) build.aim(m);
  };

  /** A city chosen from the list: in move mode the plan to it over the turns (with its stops), else as a click on it. */
  const chooseCity = (m: number) => {
    if (move.mode === 'move' && move.reach && t.myTurn && !t.waiting) {
      outbox.clearError();
      move.setAim(destinationAt(m));
    } else pick(m);
  };

  /** Makes the chosen move (or this turn's part of the way to the destination), or adds the previewed build to the plan. */
  const confirm = () => {
    if (move.mode === 'move' && move.path) commit({ type: 'moveTrain', path: move.path });
    else if (move.mode === 'move' && move.target) go();
    else if (build.preview && build.preview.runs.length > 0) {
      planned.add(build.preview.runs);
      build.clear();
    }
  };

  /** Forgets the kept destination (and the one being looked at). */
  const forget = () => {
    move.keep(null);
    move.setAim(null);
  };

  /** Plays a suggested action: a build joins the plan (still undoable); anything else is played at once. */
  const applyHint = (action: IndiaRailsAction) => {
    if (action.type === 'buildTrack' && me !== undefined && t.core.validate(t.view, me, action) === null) planned.add([action.path]);
    else act(action);
  };

  /** Clears the move and build previews. */
  const clearPreviews = () => {
    build.clear();
    move.setPath(null);
  };

  return { commit, act, pick, chooseCity, confirm, go, forget, applyHint, clearPreviews };
}
