/**
 * Where Ticket to Ride `hard` wins and loses against `medium`: plays one hard against `players − 1`
 * mediums on a seed set (a tuning set: `tune-…`) and reports per level its wins, scores, tickets
 * kept, completed and failed, ticket draws after the opening, long routes (6+) claimed, trains left,
 * who ended the game, and hard's search time per decision. For screening changes, not for figures.
 *
 *   NODE_ENV=production npx tsx bench/ttr-hard-diag.ts [--games 6] [--players 2] [--seed tune-a]
 *     [--iterations default] [--tuning '{"search":{"rolloutDepth":40}}']
 */
import { createDecider } from '../bots/index.ts';
import { ttrBot } from '../bots/ttr-india/bot.ts';
import { chooseTtr } from '../bots/ttr-india/heuristic.ts';
import type { BotLevel } from '../bots/types.ts';
import { createRng, deriveSeed } from '../src/engine/rng.ts';
import { runGame } from '../src/engine/runner.ts';
import { ROUTE_INDEX } from '../src/games/ttr-india/data/board.ts';
import { ROUTES } from '../src/games/ttr-india/data/routes.ts';
import { TtrIndiaCore as ttrCore } from '../src/games/ttr-india/rules/core.ts';
import { scoreAll, winnersOf } from '../src/games/ttr-india/rules/scoring.ts';
import type { TtrAction, TtrState } from '../src/games/ttr-india/rules/state.ts';
import { wilson } from '../src/sim/stats.ts';
import { intFlag, parseFlags } from './bots-common.ts';

const USAGE = 'npx tsx bench/ttr-hard-diag.ts [--games N] [--players 2|3|4] [--seed S] [--iterations N] [--tuning JSON] [--first 0]';
const flags = parseFlags(process.argv.slice(2), { games: '6', players: '2', seed: 'tune-a', iterations: 'default', tuning: '{}', first: '0' }, USAGE);
const games = intFlag(flags, 'games', USAGE);
const players = intFlag(flags, 'players', USAGE);
const iterations = flags.iterations === 'default' ? undefined : intFlag(flags, 'iterations', USAGE);
const first = Number(flags.first);
let tuning: Record<string, unknown>;
try {
  tuning = JSON.parse(flags.tuning);
} catch {
  process.stderr.write(`--tuning must be JSON, got '${flags.tuning}'\n`);
  process.exit(2);
}

type Stat = Record<string, number>;
const stats: Record<string, Stat> = {};
const add = (level: string, key: string, v: number) => {
  stats[level] ??= {};
  stats[level][key] = (stats[level][key] ?? 0) + v;
};
let winsHard = 0;
const times: number[] = [];
/** The shipped heuristic, asked what it would do in hard's place (for the ticket counts). */
const probe = ttrBot();
const start = performance.now();
for (let g = first; g < first + games; g++) {
  const seatH = g % players;
  const levels: BotLevel[] = Array.from({ length: players }, (_, s) => (s === seatH ? 'hard' : 'medium'));
  const gameSeed = deriveSeed(flags.seed, 'diag', players, g);
  const deciders = levels.map((level, seat) => {
    const d = createDecider<TtrState, TtrAction>({
      game: 'ttr-india',
      level,
      seed: deriveSeed(gameSeed, 'bot', seat),
      iterations: level === 'hard' ? iterations : undefined,
      tuning: level === 'hard' ? tuning : undefined,
    });
    if (level !== 'hard') return d;
    return {
      decide(obs: TtrState, seat: number) {
        const t0 = performance.now();
        const a = d.decide(obs, seat);
        times.push(performance.now() - t0);
        // Where hard's search overrules the heuristic's wish to draw tickets (or draws when it would not).
        if (obs.phase !== 'opening' && obs.drawn === 0 && (obs.players[seat].offer?.length ?? 0) === 0) {
          const h = chooseTtr(probe, obs, seat, createRng(0), probe.tuning.medium);
          if (h.type === 'drawTickets') add('hard', 'heurWantsTickets', 1);
          if (h.type === 'drawTickets' && a.type !== 'drawTickets') add('hard', 'ticketsOverruled', 1);
          if (h.type !== 'drawTickets' && a.type === 'drawTickets') add('hard', 'ticketsAdded', 1);
        }
        return a;
      },
    };
  });
  let ender = -1;
  let prev: TtrState | undefined;
  const { state } = runGame(ttrCore, deciders, {
    numPlayers: players,
    seed: gameSeed,
    maxSteps: 5000,
    onStep(s, step) {
      const lv = levels[step.seat];
      if (step.action.type === 'drawTickets' && s.phase !== 'opening') add(lv, 'ticketDraws', 1);
      if (step.action.type === 'claimRoute') {
        const len = ROUTES[ROUTE_INDEX.get(step.action.route)!].length;
        add(lv, 'claims', 1);
        if (len >= 6) add(lv, 'long6+', 1);
      }
      if (prev && prev.finalTurns === null && s.finalTurns !== null) ender = step.seat;
      prev = s;
    },
  });
  const scores = scoreAll(state);
  const winners = winnersOf(scores);
  if (winners.includes(seatH)) winsHard += 1 / winners.length;
  scores.forEach((x, seat) => {
    const lv = levels[seat];
    add(lv, 'playerGames', 1);
    add(lv, 'score', x.total);
    add(lv, 'routes', x.routes);
    add(lv, 'tickets', x.tickets);
    add(lv, 'kept', x.ticketsCompleted + x.ticketsFailed);
    add(lv, 'completed', x.ticketsCompleted);
    add(lv, 'failed', x.ticketsFailed);
    add(lv, 'loops', x.loopTickets > 0 ? 1 : 0);
    add(lv, 'longest', x.longestBonus > 0 ? 1 : 0);
    add(lv, 'trainsLeft', x.trainsLeft);
    if (seat === ender) add(lv, 'ended', 1);
  });
  // Per seat: total = routes + tickets (completed/failed) + bonuses, trains left.
  const line = scores.map(
    (x, seat) =>
      `${levels[seat][0]}${x.total}=r${x.routes}+t${x.tickets}(${x.ticketsCompleted}/${x.ticketsFailed})+${x.loopBonus + x.longestBonus} tr${x.trainsLeft}`,
  );
  process.stderr.write(`game ${g}: hard seat ${seatH} ${line.join(' ')} ender ${ender}\n`);
}
const per = Object.fromEntries(
  Object.entries(stats).map(([lv, s]) => [
    lv,
    Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === 'playerGames' ? v : +(v / s.playerGames).toFixed(2)])),
  ]),
);
times.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    seed: flags.seed,
    players,
    games,
    iterations,
    tuning,
    winsHard,
    wilson95: wilson(winsHard, games).map((x) => +x.toFixed(2)),
    per,
    hardDecisions: times.length,
    hardMedianMs: +(times[Math.floor(times.length / 2)] ?? 0).toFixed(1),
    hardTotalS: +(times.reduce((a, b) => a + b, 0) / 1000).toFixed(1),
    seconds: +((performance.now() - start) / 1000).toFixed(1),
  })}\n`,
);
