/**
 * What perfect knowledge of the hidden cards is worth to `hard`: on the same paired 2-player deals
 * (each deal twice, seats swapped) it plays the shipped hard against medium, and an ORACLE hard
 * against medium. The oracle is the same search and the same heuristic, but it decides from the full
 * state and searches the one true world (no sampling of what it cannot see: the deck order, and in
 * Ticket to Ride the opponent's hand and tickets). It exists only in this benchmark, as a ceiling
 * for any better model of the hidden cards ("the cards likely to come", an opponent model): such a
 * model can at best know what the oracle knows. A third arm, `opponents` (Ticket to Ride), knows the
 * opponents' hands, tickets and offers but samples the order of both decks as hard does: the
 * ceiling of an opponent model; `tickets` knows only their tickets and offers (hands sampled too).
 * Prints each arm's win rate with a Wilson interval, the games the
 * oracle won and hard lost (and the reverse) and `os.loadavg()`.
 *
 *   NODE_ENV=production npx tsx bench/oracle-ceiling.ts [--game india-rails|ttr-india] [--games 80]
 *     [--seed fresh|S] [--workers 2] [--iterations N] [--arms hard,oracle,opponents]
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDecider } from '../bots/index.ts';
import { irKit } from '../bots/india-rails/kit.ts';
import { ttrKit } from '../bots/ttr-india/kit.ts';
import type { BotKit } from '../bots/types.ts';
import type { CoreAction, GameCore, Seat } from '../src/engine/core.ts';
import { createRng, deriveSeed } from '../src/engine/rng.ts';
import { type Decider, runGame } from '../src/engine/runner.ts';
import type { IndiaRailsCore } from '../src/games/india-rails/rules/core.ts';
import { getGameCore } from '../src/games/registry.ts';
import { wilson } from '../src/sim/stats.ts';
import { intFlag, listFlag, parseFlags } from './bots-common.ts';
import { reportResult } from './results.ts';
import { runShardProcess } from './shard-process.ts';

const USAGE =
  'NODE_ENV=production npx tsx bench/oracle-ceiling.ts [--game india-rails|ttr-india] [--games N] [--seed fresh|S] [--workers N] [--iterations N] [--arms hard,oracle,opponents]';
const flags = parseFlags(
  process.argv.slice(2),
  { game: 'india-rails', games: '80', seed: 'fresh', workers: '2', iterations: '0', arms: 'hard,oracle', shard: '' },
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
const seedSet = flags.seed === 'fresh' ? `heldout-${randomBytes(6).toString('hex')}` : flags.seed;

/** The arms: who plays against medium. */
type Arm = 'hard' | 'oracle' | 'opponents' | 'tickets';
const ARMS = listFlag(flags, 'arms', ['hard', 'oracle', 'opponents', 'tickets'], USAGE) as Arm[];
if ((ARMS.includes('opponents') || ARMS.includes('tickets')) && game !== 'ttr-india') {
  process.stderr.write(`--arms: 'opponents' and 'tickets' are for ttr-india only (India Rails hides nothing but the deck order)\nusage: ${USAGE}\n`);
  process.exit(2);
}

/** The core as the oracle's seat sees it: the full state, and one world (the true one) to search. */
function oracleCore<S, A extends CoreAction>(core: GameCore<S, A, unknown>, oracleSeat: Seat): GameCore<S, A, unknown> {
  return {
    ...core,
    observe: (s, p) => (p === oracleSeat ? s : core.observe(s, p)),
    // States are immutable (bots/mcts/ismcts.ts relies on it too), so the true state is shared.
    determinize: (o) => o,
  };
}

/**
 * The core as the `opponents` arm's seat sees it: its own view plus every player's hand, tickets and
 * offer (Ticket to Ride); the search still samples the order of both decks from what is left.
 */
