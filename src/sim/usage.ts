/** The simulator's usage text: commander's list of the flags, between a summary and examples. */
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
  npm run sim -- --game ttr-india --bots medium,medium,easy,random --games 1000 --seed 7 --report out.html
  npm run sim -- --game india-rails --bots medium,easy,easy --games 100 --workers 2 --json ir.json
  npm run sim -- --game ttr-india --bots medium,easy --games 10000 --queue redis://10.0.0.5:6379
  npm run sim:worker -- --queue redis://10.0.0.5:6379 --concurrency 4     (on each machine)
  npm run sim -- --replay 7/game/12 --game ttr-india --bots easy,random,medium,medium
`;
