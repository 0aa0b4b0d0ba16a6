/** The summary as a plain-text table for the terminal. */
import type { TournamentSummary } from './summary.ts';

/** A percentage with one decimal. */
export function pct(x: number): string {
  return Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : '–';
}

/** A number with `d` decimals, or a dash when it is not a number. */
export function num(x: number, d = 1): string {
  return Number.isFinite(x) ? x.toFixed(d) : '–';
}

/** Milliseconds with enough decimals to show small values. */
export function msText(ms: number): string {
  return num(ms, ms < 1 ? 3 : ms < 100 ? 1 : 0);
}

/** Wins with at most two decimals (shared wins make fractions). */
export function winsText(w: number): string {
  return Number.isInteger(w) ? String(w) : w.toFixed(2);
}

/** Pads the cells of each column to a common width; numbers right-aligned. */
export function alignColumns(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')).join('\n');
}

/** The summary table and the run's totals, as lines of text. */
export function formatSummary(s: TournamentSummary): string {
  const n = s.bots.length;
  const seatHeads = Array.from({ length: n }, (_, i) => `seat ${i + 1}`);
  const rows = [
    ['bot', 'games', 'wins', 'win rate', '95% CI', 'score mean', 'sd', 'turns', ...seatHeads],
    ...s.perBot.map((b) => [
      b.label,
      String(b.games),
      winsText(b.wins),
      pct(b.winRate),
      `${pct(b.ci95[0])}–${pct(b.ci95[1])}`,
      num(b.meanScore),
      num(b.sdScore),
      num(b.meanTurns),
      ...b.perSeat.map((x) => pct(x.winRate)),
    ]),
    ['all seats', String(s.gamesDone), '', '', '', '', '', num(s.meanTurns), ...s.perSeat.map((x) => pct(x.winRate))],
  ];
  const lines = [
    `${s.game}: ${s.bots.join(' vs ')} — ${s.gamesDone} of ${s.gamesPlanned} games, seed ${JSON.stringify(s.seed)}${s.interrupted ? ' (INTERRUPTED)' : ''}`,
    '',
    alignColumns(rows),
    '',
    `A shared win counts 1/k for each of its k winners. Seat win rates: wins of that bot in that seat / its games there.`,
    `Time: ${num(s.elapsedMs / 1000, 1)} s on ${s.workers} worker${s.workers === 1 ? '' : 's'}, ${num(s.gamesPerSecond, 2)} games/s, ${msText(s.meanMsPerGame)} ms per game per core.`,
  ];
  if (s.unfinished || s.errors) lines.push(`Not counted: ${s.unfinished} unfinished (cut off), ${s.errors} failed with an error.`);
  return lines.join('\n');
}
