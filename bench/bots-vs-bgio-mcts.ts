/**
 * Our medium and hard Ticket to Ride bots against boardgame.io's own MCTSBot, which drives the
 * TtrIndia Game through boardgame.io's machinery (`Simulate`: its reducer, its enumerate). Seats
 * alternate. MCTSBot sees the whole state; ours see their own playerView. Prints one JSON document.
 *
 *   NODE_ENV=production npx tsx bench/bots-vs-bgio-mcts.ts [--games 2] [--iterations 1000] [--playout-depth 50] [--levels medium,hard] [--seed vs-bgio]
 *
 * At 1,000 iterations MCTSBot needs tens of seconds per move on this game (see bench/bots-speed.ts);
 * `--iterations` trades its strength for time.
 */
import { MCTSBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { createBot } from '../bots/index.ts';
import type { BotLevel } from '../bots/types.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { wilson } from '../src/sim/stats.ts';
import { getBgioGame, getGameCore } from '../src/games/registry.ts';
import { intFlag, listFlag, parseFlags } from './bots-common.ts';
import { reportResult } from './results.ts';

const USAGE = 'NODE_ENV=production npx tsx bench/bots-vs-bgio-mcts.ts [--games N] [--iterations N] [--playout-depth N] [--levels medium,hard] [--seed S]';
const flags = parseFlags(process.argv.slice(2), { games: '2', iterations: '1000', 'playout-depth': '50', levels: 'medium,hard', seed: 'vs-bgio' }, USAGE);
const levels = listFlag(flags, 'levels', ['medium', 'hard'], USAGE) as BotLevel[];
const games = intFlag(flags, 'games', USAGE);
const iterations = intFlag(flags, 'iterations', USAGE);
const playoutDepth = intFlag(flags, 'playout-depth', USAGE);

async function main() {
  const game = getBgioGame('ttr-india');
  const core = getGameCore('ttr-india');
  const rows = [];
  for (const level of levels) {
    let wins = 0;
    const scores: { ours: number; bgio: number }[] = [];
    const start = performance.now();
    for (let g = 0; g < games; g++) {
      const ourSeat = g % 2;
      const seed = deriveSeed(flags.seed, level, g);
      process.stderr.write(`${level} game ${g + 1}/${games} (ours in seat ${ourSeat})…\n`);
      const mcts = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed, iterations, playoutDepth });
      const ours = createBot({ game: 'ttr-india', level, seed });
      const bots = ourSeat === 0 ? { '0': ours, '1': mcts } : { '0': mcts, '1': ours };
      const state = InitializeGame({ game, numPlayers: 2, setupData: { seed } });
      const { state: end } = await Simulate({ game, bots: bots as never, state, depth: 5000 });
      const r = core.result((end.G as { core: unknown }).core);
      if (!r) throw new Error(`game ${g} did not finish`);
      if (r.winners.includes(ourSeat)) wins += 1 / r.winners.length;
      scores.push({ ours: r.scores[ourSeat], bgio: r.scores[1 - ourSeat] });
    }
    rows.push({ ours: level, games, winsOurs: wins, winRate: wins / games, wilson95: wilson(wins, games), scores, ms: Math.round(performance.now() - start) });
  }
  const out = { nodeEnv: process.env.NODE_ENV ?? null, bgio: { bot: 'MCTSBot', iterations, playoutDepth }, target: 0.9, results: rows };
  reportResult('bots-vs-bgio-mcts', out);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
