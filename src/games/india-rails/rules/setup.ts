/**
 * Preparation (docs/rules/india-rails.md §4): shuffle demand and event cards together,
 * deal three demand cards to each player (events dealt are set aside, then shuffled back in —
 * or removed in the Fast Game), find the first player by the largest single payout (ties by the
 * next largest), and start the Switchback building turns.
 */
import type { Rng } from '../../../engine/rng.ts';
import { type IndiaRailsSetupData, resolveParams } from '../params.ts';
import type { RulesContext } from './context.ts';
import { drawCard } from './deck.ts';
import { freshTurn, switchbackOrder } from './turns.ts';
import type { IndiaRailsState, PlayerState } from './types.ts';

/** Payouts of a hand, largest first. */
export function sortedPayouts(ctx: RulesContext, hand: readonly string[]): number[] {
  return hand.flatMap((id) => ctx.demandById.get(id)!.demands.map((d) => d.payout)).sort((a, b) => b - a);
}

/** The seat whose hand holds the largest single payout, ties broken by the next largest (then the lower seat). */
export function firstPlayerOf(ctx: RulesContext, hands: readonly (readonly string[])[]): number {
  const lists = hands.map((h) => sortedPayouts(ctx, h));
  let best = 0;
  for (let q = 1; q < lists.length; q++) {
    const a = lists[q];
    const b = lists[best];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = a[i] ?? -1;
      const y = b[i] ?? -1;
      if (x !== y) {
        if (x > y) best = q;
        break;
      }
    }
  }
  return best;
}

/** The initial state of a game. */
export function setupState(ctx: RulesContext, numPlayers: number, options: IndiaRailsSetupData | undefined, rng: Rng): IndiaRailsState {
  const params = resolveParams(options);
  const variants = { ...(options?.variants ?? {}) };
  const fastGame = variants.fastGame === true;
  const events = ctx.eventCards.filter((e) => !(fastGame && e.impacts.tax)).map((e) => e.id);
  const players: PlayerState[] = Array.from({ length: numPlayers }, () => ({
    cash: params.startingCash,
    debt: 0,
    owed: [],
    loco: 'freight',
    at: null,
    prev: null,
    loads: [],
    hand: [],
    lostTurns: 0,
    turns: 0,
    deliveries: 0,
    income: 0,
    second: variants.additionalTrains ? { loco: 'fastFreight', at: null, prev: null, loads: [] } : null,
  }));
  const s: IndiaRailsState = {
    numPlayers,
    params,
    variants,
    phase: 'building',
    firstPlayer: 0,
    buildOrder: [],
    buildIndex: 0,
    round: 0,
    turn: undefined as never,
    players,
    track: players.map(() => []),
    supply: Object.fromEntries(ctx.loads.map((l) => [l.id, l.count])),
    deck: rng.shuffle([...ctx.demandCards.map((c) => c.id), ...events]),
    discard: [],
    events: [],
    reservations: [],
    pending: [],
    bank: params.bankStart - numPlayers * params.startingCash,
    target: params.winCash,
    declared: [],
    winners: null,
    eventLog: [],
    openContracts: [],
    warehouse: [],
    offer: null,
  };
  const setAside: string[] = [];
  const deal = fastGame ? params.fastGameDeal : params.handSize;
  for (const pl of players) {
    while (pl.hand.length < deal) {
      const card = drawCard(s, rng);
      if (card === null) throw new Error('India Rails: the deck is too small to deal');
      if (ctx.demandById.has(card)) pl.hand = [...pl.hand, card];
      else setAside.push(card);
    }
  }
  if (!fastGame && setAside.length > 0) s.deck = rng.shuffle([...s.deck, ...setAside]);
  s.firstPlayer = firstPlayerOf(
    ctx,
    players.map((p) => p.hand),
  );
  s.buildOrder = switchbackOrder(numPlayers, s.firstPlayer, params.buildingTurns);
  s.turn = freshTurn(ctx, s, s.buildOrder[0]);
  return s;
}
