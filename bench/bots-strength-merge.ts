/**
 * Pools several `bots-strength` runs (each on its own fresh, held-out seed set) into one figure per
 * game and pairing: wins, games, a Wilson 95% interval over the pooled games, scores weighted by
 * games, and the loop-bonus counts summed. Long hard series can thus run in short chunks on a
 * shared machine. Refuses a run on a tuning seed set (`heldOut: false`) or with a seed seen twice.
 *
 *   npx tsx bench/bots-strength-merge.ts bench/out/bots-strength-<run>.json … [--keep]
 */
import { readFileSync } from 'node:fs';
import { wilson } from '../src/sim/stats.ts';
import type { SeriesResult } from './lib/series.ts';
import { reportResult } from './lib/results.ts';

const USAGE = 'npx tsx bench/bots-strength-merge.ts <bots-strength result.json>…';
const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write(`no result files given\nusage: ${USAGE}\n`);
  process.exit(2);
}

interface Run {
  seed: string;
  heldOut: boolean;
  measured: { commit: string; loadAverage: number[] };
  games: Record<string, SeriesResult[]>;
}

type Pool = {
  game: string;
  a: string;
  b: string;
  players: number;
  games: number;
  winsA: number;
  unfinished: number;
  scoreA: number;
  scoreB: number;
  bonus: Record<string, { scored: number; playerGames: number }>;
};

const pools = new Map<string, Pool>();
const sources: { file: string; seed: string; commit: string; loadAverage: number[] }[] = [];
const seeds = new Set<string>();
for (const file of files) {
  let run: Run;
  try {
    run = JSON.parse(readFileSync(file, 'utf8')) as Run;
  } catch (e) {
    process.stderr.write(`${file}: not a readable JSON result (${(e as Error).message})\n`);
    process.exit(2);
  }
  if (run.heldOut !== true || typeof run.seed !== 'string' || typeof run.games !== 'object') {
    process.stderr.write(`${file}: not a held-out bots-strength result (heldOut ${run.heldOut})\n`);
    process.exit(2);
  }
  if (seeds.has(run.seed)) {
    process.stderr.write(`${file}: seed set ${run.seed} appears twice\n`);
    process.exit(2);
  }
  seeds.add(run.seed);
  sources.push({ file: file.split('/').pop() as string, seed: run.seed, commit: run.measured.commit, loadAverage: run.measured.loadAverage });
  for (const [game, series] of Object.entries(run.games)) {
    for (const r of series) {
      const players = r.players ?? 2;
      const key = `${game}|${r.a}|${r.b}|${players}`;
      const p = pools.get(key) ?? { game, a: r.a, b: r.b, players, games: 0, winsA: 0, unfinished: 0, scoreA: 0, scoreB: 0, bonus: {} };
      p.games += r.games;
      p.winsA += r.winsA;
      p.unfinished += r.unfinished;
      p.scoreA += r.meanScoreA * r.games;
      p.scoreB += r.meanScoreB * r.games;
      for (const [level, x] of Object.entries(r.bonus ?? {})) {
        if (!x) continue;
        const b = p.bonus[level] ?? { scored: 0, playerGames: 0 };
        p.bonus[level] = b;
        b.scored += x.scored;
        b.playerGames += x.playerGames;
      }
      pools.set(key, p);
    }
  }
}

const pooled = [...pools.values()].map((p) => ({
  game: p.game,
  a: p.a,
  b: p.b,
  players: p.players,
  games: p.games,
  winsA: p.winsA,
  winRateA: p.games ? p.winsA / p.games : Number.NaN,
  wilson95: wilson(p.winsA, p.games),
  unfinished: p.unfinished,
  meanScoreA: p.games ? p.scoreA / p.games : Number.NaN,
  meanScoreB: p.games ? p.scoreB / p.games : Number.NaN,
  bonus: Object.fromEntries(Object.entries(p.bonus).map(([l, x]) => [l, { ...x, rate: x.playerGames ? x.scored / x.playerGames : Number.NaN }])),
}));
for (const r of pooled)
  process.stderr.write(`${r.game} ${r.a} vs ${r.players - 1} × ${r.b}: ${r.winsA}/${r.games}, Wilson 95% ${r.wilson95.map((x) => x.toFixed(2)).join('–')}\n`);
reportResult('bots-strength-merge', { heldOut: true, runs: sources.length, sources, pooled });
