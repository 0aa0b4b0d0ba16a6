/** India Rails things in words for the board: events in play, money. */
import type { EventCard } from '../../../games/india-rails/data/events.ts';
import type { RulesContext } from '../../../games/india-rails/rules/context.ts';

/** "23M". */
export function money(n: number): string {
  return `${n}M`;
}

/** What an event card does and where, in one line. */
export function eventText(ctx: RulesContext, card: EventCard): string {
  const a = card.area;
  const names = (ids: readonly string[]) => ids.map((id) => ctx.graph.cityById(id)?.name ?? id).join(', ');
  let where = '';
  switch (a.kind) {
    case 'nearCities':
      where = `within ${a.radius} of ${names(a.cities)}`;
      break;
    case 'rivers':
      where = `the ${a.rivers.map((id) => ctx.graph.data.rivers.find((r) => r.id === id)?.name ?? id).join(' and ')}`;
      break;
    case 'coast':
      where = `within ${a.within} of the coast`;
      break;
    case 'inland':
      where = `more than ${a.beyond} from the coast`;
      break;
    case 'border':
      where = `within ${a.within} of the ${a.countries.join('–')} border`;
      break;
    case 'desert':
      where = a.name;
      break;
    case 'everywhere':
      where = 'everywhere';
      break;
  }
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
