/** The plan to a destination over several turns, in words, with the button that moves this turn's part of it and a way to forget it. */
import type { Result } from '../../../engine/result.ts';
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';
import type { MovePlan } from '../../../games/india-rails/rules/move-plan.ts';
import { seatName, useSession } from '../../view/session.tsx';
import type { Destination } from './destination.ts';
import { planWords } from './moveWords.ts';
import './ir-moves.css';

/** The panel under the mode buttons while a destination is shown. */
export function MovePlanPanel({
  ctx,
  target,
  plan,
  kept,
  rent,
  cash,
  myTurn,
  canGo,
  onGo,
  onForget,
}: {
  ctx: RulesContext;
  target: Destination;
  plan: Result<MovePlan>;
  /** Whether `target` is the kept destination (else the player is looking at it). */
  kept: boolean;
  rent: number;
  cash: number;
  myTurn: boolean;
  /** Whether the train may move now (its turn, its operations, no action in flight). */
  canGo: boolean;
  onGo: () => void;
  onForget: () => void;
}) {
  const session = useSession();
  if (!plan.ok) {
    return (
      <div className="ir-preview ir-plan" data-testid="move-plan">
        <span className="bad">
          {target.name}: {plan.reason}.
        </span>{' '}
        {kept && (
          <button type="button" className="link-button" onClick={onForget} data-testid="forget-destination">
            Forget this destination
          </button>
        )}
      </div>
    );
  }
  const w = planWords(ctx, plan.value, target.name, { rent, cash, who: (q) => seatName(session, q), kept, myTurn });
  return (
    <div className="ir-preview ir-plan" data-testid="move-plan">
      <div data-testid="move-plan-heading">{w.heading}</div>
      <div className={plan.value.ownTrack ? 'muted' : 'rent'} data-testid="move-plan-track">
        {w.track}
      </div>
      {w.stops && <div data-testid="move-plan-stops">{w.stops}</div>}
      {w.faster && <div className="muted">{w.faster}</div>}
      <div className="ir-plan-actions">
        <button type="button" className="primary" onClick={onGo} disabled={!canGo || !plan.value.now} data-testid="go-destination">
          {w.action}
          {plan.value.now ? ' (Enter)' : ''}
        </button>
        {kept && (
          <button type="button" className="link-button" onClick={onForget} data-testid="forget-destination">
            Forget this destination
          </button>
        )}
      </div>
    </div>
  );
}
