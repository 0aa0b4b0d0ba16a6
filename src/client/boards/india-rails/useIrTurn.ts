/**
 * The India Rails board's controller: the seat's turn as the board sees it (the real state, the
 * plan built on it, the legal choices, the mode, the previews) and what each control does. What the
 * player may do comes from the core: `legalActions` on the player's view, `validate`/`apply` for
 * every planned build and `checkMove` for every move. Builds are planned client-side and sent when
 * the turn ends (or before any other action), so a segment can be undone until then.
 */
import type { BoardProps } from 'boardgame.io/react';
import { useMemo } from 'react';
import { type CoreG, seatOf } from '../../../engine/bgio.ts';
import { buildBudget } from '../../../games/india-rails/rules/build.ts';
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import type { BoardEnv } from './boardEnv.ts';
import { cityChoices } from './cityChoices.ts';
import { destinationKey } from './destination.ts';
import { pickTargets } from './pickTargets.ts';
import { irControls } from './irControls.ts';
import { placeableCities, turnChoices } from './turnChoices.ts';
import { turnPrompt } from './turnPrompt.ts';
import { useBuildPreview } from './useBuildPreview.ts';
import { useConfirmCost } from '../../ui/useConfirmCost.tsx';
import { useOutbox } from '../../ui/useOutbox.ts';
import { usePlannedBuilds } from './usePlannedBuilds.ts';
import { useTrainMove } from './useTrainMove.ts';

/** The turn of the viewing seat, for the panels, the map and the keys. */
export type IrTurn = ReturnType<typeof useIrTurn>;

/** The viewing seat's turn on this render. */
export function useIrTurn(props: BoardProps<CoreG<IndiaRailsState>>, env: BoardEnv) {
  const { core, ctx, data } = env;
  const { G, ctx: bctx, moves, playerID, matchID, _stateID } = props;
  const real = G.core;
  const me = seatOf(playerID);
  const active = core.activePlayers(real);
  const myTurn = me !== undefined && active.includes(me) && !bctx.gameover;
  // A new turn starts with a clean plan, no previews, nothing queued, in move mode.
  const turnKey = `${real.turn.seat}:${real.players[real.turn.seat]?.turns}:${real.phase}`;

  const planned = usePlannedBuilds(core, real, me, turnKey);
  const build = useBuildPreview(core, planned.view, me, turnKey);
  const view = planned.view;
  const { plan } = planned;
  const legal = useMemo(() => (myTurn && me !== undefined ? core.legalActions(view, me) : []), [view, me, myTurn, core.legalActions]);
  const realLegal = useMemo(() => (myTurn && me !== undefined ? core.legalActions(real, me) : []), [real, me, myTurn, core.legalActions]);

  const pl = me !== undefined ? view.players[me] : undefined;
  const placeable = useMemo(() => placeableCities(legal), [legal]);
  const choices = turnChoices(legal, realLegal, plan.length > 0);
  const canOperate = myTurn && view.phase === 'main' && view.turn.stage === 'operations' && plan.length === 0 && pl?.at !== null;
  const move = useTrainMove(core, view, me, { myTurn, canOperate, turnKey, storageKey: me !== undefined ? destinationKey(matchID, me) : null });
  const budget = myTurn && me !== undefined ? buildBudget(view, me) : 0;
  const canBuild = myTurn && choices.pendingLose.length === 0 && !placeable && budget > 0;
  const { mode, reach, destinations } = move;
  const cities = useMemo(() => cityChoices(data.cities, placeable, mode, destinations), [data, placeable, mode, destinations]);
  const moving = mode === 'move';
  const targets = useMemo(
    () => pickTargets(data, myTurn ? placeable : null, moving ? reach : null, moving ? destinations : null),
    [data, myTurn, placeable, moving, reach, destinations],
  );
  // In build mode by choice the map and panel are for building; with the train done for the turn the destination still shows.
  const showPlan = myTurn && move.target !== null && move.path === null && (mode === 'move' || !canOperate);
  const outbox = useOutbox(core, real, me, _stateID, moves, turnKey);
  const { waiting } = outbox;

  const confirmCost = useConfirmCost();
  const left = { movesLeft: myTurn && me !== undefined ? movesLeft(real, me, reach) : 0, budget };
  const controls = irControls({ core, ctx, me, myTurn, waiting, view, placeable, canBuild, planned, build, move, outbox, left, ask: confirmCost.ask });

  const prompt = turnPrompt({
    myTurn,
    phase: real.phase,
    viewPhase: view.phase,
    derailed: choices.pendingLose.length > 0,
    placing: placeable !== null,
    canOperate,
    budget,
  });

  return {
    me,
    active,
    myTurn,
    real,
    view,
    plan,
    /** Why the core refused the last queued action, or null. */
    error: outbox.error,
    /** Why the plan no longer folds onto the state, or null. */
    planProblem: planned.problem,
    waiting,
    prompt,
    choices,
    placeable,
    canOperate,
    canBuild,
    budget,
    mode,
    setMode: move.setMode,
    reach,
    /** The plan to each city the train can get to (the "Move to" list), or null when not moving. */
    destinations,
    /** The mileposts a click on the map may be meant for (larger hit areas), or null when any is. */
    targets,
    movePath: move.path,
    moveQuote: move.quote,
    /** The destination shown (looked at or kept) and its plan or why there is none, while the board shows them (moving, or the train done for this turn). */
    moveTarget: showPlan ? move.target : null,
    movePlan: showPlan ? move.plan : null,
    kept: move.kept,
    planner: move.planner,
    preview: build.preview,
    startFrom: build.startFrom,
    cities,
    ...controls,
    undo: planned.undo,
    /** The question asked before giving up part of the turn, while open. */
    costDialog: confirmCost.dialog,
  };
}

/**
 * The mileposts the train of `me` may still move this turn on the real state (planned track ends
 * moving only when it is built): none outside its operations or with nowhere to go (`reach`, when
 * the board computed it).
 */
function movesLeft(real: IndiaRailsState, me: number, reach: ReadonlyMap<number, number[]> | null): number {
  const operating = real.phase === 'main' && real.turn.seat === me && real.turn.stage === 'operations' && real.players[me].at !== null;
  if (!operating || (reach !== null && reach.size === 0)) return 0;
  return Math.max(0, real.turn.allowance - real.turn.moved);
}
