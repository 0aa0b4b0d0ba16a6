/**
 * Drawing one legal action uniformly without listing them all (for random rollouts, which apply
 * millions of actions): `countActions(s, p)` is `legalActions(s, p).length` and `actionAt(s, p, k)`
 * is `legalActions(s, p)[k]`, computed by counting the legal actions of each kind and building only
 * the one asked for. Claims are counted per bucket of tracks alike (length, colour, ferry symbols:
 * the same payments from a hand) times the bucket's tracks open to the seat, which are kept for the
 * last `owners` array seen. `sampleAction` draws k with one
 * `rng.int(count)`, which is exactly what `rng.pick(legalActions(s, p))` draws: same action, same
 * randomness used. Ticket choices (rare) are taken from `legalActions` itself.
 */
import type { Seat } from '../../../engine/core.ts';
import type { Rng } from '../../../engine/rng.ts';
import { ROUTE_TRACKS, TRACKS } from '../data/board.ts';
import { CARD_COLOURS, LOCO } from '../data/types.ts';
import { legalActions } from './legal.ts';
import { EMPTY_SLOT, type TtrAction, type TtrState, UNCLAIMED } from './state.ts';

// Module-local copies of the constants read in the loops below: an imported binding may be read
// through a getter (tsx/esbuild's module output), which costs a call on every read of a hot loop.
const FREE: number = UNCLAIMED;
const EMPTY: number = EMPTY_SLOT;
const L: number = LOCO;
const N = TRACKS.length;
/** Each track's length, colour as a card index (-1 for grey: any colour pays) and ferry locomotives. */
const LEN = Int8Array.from(TRACKS, (t) => t.route.length);
const COL = Int8Array.from(TRACKS, (t) => (t.colour === 'grey' ? -1 : CARD_COLOURS.indexOf(t.colour)));
const FERRY = Int8Array.from(TRACKS, (t) => t.route.ferryLocos);
/** Each track's parallel tracks (the other tracks of its route, as `trackOpenTo` reads them), flat: SIB[SIB_START[i] .. SIB_START[i + 1]). */
const SIB_START = new Int16Array(N + 1);
const SIB = Int16Array.from(
  TRACKS.flatMap((t, i) => {
    const others = ROUTE_TRACKS[t.routeIndex].filter((o) => o !== t.index);
    SIB_START[i + 1] = SIB_START[i] + others.length;
    return others;
  }),
);
/**
 * Tracks with the same length, colour and ferry locomotives can be paid the same ways from a hand:
 * each track's bucket, and each bucket's length, colour and ferry locomotives.
 */
const BUCKET_KEYS = [...new Set(TRACKS.map((_, i) => `${LEN[i]}/${COL[i]}/${FERRY[i]}`))];
const BUCKET = Int16Array.from(TRACKS, (_, i) => BUCKET_KEYS.indexOf(`${LEN[i]}/${COL[i]}/${FERRY[i]}`));
const NB = BUCKET_KEYS.length;
const B_LEN = Int8Array.from(BUCKET_KEYS, (k) => Number(k.split('/')[0]));
const B_COL = Int8Array.from(BUCKET_KEYS, (k) => Number(k.split('/')[1]));
const B_FERRY = Int8Array.from(BUCKET_KEYS, (k) => Number(k.split('/')[2]));

/** The tracks open to one seat (`trackOpenTo`) for one `owners` array: a flag per track and a count per bucket. */
interface OpenTracks {
  owners: readonly number[] | undefined;
  bothOpen: boolean;
  open: Uint8Array;
  perBucket: Int16Array;
}
/**
 * Per seat, the open tracks of the last `owners` array asked about: states share that array until a
 * claim (apply copies it then; no state is ever mutated), so the consecutive states of a rollout
 * reuse it, and a new array is computed into the same buffers (nothing allocated).
 */
const lastOpen: OpenTracks[] = [];

