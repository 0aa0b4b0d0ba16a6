/**
 * The hint's move the way the move planner takes it: the medium bot chooses where the train goes;
 * the planner chooses how (own track first, rent only where it saves a turn and can be paid,
 * stopping where a demand can be met on the way), as for every move the player makes himself.
 */
import type { IndiaRailsCore } from '../../../games/india-rails/rules/core.ts';
import type { MovePlanner } from '../../../games/india-rails/rules/move-plan.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import type { Hint } from '../../view/session.tsx';

/** The hint with a main-train move replaced by the planner's move toward the same milepost (and worded again); any other hint as it came. */
export function plannedHint(core: IndiaRailsCore, view: IndiaRailsState, me: number | undefined, planner: MovePlanner | null, hint: Hint | null): Hint | null {
  const a = hint?.action as IndiaRailsAction | undefined;
  if (!hint || !a || a.type !== 'moveTrain' || a.train === 1 || !planner || me === undefined) return hint;
  const plan = planner.planTo([a.path[a.path.length - 1]]);
  if (!plan.ok || !plan.value.now) return hint;
  const action: IndiaRailsAction = { type: 'moveTrain', path: plan.value.now };
  // describe() names the player ("Player 2 moves…"); to the player it reads as a suggestion.
  return { action, text: core.describe(view, me, action).replace(/^Player \d+ /, 'Suggestion: ') };
}
