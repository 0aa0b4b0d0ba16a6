/**
 * Applying an action (docs/rules/ttr-india.md §4, §8): never mutates its input;
 * copies only what changes (structural sharing), because bots apply actions millions of times.
 */
import type { Seat } from '../../../engine/core.ts';
import type { Rng } from '../../../engine/rng.ts';
import { CHARTER_IDS, ROUTE_INDEX, ROUTE_TRACKS, TRACKS } from '../data/board.ts';
import { CARD_COLOURS, LOCO } from '../data/types.ts';
import { drawCard, holesFillable, refillDisplay } from './cards.ts';
import { type CardNote, recordNotes } from './happenings.ts';
import { canDrawSecond, validate } from './legal.ts';
import { afterFaceUp, afterPayment } from './shown.ts';
import { EMPTY_SLOT, type TtrAction, type TtrPlayer, type TtrState } from './state.ts';

/** A fresh copy of the state whose arrays are still shared with `s`. */
type Draft = TtrState;

function patchPlayer(t: Draft, s: TtrState, p: Seat, patch: Partial<TtrPlayer>): void {
  if (t.players === s.players) t.players = s.players.slice();
  t.players[p] = { ...t.players[p], ...patch };
}

function ownCards(t: Draft, s: TtrState): void {
  if (t.deck === s.deck) t.deck = s.deck.slice();
  if (t.faceUp === s.faceUp) t.faceUp = s.faceUp.slice();
  if (t.discard === s.discard) t.discard = s.discard.slice();
}

function giveCard(t: Draft, s: TtrState, p: Seat, card: number): void {
  if (card === EMPTY_SLOT) return;
  const pl = t.players[p];
  const hand = (pl.hand as number[]).slice();
  hand[card]++;
  patchPlayer(t, s, p, { hand, handSize: pl.handSize + 1 });
}

/** Ends the current turn: the end trigger (≤ threshold trains), the last round's countdown, the next player. */
function endTurn(t: Draft, passed: boolean): void {
  t.drawn = 0;
  t.turns++;
  t.passes = passed ? t.passes + 1 : 0;
  if (t.passes >= t.numPlayers) {
    t.phase = 'over'; // nobody could do anything for a whole round: the game cannot go on
    return;
  }
  if (t.phase === 'lastRound') {
    t.finalTurns = (t.finalTurns ?? 1) - 1;
    if (t.finalTurns <= 0) {
      t.phase = 'over';
      return;
    }
  } else if (t.players[t.current].trains <= t.params.endTrainsThreshold) {
    t.phase = 'lastRound';
    t.finalTurns = t.numPlayers;
  }
  t.current = (t.current + 1) % t.numPlayers;
}

function afterCardTaken(t: Draft, endsDraw: boolean): void {
  t.drawn++;
  if (endsDraw || t.drawn >= 2 || !canDrawSecond(t)) endTurn(t, false);
}

/** The state after `p` takes the legal `action`; throws on an illegal one. */
export function apply(s: TtrState, p: Seat, action: TtrAction, rng: Rng): TtrState {
  const reason = validate(s, p, action);
  if (reason !== null) throw new Error(`ttr-india: illegal ${JSON.stringify(action)} by seat ${p}: ${reason}`);
  return applyLegal(s, p, action, rng);
}

/** `apply` without the validation, for an action known to be legal here (searches' rollouts draw from the legal set). */
export function applyLegal(s: TtrState, p: Seat, action: TtrAction, rng: Rng): TtrState {
  const t: Draft = { ...s };
  // What the card supply does by itself on the way (Monsoon Season, a wipe) goes on the public record.
  const notes: CardNote[] = [];
  switch (action.type) {
    case 'drawFromDeck': {
      ownCards(t, s);
      giveCard(t, s, p, drawCard(t, rng, notes));
      afterCardTaken(t, false);
      break;
    }
    case 'drawFaceUp': {
      ownCards(t, s);
      const card = t.faceUp[action.slot];
      t.faceUp[action.slot] = EMPTY_SLOT;
      refillDisplay(t, rng, notes);
      giveCard(t, s, p, card);
      // Everyone saw the card taken: it goes on the public record (shown.ts).
      if (card !== EMPTY_SLOT) patchPlayer(t, s, p, { shown: afterFaceUp(t.players[p].shown, card) });
      afterCardTaken(t, card === LOCO && s.drawn === 0);
      break;
    }
    case 'claimRoute': {
      const track = TRACKS[ROUTE_TRACKS[ROUTE_INDEX.get(action.route) as number][action.track]];
      const length = track.route.length;
      const pl = s.players[p];
      const hand = (pl.hand as number[]).slice();
      t.discard = s.discard.slice();
      hand[LOCO] -= action.locos;
      t.discard[LOCO] += action.locos;
      const c = action.colour === 'loco' ? -1 : CARD_COLOURS.indexOf(action.colour);
      if (c >= 0) {
        hand[c] -= length - action.locos;
        t.discard[c] += length - action.locos;
      }
      t.owners = s.owners.slice();
      t.owners[track.index] = p;
      const shown = afterPayment(pl.shown, c, length - action.locos, action.locos);
      patchPlayer(t, s, p, {
        ...(shown === pl.shown ? {} : { shown }),
        hand,
        handSize: pl.handSize - length,
        trains: pl.trains - length,
        routePoints: pl.routePoints + s.params.routePoints[length],
      });
      endTurn(t, false);
      break;
    }
    case 'drawTickets': {
      const n = Math.min(s.params.drawTickets, s.ticketDeck.length);
      const offer = s.ticketDeck.slice(0, n);
      t.ticketDeck = s.ticketDeck.slice(n);
      patchPlayer(t, s, p, { offer, offerCount: n });
      break;
    }
    case 'keepTickets': {
      const pl = s.players[p];
      const offer = pl.offer ?? [];
      // Any order is accepted; the kept tickets are stored in the order they were offered.
      const kept = offer.filter((id) => action.keep.includes(id));
      const returned = offer.filter((id) => !action.keep.includes(id) && !CHARTER_IDS.has(id));
      if (returned.length > 0) t.ticketDeck = [...s.ticketDeck, ...returned];
      const tickets = [...(pl.tickets ?? []), ...kept];
      patchPlayer(t, s, p, { tickets, ticketCount: tickets.length, offer: [], offerCount: 0 });
      if (s.phase === 'opening') {
        if (t.players.every((x) => x.offerCount === 0)) {
          t.phase = 'main';
          t.current = s.firstPlayer;
        }
      } else endTurn(t, false);
      break;
    }
    case 'pass':
      endTurn(t, true);
      break;
  }
  // Slots left empty while deck and discard were both empty are filled as soon as cards exist again
  // (a claim's cards in the discard pile), then the three-locomotive check runs.
  if (holesFillable(t)) {
    ownCards(t, s);
    refillDisplay(t, rng, notes);
  }
  if (notes.length > 0) t.happenings = recordNotes(s.happenings, p, notes, s.params.monsoonExtraLocos);
  return t;
}
