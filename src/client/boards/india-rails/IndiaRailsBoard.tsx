/**
 * The India Rails board: the map, the my-turn panel, the players, events and move log, the demand
 * cards, and the dialogs, laid out by the shared `BoardShell`. The turn's state and controls come
 * from `useIrTurn`.
 */
import type { BoardProps } from 'boardgame.io/react';
import { useRef, useState } from 'react';
import type { CoreG } from '../../../engine/bgio.ts';
import type { GameResult } from '../../../engine/core.ts';
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { BoardShell } from '../../ui/BoardShell.tsx';
import { EndScreen } from '../../ui/EndScreen.tsx';
import { MoveLog } from '../../ui/MoveLog.tsx';
import { useHint } from '../../ui/useHint.ts';
import { useMoveLog } from '../../ui/useMoveLog.ts';
import { type BoardEnv, boardEnv } from './boardEnv.ts';
import { DemandCards } from './DemandCards.tsx';
import { type CityHighlight, IrMap } from './IrMap.tsx';
import { IrEventsPanel, IrPlayersPanel } from './IrPanels.tsx';
import { Legend } from './Legend.tsx';
import { LoseLoadDialog } from './LoseLoadDialog.tsx';
import { MyTurnPanel } from './MyTurnPanel.tsx';
import { plannedHint } from './plannedHint.ts';
import { IR_SHORTCUTS, useIrKeys } from './useIrKeys.ts';
import { useIrTurn } from './useIrTurn.ts';
import { useResetOn } from '../../ui/useResetOn.ts';

/** Makes the board component for a core (the real map's, or a test map's). */
export function makeIndiaRailsBoard(core: IndiaRailsCore) {
  const env = boardEnv(core);

  /** The board of one seat. */
  // biome-ignore lint/correctness/noComponentHookFactories: called once per core at module load (module.ts), never during render
  return function IndiaRailsBoard(props: BoardProps<CoreG<IndiaRailsState>>) {
    return <IndiaRailsBoardView {...props} env={env} />;
  };
}

function IndiaRailsBoardView(props: BoardProps<CoreG<IndiaRailsState>> & { env: BoardEnv }) {
  const { core, ctx, data, geo, edgeEnds } = props.env;
  const { ctx: bctx, log, _stateID } = props;
  const turn = useIrTurn(props, props.env);
  const { me, real, view, choices, mode, waiting, commit } = turn;
  const [highlight, setHighlight] = useState<CityHighlight | null>(null);
  const [showEnd, setShowEnd] = useState(true);
  const citySelect = useRef<HTMLSelectElement>(null);

  // A delivered card leaves the hand under the pointer: drop its highlight.
  useResetOn(me !== undefined ? real.players[me].hand.join(',') : '', () => setHighlight(null));
  const { lines, older } = useMoveLog(core, real, _stateID, log);
  const hint = useHint(core, real, me, _stateID);
  useIrKeys(turn, hint, citySelect);

  const planned = plannedHint(core, view, me, turn.planner, hint.hint);
  const hintAction = planned?.action as IndiaRailsAction | undefined;
  const hintPath = hintAction && (hintAction.type === 'buildTrack' || hintAction.type === 'moveTrain') ? hintAction.path : null;
  const result = bctx.gameover as GameResult | undefined;
  const myPlayer = me !== undefined ? real.players[me] : undefined;
  const cardProps = {
    ctx,
    deliveries: choices.deliveries,
    onHighlight: setHighlight,
    onDeliver: (a: IndiaRailsAction) => commit(a),
    disabled: !turn.myTurn || waiting || turn.plan.length > 0,
  };

  const turnPanel = me !== undefined && <MyTurnPanel ctx={ctx} turn={turn} citySelect={citySelect} />;
  const players = <IrPlayersPanel core={core} state={real} me={me} active={turn.active} />;
  const events = <IrEventsPanel core={core} state={real} />;
  const moveLog = <MoveLog lines={lines} older={older} />;
  const tray = (
    <div className="ir-tray">
      {myPlayer && <DemandCards {...cardProps} hand={myPlayer.hand} />}
      {real.openContracts.length > 0 && <DemandCards {...cardProps} title="Open contracts (anyone may fill)" hand={real.openContracts} />}
    </div>
  );
  const hasEvents = real.events.length > 0 || (real.warehouse ?? []).length > 0;

  return (
    <BoardShell
      className="ir-board"
      title="India Rails"
      stateId={_stateID}
      turnKey={`${bctx.phase}|${bctx.turn}`}
      active={turn.active}
      me={me}
      prompt={turn.prompt}
      gameover={result !== undefined}
      hint={{ ...hint, text: planned?.text, apply: hintAction ? () => turn.applyHint(hintAction) : undefined }}
      shortcuts={IR_SHORTCUTS}
      map={
        <IrMap
          data={data}
          geo={geo}
          goodsAt={ctx.goodsAt}
          state={view}
          edgeEnds={edgeEnds}
          me={me}
          plan={turn.plan}
          preview={mode === 'build' ? turn.preview : null}
          reach={mode === 'move' ? turn.reach : null}
          movePath={mode === 'move' ? turn.movePath : null}
          movePlan={turn.movePlan?.ok ? turn.movePlan.value : null}
          destination={turn.moveTarget?.targets ?? null}
          placeable={turn.placeable}
          highlight={highlight}
          hintPath={hintPath}
          targets={turn.targets}
          onMilepost={turn.pick}
        />
      }
      mapOverlay={<Legend costs={ctx.graph.costs} numPlayers={real.numPlayers} />}
      side={
        <>
          {turnPanel}
          {players}
          {events}
          {moveLog}
        </>
      }
      tray={tray}
      phone={{
        actions: turnPanel || undefined,
        sheets: [
          ...(myPlayer || real.openContracts.length > 0 ? [{ id: 'demands', label: 'Demands', content: tray }] : []),
          { id: 'players', label: 'Players', content: players },
          ...(hasEvents ? [{ id: 'events', label: 'Events', content: events }] : []),
          { id: 'log', label: 'Moves', content: moveLog },
        ],
      }}
      overlay={
        <>
          {choices.pendingLose.length > 0 && <LoseLoadDialog choices={choices.pendingLose} onLose={commit} />}
          {turn.costDialog}
          {result && showEnd && <EndScreen result={result} unit="M" onClose={() => setShowEnd(false)} />}
        </>
      }
    />
  );
}
