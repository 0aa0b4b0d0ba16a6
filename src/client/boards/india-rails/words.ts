/** India Rails things in words for the board: events in play, money. */
import type { EventCard } from '../../../games/india-rails/data/events.ts';
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';
import { eventAreaWords } from '../../../games/india-rails/rules/describe-events.ts';

/** "23M". */
export function money(n: number): string {
  return `${n}M`;
}

/** What an event card does and where, in one line. */
export function eventText(ctx: RulesContext, card: EventCard): string {
  const where = eventAreaWords(ctx, card.area);
  const i = card.impacts;
  const what = [
    i.loseLoad && 'lose a load',
    i.loseTurn && 'lose a turn',
    i.destroyTrack && 'track erased',
    i.noBuilding && 'no building',
    i.noMovement && 'no movement',
    i.halfRate && 'half speed',
    i.noPickup && 'no pickup',
    i.noDelivery && 'no delivery',
    i.tax && 'tax on cash',
  ]
    .filter(Boolean)
    .join(', ');
  return `${card.title}: ${what} (${where})`;
}
