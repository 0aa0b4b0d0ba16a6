/**
 * The HTML report: one self-contained page (inline CSS and SVG, no script, no external file) with
 * the summary table, win rates per seat, score distributions per bot and game lengths.
 */
import { findGame } from '../games/registry.ts';
import { boxPlots, groupedRateBars, histograms, type Series } from './charts.ts';
import type { TournamentSummary } from './summary.ts';
import { colour, esc } from './svg.ts';
import { msText, num, pct, winsText } from './table.ts';
import type { GameOutcome } from './types.ts';

const CSS = `
body{font-family:system-ui,sans-serif;margin:24px auto;max-width:980px;color:#222;padding:0 16px}
h1{font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:28px 0 8px}
p.meta{color:#555;margin:2px 0}
.banner{background:#fff3cd;border:1px solid #e0b84f;padding:8px 12px;border-radius:4px;margin:12px 0}
table{border-collapse:collapse;font-size:13px;margin-top:6px}
th,td{padding:4px 9px;border-bottom:1px solid #ddd;text-align:right;white-space:nowrap}
th{background:#f4f4f4} td:first-child,th:first-child{text-align:left}
.swatch{display:inline-block;width:10px;height:10px;margin-right:6px;border-radius:2px}
.note{font-size:12px;color:#666;max-width:760px}
svg{display:block;margin:6px 0;max-width:100%;height:auto}
`;

/** The summary as an HTML table. */
function summaryTable(s: TournamentSummary): string {
  const n = s.bots.length;
  const head = ['bot', 'games', 'wins', 'win rate', '95% CI', 'mean score', 'sd', 'mean turns', ...Array.from({ length: n }, (_, i) => `seat ${i + 1}`)];
  const rows = s.perBot.map(
    (b) =>
      `<tr><td><span class="swatch" style="background:${colour(b.bot)}"></span>${esc(b.label)}</td><td>${b.games}</td><td>${winsText(b.wins)}</td><td>${pct(b.winRate)}</td><td>${pct(b.ci95[0])} – ${pct(b.ci95[1])}</td><td>${num(b.meanScore)}</td><td>${num(b.sdScore)}</td><td>${num(b.meanTurns)}</td>${b.perSeat.map((x) => `<td title="${x.games} games">${pct(x.winRate)}</td>`).join('')}</tr>`,
  );
  rows.push(
    `<tr><td><em>all seats</em></td><td>${s.gamesDone}</td><td></td><td></td><td></td><td></td><td></td><td>${num(s.meanTurns)}</td>${s.perSeat.map((x) => `<td>${pct(x.winRate)}</td>`).join('')}</tr>`,
  );
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The report page for a tournament. */
export function reportHtml(s: TournamentSummary, outcomes: readonly GameOutcome[]): string {
  const done = outcomes.filter((o) => o.status === 'done');
  const scoreSeries: Series[] = s.perBot.map((b) => ({
    label: b.label,
    colourIndex: b.bot,
    values: done.map((o) => o.scores[o.seats.indexOf(b.bot)]),
  }));
  const n = s.bots.length;
  const seatGroups = [
    ...Array.from({ length: n }, (_, seat) => ({
      label: `seat ${seat + 1}`,
      bars: s.perBot.map((b) => ({ label: b.label, value: b.perSeat[seat].winRate, colourIndex: b.bot })),
    })),
    { label: 'all seats (95% CI)', bars: s.perBot.map((b) => ({ label: b.label, value: b.winRate, colourIndex: b.bot, ci: b.ci95 })) },
  ];
  const scoreUnit = findGame(s.game)?.scoreUnit ?? 'final score (points)';
  const lengths: Series[] = [{ label: 'all games', colourIndex: 7, values: done.map((o) => o.turns) }];
  const options = s.options ? ` · options ${esc(JSON.stringify(s.options))}` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(`${s.game} tournament — ${s.bots.join(' vs ')}`)}</title><style>${CSS}</style></head>
<body>
<h1>${esc(s.game)} tournament: ${esc(s.bots.join(' vs '))}</h1>
<p class="meta">${s.gamesDone} finished games of ${s.gamesPlanned} · seed <code>${esc(s.seed)}</code>${options}</p>
<p class="meta">${num(s.elapsedMs / 1000, 1)} s on ${s.workers} worker${s.workers === 1 ? '' : 's'} · ${num(s.gamesPerSecond, 2)} games/s · ${msText(s.meanMsPerGame)} ms per game per core</p>
${s.interrupted ? `<div class="banner"><strong>Interrupted:</strong> the run was stopped; these figures cover only the ${s.gamesDone} games that finished.</div>` : ''}
${s.unfinished || s.errors ? `<div class="banner">Not counted: ${s.unfinished} unfinished (cut off) and ${s.errors} failed games.</div>` : ''}
<h2>Summary</h2>
${summaryTable(s)}
<p class="note">Wins: a shared win counts 1/k for each of its k winners. Win rate = wins / games, with its 95% Wilson score interval. Seat columns: the bot's win rate when it sat in that seat (seats rotate, so every bot sits in every seat equally often). sd is the sample standard deviation.</p>
<h2>Win rate per seat</h2>
${groupedRateBars('Win rate per seat and bot', seatGroups, 1 / n)}
<h2>Score distribution per bot</h2>
${boxPlots('Score box plots per bot', scoreSeries, `${scoreUnit} — box: quartiles, bar: median, diamond: mean, whiskers: 1.5 IQR`)}
${histograms('Score histograms per bot', scoreSeries, scoreUnit)}
<h2>Game length</h2>
${histograms('Game length histogram', lengths, `turns per game (mean ${num(s.meanTurns)}, sd ${num(s.sdTurns)})`)}
</body></html>
`;
}
