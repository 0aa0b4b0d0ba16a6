/**
 * Drawing cards and resolving events (docs/rules/india-rails.md §8.2, §10). Events take effect the moment they are drawn; lasting ones
 * leave play at the end of the drawer's next turn, and owners of erased track then get the first
 * chance to rebuild it.
 */
import type { Rng } from '../../../engine/rng.ts';
import type { EventImpacts } from '../data/events.ts';
import { FIXED_PARAMS } from '../params.ts';
import type { RulesContext } from './context.ts';
import { drawCard } from './deck.ts';
import { pay } from './draft.ts';
import type { EventEffects, EventTrainHit, IndiaRailsState } from './types.ts';

/** The Excess Profits Tax a player with `cash` pays. */
export function taxFor(s: IndiaRailsState, cash: number): number {
  let due = 0;
  for (const b of s.params.taxBands) if (cash >= b.from) due = b.pay;
  return due;
}

/** Removes one chip of a load from a player's train and returns it to the tray. */
export function returnChip(t: IndiaRailsState, seat: number, load: string): void {
  const pl = t.players[seat];
  const i = pl.loads.findIndex((c) => c.load === load);
  if (i < 0) return;
  pl.loads = pl.loads.filter((_, j) => j !== i);
  t.supply = { ...t.supply, [load]: t.supply[load] + 1 };
}

/** Every player pays the Excess Profits Tax on his cash; what each paid. */
function taxEveryone(t: IndiaRailsState): number[] {
  return t.players.map((pl, q) => {
    const due = taxFor(t, pl.cash);
    pay(t, q, due);
    return due;
  });
}

/** Derailments: trains in the area lose a load and their owners a turn. The trains caught. */
function derail(t: IndiaRailsState, drawer: number, im: EventImpacts, area: Uint8Array): EventTrainHit[] {
  const hits: EventTrainHit[] = [];
  for (let q = 0; q < t.numPlayers; q++) {
    const pl = t.players[q];
    if (pl.at === null || !area[pl.at]) continue;
    const hit: EventTrainHit = { seat: q, at: pl.at };
    if (im.loseTurn) {
      pl.lostTurns += 1;
      hit.losesTurn = true;
      if (q === drawer) t.turn.endNow = true;
    }
    if (im.loseLoad && pl.loads.length > 0) {
      const kinds = new Set(pl.loads.map((c) => c.load));
      if (kinds.size === 1) {
        hit.lost = pl.loads[0].load;
        returnChip(t, q, pl.loads[0].load);
      } else {
        hit.choosing = true;
        t.pending = [...t.pending, { seat: q, kind: 'loseLoad' }];
      }
    }
    hits.push(hit);
  }
  // Additional Trains: a second train in the area loses its first load, and its owner a turn (once).
  for (let q = 0; q < t.numPlayers; q++) {
    const pl = t.players[q];
    const sec = pl.second;
    if (!sec || sec.at === null || !area[sec.at]) continue;
    const hit: EventTrainHit = { seat: q, train: 1, at: sec.at };
    const first = pl.at !== null && area[pl.at];
    if (im.loseTurn && !first) {
      pl.lostTurns += 1;
      hit.losesTurn = true;
      if (q === drawer) t.turn.endNow = true;
    }
    if (im.loseLoad && sec.loads.length > 0) {
      hit.lost = sec.loads[0].load;
      t.supply = { ...t.supply, [sec.loads[0].load]: t.supply[sec.loads[0].load] + 1 };
      pl.second = { ...sec, loads: sec.loads.slice(1) };
    }
    hits.push(hit);
  }
  return hits;
}

/** The trains standing in an area (where a strike stops pickups and deliveries). */
function trainsIn(t: IndiaRailsState, area: Uint8Array): EventTrainHit[] {
  const hits: EventTrainHit[] = [];
  t.players.forEach((pl, q) => {
    if (pl.at !== null && area[pl.at]) hits.push({ seat: q, at: pl.at });
    if (pl.second?.at != null && area[pl.second.at]) hits.push({ seat: q, train: 1, at: pl.second.at });
  });
  return hits;
}

