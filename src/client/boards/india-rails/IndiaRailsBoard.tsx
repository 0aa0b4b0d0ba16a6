/**
 * The India Rails board. What the player may do comes from the core: `legalActions` on the player's
 * view (pickups, deliveries, upgrades, placing the train, ending the turn), `validate`/`apply` for
 * every planned build and `checkMove` for every move. Builds are planned client-side and sent when
 * the turn ends (or before any other action), so a segment can be undone until then.
 */
import type { BoardProps } from 'boardgame.io/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type CoreG, objectCodec, seatOf } from '../../../engine/bgio.ts';
import type { GameResult } from '../../../engine/core.ts';
import { LOCO_NAMES } from '../../../games/india-rails/data/locos.ts';
import { buildBudget } from '../../../games/india-rails/rules/build.ts';
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { BoardShell } from '../../ui/BoardShell.tsx';
import { EndScreen } from '../../ui/EndScreen.tsx';
import { MoveLog } from '../../ui/MoveLog.tsx';
import { useHint } from '../../ui/useHint.ts';
import { useKeys } from '../../ui/useKeys.ts';
import { useMoveLog } from '../../ui/useMoveLog.ts';
import { BuildPreviewPanel } from './BuildPreviewPanel.tsx';
import { DemandCards } from './DemandCards.tsx';
import { IrEventsPanel, IrPlayersPanel } from './IrPanels.tsx';
import { Legend } from './Legend.tsx';
import { LoadsPanel } from './LoadsPanel.tsx';
import { mapGeometry } from './geometry.ts';
import { type CityHighlight, IrMap } from './IrMap.tsx';
import { type BuildPreview, foldPlan, moveQuote, previewBuild, reachable, undoSegment } from './planning.ts';
import { money } from './words.ts';
import { placeName } from '../../../games/india-rails/rules/places.ts';

type Mode = 'move' | 'build';
const codec = objectCodec<IndiaRailsAction>();

/** Makes the board component for a core (the real map's, or a test map's). */
export function makeIndiaRailsBoard(core: IndiaRailsCore) {
  const ctx = core.ctx;
  const data = ctx.graph.data;
  const env: BoardEnv = { core, ctx, data, geo: mapGeometry(data), edgeEnds: (k: number) => ctx.graph.edgeEnds(k) };

  /** The board of one seat. */
  // biome-ignore lint/correctness/noComponentHookFactories: called once per core at module load (module.ts), never during render
  return function IndiaRailsBoard(props: BoardProps<CoreG<IndiaRailsState>>) {
    return <IndiaRailsBoardView {...props} env={env} />;
  };
}

interface BoardEnv {
  core: IndiaRailsCore;
  ctx: IndiaRailsCore['ctx'];
  data: IndiaRailsCore['ctx']['graph']['data'];
  geo: ReturnType<typeof mapGeometry>;
  edgeEnds: (k: number) => [number, number];
}

