/** The row of action buttons at the foot of the my-turn panel. */
import { LOCO_NAMES } from '../../../games/india-rails/data/locos.ts';
import type { IndiaRailsAction } from '../../../games/india-rails/rules/types.ts';
import type { TurnChoices } from './turnChoices.ts';
import { money } from './words.ts';

/** Upgrades, borrowing and backtracking, discarding the hand, and ending the turn (building the plan first). */
export function TurnButtons({
  choices,
  upgradeCost,
  planned,
  waiting,
  onAct,
}: {
  choices: TurnChoices;
  upgradeCost: number;
  /** Track is planned: the end button builds it first, and actions on the real state wait. */
  planned: boolean;
  waiting: boolean;
  onAct: (a: IndiaRailsAction) => void;
}) {
  return (
    <div className="ir-buttons">
      {choices.upgrades.map((a) => (
        <button key={a.to} type="button" className="small" disabled={waiting} onClick={() => onAct(a)} data-testid={`upgrade-${a.to}`}>
          {LOCO_NAMES[a.to]} ({money(upgradeCost)})
        </button>
      ))}
      {choices.extras.map((a) => (
        <button key={a.type} type="button" className="small" disabled={waiting || planned} onClick={() => onAct(a)} data-testid={a.type}>
          {a.type === 'borrow' ? `Borrow ${money(a.amount)}` : 'Backtrack (lose the turn)'}
        </button>
      ))}
      {choices.canDiscard && (
        <button type="button" className="small" disabled={waiting} onClick={() => onAct({ type: 'discardHand' })} data-testid="discard-hand">
          Discard hand
        </button>
      )}
      <button type="button" className="primary" disabled={!choices.canEnd || waiting} onClick={() => onAct({ type: 'endTurn' })} data-testid="end-turn">
        {planned ? 'Build and end turn (E)' : 'End turn (E)'}
      </button>
    </div>
  );
}
