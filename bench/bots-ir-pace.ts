/**
 * India Rails pace: how many of its own turns a bot level needs to win a game against itself (2
 * players unless `--players` says otherwise; the target, for 2: medium in a median of at most 68),
 * the longest run of own turns any player went without a delivery (the target: under 30), and
 * where the winner's money went.
 * The games are split over worker processes; each game's seed is `<seed>-<index>`, so the figures
 * do not depend on the number of workers. `--tuning` overrides the heuristic's tunables
 * (bots/india-rails/tuning.ts) for the run, to measure a setting without editing code; `--params`
 * overrides the game's own numbers (setupData.params), to ask what holds the bots back (with
 * `{"startingCash":70}`, say); `--variants` plays optional rules (setupData.variants: the Mercy
 * rules `{"borrowing":true,"backtracking":true}`, say). Prints one JSON document.
 *
 *   NODE_ENV=production npx tsx bench/bots-ir-pace.ts [--games 240] [--level medium] [--seed pace]
 *     [--players 2] [--workers 2] [--tuning '{"trackCharge":0.5}'] [--params '{"startingCash":70}']
 *     [--variants '{"borrowing":true}']
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDecider } from '../bots/index.ts';
import { IR_TUNING, type IrTuning } from '../bots/india-rails/tuning.ts';
import { type Overrides, tuned } from '../bots/tuned.ts';
import type { BotLevel } from '../bots/types.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { runGame } from '../src/engine/runner.ts';
import type { IndiaRailsCore } from '../src/games/india-rails/rules/core.ts';
import { type IndiaRailsParams, type IndiaRailsVariants, resolveParams, validateSetupData } from '../src/games/india-rails/params.ts';
import { majorsConnected } from '../src/games/india-rails/rules/track.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../src/games/registry.ts';
import { mean, quantileSorted } from '../src/sim/stats.ts';
import { droughtTracker } from '../test/support/ir-droughts.ts';
import { type MoneyLine, moneyLedger, PHASES } from './lib/ir-money.ts';
import { runShardProcess } from './lib/shard-process.ts';
import { intFlag, listFlag, parseFlags } from './lib/flags.ts';
import { reportResult } from './lib/results.ts';

const USAGE =
  'NODE_ENV=production npx tsx bench/bots-ir-pace.ts [--games N] [--level easy|medium|hard] [--seed S] [--players 2-6] [--workers N] [--tuning JSON] [--params JSON] [--variants JSON]';
const flags = parseFlags(
  process.argv.slice(2),
  {
    games: '240',
    level: 'medium',
    seed: 'pace',
    players: '2',
    workers: String(Math.min(2, availableParallelism())),
    tuning: '{}',
    params: '{}',
    variants: '{}',
    shard: '',
  },
  USAGE,
);
const games = intFlag(flags, 'games', USAGE);
const workers = intFlag(flags, 'workers', USAGE);
const players = intFlag(flags, 'players', USAGE);
if (players < 2 || players > 6) fail(`--players must be 2 to 6 (India Rails seats 2-6 players), got ${players}`);
const levels = listFlag(flags, 'level', ['easy', 'medium', 'hard'], USAGE) as BotLevel[];
if (levels.length > 2) fail(`--level takes one level (self-play) or two (one seat of the first, rotating, the rest of the second), got '${flags.level}'`);
const level = levels.join(',');
const tuning = parseTuning(flags.tuning);
const params = setupFlag<Partial<IndiaRailsParams>>('params', flags.params);
const variants = setupFlag<IndiaRailsVariants>('variants', flags.variants);

/** The JSON object given to flag `--name`, or exit with the usage. */
function jsonFlag(name: string, text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(`--${name} must be a JSON object, got '${text}'`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail(`--${name} must be a JSON object`);
  return parsed as Record<string, unknown>;
}

/** The tuning overrides of `--tuning`, or exit with the usage when they are not known tunables of the right type. */
function parseTuning(text: string): Overrides<IrTuning> {
  const parsed = jsonFlag('tuning', text) as Overrides<IrTuning>;
  try {
    tuned(parsed, IR_TUNING);
  } catch (e) {
    return fail(`--${(e as Error).message}`);
  }
  return parsed;
}

/** The setupData field `name` given to flag `--name` (the game's params or variants), or exit with the usage when setupData would refuse it. */
function setupFlag<T>(name: 'params' | 'variants', text: string): T {
  const parsed = jsonFlag(name, text);
  const reason = validateSetupData({ [name]: parsed });
  if (reason) return fail(`--${name}: ${reason}`);
  return parsed as T;
}

function fail(message: string): never {
  process.stderr.write(`${message}\nusage: ${USAGE}\n`);
  process.exit(2);
}

/** What one game tells about its winner. */
interface GameLine {
  index: number;
  /** The winning seat (null when the game was cut off). */
  winner: number | null;
  /** Each seat's level and money. */
  seats: { level: BotLevel; money: MoneyLine }[];
  /** The winner's own turns, null when the game was cut off. */
  turns: number | null;
  income: number;
  trackSegments: number;
  /** The winner's payouts by its own turns 20 and 40, and the own turns when it first upgraded and joined the five majors. */
  by20: number;
  by40: number;
  upgradedAt: number | null;
  majorsAt: number | null;
  /** The longest run of own turns any seat went without a delivery. */
  drought: number;
}

/** Plays game `index` of the series (every seat the same level). */
function play(index: number): GameLine {
  const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
  const seed = `${flags.seed}-${index}`;
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const seatLevels = seats.map((seat) => seatLevel(seat, index));
  const deciders = seats.map((seat) =>
    createDecider<IndiaRailsState, IndiaRailsAction>({ game: 'india-rails', level: seatLevels[seat], seed: deriveSeed(seed, 'bot', seat), tuning }),
  );
  const money = moneyLedger(core.ctx, players, resolveParams({ params, variants }).startingCash);
  const marks = seats.map(() => ({ by20: 0, by40: 0, upgradedAt: null as number | null, majorsAt: null as number | null }));
  const droughts = droughtTracker(players);
  const { state, record } = runGame(core, deciders, {
    numPlayers: players,
    seed,
    options: Object.keys(params).length + Object.keys(variants).length > 0 ? { params, variants } : undefined,
    maxSteps: 4000 * players,
    onStep(s, step) {
      droughts.observe(s);
      money.observe(s, step.seat, step.action);
      s.players.forEach((p, seat) => {
        const m = marks[seat];
        if (p.turns <= 20) m.by20 = p.income;
        if (p.turns <= 40) m.by40 = p.income;
        if (m.upgradedAt === null && p.loco !== 'freight') m.upgradedAt = p.turns;
        if (m.majorsAt === null && majorsConnected(core.ctx, s, seat) >= s.params.majorCitiesToConnect) m.majorsAt = p.turns;
      });
    },
  });
  const drought = Math.max(...droughts.longest);
  const winner = record.result?.winners[0];
  const seatLines = money.lines().map((m, seat) => ({ level: seatLevels[seat], money: m }));
  if (winner === undefined)
    return { index, winner: null, seats: seatLines, turns: null, income: 0, trackSegments: 0, by20: 0, by40: 0, upgradedAt: null, majorsAt: null, drought };
  const p = state.players[winner];
  return {
    index,
    winner,
    seats: seatLines,
    turns: p.turns,
    income: p.income,
    trackSegments: state.track[winner].length,
    ...marks[winner],
    drought,
  };
}

/** The level of `seat` in game `index`: with two levels, one seat of the first (rotating with the game), the rest of the second. */
function seatLevel(seat: number, index: number): BotLevel {
  return levels.length === 1 || seat === index % players ? levels[0] : levels[1];
}

/** Runs games `k`, `k + n`, `k + 2n`, … in a child process of this script and collects its lines. */
function shard(k: number, n: number): Promise<GameLine[]> {
  const args = [
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    '--games',
    String(games),
    '--level',
    flags.level,
    '--seed',
    flags.seed,
    '--players',
    String(players),
    '--tuning',
    flags.tuning,
    '--params',
    flags.params,
    '--variants',
    flags.variants,
    '--shard',
    `${k}/${n}`,
  ];
  return runShardProcess<GameLine>(args, `shard ${k}/${n}`);
}

/** A mean to one decimal (NaN for none). */
const mean1 = (xs: readonly number[]) => +mean(xs).toFixed(1);
/** A median to one decimal (NaN for none). */
const median1 = (xs: readonly number[]) =>
  xs.length
    ? +quantileSorted(
        [...xs].sort((a, b) => a - b),
        0.5,
      ).toFixed(1)
    : Number.NaN;

/** Medians of the money lines `ms` (the yardstick of docs/bots.md, "Where the money goes"). */
function moneySummary(ms: readonly MoneyLine[]) {
  const med = (f: (m: MoneyLine) => number) => median1(ms.map(f));
  return {
    players: ms.length,
    medianTrack: med((m) => m.track),
    medianTrackServedNone: med((m) => m.trackServedNone),
    medianTrackNeverTravelled: med((m) => m.trackNeverTravelled),
    medianTrackServedOne: med((m) => m.trackServedOne),
    medianTrackServedTwoPlus: med((m) => m.trackServedTwoPlus),
    medianSegments: med((m) => m.segments),
    medianRentPaid: med((m) => m.rentPaid),
    medianRentReceived: med((m) => m.rentReceived),
    medianUpgrades: med((m) => m.upgrades),
    medianPayouts: med((m) => m.payouts),
    medianDeliveries: med((m) => m.deliveries),
    medianPayoutsPerTrack: med((m) => m.payoutsPerTrack),
    meanPayoutsPerTurn: Object.fromEntries(PHASES.map((p, i) => [p.name, mean1(ms.map((m) => m.payoutsPerTurn[i]).filter((x): x is number => x !== null))])),
  };
}

/** The money of the winners, and of every player, by level. */
function moneyReport(lines: readonly GameLine[]) {
  return Object.fromEntries(
    levels.map((lv) => [
      lv,
      {
        winners: moneySummary(lines.flatMap((l) => l.seats.filter((x, seat) => x.level === lv && seat === l.winner).map((x) => x.money))),
        everyone: moneySummary(lines.flatMap((l) => l.seats.filter((x) => x.level === lv).map((x) => x.money))),
      },
    ]),
  );
}

if (flags.shard) {
  const [k, n] = flags.shard.split('/').map(Number);
  for (let i = k; i < games; i += n) process.stdout.write(`${JSON.stringify(play(i))}\n`);
} else {
  const t0 = Date.now();
  process.stderr.write(`india-rails pace: ${games} ${players}-player games of ${level} against itself on ${workers} workers…\n`);
  const lines = (await Promise.all(Array.from({ length: workers }, (_, k) => shard(k, workers)))).flat().sort((a, b) => a.index - b.index);
  const won = lines.filter((l) => l.turns !== null);
  const nums = (f: (l: GameLine) => number | null) => won.map(f).filter((x): x is number => x !== null);
  const turns = nums((l) => l.turns).sort((a, b) => a - b);
  const quantile = (q: number) => (turns.length ? +quantileSorted(turns, q).toFixed(1) : Number.NaN);
  reportResult('bots-ir-pace', {
    nodeEnv: process.env.NODE_ENV ?? null,
    level,
    seed: flags.seed,
    players,
    games,
    tuning,
    params,
    variants,
    unfinished: lines.length - won.length,
    medianOwnTurnsToWin: quantile(0.5),
    meanOwnTurnsToWin: mean1(turns),
    longestDrought: Math.max(...lines.map((l) => l.drought)),
    gamesWithDrought30: lines.filter((l) => l.drought >= 30).length,
    ownTurnsToWinQuantiles: Object.fromEntries([0.1, 0.25, 0.75, 0.9].map((q) => [`p${q * 100}`, quantile(q)])),
    target: players !== 2 ? undefined : level === 'medium' ? 68 : level === 'hard' ? 64 : undefined,
    winner: {
      meanIncome: mean1(nums((l) => l.income)),
      meanTrackSegments: mean1(nums((l) => l.trackSegments)),
      meanPayoutsByOwnTurn20: mean1(nums((l) => l.by20)),
      meanPayoutsByOwnTurn40: mean1(nums((l) => l.by40)),
      meanFirstUpgradeTurn: mean1(nums((l) => l.upgradedAt)),
      meanMajorsJoinedTurn: mean1(nums((l) => l.majorsAt)),
    },
    winsByLevel: Object.fromEntries(levels.map((lv) => [lv, lines.filter((l) => l.winner !== null && l.seats[l.winner].level === lv).length])),
    medianOwnTurnsToWinByLevel: Object.fromEntries(
      levels.map((lv) => [lv, median1(lines.filter((l) => l.winner !== null && l.seats[l.winner].level === lv).map((l) => l.turns as number))]),
    ),
    money: moneyReport(lines),
    ms: Date.now() - t0,
  });
}
