/**
 * Simulator throughput: games per second of a 4-player medium Ticket to Ride tournament and a
 * 3-player medium India Rails tournament, on one core (in-process) and on every core (worker
 * threads), against a baseline of random bots measured in the same run (cost per action). When a game or a level is
 * not available yet it falls back (medium → easy → random) and says so. Prints one JSON document.
 *
 *   NODE_ENV=production npx tsx bench/sim-throughput.ts [--ttr-games N] [--ir-games N] [--pairs N] [--payoff-games N] [--payoff-only]
 *     [--baseline <checkout>]
 *
 * Worker pay-off: a tournament of --payoff-games (200; a comma-separated list measures
 * each size) 4-player medium TTR games on one worker (the command's thread) and on two (that thread
 * and a worker thread), in --pairs (3) interleaved pairs, median of each, with the CPU time each
 * process used per second (V8's compiler and GC threads take part of a second core);
 * target: two workers at least 1.8x one worker's games per second on two idle cores. The compiled
 * worker bundle is built (or found up to date) first, and that time is reported apart. With
 * --payoff-only only the pay-off is measured (`payoffOnly: true` in the result).
 *
 * India Rails against the baseline (with --baseline): the --ir-games India Rails games
 * played in this process by this tree's code and the baseline checkout's, game by game in turn
 * (same seeds); ms per game of each, their ratio, whether every game ended the same, and the load.
 *
 * Targets: a 4-player medium TTR game ≤ 50 ms on one core; a 3-player medium India Rails game ≤ 500 ms
 * on one core (the India Rails tournament is measured at 3 players and the target compared against it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { compiledWorker } from '../src/sim/compiled.ts';
import { validateAgainst } from '../src/sim/args.ts';
import { runTournament } from '../src/sim/pool.ts';
import { DEFAULT_PROVIDERS, loadProvidersFrom } from '../src/sim/providers-loader.ts';
import { mean, median } from '../src/sim/stats.ts';
import type { SimProviders, TournamentConfig } from '../src/sim/types.ts';
import { checkoutPlayer, sameGame, THIS_TREE } from './lib/ir-checkout.ts';
import { reportResult } from './lib/results.ts';
import { positiveIntFlag } from './lib/flags.ts';

interface Scenario {
  game: string;
  players: number;
  level: string;
  games: number;
  targetMsPerGame: number;
}

const FALLBACK = ['medium', 'easy', 'random'];
const BASELINE_ACTIONS = 300;

const USAGE = 'usage: npx tsx bench/sim-throughput.ts [--ttr-games N] [--ir-games N] [--pairs N] [--payoff-games N] [--payoff-only] [--baseline <checkout>]';
// Every argument is a known flag (and its value): a typo must not run a long benchmark with defaults.
const VALUED = ['--ttr-games', '--ir-games', '--pairs', '--payoff-games', '--baseline'];
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (VALUED.includes(a)) i++;
  else if (a !== '--payoff-only') {
    process.stderr.write(`unknown flag '${a}'\n${USAGE}\n`);
    process.exit(2);
  }
}
/** Another checkout of the project (e.g. a git worktree of the previous commit) measured in the same pairs. */
const BASELINE_DIR = process.argv.includes('--baseline') ? process.argv[process.argv.indexOf('--baseline') + 1] : undefined;

function flag(name: string, fallback: number): number {
  return positiveIntFlag(name, fallback, USAGE);
}

