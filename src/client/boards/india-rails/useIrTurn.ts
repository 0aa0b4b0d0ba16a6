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
import { irControls } from './irControls.ts';
import { placeableCities, turnChoices } from './turnChoices.ts';
import { turnPrompt } from './turnPrompt.ts';
import { useBuildPreview } from './useBuildPreview.ts';
import { useOutbox } from '../../ui/useOutbox.ts';
import { usePlannedBuilds } from './usePlannedBuilds.ts';
import { useTrainMove } from './useTrainMove.ts';

/** The turn of the viewing seat, for the panels, the map and the keys. */
export type IrTurn = ReturnType<typeof useIrTurn>;

/** The viewing seat's turn on this render. */
export function useIrTurn(props: BoardProps<CoreG<IndiaRailsState>>, env: BoardEnv) {
  const { core, ctx, data } = env;
  const { G, ctx: bctx, moves, playerID, _stateID } = props;
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
  const move = useTrainMove(core, view, me, canOperate, turnKey);
  const budget = myTurn && me !== undefined ? buildBudget(view, me) : 0;
  const canBuild = myTurn && choices.pendingLose.length === 0 && !placeable && budget > 0;
  const { mode, reach } = move;
  const cities = useMemo(() => cityChoices(data.cities, placeable, mode, reach), [data, placeable, mode, reach]);
  const outbox = useOutbox(core, real, me, _stateID, moves, turnKey);
  const { waiting } = outbox;

  const controls = irControls({ core, ctx, me, myTurn, waiting, view, placeable, canBuild, planned, build, move, outbox });

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
    movePath: move.path,
    moveQuote: move.quote,
    preview: build.preview,
    startFrom: build.startFrom,
    cities,
    ...controls,
    undo: planned.undo,
  };
}
