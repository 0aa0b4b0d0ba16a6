/**
 * Claiming a route (docs/rules/ttr-india.md §4.2, double routes §6, ferries and Monsoon Season §7): which tracks a player may claim and every way to pay.
 */
import type { Seat } from '../../../engine/core.ts';
import { ROUTE_TRACKS, type Track } from '../data/board.ts';
import { CARD_COLOURS, type CardKind, LOCO } from '../data/types.ts';
import { UNCLAIMED, type TtrState } from './state.ts';

/** A way to pay for a track: `locos` locomotives, the rest of the length in `colour` ('loco' when all are locomotives). */
export interface Payment {
  colour: CardKind;
  locos: number;
}

/** Whether the track is open to `p`: unclaimed, and its parallel track neither closes it (2–3 players) nor belongs to `p`. */
export function trackOpenTo(s: TtrState, p: Seat, track: Track): boolean {
  if (s.owners[track.index] !== UNCLAIMED) return false;
  const bothOpen = s.numPlayers >= s.params.doubleRoutesMinPlayers;
  for (const other of ROUTE_TRACKS[track.routeIndex]) {
    if (other === track.index) continue;
    const owner = s.owners[other];
    if (owner === UNCLAIMED) continue;
    if (!bothOpen || owner === p) return false;
  }
  return true;
}

/** Locomotives a track demands: its ferry symbols, plus the Monsoon surcharge on a (necessarily unclaimed) ferry. */
export function locosRequired(s: TtrState, track: Track): number {
  const ferry = track.route.ferryLocos;
  return ferry > 0 && s.monsoon ? ferry + s.params.monsoonExtraLocos : ferry;
}

/** Colours that may pay for a track (its own colour, or any colour for grey). */
function coloursFor(track: Track): readonly number[] {
  return track.colour === 'grey' ? ALL_COLOUR_INDICES : [CARD_COLOURS.indexOf(track.colour)];
}
const ALL_COLOUR_INDICES: readonly number[] = CARD_COLOURS.map((_, i) => i);

/** Every legal payment for `track` from `hand` (exact: one colour plus any locomotives, enough locomotives for a ferry). */
export function paymentsFor(s: TtrState, hand: readonly number[], track: Track): Payment[] {
  const length = track.route.length;
  const minLocos = locosRequired(s, track);
  const locosHeld = hand[LOCO];
  const out: Payment[] = [];
  if (minLocos > locosHeld) return out;
  for (const c of coloursFor(track)) {
    const from = Math.max(minLocos, length - hand[c]);
    const to = Math.min(length - 1, locosHeld);
    for (let k = from; k <= to; k++) out.push({ colour: CARD_COLOURS[c], locos: k });
  }
  if (locosHeld >= length) out.push({ colour: 'loco', locos: length });
  return out;
}

/** Whether one payment is legal for `track` from `hand` (the same rule as `paymentsFor`, checked directly). */
export function paymentLegal(s: TtrState, hand: readonly number[], track: Track, colour: CardKind, locos: number): boolean {
  const length = track.route.length;
  if (!Number.isInteger(locos) || locos < locosRequired(s, track) || locos > length || locos > hand[LOCO]) return false;
  if (colour === 'loco') return locos === length;
  if (locos === length) return false;
  const c = CARD_COLOURS.indexOf(colour);
  if (c < 0) return false;
  if (track.colour !== 'grey' && track.colour !== colour) return false;
  return hand[c] >= length - locos;
}
