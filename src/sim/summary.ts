/**
 * The tournament summary: per bot, wins (a shared win counts as 1/k for each of the k winners),
 * win rate with its 95% Wilson interval, score mean and standard deviation, game length, and win
 * rate per seat. Only finished games count; unfinished and failed games are counted apart.
 */
import { mean, sampleSd, wilson } from './stats.ts';
import type { GameOutcome, TournamentConfig } from './types.ts';

/** Wins of one bot (or of all bots) in one seat. */
export interface SeatStats {
  seat: number;
  games: number;
  wins: number;
  winRate: number;
}

/** The summary line of one bot. */
export interface BotSummary {
  /** Index in the tournament's bot list. */
  bot: number;
  level: string;
  /** A name for tables: '#1 medium'. */
  label: string;
  games: number;
  /** Wins, a shared win counting 1/k for each of k winners. */
  wins: number;
  /** Games in which this bot was one of several winners. */
  sharedWins: number;
  winRate: number;
  ci95: [number, number];
  meanScore: number;
  sdScore: number;
  meanTurns: number;
  perSeat: SeatStats[];
}

/** The summary of a whole tournament. */
export interface TournamentSummary {
  game: string;
  seed: string;
  bots: string[];
  options?: Record<string, unknown>;
  gamesPlanned: number;
  gamesDone: number;
  unfinished: number;
  errors: number;
  interrupted: boolean;
  workers: number;
  elapsedMs: number;
  gamesPerSecond: number;
  /** Mean wall time of one game in its thread (one core), ms. */
  meanMsPerGame: number;
  meanTurns: number;
  sdTurns: number;
  /** Win rate of each seat, whoever sat there (first-player advantage). */
  perSeat: SeatStats[];
  perBot: BotSummary[];
}

/** Run facts the outcomes alone do not hold. */
export interface RunFacts {
  interrupted: boolean;
  workers: number;
  elapsedMs: number;
}

/** A bot's label in tables and charts. */
export function botLabel(bot: number, level: string): string {
  return `#${bot + 1} ${level}`;
}

/** Summarizes the outcomes of a tournament. */
export function summarize(config: TournamentConfig, outcomes: readonly GameOutcome[], run: RunFacts): TournamentSummary {
  const n = config.bots.length;
  const done = outcomes.filter((o) => o.status === 'done');
  const seatTotals = Array.from({ length: n }, (_, seat) => ({ seat, games: 0, wins: 0, winRate: 0 }));
  const perBot = config.bots.map((level, bot) => {
    const scores: number[] = [];
    const turns: number[] = [];
    let wins = 0;
    let sharedWins = 0;
    const perSeat = Array.from({ length: n }, (_, seat) => ({ seat, games: 0, wins: 0, winRate: 0 }));
    for (const o of done) {
      const seat = o.seats.indexOf(bot);
      if (seat < 0) continue;
      scores.push(o.scores[seat]);
      turns.push(o.turns);
      const share = o.winners.includes(seat) ? 1 / o.winners.length : 0;
      if (share > 0 && o.winners.length > 1) sharedWins++;
      wins += share;
      perSeat[seat].games++;
      perSeat[seat].wins += share;
    }
    for (const s of perSeat) s.winRate = s.games ? s.wins / s.games : 0;
    const games = scores.length;
    return {
      bot,
      level,
      label: botLabel(bot, level),
      games,
      wins,
      sharedWins,
      winRate: games ? wins / games : 0,
      ci95: wilson(wins, games),
      meanScore: mean(scores),
      sdScore: sampleSd(scores),
      meanTurns: mean(turns),
      perSeat,
    };
  });
  for (const o of done) {
    for (let s = 0; s < n; s++) {
      seatTotals[s].games++;
      if (o.winners.includes(s)) seatTotals[s].wins += 1 / o.winners.length;
    }
  }
  for (const s of seatTotals) s.winRate = s.games ? s.wins / s.games : 0;
  const turns = done.map((o) => o.turns);
  return {
    game: config.game,
    seed: config.seed,
    bots: config.bots,
    options: config.options,
    gamesPlanned: config.games,
    gamesDone: done.length,
    unfinished: outcomes.filter((o) => o.status === 'unfinished').length,
    errors: outcomes.filter((o) => o.status === 'error').length,
    interrupted: run.interrupted,
    workers: run.workers,
    elapsedMs: run.elapsedMs,
    gamesPerSecond: run.elapsedMs > 0 ? (outcomes.length * 1000) / run.elapsedMs : 0,
    meanMsPerGame: mean(outcomes.map((o) => o.ms)),
    meanTurns: mean(turns),
    sdTurns: sampleSd(turns),
    perSeat: seatTotals,
    perBot,
  };
}
