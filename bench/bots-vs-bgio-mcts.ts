/**
 * Our medium and hard Ticket to Ride bots against boardgame.io's own MCTSBot, which drives the
 * TtrIndia Game through boardgame.io's machinery (`Simulate`: its reducer, its enumerate). Seats
 * alternate. MCTSBot sees the whole state; ours see their own playerView. Game over carries
 * boardgame.io's `winner`/`draw`, so MCTSBot credits a playout only when it reaches the end: the
 * report counts how many of its playouts did. Prints (and writes) the JSON after every game.
 *
 *   NODE_ENV=production nice -n 10 npx tsx bench/bots-vs-bgio-mcts.ts [--games 10] [--iterations 50]
 *     [--playout-depth 200] [--levels medium,hard] [--seed vs-bgio]
 *
 * A random 2-player game lasts 131–165 actions from the start, so 200-action playouts end the game
 * from any position. MCTSBot runs one reducer step per playout action, about half a millisecond:
 * `--iterations` trades its strength for time.
 */
import { MCTSBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { createBot, type GameBot } from '../bots/index.ts';
import type { BotLevel } from '../bots/types.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { getBgioGame, getGameCore } from '../src/games/registry.ts';
import { quantileSorted, wilson } from '../src/sim/stats.ts';
import { intFlag, listFlag, parseFlags } from './lib/flags.ts';
import { reportResult } from './lib/results.ts';

const USAGE =
  'NODE_ENV=production nice -n 10 npx tsx bench/bots-vs-bgio-mcts.ts [--games N] [--iterations N] [--playout-depth N] [--levels medium,hard] [--seed S]';
const flags = parseFlags(
  process.argv.slice(2),
  { games: '10', iterations: '50', 'playout-depth': '200', levels: 'medium,hard', seed: 'vs-bgio-held-out' },
  USAGE,
);
const levels = listFlag(flags, 'levels', ['medium', 'hard'], USAGE) as BotLevel[];
const games = intFlag(flags, 'games', USAGE);
const iterations = intFlag(flags, 'iterations', USAGE);
const playoutDepth = intFlag(flags, 'playout-depth', USAGE);

/** Playouts run and playouts that reached game over (the only ones MCTSBot credits). */
interface PlayoutCount {
  playouts: number;
  ended: number;
}

/** MCTSBot unchanged, counting how many of its playouts end the game. */
class CountingMCTSBot extends MCTSBot {
  constructor(
    opts: ConstructorParameters<typeof MCTSBot>[0],
    private readonly count: PlayoutCount,
  ) {
    super(opts);
  }

  override playout(node: Parameters<MCTSBot['playout']>[0]) {
    const result = super.playout(node);
    this.count.playouts++;
    if (result?.winner !== undefined || result?.draw === true) this.count.ended++;
    return result;
  }
}

/** Wall and CPU (process user + system) milliseconds of each move of one side. */
interface MoveTimes {
  wall: number[];
  cpu: number[];
}

/** A bot whose every `play` is timed into `times` (the CPU time says more than the wall on a busy machine). */
function timed(bot: GameBot, times: MoveTimes): GameBot {
  return {
    async play(state, playerID) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const out = await bot.play(state, playerID);
      const dc = process.cpuUsage(c0);
      times.wall.push(performance.now() - t0);
      times.cpu.push((dc.user + dc.system) / 1000);
      return out;
    },
  };
}

const median = (xs: number[]) =>
  Math.round(
    quantileSorted(
      [...xs].sort((a, b) => a - b),
      0.5,
    ) * 10,
  ) / 10;

const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 10) / 10;

async function main() {
  const game = getBgioGame('ttr-india');
  const core = getGameCore('ttr-india');
  const rows: Record<string, unknown>[] = [];
  const save = () =>
    reportResult('bots-vs-bgio-mcts', {
      nodeEnv: process.env.NODE_ENV ?? null,
      bgio: { bot: 'MCTSBot', iterations, playoutDepth, sees: 'the whole state' },
      ours: { medium: 'heuristic, no search', hard: 'ISMCTS, 600 iterations per decision (none when one candidate), own view only' },
      seed: flags.seed,
      results: rows,
    });
  for (const level of levels) {
    let wins = 0;
    const scores: { ours: number; bgio: number; winners: number[]; ourSeat: number }[] = [];
    const count: PlayoutCount = { playouts: 0, ended: 0 };
    const oursMs: MoveTimes = { wall: [], cpu: [] };
    const bgioMs: MoveTimes = { wall: [], cpu: [] };
    const start = performance.now();
    const row = rows.length;
    for (let g = 0; g < games; g++) {
      const ourSeat = g % 2;
      const seed = deriveSeed(flags.seed, level, g);
      process.stderr.write(`${level} game ${g + 1}/${games} (ours in seat ${ourSeat})…\n`);
      const mcts = timed(new CountingMCTSBot({ game, enumerate: game.ai!.enumerate, seed, iterations, playoutDepth }, count) as GameBot, bgioMs);
      const ours = timed(createBot({ game: 'ttr-india', level, seed }), oursMs);
      const bots = ourSeat === 0 ? { '0': ours, '1': mcts } : { '0': mcts, '1': ours };
      const state = InitializeGame({ game, numPlayers: 2, setupData: { seed } });
      const { state: end } = await Simulate({ game, bots: bots as never, state, depth: 5000 });
      const r = core.result((end.G as { core: unknown }).core);
      if (!r) throw new Error(`game ${g} did not finish`);
      if (r.winners.includes(ourSeat)) wins += 1 / r.winners.length;
      scores.push({ ours: r.scores[ourSeat], bgio: r.scores[1 - ourSeat], winners: r.winners, ourSeat });
      process.stderr.write(`  ours ${r.scores[ourSeat]}, MCTSBot ${r.scores[1 - ourSeat]}\n`);
      const played = scores.length;
      rows[row] = {
        ours: level,
        games: played,
        winsOurs: wins,
        winRate: wins / played,
        wilson95: wilson(wins, played).map((x) => Math.round(x * 100) / 100),
        meanMargin: Math.round(scores.reduce((n, s) => n + s.ours - s.bgio, 0) / played),
        scores,
        bgioPlayouts: { ...count, endedShare: Math.round((count.ended / Math.max(1, count.playouts)) * 1000) / 1000 },
        moves: { ours: oursMs.wall.length, bgio: bgioMs.wall.length },
        medianMsPerMove: { ours: median(oursMs.wall), bgio: median(bgioMs.wall) },
        medianCpuMsPerMove: { ours: median(oursMs.cpu), bgio: median(bgioMs.cpu) },
        meanCpuMsPerMove: { ours: mean(oursMs.cpu), bgio: mean(bgioMs.cpu) },
        ms: Math.round(performance.now() - start),
      };
      save(); // after every game, so that a long run keeps what it finished
    }
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
