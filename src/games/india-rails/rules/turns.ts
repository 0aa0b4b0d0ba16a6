/**
 * Turn order and the end of the game (docs/rules/india-rails.md §5, lost turns §10.1, victory §11).
 * A player declares victory at the end of his own turn; the game can end only when a round of the
 * main game completes (victory.ts), so every player has had the same number of turns.
 */
import type { RulesContext } from './context.ts';
import { milepostUnder } from './event-effects.ts';
import { expireAtTurnEnd } from './event-resolution.ts';
import type { IndiaRailsState, TurnState } from './types.ts';
import { declareAtTurnEnd, roundEnds } from './victory.ts';

/** The seats of the building turns: clockwise from the first player, back counterclockwise, and so on. */
export function switchbackOrder(numPlayers: number, first: number, rounds: number): number[] {
  const forward = Array.from({ length: numPlayers }, (_, i) => (first + i) % numPlayers);
  const out: number[] = [];
  for (let r = 0; r < rounds; r++) out.push(...(r % 2 === 0 ? forward : [...forward].reverse()));
  return out;
}

/** The movement allowance of a player's train (or his second train) at the start of his turn (half rate inside a half-rate event). */
export function allowanceOf(ctx: RulesContext, s: IndiaRailsState, seat: number, train: 0 | 1 = 0): number {
  const pl = s.players[seat];
  const tr = train === 1 ? pl.second : pl;
  if (!tr) return 0;
  if (tr.at !== null && milepostUnder(ctx, s, 'halfRate', tr.at)) return s.params.halfSpeed[tr.loco];
  return s.params.speed[tr.loco];
}

/** A fresh turn for a seat. */
export function freshTurn(ctx: RulesContext, s: IndiaRailsState, seat: number): TurnState {
  const main = s.phase === 'main';
  return {
    seat,
    stage: main ? 'operations' : 'building',
    allowance: main ? allowanceOf(ctx, s, seat) : 0,
    moved: 0,
    allowance2: main ? allowanceOf(ctx, s, seat, 1) : 0,
    moved2: 0,
    rented: [],
    spent: 0,
    majorSegments: 0,
    upgraded: false,
    acted: false,
    actions: 0,
    movePaid: false,
    endNow: false,
    offered: false,
  };
}

/** Ends the current player's turn and starts the next player's (skipping lost turns). */
export function endTurn(ctx: RulesContext, t: IndiaRailsState): void {
  let seat = t.turn.seat;
  declareAtTurnEnd(ctx, t, seat);
  completeTurn(t, seat);
  for (;;) {
    if (t.phase === 'building') {
      t.buildIndex += 1;
      if (t.buildIndex >= t.buildOrder.length) {
        t.phase = 'main';
        seat = t.firstPlayer;
        // Fast Game: each player, from the first, now discards down to a normal hand.
        for (let i = 0; i < t.numPlayers; i++) {
          const q = (t.firstPlayer + i) % t.numPlayers;
          for (let k = t.params.handSize; k < t.players[q].hand.length; k++) t.pending = [...t.pending, { seat: q, kind: 'discardDemand' }];
        }
      } else seat = t.buildOrder[t.buildIndex];
    } else {
      seat = (seat + 1) % t.numPlayers;
      if (seat === t.firstPlayer) {
        t.round += 1;
        if (roundEnds(ctx, t)) return;
      }
    }
    const pl = t.players[seat];
    if (pl.lostTurns > 0) {
      pl.lostTurns -= 1;
      completeTurn(t, seat);
      continue;
    }
    t.turn = freshTurn(ctx, t, seat);
    return;
  }
}

function completeTurn(t: IndiaRailsState, seat: number): void {
  t.players[seat].turns += 1;
  expireAtTurnEnd(t, seat);
  const turns = t.players[seat].turns;
  const back = t.warehouse.filter((w) => w.dropper === seat && w.untilTurns <= turns);
  if (back.length > 0) {
    t.warehouse = t.warehouse.filter((w) => !back.includes(w));
    const supply = { ...t.supply };
    for (const w of back) supply[w.load] += 1;
    t.supply = supply;
  }
}