/** `trackOpenTo(s, p, TRACKS[i])` for every track, for `s.owners`. */
function openTracks(s: TtrState, p: Seat): OpenTracks {
  const owners = s.owners;
  const bothOpen = s.numPlayers >= s.params.doubleRoutesMinPlayers;
  let seat = lastOpen[p];
  if (seat === undefined) {
    seat = { owners: undefined, bothOpen, open: new Uint8Array(N), perBucket: new Int16Array(NB) };
    lastOpen[p] = seat;
  }
  if (seat.owners === owners && seat.bothOpen === bothOpen) return seat;
  const { open, perBucket } = seat;
  perBucket.fill(0);
  tracks: for (let i = 0; i < N; i++) {
    open[i] = 0;
    if (owners[i] !== FREE) continue;
    for (let k = SIB_START[i]; k < SIB_START[i + 1]; k++) {
      const owner = owners[SIB[k]];
      if (owner !== FREE && (!bothOpen || owner === p)) continue tracks;
    }
    open[i] = 1;
    perBucket[BUCKET[i]]++;
  }
  seat.owners = owners;
  seat.bothOpen = bothOpen;
  return seat;
}

/** Payments of `length` cards with `minLocos` locomotives or more, from `colourHeld` cards of one colour and `locosHeld` locomotives (`paymentsFor`'s colour loop). */
function colourPayments(length: number, minLocos: number, colourHeld: number, locosHeld: number): number {
  const from = Math.max(minLocos, length - colourHeld);
  const to = Math.min(length - 1, locosHeld);
  return to >= from ? to - from + 1 : 0;
}

/** Locomotives a track with `ferry` ferry symbols demands now (`locosRequired`). */
function minLocosFor(s: TtrState, ferry: number): number {
  return ferry > 0 && s.monsoon ? ferry + s.params.monsoonExtraLocos : ferry;
}

/** Scratch filled by `tally` for the state being sampled: payments for one track of each bucket (0 when out of reach). */
const payPerBucket = new Int32Array(NB);

/** How many claims `p` has: fills `payPerBucket` and returns the payments summed over the open tracks within `trains`. */
function tallyClaims(s: TtrState, hand: readonly number[], trains: number, open: OpenTracks): number {
  const locosHeld = hand[L];
  let total = 0;
  for (let b = 0; b < NB; b++) {
    const length = B_LEN[b];
    const tracks = open.perBucket[b];
    let n = 0;
    if (tracks > 0 && length <= trains) {
      const minLocos = minLocosFor(s, B_FERRY[b]);
      if (minLocos <= locosHeld) {
        const c = B_COL[b];
        if (c >= 0) n = colourPayments(length, minLocos, hand[c], locosHeld);
        else for (let k = 0; k < L; k++) n += colourPayments(length, minLocos, hand[k], locosHeld);
        if (locosHeld >= length) n++;
      }
    }
    payPerBucket[b] = n;
    total += tracks * n;
  }
  return total;
}

/** The `j`-th payment for track `i` (0 ≤ j < its payments), in `paymentsFor`'s order, as a claim. */
function claimAt(s: TtrState, hand: readonly number[], i: number, j: number): TtrAction {
  const track = TRACKS[i];
  const length = LEN[i];
  const minLocos = minLocosFor(s, FERRY[i]);
  const locosHeld = hand[L];
  const c = COL[i];
  for (let k = Math.max(c, 0); k < (c >= 0 ? c + 1 : L); k++) {
    const n = colourPayments(length, minLocos, hand[k], locosHeld);
    if (j < n) {
      const locos = Math.max(minLocos, length - hand[k]) + j;
      return { type: 'claimRoute', route: track.route.id, track: track.slot, colour: CARD_COLOURS[k], locos };
    }
    j -= n;
  }
  return { type: 'claimRoute', route: track.route.id, track: track.slot, colour: 'loco', locos: length };
}

