/** A finished match in words: its seats as the board names them, and its result. */
import type { SeatInfo } from '../view/session.tsx';
import type { MatchReplay } from './serverReplay.ts';

/** The seats of a finished match as the board names them. */
export function matchSeats(match: MatchReplay['match']): SeatInfo[] {
  return match.players.map((p) => ({ name: p.name, kind: (p.bot as SeatInfo['kind'] | undefined) ?? 'human' }));
}

/** The winners and scores in words. */
export function resultWords(names: string[], winners: number[], scores: number[]): string {
  if (winners.length === 0) return 'no result';
  const who = winners.map((w) => names[w] ?? `Player ${w + 1}`).join(' and ');
  return `${who} ${winners.length > 1 ? 'share the win' : 'won'} (${names.map((n, s) => `${n} ${scores[s] ?? '?'}`).join(', ')})`;
}
