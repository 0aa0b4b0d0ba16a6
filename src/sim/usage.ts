/** The simulator's usage text: commander's list of the flags, between a summary and examples. */
import { GAME_IDS, getGame } from '../games/registry.ts';
import { simProgram } from './flags.ts';

const options = simProgram()
  .configureHelp({ helpWidth: 100, sortOptions: false })
  .helpInformation()
  .replace(/^Usage:.*\n\n/, '');

/** Printed by --help and after every flag error. */
export const USAGE = `Usage:
  npm run sim -- --game <id> --bots <level,level,...> [--games N] [--seed S] [options]
  npm run sim -- --replay <game-seed> --game <id> --bots <level per seat,...> [--variant ...]

Plays bot-vs-bot tournaments. The number of bots is the number of players; seats rotate so
every bot plays every seat equally often. The same seed gives the same games whatever --workers,
and whichever queue workers play them.

${options}
Examples:
${examples()}`;

/** Example lines for the registered games: a first bot of one level against the game's usual number of others. */
function examples(): string {
  const [a, b = a] = GAME_IDS;
  const bots = (id: string, first: string, others: string) =>
    Array.from({ length: getGame(id).defaultPlayers }, (_, i) => (i === 0 ? first : others)).join(',');
  return [
    `  npm run sim -- --game ${a} --bots ${bots(a, 'medium', 'easy')} --games 1000 --seed 7 --report out.html`,
    `  npm run sim -- --game ${b} --bots ${bots(b, 'medium', 'easy')} --games 100 --workers 2 --json out.json`,
    `  npm run sim -- --game ${a} --bots ${bots(a, 'medium', 'easy')} --games 10000 --queue redis://queue-host:6379`,
    '  npm run sim:worker -- --queue redis://queue-host:6379 --concurrency 4     (on each machine)',
    `  npm run sim -- --replay 7/game/12 --game ${a} --bots ${bots(a, 'easy', 'random')}`,
    '',
  ].join('\n');
}
