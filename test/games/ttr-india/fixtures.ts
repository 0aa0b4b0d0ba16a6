/** Builders of exact situations for the scenario tests. */
import { createRng, type Rng } from '../../../src/engine/rng.ts';
import { ROUTE_TRACKS, ROUTE_INDEX } from '../../../src/games/ttr-india/data/board.ts';
import { ROUTES } from '../../../src/games/ttr-india/data/routes.ts';
import { CARD_KINDS, type CardKind } from '../../../src/games/ttr-india/data/types.ts';
import { TtrIndiaCore as core } from '../../../src/games/ttr-india/rules/core.ts';
import type { TtrAction, TtrOptions, TtrState } from '../../../src/games/ttr-india/rules/state.ts';

export { core };

/** A seeded RNG for a test. */
export const rngFor = (seed = 'scenario'): Rng => createRng(seed);

/** Counts per card kind from a partial record, e.g. `{ blue: 4, loco: 1 }`. */
export function cards(counts: Partial<Record<CardKind, number>>): number[] {
  return CARD_KINDS.map((k) => counts[k] ?? 0);
}

/** The state right after setup. */
export function openingState(numPlayers: number, seed = 'scenario', options?: TtrOptions): TtrState {
  return core.setup(numPlayers, options, rngFor(seed));
}

/** A state in main play: every player kept their first two opening tickets; seat `current` to play. */
export function mainState(
  numPlayers: number,
  { seed = 'scenario', current = 0, options }: { seed?: string; current?: number; options?: TtrOptions } = {},
): TtrState {
  let s = openingState(numPlayers, seed, options);
  const rng = rngFor(`${seed}/opening`);
  for (let p = 0; p < numPlayers; p++) {
    const offer = s.players[p].offer as string[];
    s = core.apply(s, p, { type: 'keepTickets', keep: offer.slice(0, 2) }, rng);
  }
  return { ...s, current };
}

/** `s` with seat `p` holding exactly `hand` (the cards come from, or go back to, the deck so the 110 cards stay whole). */
export function withHand(s: TtrState, p: number, hand: Partial<Record<CardKind, number>>): TtrState {
  const wanted = cards(hand);
  const old = s.players[p].hand as number[];
  const deck = s.deck.slice();
  wanted.forEach((n, k) => {
    for (let i = old[k]; i < n; i++) {
      const at = deck.lastIndexOf(k);
      if (at < 0) throw new Error(`no ${CARD_KINDS[k]} left in the deck for this scenario`);
      deck.splice(at, 1);
    }
    for (let i = n; i < old[k]; i++) deck.unshift(k);
  });
  const players = s.players.slice();
  players[p] = { ...players[p], hand: wanted, handSize: wanted.reduce((a, b) => a + b, 0) };
  return { ...s, deck, players };
}

/** Index in `TRACKS` of track `slot` of route `id`. */
export function trackIndex(id: string, slot = 0): number {
  return ROUTE_TRACKS[ROUTE_INDEX.get(id) as number][slot];
}

/** The route between two cities. */
export function routeBetween(a: string, b: string) {
  const r = ROUTES.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  if (!r) throw new Error(`no route ${a}–${b}`);
  return r;
}

/** `s` with seat `p` owning the given tracks (trains and route points updated as a claim would). */
export function withRoutes(s: TtrState, p: number, routes: (string | [string, number])[]): TtrState {
  const owners = s.owners.slice();
  let { trains, routePoints } = s.players[p];
  for (const r of routes) {
    const [id, slot] = typeof r === 'string' ? [r, 0] : r;
    owners[trackIndex(id, slot)] = p;
    const length = ROUTES[ROUTE_INDEX.get(id) as number].length;
    trains -= length;
    routePoints += s.params.routePoints[length];
  }
  const players = s.players.slice();
  players[p] = { ...players[p], trains, routePoints };
  return { ...s, owners, players };
}

/** Applies actions in order (each must be legal). */
export function play(s: TtrState, steps: [number, TtrAction][], rng = rngFor('play')): TtrState {
  return steps.reduce((st, [p, a]) => core.apply(st, p, a, rng), s);
}

/** Whether `action` is listed for `p` (compared by value). */
export function listed(s: TtrState, p: number, action: TtrAction): boolean {
  const key = JSON.stringify(action);
  return core.legalActions(s, p).some((a) => JSON.stringify(a) === key);
}

/** `s` with seat `p` holding exactly `hand`, without balancing the deck (for states whose deck is nearly empty). */
export function setHand(s: TtrState, p: number, hand: Partial<Record<CardKind, number>>): TtrState {
  const wanted = cards(hand);
  const players = s.players.slice();
  players[p] = { ...players[p], hand: wanted, handSize: wanted.reduce((a, b) => a + b, 0) };
  return { ...s, players };
}

/** A main-play state whose face-up display is exactly `faceUp` (cards swapped with the deck). */
export function withDisplay(s: TtrState, faceUp: number[]): TtrState {
  const deck = s.deck.slice();
  const display = s.faceUp.slice();
  faceUp.forEach((card, i) => {
    const at = deck.lastIndexOf(card);
    if (at < 0) throw new Error('card not in deck');
    deck[at] = display[i];
    display[i] = card;
  });
  return { ...s, deck, faceUp: display };
}
