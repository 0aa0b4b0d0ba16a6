/** The line in the top bar that says what the player may do now. */
import type { IndiaRailsState } from '../../../games/india-rails/rules/types.ts';
import { money } from './words.ts';

/** What the prompt depends on. */
export interface PromptFacts {
  myTurn: boolean;
  /** The phase of the real state, and of the state with the plan built. */
  phase: IndiaRailsState['phase'];
  viewPhase: IndiaRailsState['phase'];
  derailed: boolean;
  placing: boolean;
  canOperate: boolean;
  budget: number;
}

/** The prompt, most pressing question first. */
export function turnPrompt(f: PromptFacts): string {
  if (!f.myTurn) return f.phase === 'building' ? 'Players are building their first track.' : 'Wait for your turn.';
  if (f.derailed) return 'A derailment: choose the load you lose.';
  if (f.placing) return 'Place your train in any city (click a ringed city).';
  if (f.viewPhase === 'building') return `Building turn: click a milepost to plan track (${money(f.budget)} left), then End turn.`;
  if (f.canOperate) return 'Move your train (click a yellow milepost, or a city to head for), pick up and deliver; then build or upgrade.';
  return `Build or upgrade (${money(f.budget)} left), then End turn.`;
}
