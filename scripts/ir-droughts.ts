/**
 * Each seat's longest run of own main-phase turns without a delivery, the winner's own turns and
 * its own turns from first holding the target cash to the end,
 * in 2-player India Rails medium self-play on the given game seeds.
 *
 *   npx tsx scripts/ir-droughts.ts stalls-74b3314d7c34/24 stalls-7f5cbef2b9aa/27 ...
 */
import { droughtTracker } from '../test/support/ir-droughts.ts';
import { createDecider } from '../bots/index.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { runGame } from '../src/engine/runner.ts';
import type { IndiaRailsState } from '../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../src/games/registry.ts';

const seeds = process.argv.slice(2);
if (seeds.length === 0) {
  console.error('usage: npx tsx scripts/ir-droughts.ts <game seed> [more game seeds]');
  process.exit(2);
}
const core = getGameCore('india-rails');
for (const seed of seeds) {
  const deciders = [0, 1].map((seat) => createDecider({ game: 'india-rails', level: 'medium', seed: deriveSeed(seed, 'bot', seat) }));
  const droughts = droughtTracker(2);
  const { longest, cashSince } = droughts;
  const { state, record } = runGame(core, deciders, {
    numPlayers: 2,
    seed,
    maxSteps: 20_000,
    onStep: (raw) => droughts.observe(raw as IndiaRailsState),
  });
  const s = state as IndiaRailsState;
  const w = record.result?.winners ?? [];
  console.log(
    `${seed}: longest droughts ${longest.join(', ')}; winners ${w.join(',')} in ${w.map((x) => s.players[x].turns).join(',')} own turns, ${w.map((x) => s.players[x].turns - (cashSince[x] ?? s.players[x].turns)).join(',')} of them with the target cash`,
  );
}
