/**
 * India Rails bots that stop playing: medium self-play (2 players) on held-out seeds, counting
 * - players who end the building turns with no track;
 * - each player's longest run of own turns without a delivery (target: none of 30 or more);
 * - the winner's own turns from first holding the target cash to the end (target: under 5): with
 *   the cash in hand only the major cities' connection is missing, and every turn is one it could
 *   have spent building it.
 * Prints one JSON document and keeps it in bench/results/.
 *
 *   NODE_ENV=production npx tsx bench/bots-ir-stalls.ts [--games 40] [--level medium] [--seed fresh|S]
 */
import { createDecider } from '../bots/index.ts';
import type { BotLevel } from '../bots/types.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { runGame } from '../src/engine/runner.ts';
import type { IndiaRailsState } from '../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../src/games/registry.ts';
import { quantileSorted } from '../src/sim/stats.ts';
import { droughtTracker } from './ir-droughts.ts';
import { intFlag, listFlag, parseFlags, seedSetFlag } from './bots-common.ts';
import { reportResult } from './results.ts';

const USAGE = 'NODE_ENV=production npx tsx bench/bots-ir-stalls.ts [--games N] [--level medium] [--seed fresh|S]';
const flags = parseFlags(process.argv.slice(2), { games: '40', level: 'medium', seed: 'fresh' }, USAGE);
const games = intFlag(flags, 'games', USAGE);
const [level] = listFlag(flags, 'level', ['easy', 'medium', 'hard'], USAGE) as BotLevel[];
const seed = seedSetFlag(flags.seed, 'stalls');
const core = getGameCore('india-rails');

/** What one game says about stalls. */
interface GameStalls {
  seed: string;
  finished: boolean;
  noOpeningTrack: number[];
  longestDrought: number[];
  winnerTurnsWithCash: number | null;
  /** The single winner's own turns at the end (null without one). */
  winnerTurns: number | null;
}

function play(gameSeed: string): GameStalls {
  const deciders = [0, 1].map((seat) => createDecider({ game: 'india-rails', level, seed: deriveSeed(gameSeed, 'bot', seat) }));
  let opening: number[] | null = null;
  const droughts = droughtTracker(2);
  const { state, record } = runGame(core, deciders, {
    numPlayers: 2,
    seed: gameSeed,
    maxSteps: 20_000,
    onStep: (raw) => {
      const s = raw as IndiaRailsState;
      if (!opening && s.phase !== 'building') opening = s.track.map((t, seat) => (t.length === 0 ? seat : -1)).filter((x) => x >= 0);
      droughts.observe(s);
    },
  });
  const s = state as IndiaRailsState;
  const w = record.result?.winners.length === 1 ? record.result.winners[0] : null;
  const since = w === null ? null : droughts.cashSince[w];
  return {
    seed: gameSeed,
    finished: record.result !== null,
    noOpeningTrack: opening ?? [],
    longestDrought: droughts.longest,
    winnerTurnsWithCash: w === null || since === null ? null : s.players[w].turns - since,
    winnerTurns: w === null ? null : s.players[w].turns,
  };
}

const rows: GameStalls[] = [];
for (let g = 0; g < games; g++) {
  rows.push(play(deriveSeed(seed, g)));
  if ((g + 1) % 10 === 0) process.stderr.write(`${g + 1}/${games} games\n`);
}
const droughts = rows.flatMap((r) => r.longestDrought);
const winnerTurns = rows.map((r) => r.winnerTurns).filter((x): x is number => x !== null);
winnerTurns.sort((a, b) => a - b);
const waits = rows.map((r) => r.winnerTurnsWithCash).filter((x): x is number => x !== null);
reportResult('bots-ir-stalls', {
  level,
  seed,
  games,
  unfinished: rows.filter((r) => !r.finished).length,
  playersWithNoOpeningTrack: rows.reduce((n, r) => n + r.noOpeningTrack.length, 0),
  playersWith30TurnDrought: droughts.filter((d) => d >= 30).length,
  longestDrought: Math.max(...droughts),
  winnersWaiting5Turns: waits.filter((x) => x >= 5).length,
  longestWinnerWait: waits.length ? Math.max(...waits) : null,
  medianWinnerTurns: winnerTurns.length ? quantileSorted(winnerTurns, 0.5) : null,
  targets: { playersWithNoOpeningTrack: 0, playersWith30TurnDrought: 0, winnersWaiting5Turns: 0 },
  worst: rows.filter((r) => r.noOpeningTrack.length > 0 || Math.max(...r.longestDrought) >= 30 || (r.winnerTurnsWithCash ?? 0) >= 5),
});