function opponentsCore<S, A extends CoreAction>(core: GameCore<S, A, unknown>, seat: Seat, handsToo: boolean): GameCore<S, A, unknown> {
  type Player = { hand: unknown; tickets: unknown; offer: unknown };
  const reveal = (s: S, p: Seat) => {
    const view = core.observe(s, p) as S & { players: Player[] };
    const truth = (s as S & { players: Player[] }).players;
    const players = view.players.map((pl, q) => ({ ...pl, tickets: truth[q].tickets, offer: truth[q].offer, hand: handsToo ? truth[q].hand : pl.hand }));
    return { ...view, players };
  };
  return { ...core, observe: (s, p) => (p === seat ? reveal(s, p) : core.observe(s, p)) };
}

/** A decider playing the oracle hard of `kit` (built over the oracle core) for one seat. */
function oracleDecider<S, A extends CoreAction>(kit: BotKit<S, A>, seed: string): Decider<S, A> {
  if (!kit.createHard) throw new Error(`${game}: no hard player`);
  const policy = kit.createHard({ iterations: iterations || undefined }, seed);
  let step = 0;
  return { decide: (o, seat) => policy.choose(o, seat, createRng(deriveSeed(seed, seat, step++))) };
}

/** One game: `index >> 1` is the deal, the arm's bot sits in seat `index & 1`. */
interface Line {
  arm: Arm;
  index: number;
  /** The arm's share of the win (a shared win counts half), or null when the game did not finish. */
  win: number | null;
}

function play(arm: Arm, index: number): Line {
  const base = getGameCore(game) as GameCore<unknown, CoreAction, unknown>;
  const seed = deriveSeed(seedSet, Math.floor(index / 2));
  const seatA = index % 2;
  const core = arm === 'oracle' ? oracleCore(base, seatA) : arm === 'hard' ? base : opponentsCore(base, seatA, arm === 'opponents');
  const deciders: Decider<unknown, CoreAction>[] = [0, 1].map((seat) => {
    const botSeed = deriveSeed(seed, 'bot', seat);
    if (seat !== seatA) return createDecider({ game, level: 'medium', seed: botSeed });
    if (arm === 'hard') return createDecider({ game, level: 'hard', seed: botSeed, iterations: iterations || undefined });
    const kit = game === 'india-rails' ? irKit(core as unknown as IndiaRailsCore) : ttrKit(core as never);
    return oracleDecider(kit as unknown as BotKit<unknown, CoreAction>, botSeed);
  });
  const { record } = runGame(core, deciders, { numPlayers: 2, seed, maxSteps: 8000 });
  const r = record.result;
  return { arm, index, win: r ? (r.winners.includes(seatA) ? 1 / r.winners.length : 0) : null };
}

if (flags.shard) {
  const [k, n] = flags.shard.split('/').map(Number);
  const jobs = ARMS.flatMap((arm) => Array.from({ length: games }, (_, i) => ({ arm, i })));
  for (let j = k; j < jobs.length; j += n) process.stdout.write(`${JSON.stringify(play(jobs[j].arm, jobs[j].i))}\n`);
} else {
  const t0 = Date.now();
  const load0 = loadavg();
  const args = (k: number) => ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2), '--seed', seedSet, '--shard', `${k}/${workers}`];
  const lines = (await Promise.all(Array.from({ length: workers }, (_, k) => runShardProcess<Line>(args(k), `shard ${k}/${workers}`)))).flat();
  const arms = Object.fromEntries(
    ARMS.map((arm) => {
      const done = lines.filter((l) => l.arm === arm && l.win !== null);
      const wins = done.reduce((n, l) => n + (l.win ?? 0), 0);
      return [
        arm,
        {
          games: done.length,
          unfinished: games - done.length,
          wins,
          winRate: +(wins / done.length).toFixed(3),
          wilson95: wilson(wins, done.length).map((x) => +x.toFixed(3)),
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
    heldOut: seedSet.startsWith('heldout-'),
    seed: seedSet,
    game,
    opponent: 'medium',
    iterations: iterations || 'default',
    arms,
    pairedWithHard,
    wallMs: Date.now() - t0,
    loadavg: [load0, loadavg()].map((l) => l.map((x) => +x.toFixed(2))),
  });
}
