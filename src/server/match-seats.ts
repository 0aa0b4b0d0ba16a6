/** Who may act in a match, and whether its table is full: read the same way by the bot host and the turn clock. */
import type { Server as ServerTypes, State } from 'boardgame.io';

/** The seats allowed to act in a state (none once it is over). */
export function activeSeats(state: State): string[] {
  if (state.ctx.gameover !== undefined) return [];
  return state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
}

/** Whether every seat has a name (the game runs once the table is full). */
export function tableFull(metadata: ServerTypes.MatchData): boolean {
  return Object.values(metadata.players).every((p) => typeof p.name === 'string' && p.name !== '');
}
