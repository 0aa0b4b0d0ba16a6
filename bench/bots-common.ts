/**
 * Shared parts of the bots benchmarks: flag parsing and a head-to-head series between two bot
 * levels with seats alternated, played with the one headless runner.
 */
import { createDecider } from '../bots/index.ts';
import type { BotLevel } from '../bots/types.ts';
import type { AnyGameCore } from '../src/engine/core.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { runGame } from '../src/engine/runner.ts';
import { quantileSorted, wilson } from '../src/sim/stats.ts';

/** Parses `--name value` flags; exits with the usage on an unknown or malformed flag. */
export function parseFlags(argv: readonly string[], defaults: Record<string, string>, usage: string): Record<string, string> {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '');
    const value = argv[i + 1];
    if (!argv[i]?.startsWith('--') || !(name in defaults) || value === undefined) {
      process.stderr.write(`bad flag '${argv[i]}'\nusage: ${usage}\n`);
      process.exit(2);
    }
    out[name] = value;
  }
  return out;
}

/** A positive integer flag, or exit with the usage. */
export function intFlag(flags: Record<string, string>, name: string, usage: string): number {
  const n = Number(flags[name]);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`--${name} must be a positive integer, got '${flags[name]}'\nusage: ${usage}\n`);
    process.exit(2);
  }
  return n;
}

/** A comma-separated flag whose every item is one of `allowed`, or exit with the usage. */
export function listFlag(flags: Record<string, string>, name: string, allowed: readonly string[], usage: string): string[] {
  const items = flags[name].split(',');
  const unknown = items.filter((x) => !allowed.includes(x));
  if (unknown.length > 0) {
    process.stderr.write(`--${name}: unknown '${unknown.join(',')}'; choose from ${allowed.join(', ')}\nusage: ${usage}\n`);
    process.exit(2);
  }
  return items;
}

/** The outcome of a series: A's wins (a shared win counts half), games, and A's own turns in games it won. */
export interface SeriesResult {
  a: BotLevel;
  b: BotLevel;
  games: number;
  winsA: number;
  winRateA: number;
  wilson95: [number, number];
  unfinished: number;
  meanScoreA: number;
  meanScoreB: number;
  /** Median of the winner's own turns (India Rails' "turns to victory"), per level. */
  medianTurnsToWin: Partial<Record<BotLevel, number>>;
  ms: number;
}

/** Plays `games` 2-player games of A against B, A in seat 0 in even games and seat 1 in odd ones. */
export function series(
  core: AnyGameCore,
  game: string,
  a: BotLevel,
  b: BotLevel,
  games: number,
  seed: string,
  extra: { iterations?: number; budgetMs?: number; maxSteps?: number; ownTurns?: (state: unknown, seat: number) => number } = {},
): SeriesResult {
  const start = performance.now();
  let winsA = 0;
  let unfinished = 0;
  let scoreA = 0;
  let scoreB = 0;
  const turnsToWin: Record<string, number[]> = { [a]: [], [b]: [] };
  for (let g = 0; g < games; g++) {
    const seatA = g % 2;
    const levels = seatA === 0 ? [a, b] : [b, a];
    const gameSeed = deriveSeed(seed, a, b, g);
    const deciders = levels.map((level, seat) =>
      createDecider({ game, level, seed: deriveSeed(gameSeed, 'bot', seat), iterations: extra.iterations, budgetMs: extra.budgetMs }),
    );
    const { state, record } = runGame(core, deciders, { numPlayers: 2, seed: gameSeed, maxSteps: extra.maxSteps });
    const r = record.result;
    if (!r) {
      unfinished++;
      continue;
    }
    const share = r.winners.includes(seatA) ? 1 / r.winners.length : 0;
    winsA += share;
    scoreA += r.scores[seatA];
    scoreB += r.scores[1 - seatA];
    for (const w of r.winners) {
      const turns = extra.ownTurns ? extra.ownTurns(state, w) : Math.ceil(r.turns / 2);
      turnsToWin[levels[w]].push(turns);
    }
  }
  const done = games - unfinished;
  const median = (xs: number[]) =>
    xs.length
      ? quantileSorted(
          [...xs].sort((x, y) => x - y),
          0.5,
        )
      : Number.NaN;
  return {
    a,
    b,
    games: done,
    winsA,
    winRateA: done ? winsA / done : Number.NaN,
    wilson95: wilson(winsA, done),
    unfinished,
    meanScoreA: done ? scoreA / done : Number.NaN,
    meanScoreB: done ? scoreB / done : Number.NaN,
    medianTurnsToWin: { [a]: median(turnsToWin[a]), [b]: median(turnsToWin[b]) },
    ms: Math.round(performance.now() - start),
  };
}
