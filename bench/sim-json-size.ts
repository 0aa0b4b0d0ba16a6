/**
 * The size of the simulator's tournament JSON for 1,000 games, and what the replay viewer's data
 * costs in it (docs/simulator.md, "Watching a game in the browser"): the file as `--json` writes it,
 * the bytes of its `replayData`, and, for comparison, the bytes the games' move records would add
 * had the file carried them instead of re-running each game in the browser. Games are played in this
 * thread (sizes do not depend on the machine).
 *
 *   NODE_ENV=production npx tsx bench/sim-json-size.ts [--ttr-games N] [--ir-games N]
 */
import { runGame } from '../src/engine/runner.ts';
import { getGameCore } from '../src/games/registry.ts';
import { tournamentJson } from '../src/sim/json.ts';
import { decidersFor, playTournamentGame } from '../src/sim/play.ts';
import { loadProviders } from '../src/sim/providers.ts';
import { gameSeed, seatsFor } from '../src/sim/schedule.ts';
import { summarize } from '../src/sim/summary.ts';
import type { SimProviders, TournamentConfig } from '../src/sim/types.ts';
import { reportResult } from './lib/results.ts';
import { positiveIntFlag } from './lib/flags.ts';

const USAGE = 'usage: npx tsx bench/sim-json-size.ts [--ttr-games N] [--ir-games N]';
const VALUED = ['--ttr-games', '--ir-games'];
for (let i = 2; i < process.argv.length; i++) {
  if (VALUED.includes(process.argv[i])) i++;
  else {
    process.stderr.write(`unknown flag '${process.argv[i]}'\n${USAGE}\n`);
    process.exit(2);
  }
}

function flag(name: string, fallback: number): number {
  return positiveIntFlag(name, fallback, USAGE);
}

/** One tournament: the JSON's bytes as written, its replayData's, and the move records' per game. */
function measure(providers: SimProviders, config: TournamentConfig) {
  const core = getGameCore(config.game);
  const outcomes = [];
  let recordBytes = 0;
  let actions = 0;
  for (let i = 0; i < config.games; i++) {
    outcomes.push(playTournamentGame(core, providers, config, i));
    // The same game again, to measure its move record as JSON.
    const seed = gameSeed(config.seed, i);
    const levels = seatsFor(config.seed, i, config.bots.length).map((b) => config.bots[b]);
    const { record } = runGame(core, decidersFor(providers, config, levels, seed), { numPlayers: levels.length, seed, options: config.options });
    recordBytes += Buffer.byteLength(JSON.stringify(record.steps));
    actions += record.steps.length;
  }
  const summary = summarize(config, outcomes, { interrupted: false, workers: 1, elapsedMs: 1 });
  const doc = tournamentJson(config, summary, outcomes, 'bench');
  // As src/sim/outputs.ts writes it.
  const fileBytes = Buffer.byteLength(`${JSON.stringify(doc, null, 1)}\n`);
  const replayDataBytes = Buffer.byteLength(`"replayData": ${JSON.stringify(doc.replayData, null, 1)},`);
  return {
    game: config.game,
    bots: config.bots,
    games: config.games,
    fileBytes,
    bytesPerGame: Math.round(fileBytes / config.games),
    replayDataBytes,
    replayDataShare: replayDataBytes / fileBytes,
    actionsPerGame: actions / config.games,
    recordBytesPerGame: Math.round(recordBytes / config.games),
    fileWithRecordsToFile: (fileBytes + recordBytes) / fileBytes,
  };
}

const providers = await loadProviders();
const ttr = measure(providers, { game: 'ttr-india', bots: ['medium', 'medium', 'medium', 'medium'], games: flag('ttr-games', 1000), seed: 'json-size' });
const ir = measure(providers, { game: 'india-rails', bots: ['medium', 'medium', 'medium'], games: flag('ir-games', 10), seed: 'json-size' });
reportResult('sim-json-size', {
  note: 'fileBytes: the --json file as written; replayData is all the replay viewer adds (each game is re-run in the browser from its seed and levels); recordBytesPerGame: what carrying the moves would add instead',
  scenarios: [ttr, ir],
});
