/**
 * What the public record of face-up cards (`TtrPlayer.shown`) tells about an opponent's hand in
 * Ticket to Ride, without playing hard: seeded 2-player games of medium against medium, and at the
 * start of every turn, for each seat looking at the other:
 *  - `pinned`: the share of the opponent's real hand the record pins down (recorded cards / hand size);
 *  - `plainRight`: the share of the hand a plain determinization deals right (cards in common with
 *    the real hand / hand size), averaged over `--worlds` worlds;
 *  - `knownRight`: the same after dealing the recorded cards (bots/ttr-india/known-hand.ts), same worlds.
 * Each is averaged over the samples (turns × seats with a non-empty opponent hand), also by third of
 * the game, and what dealing the recorded cards costs on top of a determinization (a ratio measured
 * over the same worlds). Prints one JSON document (with `os.loadavg()`) and keeps it in bench/results/.
 *
 *   npx tsx bench/ttr-known-hand.ts [--games 8] [--seed fresh|S] [--worlds 4]
 */
import { loadavg } from 'node:os';
import { createDecider } from '../bots/index.ts';
import { dealKnownCards } from '../bots/ttr-india/known-hand.ts';
import { createRng, deriveSeed } from '../src/engine/rng.ts';
import { replayGame, runGame } from '../src/engine/runner.ts';
import { TtrIndiaCore as core } from '../src/games/ttr-india/rules/core.ts';
import { shownCards } from '../src/games/ttr-india/rules/shown.ts';
import type { TtrAction, TtrState } from '../src/games/ttr-india/rules/state.ts';
import { intFlag, parseFlags, seedSetFlag } from './bots-common.ts';
import { reportResult } from './results.ts';

const USAGE = 'npx tsx bench/ttr-known-hand.ts [--games N] [--seed fresh|S] [--worlds N]';
const flags = parseFlags(process.argv.slice(2), { games: '8', seed: 'fresh', worlds: '4' }, USAGE);
const games = intFlag(flags, 'games', USAGE);
const worlds = intFlag(flags, 'worlds', USAGE);
const seedSet = seedSetFlag(flags.seed);

/** Cards two hands (counts per kind) have in common. */
function common(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  for (let k = 0; k < a.length; k++) n += Math.min(a[k], b[k]);
  return n;
}

/** Running sums of the three shares, overall and by third of the game. */
interface Tally {
  samples: number;
  pinned: number;
  plainRight: number;
  knownRight: number;
  /** Samples in which the record held at least one card. */
  withRecord: number;
}
const fresh = (): Tally => ({ samples: 0, pinned: 0, plainRight: 0, knownRight: 0, withRecord: 0 });
const all = fresh();
const thirds = [fresh(), fresh(), fresh()];
const load0 = loadavg();
const t0 = performance.now();
let turnsPlayed = 0;
/** Time in the plain determinization and in dealing the recorded cards after it, over the same worlds. */
let determinizeMs = 0;
let dealMs = 0;

for (let g = 0; g < games; g++) {
  const seed = deriveSeed(seedSet, g);
  const deciders = [0, 1].map((seat) => createDecider<TtrState, TtrAction>({ game: 'ttr-india', level: 'medium', seed: deriveSeed(seed, 'bot', seat) }));
  const { record } = runGame(core, deciders, { numPlayers: 2, seed, maxSteps: 8000 });
  const states = [...replayGame(core, record)].filter((s) => (s.phase === 'main' || s.phase === 'lastRound') && s.drawn === 0);
  turnsPlayed += states.length;
  states.forEach((s, i) => {
    const third = thirds[Math.min(2, Math.floor((3 * i) / states.length))];
    for (const viewer of [0, 1]) {
      const q = 1 - viewer;
      const truth = s.players[q].hand as number[];
      const size = s.players[q].handSize;
      if (size === 0) continue;
      const o = core.observe(s, viewer);
      const recorded = shownCards(o.players[q]).reduce((a, b) => a + b, 0);
      let plain = 0;
      let known = 0;
      for (let w = 0; w < worlds; w++) {
        const rng = createRng(deriveSeed(seed, 'world', i, viewer, w));
        const t1 = performance.now();
        const d = core.determinize(o, viewer, rng);
        const t2 = performance.now();
        const dk = dealKnownCards(o, d, viewer, rng);
        const t3 = performance.now();
        determinizeMs += t2 - t1;
        dealMs += t3 - t2;
        plain += common(d.players[q].hand as number[], truth);
        known += common(dk.players[q].hand as number[], truth);
      }
      for (const t of [all, third]) {
        t.samples++;
        t.pinned += recorded / size;
        t.plainRight += plain / worlds / size;
        t.knownRight += known / worlds / size;
        t.withRecord += recorded > 0 ? 1 : 0;
      }
    }
  });
}

/** A tally's means, rounded. */
const means = (t: Tally) => ({
  samples: t.samples,
  pinned: +(t.pinned / t.samples).toFixed(3),
  plainRight: +(t.plainRight / t.samples).toFixed(3),
  knownRight: +(t.knownRight / t.samples).toFixed(3),
  withRecord: +(t.withRecord / t.samples).toFixed(3),
});

reportResult('ttr-known-hand', {
  seed: seedSet,
  games,
  worlds,
  turns: turnsPlayed,
  note: 'medium vs medium, 2 players; per turn start and seat: pinned = recorded/hand size, plainRight/knownRight = cards dealt right / hand size without/with the record',
  overall: means(all),
  byThird: thirds.map(means),
  /** What dealing the recorded cards adds to a world's determinization (same worlds, same run): (plain + deal) / plain. */
  dealCostRatio: +((determinizeMs + dealMs) / determinizeMs).toFixed(3),
  seconds: +((performance.now() - t0) / 1000).toFixed(1),
  loadavgStart: load0.map((x) => +x.toFixed(2)),
  loadavgEnd: loadavg().map((x) => +x.toFixed(2)),
});
