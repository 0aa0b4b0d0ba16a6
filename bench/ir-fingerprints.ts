/**
 * Same decisions, proven (issue 22): a 3-player medium India Rails tournament played game by game
 * by this tree and by a baseline checkout (e.g. a git worktree of the commit before a speed-up),
 * in one process, game i of each in turn. Every game must end in the same state (the simulator's
 * per-game fingerprint, as `npm run sim -- --json` writes it), after the same number of actions,
 * with the same scores. Prints one JSON document (the mismatches, each side's ms per game and their
 * ratio, the same in CPU time of the process, the load average) and exits 1 on any mismatch.
 *
 *   NODE_ENV=production npx tsx bench/ir-fingerprints.ts --baseline <checkout> [--games N] [--seed S] [--bots L,L,L]
 */
import { loadavg } from 'node:os';
import { mean } from '../src/sim/stats.ts';
import type { GameOutcome, TournamentConfig } from '../src/sim/types.ts';
import { checkoutPlayer, sameGame, THIS_TREE } from './ir-checkout.ts';
import { valuedFlags } from './argv.ts';
import { reportResult } from './results.ts';

const USAGE = 'usage: npx tsx bench/ir-fingerprints.ts --baseline <checkout> [--games N] [--seed S] [--bots L,L,L]';
const args = valuedFlags(['--baseline', '--games', '--seed', '--bots'], fail);
const baselineDir = args.get('--baseline') ?? fail('--baseline <checkout> is required');
const games = Number(args.get('--games') ?? 40);
if (!Number.isInteger(games) || games < 1) fail(`--games needs a positive integer, got "${args.get('--games')}"`);
const config: TournamentConfig = {
  game: 'india-rails',
  bots: (args.get('--bots') ?? 'medium,medium,medium').split(','),
  games,
  seed: args.get('--seed') ?? 'ir-speed-check',
};

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

let players: Awaited<ReturnType<typeof checkoutPlayer>>[];
try {
  players = [await checkoutPlayer(THIS_TREE, config), await checkoutPlayer(baselineDir, config)];
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
const loadBefore = loadavg()[0];
const here: GameOutcome[] = [];
const base: GameOutcome[] = [];
// CPU time of this process per side too: on a loaded machine the wall time also counts waiting for a core.
const cpu = { here: 0, baseline: 0 };
const timed = (side: 'here' | 'baseline', play: () => GameOutcome) => {
  const t0 = process.cpuUsage();
  const o = play();
  const t = process.cpuUsage(t0);
  cpu[side] += (t.user + t.system) / 1000;
  return o;
};
for (let i = 0; i < games; i++) {
  // Alternate which side goes first, so that neither always plays on a warmer or cooler machine.
  if (i % 2 === 0) {
    here.push(timed('here', () => players[0](i)));
    base.push(timed('baseline', () => players[1](i)));
  } else {
    base.push(timed('baseline', () => players[1](i)));
    here.push(timed('here', () => players[0](i)));
  }
}
const mismatches = here
  .map((a, i) => ({ index: i, seed: a.seed, here: pick(a), baseline: pick(base[i]) }))
  .filter((m) => !sameGame(here[m.index], base[m.index]));
const ms = (list: GameOutcome[]) => Math.round(mean(list.map((o) => o.ms)) * 10) / 10;

function pick(o: GameOutcome) {
  return { status: o.status, fingerprint: o.fingerprint, steps: o.steps, scores: o.scores, ...(o.error && { error: o.error }) };
}

reportResult('ir-fingerprints', {
  nodeEnv: process.env.NODE_ENV ?? null,
  config,
  baseline: baselineDir,
  loadAverage1m: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0] * 100) / 100 },
  games,
  identical: games - mismatches.length,
  mismatches,
  fingerprints: here.map((o) => o.fingerprint),
  msPerGame: { here: ms(here), baseline: ms(base) },
  speedup: Math.round((ms(base) / ms(here)) * 100) / 100,
  cpuMsPerGame: { here: Math.round(cpu.here / games), baseline: Math.round(cpu.baseline / games) },
  cpuSpeedup: Math.round((cpu.baseline / cpu.here) * 100) / 100,
  errors: here.filter((o) => o.status === 'error').length + base.filter((o) => o.status === 'error').length,
});
process.exit(mismatches.length === 0 ? 0 : 1);
