/**
 * Hard's use of the public record of face-up cards (`TtrPlayer.shown`, src/games/ttr-india/rules/shown.ts):
 * every card an opponent took face up and has not provably spent is still in its hand, so each
 * sampled world deals it those cards. A plain determinization deals hidden hands at random from
 * the unseen cards; this moves each missing recorded card into the opponent's hand from another
 * hidden place (a hidden deck slot, or another hidden hand's unrecorded cards) and sends one of the
 * opponent's unrecorded cards back there, so every card stays in play exactly once. It reads only
 * the observation and the world dealt from it, never a real hidden card.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { shownCards } from '../../src/games/ttr-india/rules/shown.ts';
import { HIDDEN_CARD, type TtrAction, type TtrState } from '../../src/games/ttr-india/rules/state.ts';
import type { BotKit } from '../types.ts';

/** The seats other than `viewer` whose hands `o` hides. */
function hiddenSeats(o: TtrState, viewer: Seat): Seat[] {
  const out: Seat[] = [];
  for (let q = 0; q < o.numPlayers; q++) if (q !== viewer && o.players[q].hand === null) out.push(q);
  return out;
}

/** Whether some hidden hand of `o` has a recorded card. */
export function hasKnownCards(o: TtrState, viewer: Seat): boolean {
  return hiddenSeats(o, viewer).some((q) => shownCards(o.players[q]).some((n) => n > 0));
}

/**
 * World `d` (determinized from observation `o` for `viewer`) with every hidden hand holding at least
 * its recorded cards: for each recorded card missing from opponent `q`'s dealt hand, a card of that
 * kind is taken at random from the other hidden places — the deck's hidden slots and the other
 * hidden hands' unrecorded cards — and one of `q`'s unrecorded cards, at random, goes there instead.
 * `d` itself when nothing is missing. A kind no hidden place can supply (an observation that does
 * not add up) is left short rather than breaking the world.
 */
export function dealKnownCards(o: TtrState, d: TtrState, viewer: Seat, rng: Rng): TtrState {
  const seats = hiddenSeats(o, viewer);
  let hands: number[][] | undefined;
  let deck: number[] | undefined;
  for (const q of seats) {
    const shown = shownCards(o.players[q]);
    for (let k = 0; k < shown.length; k++) {
      while (((hands?.[q] ?? d.players[q].hand) as number[])[k] < shown[k]) {
        hands ??= d.players.map((pl) => (pl.hand as number[]).slice());
        deck ??= d.deck.slice();
        if (!swapIn(o, hands, deck, seats, q, k, rng)) break;
      }
    }
  }
  if (!hands || !deck) return d;
  const dealt = hands;
  return { ...d, deck, players: d.players.map((pl, q) => (seats.includes(q) ? { ...pl, hand: dealt[q] } : pl)) };
}

/** Cards of kind `k` in hidden hand `r` beyond its record: the ones a swap may move. */
function unrecorded(o: TtrState, hands: number[][], r: Seat, k: number): number {
  return Math.max(0, hands[r][k] - shownCards(o.players[r])[k]);
}

/** One swap for `dealKnownCards`: a card of kind `k` into `hands[q]` from another hidden place, one of `q`'s unrecorded cards out to it. False when there is no such pair. */
function swapIn(o: TtrState, hands: number[][], deck: number[], seats: Seat[], q: Seat, k: number, rng: Rng): boolean {
  const kinds = hands[q].length;
  // q's unrecorded cards, by kind: one of them goes out.
  let spare = 0;
  for (let j = 0; j < kinds; j++) spare += unrecorded(o, hands, q, j);
  // Sources of a k card: each hidden deck slot holding k, and each unrecorded k in another hidden hand.
  const inDeck = (i: number) => o.deck[i] === HIDDEN_CARD && deck[i] === k;
  let supply = 0;
  for (let i = 0; i < deck.length; i++) if (inDeck(i)) supply++;
  for (const r of seats) if (r !== q) supply += unrecorded(o, hands, r, k);
  if (spare === 0 || supply === 0) return false;
  let out = rng.int(spare);
  let j = 0;
  for (; j < kinds; j++) {
    out -= unrecorded(o, hands, q, j);
    if (out < 0) break;
  }
  let from = rng.int(supply);
  hands[q][k]++;
  hands[q][j]--;
  for (let i = 0; i < deck.length; i++) {
    if (inDeck(i) && from-- === 0) {
      deck[i] = j;
      return true;
    }
  }
  for (const r of seats) {
    if (r === q) continue;
    const n = unrecorded(o, hands, r, k);
    if (from < n) {
      hands[r][k]--;
      hands[r][j]++;
      return true;
    }
    from -= n;
  }
  return true; // not reached: `from` < supply
}

/**
 * `kit` whose worlds deal the hidden hands their recorded cards (`dealKnownCards` after the kit's
 * own determinization), when `on` and some opponent has recorded cards; `kit` itself otherwise.
 */
export function knownHandKit(kit: BotKit<TtrState, TtrAction>, on: boolean, observation: TtrState, seat: Seat): BotKit<TtrState, TtrAction> {
  if (!on || !hasKnownCards(observation, seat)) return kit;
  const core = kit.core;
  const determinize = (o: TtrState, p: Seat, rng: Rng): TtrState => dealKnownCards(o, core.determinize(o, p, rng), p, rng);
  return { ...kit, core: { ...core, determinize } };
}
