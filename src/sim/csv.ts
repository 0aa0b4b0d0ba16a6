/**
 * CSV output: one row per game (seed, seating, scores, winners, turns, the scoring breakdown per
 * seat) and a second file with one row per bot of the summary.
 */
import type { TournamentSummary } from './summary.ts';
import type { GameOutcome, TournamentConfig } from './types.ts';

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
export function csvField(v: unknown): string {
  const s = v === undefined || v === null || (typeof v === 'number' && !Number.isFinite(v)) ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows of fields as CSV text. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\n') + '\n';
}

/** The breakdown keys used by any game, in first-seen order. */
function breakdownKeys(outcomes: readonly GameOutcome[]): string[] {
  const keys = new Set<string>();
  for (const o of outcomes) for (const b of o.breakdown) for (const k of Object.keys(b)) keys.add(k);
  return [...keys];
}

/** The games as CSV: seats are numbered from 1, winners are seat numbers joined by '+'. */
export function gamesCsv(config: TournamentConfig, outcomes: readonly GameOutcome[], interrupted: boolean): string {
  const n = config.bots.length;
  const keys = breakdownKeys(outcomes);
  const head = ['game', 'seed', 'status', 'turns', 'steps', 'ms', 'winners'];
  for (let s = 1; s <= n; s++) head.push(`seat${s}_bot`, `seat${s}_level`, `seat${s}_score`, ...keys.map((k) => `seat${s}_${k}`));
  head.push('fingerprint', 'interrupted', 'error');
  const rows = outcomes.map((o) => {
    const row: unknown[] = [o.index, o.seed, o.status, o.turns, o.steps, o.ms.toFixed(2), o.winners.map((w) => w + 1).join('+')];
    for (let s = 0; s < n; s++) row.push(o.seats[s] + 1, o.levels[s], o.scores[s], ...keys.map((k) => o.breakdown[s]?.[k]));
    row.push(o.fingerprint, interrupted, o.error);
    return row;
  });
  return toCsv([head, ...rows]);
}

/** The summary as CSV: one row per bot, then one for all seats together. */
export function summaryCsv(s: TournamentSummary): string {
  const n = s.bots.length;
  const seatHeads = Array.from({ length: n }, (_, i) => `seat${i + 1}_win_rate`);
  const head = [
    'bot',
    'level',
    'games',
    'wins',
    'shared_wins',
    'win_rate',
    'ci95_low',
    'ci95_high',
    'mean_score',
    'sd_score',
    'mean_turns',
    ...seatHeads,
    'interrupted',
  ];
  const rows = s.perBot.map((b) => [
    b.bot + 1,
    b.level,
    b.games,
    b.wins,
    b.sharedWins,
    b.winRate,
    b.ci95[0],
    b.ci95[1],
    b.meanScore,
    b.sdScore,
    b.meanTurns,
    ...b.perSeat.map((x) => x.winRate),
    s.interrupted,
  ]);
  rows.push(['all', '', s.gamesDone, '', '', '', '', '', '', '', s.meanTurns, ...s.perSeat.map((x) => x.winRate), s.interrupted]);
  return toCsv([head, ...rows]);
}

/** Where the summary CSV of `file` goes: 'out.csv' → 'out.summary.csv'. */
export function summaryCsvPath(file: string): string {
  return file.toLowerCase().endsWith('.csv') ? `${file.slice(0, -4)}.summary.csv` : `${file}.summary.csv`;
}