function IndiaRailsBoardView(props: BoardProps<CoreG<IndiaRailsState>> & { env: BoardEnv }) {
    const { core, ctx, data, geo, edgeEnds } = props.env;
    const { G, ctx: bctx, moves, playerID, log, _stateID } = props;
    const real = G.core;
    const me = seatOf(playerID);
    const [plan, setPlan] = useState<number[][]>([]);
    const [preview, setPreview] = useState<BuildPreview | null>(null);
    const [movePath, setMovePath] = useState<number[] | null>(null);
    const [mode, setMode] = useState<Mode>('move');
    const [highlight, setHighlight] = useState<CityHighlight | null>(null);
    const [outbox, setOutbox] = useState<IndiaRailsAction[]>([]);
    const [sentAt, setSentAt] = useState<number | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [showEnd, setShowEnd] = useState(true);
    const citySelect = useRef<HTMLSelectElement>(null);

    const active = core.activePlayers(real);
    const myTurn = me !== undefined && active.includes(me) && !bctx.gameover;
    const turnKey = `${real.turn.seat}:${real.players[real.turn.seat]?.turns}:${real.phase}`;
    // A new turn starts with a clean plan.
    // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the turn, not on every state
    useEffect(() => {
      setPlan([]);
      setPreview(null);
      setMovePath(null);
      setOutbox([]);
      setMode('move');
    }, [turnKey]);

    const handKey = me !== undefined ? real.players[me].hand.join(',') : '';
    // A delivered card leaves the hand under the pointer: drop its highlight.
    // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the hand changes
    useEffect(() => setHighlight(null), [handKey]);

    const folded = useMemo(() => (me !== undefined ? foldPlan(core, real, me, plan) : { state: real, problem: null }), [real, me, plan, core]);
    const view = folded.state;
    const legal = useMemo(() => (myTurn && me !== undefined ? core.legalActions(view, me) : []), [view, me, myTurn, core.legalActions]);
    const realLegal = useMemo(() => (myTurn && me !== undefined ? core.legalActions(real, me) : []), [real, me, myTurn, core.legalActions]);
    const waiting = sentAt === _stateID || outbox.length > 0;
    const { lines, older } = useMoveLog(core, real, _stateID, log);
    const hint = useHint(core, real, me, _stateID);

    // Sends queued actions one at a time, each after the master's answer to the previous one.
    useEffect(() => {
      if (outbox.length === 0 || sentAt === _stateID || me === undefined) return;
      const [next, ...rest] = outbox;
      const why = core.validate(real, me, next);
      if (why) {
        setError(why);
        setOutbox([]);
        return;
      }
      setSentAt(_stateID);
      setOutbox(rest);
      moves[next.type](...codec.toArgs(next));
    }, [outbox, _stateID, sentAt, real, me, moves, core.validate]);
    useEffect(() => {
      if (sentAt === null) return;
      const t = setTimeout(() => setSentAt(null), 5000);
      return () => clearTimeout(t);
    }, [sentAt]);

    /** Sends the planned builds, then `actions`. */
    const commit = (...actions: IndiaRailsAction[]) => {
      if (!myTurn || waiting) return;
      setError(null);
      setOutbox([...plan.map((path): IndiaRailsAction => ({ type: 'buildTrack', path })), ...actions]);
      setPlan([]);
      setPreview(null);
      setMovePath(null);
    };

    const pl = me !== undefined ? view.players[me] : undefined;
    const placeable = useMemo(() => {
      const cities = legal.flatMap((a) => (a.type === 'placeTrain' ? [a.city] : []));
      return cities.length > 0 ? new Set(cities) : null;
    }, [legal]);
    const pendingLose = legal.filter((a): a is Extract<IndiaRailsAction, { type: 'loseLoad' }> => a.type === 'loseLoad');
    const canOperate = myTurn && view.phase === 'main' && view.turn.stage === 'operations' && plan.length === 0 && pl?.at !== null;
    const reach = useMemo(
      () => (canOperate && mode === 'move' && me !== undefined ? reachable(core, view, me) : null),
      [canOperate, mode, view, me, core],
    );
    const budget = myTurn && me !== undefined ? buildBudget(view, me) : 0;
    const canBuild = myTurn && pendingLose.length === 0 && !placeable && budget > 0;
    const effectiveMode: Mode = canOperate && reach && reach.size > 0 ? mode : 'build';

    const pickups = realLegal.filter((a) => a.type === 'pickUpLoad');
    const deliveries = realLegal.filter((a): a is Extract<IndiaRailsAction, { type: 'deliverLoad' }> => a.type === 'deliverLoad');
    const drops = realLegal.filter((a): a is Extract<IndiaRailsAction, { type: 'dropLoad' }> => a.type === 'dropLoad');
    const upgrades = legal.filter((a): a is Extract<IndiaRailsAction, { type: 'upgradeLoco' }> => a.type === 'upgradeLoco');
    const canDiscard = plan.length === 0 && realLegal.some((a) => a.type === 'discardHand');
    const canEnd = legal.some((a) => a.type === 'endTurn') || realLegal.some((a) => a.type === 'endTurn');
    // Keyboard path to the map: the cities one may place in, move to (their reachable milepost) or build toward.
    const cityChoices = useMemo(() => {
      const all = [...data.cities].sort((a, b) => a.name.localeCompare(b.name));
      if (placeable) return all.filter((c) => placeable.has(c.id));
      if (effectiveMode === 'move' && reach) {
        return all.flatMap((c) => {
          const m = c.mileposts.find((x) => reach.has(x));
          return m === undefined ? [] : [{ ...c, milepost: m }];
        });
      }
      return all;
    }, [data, placeable, effectiveMode, reach]);
    const moveInfo = movePath && me !== undefined ? moveQuote(core, view, me, movePath) : null;

    const onMilepost = (m: number) => {
      if (!myTurn || waiting || me === undefined) return;
      setError(null);
      if (placeable) {
        const city = ctx.graph.cityAt(m);
        if (city && placeable.has(city.id)) commit({ type: 'placeTrain', city: city.id });
        return;
      }
      if (effectiveMode === 'move' && reach) {
        const path = reach.get(m);
        if (!path) {
          setMovePath(null);
          return;
        }
        if (movePath && movePath[movePath.length - 1] === m) commit({ type: 'moveTrain', path });
        else setMovePath(path);
        return;
      }
      if (canBuild) setPreview(previewBuild(core, view, me, m));
    };

    const confirm = () => {
      if (effectiveMode === 'move' && movePath) commit({ type: 'moveTrain', path: movePath });
      else if (preview && preview.runs.length > 0) {
        setPlan((p) => [...p, ...preview.runs]);
        setPreview(null);
      }
    };
    const undo = () => setPlan((p) => undoSegment(p));

    useKeys([
      ['m', canOperate ? () => setMode('move') : undefined],
      ['b', () => setMode('build')],
      ['Enter', confirm],
      ['u', undo],
      ['Backspace', undo],
      ['e', canEnd ? () => commit({ type: 'endTurn' }) : undefined],
      ['p', pickups.length > 0 ? () => commit(pickups[0]) : undefined],
      ['d', deliveries.length > 0 ? () => commit(deliveries[0]) : undefined],
      ['h', hint.available ? hint.ask : undefined],
      ['c', () => citySelect.current?.focus()],
      [
        'Escape',
        () => {
          setPreview(null);
          setMovePath(null);
        },
      ],
    ]);

    let prompt: string;
    if (!myTurn) prompt = real.phase === 'building' ? 'Players are building their first track.' : 'Wait for your turn.';
    else if (pendingLose.length > 0) prompt = 'A derailment: choose the load you lose.';
    else if (placeable) prompt = 'Place your train in any city (click a ringed city).';
    else if (view.phase === 'building') prompt = `Building turn: click a milepost to plan track (${money(budget)} left), then End turn.`;
    else if (canOperate) prompt = 'Move your train (click a ringed milepost), pick up and deliver; then build or upgrade.';
    else prompt = `Build or upgrade (${money(budget)} left), then End turn.`;

    const hintAction = hint.hint?.action as IndiaRailsAction | undefined;
    const hintPath = hintAction && (hintAction.type === 'buildTrack' || hintAction.type === 'moveTrain') ? hintAction.path : null;
    const result = bctx.gameover as GameResult | undefined;

    const myPlayer = me !== undefined ? real.players[me] : undefined;
    const myTurnPanel = (
        <section className="panel ir-actions" aria-label="Your turn">
        <h3>
          Your train: {myPlayer ? LOCO_NAMES[myPlayer.loco] : ''}
          {view.turn.seat === me && view.turn.allowance > 0 ? ` · moved ${view.turn.moved} of ${view.turn.allowance}` : ''}
        </h3>
        {myPlayer && (
          <LoadsPanel
            ctx={ctx}
            loads={myPlayer.loads.map((c) => c.load)}
            hand={myPlayer.hand}
            deliveries={deliveries}
            drops={drops}
            pickups={pickups}
            disabled={waiting || plan.length > 0}
            onAct={(a) => commit(a)}
          />
        )}
        <fieldset className="ir-modes" aria-label="Mode">
          <button type="button" className={effectiveMode === 'move' ? 'pressed' : ''} aria-pressed={effectiveMode === 'move'} disabled={!canOperate} onClick={() => setMode('move')} data-testid="mode-move">
            Move (M)
          </button>
          <button type="button" className={effectiveMode === 'build' ? 'pressed' : ''} aria-pressed={effectiveMode === 'build'} disabled={!canBuild} onClick={() => setMode('build')} data-testid="mode-build">
            Build (B)
          </button>
          <span className="budget" data-testid="build-budget">
            Build budget: {money(budget)}
          </span>
        </fieldset>
        {myTurn && (placeable || (effectiveMode === 'move' && reach) || (effectiveMode === 'build' && canBuild)) && (
          <label className="city-select">
            <span>{placeable ? 'Place in' : effectiveMode === 'move' ? 'Move to' : 'Build toward'} (C): </span>
            <select ref={citySelect} value="" onChange={(e) => e.target.value !== '' && onMilepost(Number(e.target.value))} data-testid="city-select" disabled={waiting}>
              <option value="">a city…</option>
              {cityChoices.map((c) => (
                <option key={c.id} value={c.milepost}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {effectiveMode === 'move' && movePath && (
          <div className="ir-preview" data-testid="move-preview">
            To {placeName(ctx, movePath[movePath.length - 1])}: {movePath.length - 1} mileposts
            {typeof moveInfo === 'string' ? <span className="bad"> — {moveInfo}</span> : moveInfo && moveInfo.rent > 0 ? <span className="bad"> — rent {money(moveInfo.rent)}</span> : ' — no rent'}
            <button type="button" className="primary" onClick={confirm} disabled={waiting || typeof moveInfo === 'string'} data-testid="confirm-move">
              Move (Enter)
            </button>
          </div>
        )}
        {effectiveMode === 'build' && preview && (
          <BuildPreviewPanel ctx={ctx} preview={preview} onStart={(key) => me !== undefined && setPreview(previewBuild(core, view, me, preview.target, key))} onConfirm={confirm} />
        )}
        {plan.length > 0 && (
          <div className="ir-plan-info" data-testid="plan-info">
            Planned: {plan.reduce((n, p) => n + p.length - 1, 0)} segments, {money(real.turn.spent === view.turn.spent ? 0 : view.turn.spent - real.turn.spent)}
            <button type="button" onClick={undo} data-testid="undo-segment">
              Undo segment (U)
            </button>
          </div>
        )}
        <div className="ir-buttons">
          {upgrades.map((a) => (
            <button key={a.to} type="button" className="small" disabled={waiting} onClick={() => commit(a)} data-testid={`upgrade-${a.to}`}>
              {LOCO_NAMES[a.to]} ({money(view.params.upgradeCost)})
            </button>
          ))}
          {realLegal
            .filter((a) => a.type === 'borrow' || a.type === 'backtrack')
            .map((a) => (
              <button key={a.type} type="button" className="small" disabled={waiting || plan.length > 0} onClick={() => commit(a)} data-testid={a.type}>
                {a.type === 'borrow' ? `Borrow ${money(a.amount)}` : 'Backtrack (lose the turn)'}
              </button>
            ))}
          {canDiscard && (
            <button type="button" className="small" disabled={waiting} onClick={() => commit({ type: 'discardHand' })} data-testid="discard-hand">
              Discard hand
            </button>
          )}
          <button type="button" className="primary" disabled={!canEnd || waiting} onClick={() => commit({ type: 'endTurn' })} data-testid="end-turn">
            {plan.length > 0 ? 'Build and end turn (E)' : 'End turn (E)'}
          </button>
        </div>
        {(error || folded.problem) && (
          <p className="bad" role="alert">
            {error ?? folded.problem}
          </p>
        )}
      </section>
    );

    const side = (
      <>
        {me !== undefined && myTurnPanel}
        <IrPlayersPanel core={core} state={real} me={me} active={active} />
        <IrEventsPanel core={core} state={real} />
        <MoveLog lines={lines} older={older} />
      </>
    );

    const cardProps = { ctx, deliveries, onHighlight: setHighlight, onDeliver: (a: IndiaRailsAction) => commit(a), disabled: !myTurn || waiting || plan.length > 0 };
    const tray = (
      <div className="ir-tray">
        {myPlayer && <DemandCards {...cardProps} hand={myPlayer.hand} />}
        {real.openContracts.length > 0 && <DemandCards {...cardProps} title="Open contracts (anyone may fill)" hand={real.openContracts} />}
      </div>
    );

    return (
      <BoardShell
        className="ir-board"
        title="India Rails"
        stateId={_stateID}
        active={active}
        me={me}
        prompt={prompt}
        gameover={result !== undefined}
        hint={{
          ...hint,
          apply: hintAction
            ? () => {
                // A suggested build joins the plan (still undoable); anything else is played at once.
                if (hintAction.type === 'buildTrack' && me !== undefined && core.validate(view, me, hintAction) === null) setPlan((p) => [...p, hintAction.path]);
                else commit(hintAction);
              }
            : undefined,
        }}
        shortcuts={[
          { keys: 'M / B', what: 'move mode / build mode' },
          { keys: 'Enter', what: 'confirm the move or add the build to the plan' },
          { keys: 'U', what: 'undo the last planned segment' },
          { keys: 'P / D', what: 'pick up / deliver (first available)' },
          { keys: 'E', what: 'build the plan and end the turn' },
          { keys: 'C', what: 'choose a city to place in, move to or build toward' },
          { keys: 'H', what: 'ask for a hint' },
          { keys: '+ − 0 arrows', what: 'zoom and pan the map (when focused)' },
          { keys: 'Esc', what: 'clear the preview' },
        ]}
        map={
          <IrMap
            data={data}
            geo={geo}
            goodsAt={ctx.goodsAt}
            state={view}
            edgeEnds={edgeEnds}
            me={me}
            plan={plan}
            preview={effectiveMode === 'build' ? preview : null}
            reach={effectiveMode === 'move' ? reach : null}
            movePath={effectiveMode === 'move' ? movePath : null}
            placeable={placeable}
            highlight={highlight}
            hintPath={hintPath}
            onMilepost={onMilepost}
          />
        }
        mapOverlay={<Legend costs={ctx.graph.costs} numPlayers={real.numPlayers} />}
        side={side}
        tray={tray}
        overlay={
          <>
            {pendingLose.length > 0 && (
              <div className="modal-backdrop">
                <div className="modal" role="dialog" aria-modal="true" aria-label="Derailment" data-testid="lose-load-dialog">
                  <h3>Derailment: which load do you lose?</h3>
                  <div className="actions">
                    {pendingLose.map((a) => (
                      <button key={a.load} type="button" onClick={() => commit(a)}>
                        {a.load}
                      </button>
                    ))}
                  </div>
                </div>
              </div>
            )}
            {result && showEnd && <EndScreen result={result} unit="M" onClose={() => setShowEnd(false)} />}
          </>
        }
      />
    );
}
