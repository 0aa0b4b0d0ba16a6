/** What the Ticket to Ride – India top bar tells the viewing player to do now. */
import type { TtrState } from '../../../games/ttr-india/rules/state.ts';
import { count } from './words.ts';

/** The prompt in words, from what is legal now. */
export function ttrPrompt(s: TtrState, opts: { myTurn: boolean; choosingTickets: boolean; canPass: boolean }): string {
  if (!opts.myTurn) return s.phase === 'opening' ? 'Everyone is choosing tickets.' : 'Wait for your turn.';
  let prompt: string;
  if (opts.choosingTickets) prompt = 'Choose which tickets to keep.';
  else if (s.drawn > 0) prompt = 'Take a second card (not a face-up locomotive).';
  else if (opts.canPass) prompt = 'Nothing can be done: pass.';
  else prompt = 'Draw cards, claim a route or draw tickets.';
  if (s.phase === 'lastRound') prompt += ` Last round: ${count(s.finalTurns ?? 0, 'turn')} left.`;
  return prompt;
}
