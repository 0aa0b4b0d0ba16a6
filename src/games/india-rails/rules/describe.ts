/** Move-log wording of India Rails actions. */
import { LOCO_NAMES } from '../data/locos.ts';
import type { RulesContext } from './context.ts';
import { placeName as place } from './places.ts';
import type { IndiaRailsAction, IndiaRailsState } from './types.ts';
import { wouldDeclare } from './victory.ts';

/** `n` and the noun, plural unless n is 1. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** A demand card by its three loads ("Tea, Coal and Salt"): players know cards by what they ask for. */
function cardName(ctx: RulesContext, id: string): string {
  const loads = ctx.demandById.get(id)?.demands.map((d) => d.load);
  if (!loads || loads.length === 0) return 'a demand card';
  return `the card for ${loads.length > 1 ? `${loads.slice(0, -1).join(', ')} and ${loads[loads.length - 1]}` : loads[0]}`;
}

/** A short sentence describing an action. */
export function describeAction(ctx: RulesContext, s: IndiaRailsState, seat: number, a: IndiaRailsAction): string {
  const text = describeOne(ctx, s, seat, a);
  return 'train' in a && a.train === 1 ? `${text} (second train)` : text;
}

function describeOne(ctx: RulesContext, s: IndiaRailsState, seat: number, a: IndiaRailsAction): string {
  const who = `Player ${seat + 1}`;
  switch (a.type) {
    case 'buildTrack':
      return `${who} builds ${count(a.path.length - 1, 'segment')} from ${place(ctx, a.path[0])} to ${place(ctx, a.path[a.path.length - 1])}`;
    case 'moveTrain':
      return `${who} moves ${count(a.path.length - 1, 'milepost')} to ${place(ctx, a.path[a.path.length - 1])}`;
    case 'upgradeLoco':
      return `${who} changes to a ${LOCO_NAMES[a.to]}`;
    case 'placeTrain':
      return `${who} places the train in ${ctx.graph.cityById(a.city)?.name ?? a.city}`;
    case 'pickUpLoad':
      return `${who} picks up ${a.load}`;
    case 'deliverLoad': {
      const d = ctx.demandById.get(a.card)?.demands[a.demand];
      return `${who} delivers ${a.load} to ${d ? (ctx.graph.cityById(d.city)?.name ?? d.city) : '?'} for ${d?.payout ?? '?'}M`;
    }
    case 'dropLoad':
      return `${who} drops ${a.load}`;
    case 'offerTrack':
      return `${who} offers Player ${a.seller + 1} a track deal (${a.buy.length} paths for ${a.give.length} paths and ${a.price}M)`;
    case 'answerOffer':
      return `${who} ${a.accept ? 'accepts' : 'declines'} the track deal`;
    case 'discardDemand':
      return `${who} discards ${cardName(ctx, a.card)}`;
    case 'loseLoad':
      return `${who} loses ${a.load} in the derailment`;
    case 'borrow':
      return `${who} borrows ${a.amount}M`;
    case 'backtrack':
      return `${who} backtracks (losing the turn)`;
    case 'discardHand':
      return `${who} discards his hand`;
    case 'endTurn':
      return wouldDeclare(ctx, s, seat) ? `${who} ends the turn and declares victory (${s.players[seat].cash}M)` : `${who} ends the turn`;
  }
}

/** Each move in words without its arguments (every India Rails move is public; this is the fallback). */
const HIDDEN: Record<IndiaRailsAction['type'], string> = {
  buildTrack: 'builds track',
  moveTrain: 'moves the train',
  upgradeLoco: 'changes the train',
  placeTrain: 'places the train',
  pickUpLoad: 'picks up a load',
  deliverLoad: 'delivers a load',
  dropLoad: 'drops a load',
  offerTrack: 'offers a track deal',
  answerOffer: 'answers the track deal',
  discardDemand: 'discards a demand card',
  loseLoad: 'loses a load in the derailment',
  borrow: 'borrows money',
  backtrack: 'backtracks (losing the turn)',
  discardHand: 'discards his hand',
  endTurn: 'ends the turn',
};

/** A move whose arguments the viewer was not shown, in words. */
export function describeHiddenAction(seat: number, type: IndiaRailsAction['type']): string {
  return `Player ${seat + 1} ${HIDDEN[type] ?? 'makes a move'}`;
}
