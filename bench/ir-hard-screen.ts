/**
 * India Rails screening of hard variants: paired 2-player games of a level A (hard by default, with
 * tuning overrides of its own) against a level B (medium, shipped tuning), on a TUNING seed set
 * (its name must start with `tune-`): each deal is played twice, seats swapped. Games are split
 * over worker processes. Prints A's wins with a Wilson 95% interval, the median own turns to win
 * of each side and the time per game, with `os.loadavg()`. For screening only: figures on these
 * seeds are never reported as strength (bench/bots-strength.ts draws held-out seeds).
 *
 *   NODE_ENV=production npx tsx bench/ir-hard-screen.ts [--games 100] [--seed tune-a] [--workers 2]
 *     [--a hard] [--b medium] [--a-tuning '{"tripsCompared":1}'] [--iterations N] [--label text] [--progress file]
 */
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDecider } from '../bots/index.ts';
import { IR_TUNING, type IrTuning } from '../bots/india-rails/tuning.ts';
import { type Overrides, tuned } from '../bots/tuned.ts';
import type { BotLevel } from '../bots/types.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { runGame } from '../src/engine/runner.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../src/games/registry.ts';
import { median, wilson } from '../src/sim/stats.ts';
import { runShardProcess } from './shard-process.ts';
import { intFlag, listFlag, parseFlags } from './bots-common.ts';

const USAGE =
  'NODE_ENV=production npx tsx bench/ir-hard-screen.ts [--games N] [--seed tune-…] [--workers N] [--a LEVEL] [--b LEVEL] [--a-tuning JSON] [--iterations N] [--label text] [--progress file]';
const flags = parseFlags(
  process.argv.slice(2),
  { games: '100', seed: 'tune-a', workers: '2', a: 'hard', b: 'medium', 'a-tuning': '{}', iterations: '0', label: '', progress: '', shard: '' },
  USAGE,
);
const games = intFlag(flags, 'games', USAGE);
const workers = intFlag(flags, 'workers', USAGE);
const [levelA] = listFlag(flags, 'a', ['easy', 'medium', 'hard'], USAGE) as BotLevel[];
const [levelB] = listFlag(flags, 'b', ['easy', 'medium', 'hard'], USAGE) as BotLevel[];
if (!flags.seed.startsWith('tune-')) fail(`--seed must name a tuning seed set (tune-…), got '${flags.seed}'`);
const iterations = Number(flags.iterations);
if (!Number.isInteger(iterations) || iterations < 0) fail(`--iterations must be a whole number, got '${flags.iterations}'`);
const aTuning = parseTuning(flags['a-tuning']);

function fail(message: string): never {
  process.stderr.write(`${message}\nusage: ${USAGE}\n`);
  process.exit(2);
}

/** The overrides of `--a-tuning`, or exit when they are not known tunables of the right type. */
function parseTuning(text: string): Overrides<IrTuning> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(`--a-tuning must be a JSON object, got '${text}'`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('--a-tuning must be a JSON object');
  try {
    tuned(parsed as Overrides<IrTuning>, IR_TUNING);
  } catch (e) {
    return fail(`--a-tuning: ${(e as Error).message}`);
  }
  return parsed as Overrides<IrTuning>;
}

/** One game: whether A won (a shared win counts half), the winners' own turns by side, and its time. */
interface Line {
  index: number;
  /** A's median and slowest decision, ms. */
  decisionMs: [number, number];
  winA: number | null;
  turnsA: number | null;
  turnsB: number | null;
  ms: number;
}

/** Game `index`: deal `index >> 1`, A in seat `index & 1`. */
function play(index: number): Line {
  const core = getGameCore('india-rails');
  const seed = deriveSeed(flags.seed, Math.floor(index / 2));
  const seatA = index % 2;
  const deciders = [0, 1].map((seat) =>
    createDecider<IndiaRailsState, IndiaRailsAction>({
      game: 'india-rails',
      level: seat === seatA ? levelA : levelB,
      seed: deriveSeed(seed, 'bot', seat),
      tuning: seat === seatA && Object.keys(aTuning).length > 0 ? aTuning : undefined,
      iterations: seat === seatA && iterations > 0 ? iterations : undefined,
    }),
  );
  // A's time per decision (wall clock, on a shared machine: compare variants within one run).
  const decisionMs: number[] = [];
  const timedA = {
    decide(o: IndiaRailsState, seat: number) {
      const t = performance.now();
      const a = deciders[seatA].decide(o, seat);
      decisionMs.push(performance.now() - t);
      return a;
    },
  };
  const players = deciders.map((d, seat) => (seat === seatA ? timedA : d));
  const t0 = performance.now();
  const { state, record } = runGame(core, players as never, { numPlayers: 2, seed, maxSteps: 8000 });
  const ms = Math.round(performance.now() - t0);
  const r = record.result;
  const dm: [number, number] = [+median(decisionMs).toFixed(2), +Math.max(...decisionMs).toFixed(1)];
  if (!r) return { index, decisionMs: dm, winA: null, turnsA: null, turnsB: null, ms };
  const s = state as IndiaRailsState;
  const winA = r.winners.includes(seatA) ? 1 / r.winners.length : 0;
  const turnsA = r.winners.includes(seatA) ? s.players[seatA].turns : null;
  const w = r.winners.find((x) => x !== seatA);
  return { index, decisionMs: dm, winA, turnsA, turnsB: w === undefined ? null : s.players[w].turns, ms };
}

/** Runs games `k`, `k + n`, … in a child process of this script. */
function shard(k: number, n: number): Promise<Line[]> {
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2), '--shard', `${k}/${n}`];
  return runShardProcess<Line>(args, `shard ${k}/${n}`);
}

if (flags.shard) {
  const [k, n] = flags.shard.split('/').map(Number);
  for (let i = k; i < games; i += n) {
    const line = JSON.stringify(play(i));
    process.stdout.write(`${line}\n`);
    // Progress for a long screen: each game as it ends.
    if (flags.progress) appendFileSync(flags.progress, `${flags.label} ${line}\n`);
  }
} else {
  const t0 = Date.now();
  const load0 = loadavg();
  const lines = (await Promise.all(Array.from({ length: workers }, (_, k) => shard(k, workers)))).flat().sort((a, b) => a.index - b.index);
  const done = lines.filter((l) => l.winA !== null);
  const wins = done.reduce((n, l) => n + (l.winA ?? 0), 0);
  const num = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
  process.stdout.write(
    `${JSON.stringify({
      label: flags.label,
      seed: flags.seed,
      a: levelA,
      b: levelB,
      aTuning,
      iterations: iterations || undefined,
      games: done.length,
      unfinished: lines.length - done.length,
      winsA: wins,
      winRateA: +(wins / done.length).toFixed(3),
      wilson95: wilson(wins, done.length).map((x) => +x.toFixed(3)),
      medianTurnsA: median(num(done.map((l) => l.turnsA))),
      medianTurnsB: median(num(done.map((l) => l.turnsB))),
      medianMsPerGame: median(lines.map((l) => l.ms)),
      medianDecisionMsA: median(lines.map((l) => l.decisionMs[0])),
      slowestDecisionMsA: Math.max(...lines.map((l) => l.decisionMs[1])),
      wallMs: Date.now() - t0,
      loadavg: [load0, loadavg()].map((l) => l.map((x) => +x.toFixed(2))),
    })}\n`,
  );
}
