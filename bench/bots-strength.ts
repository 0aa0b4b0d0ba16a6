/**
 * Bot strength: for each game, hard vs medium, medium vs easy and easy vs random in 2-player games
 * with seats alternated, A's win rate with a Wilson 95% interval; for India Rails also the median
 * own turns to victory of medium and hard. The pair `hard-medium4` is one hard against three
 * mediums, hard's seat rotating (a fair share is 25%); `hard-medium6` one against five (India Rails
 * only; a fair share is 1/6). For Ticket to Ride each level's loop-bonus rate (player-games with at
 * least one loop ticket) is counted. Prints one JSON document and writes it to bench/out/ (with
 * `--keep`, to bench/results/ too: bench/lib/results.ts).
 *
 * Figures are reported on held-out seeds: by default a fresh seed set is drawn for every run, never
 * one of the seed sets used while tuning the bots (`--tuning-seeds`). A run on a tuning seed set is
 * marked `heldOut: false` and says so; its figures are for tuning, not for the docs.
 *
 *   NODE_ENV=production npx tsx bench/bots-strength.ts [--game all|ttr-india|india-rails]
 *     [--games 100] [--ir-games 16] [--hard-games 10] [--pairs hard-medium,hard-medium4,hard-medium6,medium-easy,easy-random]
 *     [--seed fresh|S] [--tuning-seeds strength,strength-b,strength-c,pace]
 */
import type { BotLevel } from '../bots/types.ts';
import { getGameCore } from '../src/games/registry.ts';
import { intFlag, listFlag, parseFlags, seedSetFlag } from './lib/flags.ts';
import { type SeriesResult, series } from './lib/series.ts';
import { reportResult } from './lib/results.ts';

const USAGE =
  'NODE_ENV=production npx tsx bench/bots-strength.ts [--game all|ttr-india|india-rails] [--games N] [--ir-games N] [--hard-games N] [--pairs hard-medium,hard-medium4,hard-medium6,medium-easy,easy-random] [--seed fresh|S] [--tuning-seeds a,b,…]';
const flags = parseFlags(
  process.argv.slice(2),
  {
    game: 'all',
    games: '100',
    'ir-games': '16',
    'hard-games': '10',
    pairs: 'hard-medium,medium-easy,easy-random',
    seed: 'fresh',
    'tuning-seeds': 'strength,strength-b,strength-c,pace',
  },
  USAGE,
);
if (!['all', 'ttr-india', 'india-rails'].includes(flags.game)) {
  process.stderr.write(`--game must be all, ttr-india or india-rails\nusage: ${USAGE}\n`);
  process.exit(2);
}
const games = { 'ttr-india': intFlag(flags, 'games', USAGE), 'india-rails': intFlag(flags, 'ir-games', USAGE) };
const hardGames = intFlag(flags, 'hard-games', USAGE);
/** The seed sets the bots were tuned on: figures on them overstate strength. */
const tuningSeeds = flags['tuning-seeds'].split(',').filter(Boolean);
const seed = seedSetFlag(flags.seed);
const heldOut = !tuningSeeds.includes(seed);
if (!heldOut) process.stderr.write(`warning: --seed ${seed} is a tuning seed set; these figures are for tuning, not for reporting\n`);

/** The pairings: A, B, players per game (one A, the rest B). */
const ALL_PAIRS: [BotLevel, BotLevel, number][] = [
  ['hard', 'medium', 2],
  ['hard', 'medium', 4],
  ['hard', 'medium', 6],
  ['medium', 'easy', 2],
  ['easy', 'random', 2],
];
const pairName = ([a, b, n]: [BotLevel, BotLevel, number]) => `${a}-${b}${n === 2 ? '' : n}`;
const wanted = listFlag(flags, 'pairs', ALL_PAIRS.map(pairName), USAGE);
const PAIRS = ALL_PAIRS.filter((p) => wanted.includes(pairName(p)));
const TARGETS: Record<string, Record<string, number>> = {
  'ttr-india': { 'hard-medium': 0.8, 'hard-medium4': 0.4, 'medium-easy': 0.7, 'easy-random': 0.95 },
  'india-rails': { 'hard-medium': 0.75, 'hard-medium4': 0.4, 'medium-easy': 0.7 },
};

const out: Record<string, unknown> = { nodeEnv: process.env.NODE_ENV ?? null, seed, heldOut, tuningSeeds, games: {} };
for (const game of ['ttr-india', 'india-rails'] as const) {
  if (flags.game !== 'all' && flags.game !== game) continue;
  const core = getGameCore(game);
  const results: (SeriesResult & { target?: number })[] = [];
  for (const pair of PAIRS) {
    const [a, b, players] = pair;
    if (players > core.maxPlayers) continue;
    const n = a === 'hard' ? Math.min(hardGames, games[game]) : games[game];
    process.stderr.write(`${game}: ${a} vs ${players - 1} × ${b}, ${n} games…\n`);
    const r = series(core, game, a, b, n, seed, {
      players,
      bonusKey: game === 'ttr-india' ? 'loopTickets' : undefined,
      // A random India Rails player takes dozens of actions a turn: give those games room to end.
      maxSteps: game === 'india-rails' ? (b === 'random' ? 60000 : 4000 * players) : 5000,
      ownTurns: game === 'india-rails' ? (state, seat) => (state as { players: { turns: number }[] }).players[seat].turns : undefined,
    });
    results.push({ ...r, target: TARGETS[game]?.[pairName(pair)] });
    process.stderr.write(
      `  ${a} wins ${r.winsA}/${r.games} (${r.unfinished} unfinished), Wilson 95% ${r.wilson95.map((x) => x.toFixed(2)).join('–')}, ${r.ms} ms${
        r.bonus
          ? `; loop bonus ${Object.entries(r.bonus)
              .map(([l, x]) => `${l} ${x?.scored}/${x?.playerGames}`)
              .join(', ')}`
          : ''
      }\n`,
    );
  }
  (out.games as Record<string, unknown>)[game] = results;
}
reportResult('bots-strength', out);
