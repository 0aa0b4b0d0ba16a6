/**
 * A drawn event card in words, for the message everyone sees and the move log (docs/rules/india-rails.md
 * §10): what the card is, what it did to whom (track erased, trains derailed or caught in a strike, tax
 * paid) and what it forbids while it stays in play. Seats are "Player N", as in `describe.ts`.
 */
import type { HappeningWords } from '../../../engine/core.ts';
import type { EventArea, EventCard } from '../data/events.ts';
import type { RulesContext } from './context.ts';
import { nearestCity, placeName } from './places.ts';
import type { EventEffects, EventLogEntry, EventTrainHit } from './types.ts';

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** `n` and the noun, plural unless n is 1. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

const who = (seat: number) => `Player ${seat + 1}`;

/** Where an event card applies: "within 3 mileposts of the coast", "the Ganges and the Yamuna". */
export function eventAreaWords(ctx: RulesContext, area: EventArea): string {
  switch (area.kind) {
    case 'nearCities':
      return `within ${count(area.radius, 'milepost')} of ${listed(
        area.cities.map((id) => ctx.graph.cityById(id)?.name ?? id),
        'or',
      )}`;
    case 'rivers':
      return listed(area.rivers.map((id) => `the ${ctx.graph.data.rivers.find((r) => r.id === id)?.name ?? id}`));
    case 'coast':
      return `within ${count(area.within, 'milepost')} of the coast`;
    case 'inland':
      return `more than ${count(area.beyond, 'milepost')} from the coast`;
    case 'border':
      return `within ${count(area.within, 'milepost')} of the ${area.countries.join('–')} border`;
    case 'desert':
      return `the desert of ${area.name}`;
    case 'everywhere':
      return 'anywhere';
  }
}

/** What a lasting card forbids while in play: "nobody builds or moves over the Ganges". Null for none. */
function forbids(ctx: RulesContext, card: EventCard): string | null {
  const im = card.impacts;
  const where = eventAreaWords(ctx, card.area);
  const into = card.area.kind === 'rivers' ? `over ${where}` : `into ${where}`;
  const rules = [
    im.noBuilding && im.noMovement ? `nobody builds or moves ${into}` : null,
    im.noBuilding && !im.noMovement ? `nobody builds ${into}` : null,
    im.noMovement && !im.noBuilding ? `no train moves ${into}` : null,
    im.noPickup || im.noDelivery
      ? `no load is ${listed([im.noPickup ? 'picked up' : '', im.noDelivery ? 'delivered' : ''].filter(Boolean), 'or')} ${where}`
      : null,
    im.halfRate ? `trains move at half rate ${where}` : null,
  ].filter((r): r is string => r !== null);
  return rules.length > 0 ? listed(rules) : null;
}

/** Where erased segments lay: each segment by the end nearer a city, the same place once with a count. */
function erasedPlaces(ctx: RulesContext, edges: readonly number[]): string {
  const places = new Map<string, number>();
  for (const k of edges) {
    const [a, b] = ctx.graph.edgeEnds(k);
    const near = (m: number) => nearestCity(ctx, m)?.steps ?? Number.POSITIVE_INFINITY;
    const name = placeName(ctx, near(b) < near(a) ? b : a);
    places.set(name, (places.get(name) ?? 0) + 1);
  }
  return listed([...places].map(([name, n]) => (n > 1 ? `${name} (${n})` : name)));
}

/** "Player 2 loses 2 bridges (at Patna (2)). …", or that nothing was erased. */
function erasedWords(ctx: RulesContext, card: EventCard, erased: NonNullable<EventEffects['erased']>): string {
  const noun = card.kind === 'flood' ? 'bridge' : 'track segment';
  if (erased.length === 0) return `No ${noun}s were erased: nobody had built there.`;
  const parts = erased.map((e) => `${who(e.owner)} loses ${count(e.edges.length, noun)} (at ${erasedPlaces(ctx, e.edges)})`);
  const owners = listed(erased.map((e) => who(e.owner)));
  const them = erased.length > 1 ? 'their own' : erased[0].edges.length === 1 ? 'it' : 'them';
  return `${listed(parts)}. ${owners} may rebuild ${them} first once the card leaves play.`;
}

/** One train a derailment caught, in words: "Player 2's train, at Agra, loses its Tea, and Player 2 loses the next turn." */
function derailedWords(ctx: RulesContext, hit: EventTrainHit, drawer: number): string {
  const train = `${who(hit.seat)}'s ${hit.train === 1 ? 'second train' : 'train'}, at ${placeName(ctx, hit.at)},`;
  const load = hit.lost ? `loses its ${hit.lost}` : hit.choosing ? `loses one of its loads (${who(hit.seat)} chooses which)` : 'had no load to lose';
  const turn = hit.losesTurn ? `, and ${who(hit.seat)} loses ${hit.seat === drawer ? 'the rest of this turn and the next' : 'the next turn'}` : '';
  return `${train} ${load}${turn}.`;
}

/** What the card did to trains, money and track, sentence by sentence. */
function effectWords(ctx: RulesContext, card: EventCard, e: EventLogEntry, effects: EventEffects): string[] {
  const out: string[] = [];
  const im = card.impacts;
  if (effects.paid) {
    const paid = effects.paid.map((m, q) => `${who(q)} ${m > 0 ? `${m}M` : 'nothing'}`);
    out.push(`Each pays by the cash held: ${listed(paid)}.`);
  }
  if (effects.trains && (im.loseLoad || im.loseTurn)) {
    if (effects.trains.length === 0) out.push(`No train was ${eventAreaWords(ctx, card.area)}.`);
    else out.push(...effects.trains.map((h) => derailedWords(ctx, h, e.drawer)));
  } else if (effects.trains && effects.trains.length > 0) {
    const trains = effects.trains.map((h) => `${who(h.seat)}'s ${h.train === 1 ? 'second train' : 'train'} (at ${placeName(ctx, h.at)})`);
    out.push(`${listed(trains)} ${effects.trains.length === 1 ? 'stands' : 'stand'} in the strike.`);
  }
  if (effects.slowed) out.push(`${who(e.drawer)}'s train has ${count(effects.slowed.to, 'milepost')} left this turn instead of ${effects.slowed.from}.`);
  if (effects.erased) out.push(erasedWords(ctx, card, effects.erased));
  return out;
}

/** A drawn event in words: its title, who drew it, what it did and what it forbids until it leaves play. */
export function describeEvent(ctx: RulesContext, e: EventLogEntry): HappeningWords {
  const card = ctx.eventById.get(e.card);
  if (!card) return { seat: e.drawer, title: 'An event', text: `${who(e.drawer)} drew an event card (${e.card}).` };
  const text = [`${who(e.drawer)} drew it.`];
  if (e.effects) text.push(...effectWords(ctx, card, e, e.effects));
  const rule = card.duration === 'drawersNextTurn' ? forbids(ctx, card) : null;
  if (rule) text.push(`Until the end of ${who(e.drawer)}'s next turn ${rule}.`);
  return { seat: e.drawer, title: card.title, text: text.join(' ') };
}
