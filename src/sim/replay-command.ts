/** The command line that replays one game of a tournament (printed in the JSON and CSV). */
import type { GameOutcome, TournamentConfig } from './types.ts';

/** Quotes a shell word when it holds anything but safe characters. */
function shellWord(s: string): string {
  return /^[\w./:=,@+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** `npm run sim -- --replay <seed> --game <id> --bots <levels by seat> [...]` for one game. */
export function replayCommand(config: TournamentConfig, o: Pick<GameOutcome, 'seed' | 'levels'>): string {
  const words = ['npm', 'run', 'sim', '--', '--replay', o.seed, '--game', config.game, '--bots', o.levels.join(',')];
  if (config.options) words.push('--options', JSON.stringify(config.options));
  if (config.iterations !== undefined) words.push('--iterations', String(config.iterations));
  if (config.budgetMs !== undefined) words.push('--budget-ms', String(config.budgetMs));
  if (config.maxSteps !== undefined) words.push('--max-steps', String(config.maxSteps));
  return words.map(shellWord).join(' ');
}
