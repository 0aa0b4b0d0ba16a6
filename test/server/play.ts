/**
 * Drives matches through real socket clients: every seat picks a random legal action from the
 * core's legalActions on its own view, acting once per state it sees.
 */
import type { State } from 'boardgame.io';
import { objectCodec, seatOf } from '../../src/engine/bgio.ts';
import type { AnyGameCore, CoreAction } from '../../src/engine/core.ts';
import type { Rng } from '../../src/engine/rng.ts';
import { type Seat, until } from './helpers.ts';

/** Whether the seat may act in the state it sees. */
export function canAct(state: State, playerID: string): boolean {
  if (state.ctx.gameover !== undefined) return false;
  return state.ctx.activePlayers ? playerID in state.ctx.activePlayers : state.ctx.currentPlayer === playerID;
}

/** Sends one random legal action for the seat from its own view; false when it has none. */
export function actRandomly(seat: Seat, core: AnyGameCore, rng: Rng): boolean {
  const state = seat.state()!;
  const p = seatOf(seat.playerID)!;
  const actions = core.legalActions(state.G.core, p) as CoreAction[];
  if (actions.length === 0) return false;
  const action = rng.pick(actions);
  seat.client.moves[action.type](...objectCodec<CoreAction>().toArgs(action));
  return true;
}

/** The highest stateID any of the seats has seen. */
export function latest(seats: Seat[]): number {
  return Math.max(...seats.map((s) => s.state()?._stateID ?? -1));
}

/**
 * Plays until the game is over (or `maxMoves` moves were sent, or `stopWhen` holds): each seat acts
 * at most once per stateID it sees. Resolves to the number of moves sent.
 */
export async function playRandomly(seats: Seat[], core: AnyGameCore, rng: Rng, opts: { maxMoves?: number; stopWhen?: () => boolean } = {}): Promise<number> {
  const acted = new Map<Seat, number>();
  const actedAt = new Map<Seat, number>();
  let moves = 0;
  const max = opts.maxMoves ?? 5000;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`the match did not end in 90 s (${moves} moves sent)`);
    const st = seats[0].state()!;
    if (st.ctx.gameover !== undefined || moves >= max || opts.stopWhen?.()) return moves;
    for (const seat of seats) {
      const s = seat.state()!;
      if (s._stateID < latest(seats)) continue; // this client has not caught up yet
      // A move sent while the connection was down is lost: try again after a while.
      const stale = Date.now() - (actedAt.get(seat) ?? 0) > 3000;
      if ((acted.get(seat) === s._stateID && !stale) || !canAct(s, seat.playerID!)) continue;
      if (actRandomly(seat, core, rng)) {
        acted.set(seat, s._stateID);
        actedAt.set(seat, Date.now());
        moves++;
      }
    }
    const before = latest(seats);
    const since = Date.now();
    await until(
      () => latest(seats) > before || seats[0].state()!.ctx.gameover !== undefined || needsAction(seats, acted) || Date.now() - since > 3500,
      'the next state',
      20_000,
    );
  }
}

function needsAction(seats: Seat[], acted: Map<Seat, number>): boolean {
  const top = latest(seats);
  return seats.some((s) => {
    const st = s.state()!;
    return st._stateID === top && acted.get(s) !== st._stateID && canAct(st, s.playerID!);
  });
}
