import { describe, expect, it } from 'vitest';
import { csvField, gamesCsv, summaryCsv, summaryCsvPath } from '../../src/sim/csv.ts';
import { tournamentJson } from '../../src/sim/json.ts';
import { runTournament } from '../../src/sim/pool.ts';
import { reportHtml } from '../../src/sim/report-html.ts';
import { summarize } from '../../src/sim/summary.ts';
import type { GameOutcome, TournamentConfig } from '../../src/sim/types.ts';
import { NIM_PROVIDERS } from './helpers.ts';

const config: TournamentConfig = { game: 'nim', bots: ['greedy', 'random'], games: 30, seed: 'out' };

async function tournament() {
  const run = await runTournament(config, { workers: 0, providersModule: NIM_PROVIDERS });
  return { run, summary: summarize(config, run.outcomes, run) };
}

/** A finished game for hand-made summaries. */
function game(index: number, seats: number[], scores: number[], winners: number[], turns: number): GameOutcome {
  return {
    index,
    seed: `s/${index}`,
    seats,
    levels: seats.map((b) => `L${b}`),
    status: 'done',
    scores,
    winners,
    turns,
    steps: turns,
    breakdown: scores.map((total) => ({ total })),
    fingerprint: '',
    ms: 1,
  };
}

describe('tournament summary', () => {
  it('counts a shared win as 1/k for each winner, per bot and per seat', () => {
    const c: TournamentConfig = { game: 'g', bots: ['a', 'b'], games: 3, seed: 'x' };
    const s = summarize(c, [game(0, [0, 1], [10, 10], [0, 1], 5), game(1, [1, 0], [3, 8], [1], 7), game(2, [0, 1], [6, 2], [0], 9)], {
      interrupted: false,
      workers: 1,
      elapsedMs: 1000,
    });
    const [a, b] = s.perBot;
    expect([a.wins, b.wins]).toEqual([2.5, 0.5]);
    expect([a.sharedWins, b.sharedWins]).toEqual([1, 1]);
    expect(a.winRate).toBeCloseTo(2.5 / 3, 12);
    expect(a.meanScore).toBeCloseTo(8, 12);
    expect(a.sdScore).toBeCloseTo(2, 12);
    expect(a.perSeat.map((x) => [x.games, x.wins])).toEqual([
      [2, 1.5],
      [1, 1],
    ]);
    expect(s.perSeat.map((x) => x.wins)).toEqual([1.5, 1.5]);
    expect(s.meanTurns).toBe(7);
    expect(s.gamesPerSecond).toBe(3);
  });
});

describe('tournament outputs', () => {
  it('JSON holds every game (index, seed, seats, scores, winners, turns, breakdown, replay) and per-bot summary', async () => {
    const { run, summary } = await tournament();
    const json = JSON.parse(JSON.stringify(tournamentJson(config, summary, run.outcomes)));
    expect(json.interrupted).toBe(false);
    expect(json.config).toEqual(config);
    expect(json.games).toHaveLength(30);
    const g = json.games[7];
    expect(Object.keys(g).sort()).toEqual(
      ['breakdown', 'fingerprint', 'index', 'levels', 'ms', 'replay', 'scores', 'seats', 'seed', 'status', 'steps', 'turns', 'winners'].sort(),
    );
    expect(g).toMatchObject({ index: 7, seed: 'out/game/7', status: 'done' });
    expect(g.levels).toEqual(g.seats.map((b: number) => config.bots[b]));
    expect(g.breakdown).toHaveLength(2);
    for (const b of json.summary.perBot) {
      expect(b.games).toBe(30);
      expect(b.ci95[0]).toBeLessThanOrEqual(b.winRate);
      expect(b.ci95[1]).toBeGreaterThanOrEqual(b.winRate);
      expect(typeof b.meanScore).toBe('number');
      expect(b.wins).toBe(json.games.filter((x: GameOutcome) => x.winners.some((w) => x.seats[w] === b.bot)).length);
    }
  });

  it('CSV: a header and one row per game with seats, scores, winners and the breakdown; a summary CSV per bot', async () => {
    const { run, summary } = await tournament();
    const lines = gamesCsv(config, run.outcomes, false).trimEnd().split('\n');
    expect(lines).toHaveLength(31);
    const head = lines[0].split(',');
    expect(head).toEqual([
      'game',
      'seed',
      'status',
      'turns',
      'steps',
      'ms',
      'winners',
      'seat1_bot',
      'seat1_level',
      'seat1_score',
      'seat1_total',
      'seat2_bot',
      'seat2_level',
      'seat2_score',
      'seat2_total',
      'fingerprint',
      'interrupted',
      'error',
    ]);
    const row = lines[1].split(',');
    const o = run.outcomes[0];
    expect(row[0]).toBe('0');
    expect(row[1]).toBe(o.seed);
    expect(row[6]).toBe(o.winners.map((w) => w + 1).join('+'));
    expect(row[8]).toBe(o.levels[0]);
    expect(Number(row[9])).toBe(o.scores[0]);
    const sum = summaryCsv(summary).trimEnd().split('\n');
    expect(sum[0]).toMatch(/^bot,level,games,wins,shared_wins,win_rate,ci95_low,ci95_high,mean_score/);
    expect(sum).toHaveLength(4);
    expect(sum[1].startsWith('1,greedy,30,')).toBe(true);
    expect(summaryCsvPath('a/out.csv')).toBe('a/out.summary.csv');
  });

  it('CSV fields with commas or quotes are quoted', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('the HTML report is one self-contained page with the charts and the numbers', async () => {
    const { run, summary } = await tournament();
    const html = reportHtml(summary, run.outcomes);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    for (const title of ['Win rate per seat and bot', 'Score box plots per bot', 'Score histograms per bot', 'Game length histogram']) {
      expect(html).toContain(`<title>${title}</title>`);
    }
    expect((html.match(/<svg /g) ?? []).length).toBe(4);
    const greedy = summary.perBot[0];
    expect(html).toContain(`${(greedy.winRate * 100).toFixed(1)}%`);
    expect(html).toContain(`${(greedy.ci95[0] * 100).toFixed(1)}% – ${(greedy.ci95[1] * 100).toFixed(1)}%`);
    expect(html).toContain(greedy.meanScore.toFixed(1));
    expect(html).not.toContain('Interrupted');
    expect(reportHtml({ ...summary, interrupted: true }, run.outcomes)).toContain('Interrupted');
  });
});
