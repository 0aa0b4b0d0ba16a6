/**
 * What perfect knowledge of the hidden cards, or another tuning, is worth to `hard`: on the same
 * paired 2-player deals (each deal twice, seats swapped) each arm plays one seat against medium
 * (the arms: bench/oracle-arms.ts). `oracle` decides from the full state and searches the one true
 * world: the ceiling of any better model of the hidden cards. `opponents` (Ticket to Ride) knows the
 * opponents' hands, tickets and offers, `tickets` only their tickets and offers, `hand` only their
 * hands; each samples the rest (and the order of both decks) as hard does. `tuned` is the honest
 * hard with `--tuning` over hard's tuning (a lever's held-out run: `--arms hard,tuned`). Prints each
 * arm's win rate with a Wilson interval and mean scores, per arm the games it won where hard lost
 * (and the reverse), the seed set, the tuning and `os.loadavg()` at start and end.
 *
 *   NODE_ENV=production npx tsx bench/oracle-ceiling.ts [--game india-rails|ttr-india] [--games 80]
 *     [--seed fresh|S] [--workers 2] [--iterations N] [--arms hard,oracle,opponents,tickets,hand,tuned]
 *     [--tuning '{"search":{"iterations":1800}}']
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDecider } from '../bots/index.ts';
import type { CoreAction, GameCore } from '../src/engine/core.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { type Decider, runGame } from '../src/engine/runner.ts';
import { getGameCore } from '../src/games/registry.ts';
import { wilson } from '../src/sim/stats.ts';
import { intFlag, listFlag, parseFlags, seedSetFlag } from './bots-common.ts';
import { ARM_NAMES, type Arm, armCore, armDecider, TTR_ONLY_ARMS, tuningFlag } from './oracle-arms.ts';
import { reportResult } from './results.ts';
import { runShardProcess } from './shard-process.ts';

const USAGE =
  "NODE_ENV=production npx tsx bench/oracle-ceiling.ts [--game india-rails|ttr-india] [--games N] [--seed fresh|S] [--workers N] [--iterations N] [--arms hard,tuned,oracle,opponents,tickets,hand] [--tuning '{...}' (the tuned arm's)]";
const flags = parseFlags(
  process.argv.slice(2),
  { game: 'india-rails', games: '80', seed: 'fresh', workers: '2', iterations: '0', arms: 'hard,oracle', tuning: '', shard: '' },
  USAGE,
);
const [game] = listFlag(flags, 'game', ['india-rails', 'ttr-india'], USAGE) as ('india-rails' | 'ttr-india')[];
const games = intFlag(flags, 'games', USAGE);
const workers = intFlag(flags, 'workers', USAGE);
const iterations = Number(flags.iterations);
if (!Number.isInteger(iterations) || iterations < 0) {
  process.stderr.write(`--iterations must be a whole number, got '${flags.iterations}'\nusage: ${USAGE}\n`);
  process.exit(2);
}
const seedSet = seedSetFlag(flags.seed);

const ARMS = listFlag(flags, 'arms', ARM_NAMES, USAGE) as Arm[];
const ttrOnly = ARMS.filter((a) => TTR_ONLY_ARMS.includes(a));
if (ttrOnly.length > 0 && game !== 'ttr-india') {
  process.stderr.write(
    `--arms: '${ttrOnly.join(',')}' ${ttrOnly.length > 1 ? 'are' : 'is'} for ttr-india only (India Rails hides nothing but the deck order)\nusage: ${USAGE}\n`,
  );
  process.exit(2);
}
// The tuned arm and --tuning come together: a tuning nobody plays, or a tuned arm without one, is a slip.
if (ARMS.includes('tuned') !== (flags.tuning !== '')) {
  process.stderr.write(
    `${flags.tuning === '' ? "--arms 'tuned' needs --tuning JSON" : `--tuning '${flags.tuning}' needs 'tuned' in --arms`}\nusage: ${USAGE}\n`,
  );
  process.exit(2);
}
const tuning = flags.tuning === '' ? {} : tuningFlag(flags.tuning, game, USAGE);

/** One game: `index >> 1` is the deal, the arm's bot sits in seat `index & 1`. */
interface Line {
  arm: Arm;
  index: number;
  /** The arm's share of the win (a shared win counts half), or null when the game did not finish. */
  win: number | null;
  /** The arm's score and medium's (null when the game did not finish). */
  score: number | null;
  opponentScore: number | null;
  /** The arm's decisions and their milliseconds in all (its cost against hard's, same run). */
  decisions: number;
  ms: number;
}