/** What `tally` counted, by kind in `legalActions`' order (module scratch, read by `actionNumber` right after). */
const counted = { deck: 0, faceUp: 0, claims: 0, tickets: 0, open: undefined as OpenTracks | undefined };

/**
 * Counts the legal actions of `p` in the main game with no ticket offer, kind by kind in
 * `legalActions`' order: deck, face-up slots, claims, tickets (or the lone pass), into `counted`.
 * Returns -1 for a state it does not cover — ticket choices, the opening, the game over or not
 * `p`'s turn — which `legalActions` answers.
 */
function tally(s: TtrState, p: Seat): number {
  if (!Number.isInteger(p) || p < 0 || p >= s.numPlayers) return -1;
  const pl = s.players[p];
  if (s.phase === 'over' || s.phase === 'opening' || s.current !== p || (pl.offer ?? []).length > 0) return -1;
  const second = s.drawn > 0;
  let blind = s.deck.length;
  for (const n of s.discard) blind += n;
  counted.deck = blind > 0 ? 1 : 0;
  let faceUp = 0;
  for (const c of s.faceUp) if (c !== EMPTY && !(second && c === L)) faceUp++;
  counted.faceUp = faceUp;
  const hand = second ? undefined : pl.hand;
  counted.open = hand ? openTracks(s, p) : undefined;
  counted.claims = hand && counted.open ? tallyClaims(s, hand, pl.trains, counted.open) : 0;
  counted.tickets = !second && s.ticketDeck.length > 0 ? 1 : 0;
  const listed = counted.deck + faceUp + counted.claims + counted.tickets;
  return listed > 0 ? listed : 1;
}

/** The `k`-th action `tally` just counted for `p` in `s` (the pass when it counted nothing else). */
function actionNumber(s: TtrState, p: Seat, k: number): TtrAction | undefined {
  const { deck, faceUp, claims, tickets, open } = counted;
  if (deck + faceUp + claims + tickets === 0) return k === 0 ? { type: 'pass' } : undefined;
  if (k < deck) return { type: 'drawFromDeck' };
  k -= deck;
  if (k < faceUp) {
    const second = s.drawn > 0;
    for (let slot = 0; slot < s.faceUp.length; slot++) {
      const c = s.faceUp[slot];
      if (c === EMPTY || (second && c === L)) continue;
      if (k-- === 0) return { type: 'drawFaceUp', slot };
    }
  }
  k -= faceUp;
  if (k < claims && open) {
    const pl = s.players[p];
    const hand = pl.hand as readonly number[];
    for (let i = 0; i < N; i++) {
      if (open.open[i] === 0 || LEN[i] > pl.trains) continue;
      const m = payPerBucket[BUCKET[i]];
      if (k < m) return claimAt(s, hand, i, k);
      k -= m;
    }
    return undefined;
  }
  k -= claims;
  return k < tickets ? { type: 'drawTickets' } : undefined;
}

/** How many legal actions seat `p` has now: `legalActions(s, p).length`, without building them. */
export function countActions(s: TtrState, p: Seat): number {
  const n = tally(s, p);
  return n >= 0 ? n : legalActions(s, p).length;
}

/** The `k`-th legal action of seat `p` now: `legalActions(s, p)[k]` (undefined when k is out of range). */
export function actionAt(s: TtrState, p: Seat, k: number): TtrAction | undefined {
  if (!Number.isInteger(k) || k < 0) return undefined;
  return tally(s, p) >= 0 ? actionNumber(s, p, k) : legalActions(s, p)[k];
}

/** A uniformly random legal action of `p`, exactly `rng.pick(legalActions(s, p))`; undefined (no randomness used) when there is none. */
export function sampleAction(s: TtrState, p: Seat, rng: Rng): TtrAction | undefined {
  const n = tally(s, p);
  if (n >= 0) return actionNumber(s, p, rng.int(n));
  const legal = legalActions(s, p);
  return legal.length > 0 ? rng.pick(legal) : undefined;
}
