/** A lobby match's seats as the pages show them: names, bot levels, and seats a bot holds for a player who left. */
import type { LobbyAPI } from 'boardgame.io';
import { NAME_TEXT, shownText } from '../../text/player-text.ts';
import type { SeatInfo } from '../view/session.tsx';

/** One seat of a lobby match, as the Lobby API lists it. */
export type Player = LobbyAPI.Match['players'][number];

/** Whether a bot holds the seat for a player who left (anyone may take it back). */
export function standIn(p: Player | undefined): boolean {
  return (p?.data as { standIn?: unknown } | undefined)?.standIn === true;
}

/** The level of the bot in a seat, if a bot plays it. */
export function botLevel(p: Player): SeatInfo['kind'] | undefined {
  const level = (p.data as { bot?: string } | undefined)?.bot;
  return level === 'random' || level === 'easy' || level === 'medium' || level === 'hard' ? level : undefined;
}

/**
 * A seat's name as shown beside its kind, cleaned as the server cleans names (one stored by an older
 * server may hold invisible or bidirectional characters); a bot's level, which the server writes
 * into its name, appears once.
 */
export function shownName(p: Player): string | undefined {
  if (!p.name) return undefined;
  const name = shownText(p.name, NAME_TEXT, `Seat ${Number(p.id) + 1}`);
  const level = botLevel(p);
  return level ? name.replace(` (${level})`, '') : name;
}

/** The seats for the board's session; `mine` is the viewer's seat id. */
export function seatsOf(match: LobbyAPI.Match, mine: string | null): SeatInfo[] {
  return match.players.map((p) => ({ name: shownName(p) ?? `Seat ${p.id + 1}`, kind: botLevel(p) ?? (String(p.id) === mine ? 'human' : 'remote') }));
}
