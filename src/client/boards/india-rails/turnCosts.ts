/**
 * India Rails actions that give up part of the turn, and the question asked before each
 * (docs/rules/india-rails.md §5.2, §5.3, §9, §12): an upgrade ends the train's operations, ending
 * the turn gives up the movement and building money left, discarding the hand and backtracking
 * take the whole turn.
 */
import { LOCO_NAMES } from '../../../games/india-rails/data/locos.ts';
import type { IndiaRailsAction } from '../../../games/india-rails/rules/types.ts';
import type { CostQuestion } from '../../ui/useConfirmCost.tsx';

/** What is left of the turn: mileposts the train may still move (0 when it cannot move now) and money it may still build with. */
export interface TurnLeft {
  movesLeft: number;
  budget: number;
}

/** "1 milepost", "9 mileposts". */
function mileposts(n: number): string {
  return `${n} milepost${n === 1 ? '' : 's'}`;
}

/** The question to ask before `a`, or null when it costs nothing the player might not expect. */
export function costQuestion(a: IndiaRailsAction, left: TurnLeft): CostQuestion | null {
  switch (a.type) {
    case 'upgradeLoco':
      if (left.movesLeft === 0) return null;
      return {
        kind: 'ir-upgrade-before-moving',
        title: `Upgrade to ${LOCO_NAMES[a.to]} before moving?`,
        cost: `An upgrade takes the place of building, and building ends your train's operations: it will not move the ${mileposts(left.movesLeft)} it has left this turn, nor pick up or deliver. The new train's speed counts from your next turn. Move first, then upgrade, to lose nothing.`,
        go: 'Upgrade now',
        back: 'Move first',
      };
    case 'endTurn': {
      const parts = [
        ...(left.movesLeft > 0 ? [`${mileposts(left.movesLeft)} of movement`] : []),
        ...(left.budget > 0 ? [`${left.budget}M to build with`] : []),
      ];
      if (parts.length === 0) return null;
      return {
        kind: 'ir-end-turn-unused',
        title: 'End your turn?',
        cost: `You still have ${parts.join(' and ')} this turn. Ending now gives ${parts.length > 1 ? 'both' : 'it'} up: nothing carries over to your next turn.`,
        go: 'End turn',
      };
    }
    case 'discardHand':
      return {
        kind: 'ir-discard-hand',
        title: 'Discard your hand?',
        cost: 'Your three demand cards go and three new ones are drawn (an event drawn acts at once). It takes your whole turn: you will not move, build or upgrade.',
        go: 'Discard and end turn',
      };
    case 'backtrack':
      return {
        kind: 'ir-backtrack',
        title: 'Backtrack?',
        cost: 'Turning the train round where it stands takes your whole turn: no moving, building or upgrading until your next turn, when it may leave either way. On another player’s track the rent is due.',
        go: 'Backtrack',
      };
    default:
      return null;
  }
}