function play(arm: Arm, index: number): Line {
  const base = getGameCore(game) as GameCore<unknown, CoreAction, unknown>;
  const seed = deriveSeed(seedSet, Math.floor(index / 2));
  const seatA = index % 2;
  const core = armCore(arm, base, seatA);
  const time = { decisions: 0, ms: 0 };
  const timed = (d: Decider<unknown, CoreAction>): Decider<unknown, CoreAction> => ({
    decide(o, seat) {
      const t = performance.now();
      const a = d.decide(o, seat);
      time.ms += performance.now() - t;
      time.decisions++;
      return a;
    },
  });
  const ctx = { game, core, iterations: iterations || undefined, tuning };
  const deciders: Decider<unknown, CoreAction>[] = [0, 1].map((seat) => {
    const botSeed = deriveSeed(seed, 'bot', seat);
    return seat === seatA ? timed(armDecider(arm, ctx, botSeed)) : createDecider({ game, level: 'medium', seed: botSeed });
  });
  const { record } = runGame(core, deciders, { numPlayers: 2, seed, maxSteps: 8000 });
  const r = record.result;
  const ms = Math.round(time.ms);
  if (!r) return { arm, index, win: null, score: null, opponentScore: null, decisions: time.decisions, ms };
  const win = r.winners.includes(seatA) ? 1 / r.winners.length : 0;
  return { arm, index, win, score: r.scores[seatA], opponentScore: r.scores[1 - seatA], decisions: time.decisions, ms };
}

if (flags.shard) {
  const [k, n] = flags.shard.split('/').map(Number);
  const jobs = ARMS.flatMap((arm) => Array.from({ length: games }, (_, i) => ({ arm, i })));
  for (let j = k; j < jobs.length; j += n) {
    const line = play(jobs[j].arm, jobs[j].i);
    process.stdout.write(`${JSON.stringify(line)}\n`);
    // Progress on stderr (a held-out run takes tens of minutes): the arm's share of the win and the scores.
    process.stderr.write(`${line.arm} game ${line.index}: win ${line.win} ${line.score}-${line.opponentScore}\n`);
  }
} else {
  const mean = (xs: number[]) => (xs.length ? +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : null);
  const t0 = Date.now();
  const load0 = loadavg();
  const args = (k: number) => ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2), '--seed', seedSet, '--shard', `${k}/${workers}`];
  const lines = (await Promise.all(Array.from({ length: workers }, (_, k) => runShardProcess<Line>(args(k), `shard ${k}/${workers}`)))).flat();
  const arms = Object.fromEntries(
    ARMS.map((arm) => {
      const all = lines.filter((l) => l.arm === arm);
      const done = all.filter((l) => l.win !== null);
      const wins = done.reduce((n, l) => n + (l.win ?? 0), 0);
      return [
        arm,
        {
          games: done.length,
          unfinished: games - done.length,
          wins,
          winRate: +(wins / done.length).toFixed(3),
          wilson95: wilson(wins, done.length).map((x) => +x.toFixed(3)),
          meanScore: mean(done.map((l) => l.score ?? 0)),
          meanOpponentScore: mean(done.map((l) => l.opponentScore ?? 0)),
          msPerDecision: +(
            all.reduce((n, l) => n + l.ms, 0) /
            Math.max(
              1,
              all.reduce((n, l) => n + l.decisions, 0),
            )
          ).toFixed(1),
        },
      ];
    }),
  );
  // Per arm, the games (the same deal and seat) it won where hard lost, and the reverse.
  const byKey = new Map(lines.map((l) => [`${l.arm}:${l.index}`, l.win]));
  const pairedWithHard = Object.fromEntries(
    ARMS.filter((arm) => arm !== 'hard' && ARMS.includes('hard')).map((arm) => {
      let armOnly = 0;
      let hardOnly = 0;
      for (let i = 0; i < games; i++) {
        const h = byKey.get(`hard:${i}`);
        const o = byKey.get(`${arm}:${i}`);
        if (h == null || o == null) continue;
        if (o > h) armOnly++;
        if (h > o) hardOnly++;
      }
      return [arm, { wonWhereHardLost: armOnly, lostWhereHardWon: hardOnly }];
    }),
  );
  reportResult(`oracle-ceiling-${game}`, {
    argv: process.argv.slice(2),
    heldOut: seedSet.startsWith('heldout-'),
    seed: seedSet,
    game,
    opponent: 'medium',
    iterations: iterations || 'default',
    tuning: ARMS.includes('tuned') ? tuning : null,
    gamesPerArm: games,
    arms,
    pairedWithHard,
    wallMs: Date.now() - t0,
    loadavg: [load0, loadavg()].map((l) => l.map((x) => +x.toFixed(2))),
  });
}
