/** A saved game in words, as the home page lists it: who plays, how far it is, when it was last played. */
import { resultWords } from '../replay/matchInfo.ts';
import type { SaveSummary } from './format.ts';

/** The players, bots with their level: "Asha, Bot 1 (easy), Bot 2 (hard)". */
export function playersWords(s: SaveSummary): string {
  const people = s.settings.names.length;
  return s.players.map((name, seat) => (seat >= people ? `${name} (${s.settings.bots[seat - people] ?? 'bot'})` : name)).join(', ');
}

/** How far the game is: "Round 3 · Asha to play", or the result once over. */
export function progressWords(s: SaveSummary): string {
  if (s.over) return s.result ? `Finished: ${resultWords(s.players, s.result.winners, s.result.scores)}` : 'Finished';
  if (s.toPlay.length === 0) return 'Not started';
  return `Round ${s.round} · ${s.toPlay.join(' and ')} to play`;
}

/** When, in words relative to `now`: "just now", "5 minutes ago", "3 hours ago", "yesterday", or the date. */
export function whenWords(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  if (hours < 48) return 'yesterday';
  return new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
