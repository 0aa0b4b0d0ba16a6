/**
 * The summary of a saved game as the home page lists it: who plays, the round, who is to play,
 * and once over the winners and scores. Made from boardgame.io's state with the game's rules core.
 */
import type { State } from 'boardgame.io';
import type { AnyGameCore } from '../../engine/core.ts';
import { SAVE_FORMAT, type SavedSettings, type SaveSummary } from './format.ts';

/** The summary of a game that has not started yet. */
export function firstSummary(id: string, gameId: string, settings: SavedSettings, players: string[], now: number): SaveSummary {
  return { format: SAVE_FORMAT, id, gameId, settings, players, round: 1, toPlay: [], over: false, createdAt: now, updatedAt: now };
}

/** The round of play: once round the table is one round (boardgame.io counts turns from 1). */
export function roundOf(turn: number, numPlayers: number): number {
  return Math.max(1, Math.ceil(turn / Math.max(1, numPlayers)));
}

/** The summary after `state`. */
export function nextSummary(base: SaveSummary, state: State, core: AnyGameCore, now: number): SaveSummary {
  const g = (state.G as { core: unknown }).core;
  const result = core.result(g);
  const name = (seat: number) => base.players[seat] ?? `Player ${seat + 1}`;
  const over = result !== null || state.ctx.gameover !== undefined;
  return {
    ...base,
    round: roundOf(state.ctx.turn, state.ctx.numPlayers),
    toPlay: over ? [] : core.activePlayers(g).map(name),
    over,
    result: result ? { winners: result.winners, scores: result.scores } : undefined,
    updatedAt: now,
  };
}