/** The first level from `wanted` down the fallback chain that the providers can run, with the reasons others failed. */
async function usableLevel(providers: SimProviders, s: Scenario): Promise<{ level: string | null; notes: string[] }> {
  const notes: string[] = [];
  for (const level of FALLBACK.slice(FALLBACK.indexOf(s.level))) {
    const config: TournamentConfig = { game: s.game, bots: Array(s.players).fill(level), games: 1, seed: 'probe' };
    try {
      await validateAgainst(config, providers);
      const probe = await runTournament({ ...config, maxSteps: 3000 }, { workers: 0 });
      if (probe.outcomes[0].status === 'error') throw new Error(probe.outcomes[0].error);
      return { level, notes };
    } catch (e) {
      notes.push(`${level}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { level: null, notes };
}

/** Milliseconds per game (mean over games, one core) and games per second of a tournament. */
async function measure(config: TournamentConfig, workers: number) {
  const r = await runTournament(config, { workers });
  const errors = r.outcomes.filter((o) => o.status !== 'done').length;
  const steps = r.outcomes.reduce((t, o) => t + o.steps, 0);
  const ms = r.outcomes.reduce((t, o) => t + o.ms, 0);
  return {
    workers: r.workers,
    games: r.outcomes.length,
    notFinished: errors,
    msPerGame: Math.round(mean(r.outcomes.map((o) => o.ms)) * 100) / 100,
    msPerAction: Math.round((ms / Math.max(1, steps)) * 1000) / 1000,
    gamesPerSecond: Math.round(((r.outcomes.length * 1000) / r.elapsedMs) * 100) / 100,
    elapsedMs: r.elapsedMs,
  };
}

/**
 * This tree's India Rails games against the baseline checkout's, interleaved game by game (the
 * side that goes first alternates) on the same seeds, in this thread.
 */
async function irAgainstBaseline(dir: string, config: TournamentConfig) {
  const here = await checkoutPlayer(THIS_TREE, config);
  const base = await checkoutPlayer(dir, config);
  const loadBefore = loadavg()[0];
  const games: { index: number; ms: number; baselineMs: number; same: boolean }[] = [];
  for (let i = 0; i < config.games; i++) {
    // The side that plays first alternates, so that neither always meets a warmer or cooler machine.
    const b = i % 2 === 1 ? base(i) : undefined;
    const a = here(i);
    const baseline = b ?? base(i);
    games.push({ index: i, ms: Math.round(a.ms), baselineMs: Math.round(baseline.ms), same: sameGame(a, baseline) });
  }
  const ms = mean(games.map((g) => g.ms));
  const baselineMs = mean(games.map((g) => g.baselineMs));
  return {
    dir,
    games: games.length,
    msPerGame: Math.round(ms * 10) / 10,
    baselineMsPerGame: Math.round(baselineMs * 10) / 10,
    speedup: Math.round((baselineMs / ms) * 100) / 100,
    sameGames: games.every((g) => g.same),
    perGame: games,
    loadAverage1m: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0] * 100) / 100 },
    targetMsPerGame: 500,
  };
}

async function scenario(providers: SimProviders, s: Scenario) {
  if (!providers.gameIds.includes(s.game)) return { ...s, skipped: `game ${s.game} is not in the registry yet` };
  const { level, notes } = await usableLevel(providers, s);
  if (level === null) return { ...s, skipped: `no bot level runs: ${notes.join('; ')}` };
  const bots = Array(s.players).fill(level);
  const config: TournamentConfig = { game: s.game, bots, games: s.games, seed: 'bench' };
  const singleCore = await measure(config, 0);
  const cores = availableParallelism();
  const allCores = await measure(config, cores);
  // Baseline: random bots for a fixed number of actions (random India Rails players never win), so
  // the ratio per action is the cost of the bots' thinking over the bare rules and runner.
  const baseline = await measure({ ...config, bots: Array(s.players).fill('random'), games: 4, maxSteps: BASELINE_ACTIONS }, 0);
  const againstBaseline = s.game === 'india-rails' && BASELINE_DIR !== undefined ? await irAgainstBaseline(BASELINE_DIR, config) : undefined;
  return {
    game: s.game,
    players: s.players,
    levelAsked: s.level,
    levelUsed: level,
    ...(level !== s.level && { fallback: `level ${s.level} not available, measured ${level}: ${notes.join('; ')}` }),
    singleCore,
    allCores: { ...allCores, speedup: Math.round((allCores.gamesPerSecond / singleCore.gamesPerSecond) * 100) / 100 },
    baselineRandom: baseline,
    ratioPerActionToRandomBaseline: Math.round((singleCore.msPerAction / baseline.msPerAction) * 100) / 100,
    targetMsPerGame: s.targetMsPerGame,
    ratioToTarget: Math.round((singleCore.msPerGame / s.targetMsPerGame) * 1000) / 1000,
    meetsTarget: level === s.level ? singleCore.msPerGame <= s.targetMsPerGame : null,
    ...(againstBaseline && { againstBaseline }),
  };
}

/** CPU seconds used so far by this process's finished children (Linux: /proc/self/stat), or null elsewhere. */
function childrenCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of stat(5) (cutime, cstime), in clock ticks of 10 ms.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

/** One `npm run sim` run: games per second as it reports them, and the CPU its process used per second of its life. */
interface CliRun {
  gamesPerSecond: number;
  elapsedMs: number;
  /** CPU time of the whole process (every thread: players, compiler, GC) over its wall time; null off Linux. */
  coresUsed: number | null;
}

/** One `npm run sim` process (as a user starts it) on `workers` workers; its games per second from its JSON. */
function cliRun(games: number, workers: number, cwd = fileURLToPath(new URL('..', import.meta.url))): CliRun {
  const file = join(mkdtempSync(join(tmpdir(), 'sim-payoff-')), 'run.json');
  const args = ['--import', 'tsx', 'src/sim/cli.ts', '--game', 'ttr-india', '--bots', 'medium,medium,medium,medium'];
  args.push('--games', String(games), '--seed', 'payoff', '--workers', String(workers), '--quiet', '--json', file);
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', cwd });
  const wallMs = performance.now() - started;
  const cpuAfter = childrenCpuMs();
  if (run.status !== 0) throw new Error(`sim exited with ${run.status}: ${run.stderr}`);
  const { summary } = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(dirname(file), { recursive: true, force: true });
  const coresUsed = cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) / wallMs) * 100) / 100;
  return { gamesPerSecond: Math.round(summary.gamesPerSecond * 100) / 100, elapsedMs: summary.elapsedMs, coresUsed };
}

/** The --payoff-games sizes: one or more positive whole numbers, comma-separated (default 200). */
function payoffSizes(): number[] {
  const i = process.argv.indexOf('--payoff-games');
  if (i < 0) return [200];
  const raw = process.argv[i + 1] ?? '';
  const sizes = raw.split(',').map(Number);
  if (!sizes.every((n) => Number.isInteger(n) && n >= 1)) {
    process.stderr.write(`--payoff-games needs positive whole numbers separated by commas, got "${raw}"\n${USAGE}\n`);
    process.exit(2);
  }
  return sizes;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Games per second of the same TTR tournament on one worker (the command's own thread) and on two
 * (this thread and a worker thread), each a fresh `npm run sim` process as a user runs it (so both
 * start cold), in interleaved pairs so that a change in the machine's load hits both sides alike.
 */
async function workerPayoff(games: number, pairs: number) {
  const buildStart = performance.now();
  await compiledWorker(DEFAULT_PROVIDERS);
  const bundleMs = Math.round(performance.now() - buildStart);
  type Pair = { pair: number; one: CliRun; two: CliRun; baselineOne?: CliRun; baselineTwo?: CliRun; loadAverage1m: number };
  const runs: Pair[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const one = cliRun(games, 1);
    const two = cliRun(games, 2);
    const baseline = BASELINE_DIR && { baselineOne: cliRun(games, 1, BASELINE_DIR), baselineTwo: cliRun(games, 2, BASELINE_DIR) };
    runs.push({ pair, one, two, ...baseline, loadAverage1m: round2(loadavg()[0]) });
  }
  const med = (pick: (r: Pair) => number | null | undefined) => median(runs.map((r) => pick(r) ?? 0));
  const one = med((r) => r.one.gamesPerSecond);
  const two = med((r) => r.two.gamesPerSecond);
  const ratio = round2(two / one);
  const baseline = BASELINE_DIR && {
    dir: BASELINE_DIR,
    medianGamesPerSecond: { oneWorker: med((r) => r.baselineOne?.gamesPerSecond), twoWorkers: med((r) => r.baselineTwo?.gamesPerSecond) },
  };
  return {
    game: 'ttr-india',
    players: 4,
    level: 'medium',
    games,
    bundleMs,
    runs,
    medianGamesPerSecond: { oneWorker: one, twoWorkers: two },
    // One worker is one thread of play, yet V8's compiler and GC threads keep part of the second core busy.
    medianCoresUsed: { oneWorker: med((r) => r.one.coresUsed), twoWorkers: med((r) => r.two.coresUsed) },
    ratioTwoToOne: ratio,
    ...(baseline && {
      baseline: { ...baseline, ratioTwoToOne: round2(baseline.medianGamesPerSecond.twoWorkers / baseline.medianGamesPerSecond.oneWorker) },
      twoWorkersToBaselineTwoWorkers: round2(two / baseline.medianGamesPerSecond.twoWorkers),
      oneWorkerToBaselineOneWorker: round2(one / baseline.medianGamesPerSecond.oneWorker),
    }),
    target: 1.8,
    meetsTarget: ratio >= 1.8,
    note: "games per second as the sim command reports them (worker start-up included); one worker plays in the command's thread, two are that thread and one worker thread; coresUsed = the process's CPU time over its wall time; the target assumes two idle cores",
  };
}

if (BASELINE_DIR !== undefined && !existsSync(join(BASELINE_DIR, 'src/sim/cli.ts'))) {
  process.stderr.write(`--baseline needs a checkout of this project (with src/sim/cli.ts), got "${BASELINE_DIR}"\n${USAGE}\n`);
  process.exit(2);
}
const loadBefore = loadavg()[0];
const payoffOnly = process.argv.includes('--payoff-only');
const providers = await loadProvidersFrom(DEFAULT_PROVIDERS);
const scenarios: Scenario[] = [
  { game: 'ttr-india', players: 4, level: 'medium', games: flag('ttr-games', 40), targetMsPerGame: 50 },
  { game: 'india-rails', players: 3, level: 'medium', games: flag('ir-games', 4), targetMsPerGame: 500 },
];
const payoff = [];
for (const games of payoffSizes()) payoff.push(await workerPayoff(games, flag('pairs', 3)));
const results = [];
if (!payoffOnly) for (const s of scenarios) results.push(await scenario(providers, s));
reportResult('sim-throughput', {
  payoffOnly,
  nodeEnv: process.env.NODE_ENV ?? null,
  cores: availableParallelism(),
  // Other processes share the cores: a 1-minute load average above the core count inflates every time.
  loadAverage1m: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0] * 100) / 100 },
  note: 'msPerGame: mean wall time of one game in its thread (one core); ratios < 1 to the target meet it',
  // One entry per --payoff-games size (a single object for a single size, as before).
  workerPayoff: payoff.length === 1 ? payoff[0] : payoff,
  scenarios: results,
});
