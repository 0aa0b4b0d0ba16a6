/**
 * A head-to-head series between two bot levels with seats rotating, played with the one headless
 * runner: the bots benchmarks' common measure.
 */
import { createDecider } from '../../bots/index.ts';
import type { BotLevel } from '../../bots/types.ts';
import type { AnyGameCore } from '../../src/engine/core.ts';
import { deriveSeed } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { median, wilson } from '../../src/sim/stats.ts';

/** The outcome of a series: A's wins (a shared win counts half), games, and A's own turns in games it won. */
export interface SeriesResult {
  a: BotLevel;
  b: BotLevel;
  /** Players per game: one A, the rest B. */
  players: number;
  games: number;
  winsA: number;
  winRateA: number;
  wilson95: [number, number];
  unfinished: number;
  meanScoreA: number;
  meanScoreB: number;
  /** Median of the winner's own turns (India Rails' "turns to victory"), per level. */
  medianTurnsToWin: Partial<Record<BotLevel, number>>;
  /**
   * Per level, over its player-games: how many scored a bonus that the game's result breakdown
   * counts (`extra.bonusKey`, e.g. Ticket to Ride's `loopTickets` > 0), and the player-games.
   */
  bonus?: Partial<Record<BotLevel, { scored: number; playerGames: number; rate: number }>>;
  ms: number;
}

/**
 * Plays `games` games of one A against `players − 1` B (2 by default), A's seat rotating: game g
 * puts A in seat g mod players.
 */
export function series(
  core: AnyGameCore,
  game: string,
  a: BotLevel,
  b: BotLevel,
  games: number,
  seed: string,
  extra: {
    iterations?: number;
    budgetMs?: number;
    maxSteps?: number;
    ownTurns?: (state: unknown, seat: number) => number;
    players?: number;
    bonusKey?: string;
  } = {},
): SeriesResult {
  const players = extra.players ?? 2;
  const start = performance.now();
  let winsA = 0;
  let unfinished = 0;
  let scoreA = 0;
  let scoreB = 0;
  const turnsToWin: Record<string, number[]> = { [a]: [], [b]: [] };
  const bonus: Record<string, { scored: number; playerGames: number }> = { [a]: { scored: 0, playerGames: 0 }, [b]: { scored: 0, playerGames: 0 } };
  for (let g = 0; g < games; g++) {
    const seatA = g % players;
    const levels = Array.from({ length: players }, (_, seat) => (seat === seatA ? a : b));
    // The 2-player series keeps its seeds; other sizes get their own.
    const gameSeed = players === 2 ? deriveSeed(seed, a, b, g) : deriveSeed(seed, a, b, players, g);
    const deciders = levels.map((level, seat) =>
      createDecider({ game, level, seed: deriveSeed(gameSeed, 'bot', seat), iterations: extra.iterations, budgetMs: extra.budgetMs }),
    );
    const { state, record } = runGame(core, deciders, { numPlayers: players, seed: gameSeed, maxSteps: extra.maxSteps });
    const r = record.result;
    if (!r) {
      unfinished++;
      continue;
    }
    const share = r.winners.includes(seatA) ? 1 / r.winners.length : 0;
    winsA += share;
    scoreA += r.scores[seatA];
    for (let seat = 0; seat < players; seat++) if (seat !== seatA) scoreB += r.scores[seat] / (players - 1);
    if (extra.bonusKey !== undefined) {
      levels.forEach((level, seat) => {
        bonus[level].playerGames++;
        if ((r.breakdown[seat]?.[extra.bonusKey as string] ?? 0) > 0) bonus[level].scored++;
      });
    }
    for (const w of r.winners) {
      const turns = extra.ownTurns ? extra.ownTurns(state, w) : Math.ceil(r.turns / players);
      turnsToWin[levels[w]].push(turns);
    }
  }
  const done = games - unfinished;
  const bonusOut =
    extra.bonusKey === undefined
      ? undefined
      : Object.fromEntries(Object.entries(bonus).map(([level, x]) => [level, { ...x, rate: x.playerGames ? x.scored / x.playerGames : Number.NaN }]));
  return {
    a,
    b,
    players,
    games: done,
    winsA,
    winRateA: done ? winsA / done : Number.NaN,
    wilson95: wilson(winsA, done),
    unfinished,
    meanScoreA: done ? scoreA / done : Number.NaN,
    meanScoreB: done ? scoreB / done : Number.NaN,
    medianTurnsToWin: { [a]: median(turnsToWin[a]), [b]: median(turnsToWin[b]) },
    bonus: bonusOut,
    ms: Math.round(performance.now() - start),
  };
}
