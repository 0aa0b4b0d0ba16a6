/**
 * The games the lobby server hosts: every game of the registry, with the moves whose arguments
 * are public (anyone at the table sees them on the board anyway). The arguments of every other
 * move are redacted from the log for all but the mover — e.g. Ticket to Ride's `keepTickets`.
 */
import { ACTION_TYPES as INDIA_RAILS_ACTIONS } from '../games/india-rails/rules/types.ts';
import { GAME_IDS, getBgioGame } from '../games/registry.ts';
import type { HostedGame } from './app.ts';

/** Per game id, the moves whose arguments need no redaction. Unlisted games redact every move. */
export const PUBLIC_MOVES: Readonly<Record<string, readonly string[]>> = {
  'ttr-india': ['drawFromDeck', 'drawFaceUp', 'claimRoute', 'drawTickets', 'pass'],
  // India Rails hides only the order of the draw deck: hands, loads, track and money are public.
  'india-rails': INDIA_RAILS_ACTIONS,
};

/** Every registered game, ready for `startLobbyServer`. */
export function hostedGames(): HostedGame[] {
  return GAME_IDS.map((id) => ({ game: getBgioGame(id), publicMoves: PUBLIC_MOVES[id] ?? [] }));
}
