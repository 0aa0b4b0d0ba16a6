/**
 * The benchmarks: one entry script each at bench/<name>.ts, in the order `npm run bench` runs them.
 * This list is the one source of `npm run bench -- --list` and of the table in docs/benchmarks.md
 * (test/bench/registry.test.ts keeps the table, the scripts and this list equal).
 */

/** One benchmark: its script's name, its flags as a usage line shows them, what it measures and about how long it takes. */
export interface Benchmark {
  name: string;
  flags: string;
  measures: string;
  cost: string;
  /** False for a benchmark that needs input of its own and so is left out of `npm run bench`. */
  inFullRun: boolean;
}

/** Every benchmark, in the order `npm run bench` runs them. */
export const BENCHMARKS = [
  {
    name: 'map-paths',
    flags: '[--rounds N]',
    measures: 'India Rails cheapest-path queries against a plain array-scan Dijkstra (same run, same answers)',
    cost: 'seconds',
    inFullRun: true,
  },
  {
    name: 'ttr-core',
    flags: '[--games N] [--players P]',
    measures:
      'the Ticket to Ride rules core: a random game, `legalActions`, `apply` (against a `structuredClone` of the state), `observe`, `determinize`, final scoring',
    cost: 'seconds',
    inFullRun: true,
  },
  {
    name: 'bgio-moves',
    flags: '[--baseline REF] [--games N] [--rounds N]',
    measures:
      "a move's cost inside boardgame.io's reducer (the server's CPU per move), wall and CPU time, this tree against a baseline commit in a temporary git worktree, interleaved",
    cost: 'a minute or two',
    inFullRun: true,
  },
  {
    name: 'bots-speed',
    flags: '[--bgio-iterations N] [--our-iterations N] [--rounds N] [--decisions N] [--seed S]',
    measures:
      "our tree search against boardgame.io's `MCTSBot` and against its algorithm ported onto our core, on one position (iterations a second); where our search's time goes; the time of a `hard` decision",
    cost: 'a few minutes',
    inFullRun: true,
  },
  {
    name: 'bots-strength',
    flags: '[--game …] [--games N] [--ir-games N] [--hard-games N] [--pairs a-b,…] [--seed fresh|S] [--tuning-seeds …]',
    measures:
      'series between bot levels (2 players with seats alternated; `hard-medium4` and `hard-medium6`: one hard against three or five mediums): win rates with Wilson intervals, on a fresh held-out seed set unless `--seed` names one',
    cost: 'tens of minutes to hours',
    inFullRun: true,
  },
  {
    name: 'bots-strength-merge',
    flags: 'run.json…',
    measures: 'pools held-out `bots-strength` runs (each on its own seed set) into one win rate and Wilson interval per pairing',
    cost: 'seconds',
    inFullRun: false,
  },
  {
    name: 'bots-ir-pace',
    flags: '[--games N] [--level L] [--seed S] [--players P] [--workers W] [--tuning JSON] [--params JSON] [--variants JSON]',
    measures:
      "India Rails: the own turns a bot needs to win against itself (or, with two levels, one against the other), the longest run of own turns without a delivery, and where each player's money goes (track by deliveries served, rent, upgrades, payouts by phase)",
    cost: 'a minute or two',
    inFullRun: true,
  },
  {
    name: 'bots-vs-bgio-mcts',
    flags: '[--games N] [--iterations N] [--playout-depth N] [--levels …] [--seed S]',
    measures: "our Ticket to Ride bots against boardgame.io's `MCTSBot` through its own `Simulate`: wins with Wilson intervals, time per move",
    cost: '1–2 CPU-minutes a game',
    inFullRun: true,
  },
  {
    name: 'sim-throughput',
    flags: '[--ttr-games N] [--ir-games N] [--pairs N] [--payoff-games N] [--payoff-only] [--baseline DIR]',
    measures:
      "whole games of medium bots, one thread and all cores, against a target per game and against random bots; with `--baseline`, India Rails games also played by another checkout's code",
    cost: 'a minute or two',
    inFullRun: true,
  },
  {
    name: 'sim-json-size',
    flags: '[--ttr-games N] [--ir-games N]',
    measures: "the simulator's JSON for 1,000 games: its bytes, the replay viewer's `replayData` in it, and what the games' move records would add",
    cost: 'a few minutes',
    inFullRun: true,
  },
  {
    name: 'client-bundle',
    flags: '[--loads N]',
    measures: "the client's size and how fast the home page and the India Rails board become usable, in Chromium",
    cost: 'a minute or two',
    inFullRun: true,
  },
  {
    name: 'server-load',
    flags: '[--matches N] [--think-ms MS] [--window-seconds S] [--store sqlite|postgres] [--max-seconds S]',
    measures: 'concurrent matches against the lobby server over sockets: round trips, errors, server CPU per move and memory per match',
    cost: 'minutes',
    inFullRun: true,
  },
  {
    name: 'server-abuse',
    flags: '[--flood-seconds S] [--samples N]',
    measures:
      "the lobby server under abuse: a long match's sync in bytes, the Lobby API's answer time during a sync flood and after it, a quick bot's answer while hard bots run",
    cost: 'a few minutes',
    inFullRun: true,
  },
] as const satisfies readonly Benchmark[];

/** A benchmark's name. */
export type BenchName = (typeof BENCHMARKS)[number]['name'];

/** The names of every benchmark, in run order. */
export const BENCH_NAMES: readonly BenchName[] = BENCHMARKS.map((b) => b.name);

/** Whether `name` is a benchmark's. */
export function isBenchName(name: string): name is BenchName {
  return (BENCH_NAMES as readonly string[]).includes(name);
}

/** The list `npm run bench -- --list` prints: one line a benchmark, its name, what it measures and its cost. */
export function benchmarkList(): string {
  const width = Math.max(...BENCH_NAMES.map((n) => n.length));
  return BENCHMARKS.map((b) => `${b.name.padEnd(width)}  ${b.measures.replace(/`/g, '')} (${b.cost})${b.inFullRun ? '' : ' [not in the full run]'}\n`).join('');
}

/** A benchmark's row of the table in docs/benchmarks.md (a `|` in a cell written `\|`, as Markdown tables need). */
export function docsRow(b: Benchmark): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return `| \`${cell(`${b.name} ${b.flags}`)}\` | ${cell(b.measures)} | ${cell(b.cost)} |`;
}