/** Erases the track an event covers; the segments erased. */
function eraseTrack(t: IndiaRailsState, edges: ReadonlySet<number>): { edge: number; owner: number }[] {
  const destroyed: { edge: number; owner: number }[] = [];
  if (edges.size === 0) return destroyed;
  let changed = false;
  const track = t.track.map((list, owner) => {
    const kept = list.filter((k) => !edges.has(k));
    if (kept.length === list.length) return list;
    changed = true;
    for (const k of list) if (edges.has(k)) destroyed.push({ edge: k, owner });
    return kept;
  });
  if (changed) t.track = track;
  return destroyed;
}

/** The erased segments by owner, in seat order, for the public record. */
function erasedByOwner(destroyed: readonly { edge: number; owner: number }[]): NonNullable<EventEffects['erased']> {
  const owners = [...new Set(destroyed.map((d) => d.owner))].sort((a, b) => a - b);
  return owners.map((owner) => ({ owner, edges: destroyed.filter((d) => d.owner === owner).map((d) => d.edge) }));
}

/** Applies an event card drawn by `drawer`, and records what it did in the event log. */
export function resolveEvent(ctx: RulesContext, t: IndiaRailsState, drawer: number, cardId: string): void {
  const card = ctx.eventById.get(cardId)!;
  const f = ctx.footprint(cardId);
  const im = card.impacts;
  const effects: EventEffects = {};
  if (im.tax) effects.paid = taxEveryone(t);
  if (im.loseLoad || im.loseTurn) effects.trains = derail(t, drawer, im, f.mileposts);
  else if (im.noPickup || im.noDelivery) effects.trains = trainsIn(t, f.mileposts);
  if (im.halfRate) {
    // The drawer's train, already under way, keeps half its remaining movement (rounded up).
    const at = t.players[drawer].at;
    if (at !== null && f.mileposts[at] && t.turn.seat === drawer) {
      const from = t.turn.allowance - t.turn.moved;
      t.turn.allowance = t.turn.moved + Math.ceil(from / 2);
      effects.slowed = { from, to: t.turn.allowance - t.turn.moved };
    }
  }
  if (card.duration === 'instant') t.discard = [...t.discard, cardId];
  else {
    const destroyed = im.destroyTrack ? eraseTrack(t, f.edges) : [];
    if (im.destroyTrack) effects.erased = erasedByOwner(destroyed);
    t.events = [...t.events, { card: cardId, drawer, endsAtTurns: t.players[drawer].turns + FIXED_PARAMS.eventTurns, destroyed }];
  }
  t.eventLog = [...t.eventLog, { card: cardId, drawer, round: t.round, effects }];
}

/** Draws until the player holds a full hand, resolving every event drawn on the way. */
export function refillHand(ctx: RulesContext, t: IndiaRailsState, seat: number, rng: Rng): void {
  // When every demand card is held (only possible with tiny decks), the events left would come
  // round again and again: stop once the cards that were there have all been drawn.
  let events = t.deck.length + t.discard.length;
  while (t.players[seat].hand.length < t.params.handSize) {
    const card = drawCard(t, rng);
    if (card === null) return;
    if (ctx.demandById.has(card)) t.players[seat].hand = [...t.players[seat].hand, card];
    else {
      resolveEvent(ctx, t, seat, card);
      if (--events < 0) return;
    }
  }
}

/** At the end of a player's turn: his rebuild rights lapse, and events he drew a turn ago leave play. */
export function expireAtTurnEnd(t: IndiaRailsState, seat: number): void {
  if (t.reservations.some((r) => r.owner === seat)) t.reservations = t.reservations.filter((r) => r.owner !== seat);
  const turns = t.players[seat].turns;
  const leaving = t.events.filter((e) => e.drawer === seat && e.endsAtTurns <= turns);
  if (leaving.length === 0) return;
  t.events = t.events.filter((e) => !leaving.includes(e));
  t.discard = [...t.discard, ...leaving.map((e) => e.card)];
  const built = new Set(t.track.flat());
  const rights = leaving.flatMap((e) => e.destroyed).filter((d) => !built.has(d.edge));
  if (rights.length > 0) t.reservations = [...t.reservations, ...rights];
}
