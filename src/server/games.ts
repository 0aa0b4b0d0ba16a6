/**
 * The games the lobby server hosts: every game of the registry, with the moves whose arguments
 * are public as each game's definition declares them. The arguments of every other move are
 * redacted from the log for all but the mover (e.g. Ticket to Ride's `keepTickets`).
 */
import { GAME_IDS, getGame } from '../games/registry.ts';
import type { HostedGame } from './app.ts';

/** Every registered game, ready for `startLobbyServer`. */
export function hostedGames(): HostedGame[] {
  return GAME_IDS.map((id) => {
    const def = getGame(id);
    return { game: def.game, publicMoves: def.publicMoves };
  });
}
