/** The viewing player's panel: their train and loads, the mode, the previews, the plan and the turn's buttons. */
import type { RefObject } from 'react';
import { LOCO_NAMES } from '../../../games/india-rails/data/locos.ts';
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';
import { BuildPreviewPanel } from './BuildPreviewPanel.tsx';
import { destinationLabel } from './cityChoices.ts';
import { CitySelect } from './CitySelect.tsx';
import { sameDestination } from './destination.ts';
import { LoadsPanel } from './LoadsPanel.tsx';
import { MovePlanPanel } from './MovePlanPanel.tsx';
import { MovePreview } from './MovePreview.tsx';
import { TurnButtons } from './TurnButtons.tsx';
import type { IrTurn } from './useIrTurn.ts';
import { money } from './words.ts';

/** The panel of a seated player (`turn.me` defined), on their turn or not. */
export function MyTurnPanel({ ctx, turn, citySelect }: { ctx: RulesContext; turn: IrTurn; citySelect: RefObject<HTMLSelectElement> }) {
  const { me, real, view, plan, choices, mode, waiting } = turn;
  const myPlayer = me !== undefined ? real.players[me] : undefined;
  const planned = plan.length > 0;
  return (
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
          deliveries={choices.deliveries}
          drops={choices.drops}
          pickups={choices.pickups}
          disabled={waiting || planned}
          onAct={(a) => turn.commit(a)}
        />
      )}
      <fieldset className="ir-modes" aria-label="Mode">
        <button
          type="button"
          className={mode === 'move' ? 'pressed' : ''}
          aria-pressed={mode === 'move'}
          disabled={!turn.canOperate}
          onClick={() => turn.setMode('move')}
          data-testid="mode-move"
        >
          Move (M)
        </button>
        <button
          type="button"
          className={mode === 'build' ? 'pressed' : ''}
          aria-pressed={mode === 'build'}
          disabled={!turn.canBuild}
          onClick={() => turn.setMode('build')}
          data-testid="mode-build"
        >
          Build (B)
        </button>
        <span className="budget" data-testid="build-budget">
          Build budget: {money(turn.budget)}
        </span>
      </fieldset>
      {turn.myTurn && (turn.placeable || (mode === 'move' && turn.reach) || (mode === 'build' && turn.canBuild)) && (
        <CitySelect
          label={turn.placeable ? 'Place in' : mode === 'move' ? 'Move to' : 'Build toward'}
          cities={turn.cities}
          optionLabel={mode === 'move' && !turn.placeable ? (c) => destinationLabel(c, turn.destinations?.get(c.id)) : undefined}
          selectRef={citySelect}
          disabled={waiting}
          onPick={turn.chooseCity}
        />
      )}
      {mode === 'move' && turn.movePath && <MovePreview ctx={ctx} path={turn.movePath} quote={turn.moveQuote} waiting={waiting} onConfirm={turn.confirm} />}
      {turn.moveTarget && turn.movePlan && myPlayer && (
        <MovePlanPanel
          ctx={ctx}
          target={turn.moveTarget}
          plan={turn.movePlan}
          kept={turn.kept !== null && sameDestination(turn.kept, turn.moveTarget)}
          rent={view.params.rent}
          cash={myPlayer.cash}
          myTurn={turn.myTurn}
          canGo={turn.canOperate && !waiting}
          onGo={turn.go}
          onForget={turn.forget}
        />
      )}
      {!turn.myTurn && turn.kept && (
        <p className="muted" data-testid="kept-destination">
          Your train is heading for {turn.kept.name}: continue on your turn.
        </p>
      )}
      {mode === 'build' && turn.preview && <BuildPreviewPanel ctx={ctx} preview={turn.preview} onStart={turn.startFrom} onConfirm={turn.confirm} />}
      {planned && (
        <div className="ir-plan-info" data-testid="plan-info">
          Planned: {plan.reduce((n, p) => n + p.length - 1, 0)} segments, {money(real.turn.spent === view.turn.spent ? 0 : view.turn.spent - real.turn.spent)}
          <button type="button" onClick={turn.undo} data-testid="undo-segment">
            Undo segment (U)
          </button>
        </div>
      )}
      <TurnButtons choices={choices} upgradeCost={view.params.upgradeCost} planned={planned} waiting={waiting} onAct={turn.act} />
      {(turn.error || turn.planProblem) && (
        <p className="bad" role="alert">
          {turn.error ?? turn.planProblem}
        </p>
      )}
    </section>
  );
}
