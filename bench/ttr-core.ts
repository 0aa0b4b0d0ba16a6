/**
 * Speed of the Ticket to Ride – India rules core, the part bots call hundreds of thousands of times:
 * legalActions, apply, observe, determinize, final scoring and whole random games. The baseline,
 * measured in the same run, is a deep copy of the same states (`structuredClone`): what a
 * copy-everything apply would cost at least. Prints one JSON document.
 *
 *   NODE_ENV=production npx tsx bench/ttr-core.ts [--games N] [--players P]
 */
import { createRng, deriveSeed } from '../src/engine/rng.ts';
import { randomDecider, runGame } from '../src/engine/runner.ts';
import { TtrIndiaCore as core } from '../src/games/ttr-india/index.ts';
import type { TtrAction, TtrState } from '../src/games/ttr-india/rules/state.ts';
import { reportResult } from './lib/results.ts';

const USAGE = 'usage: NODE_ENV=production npx tsx bench/ttr-core.ts [--games N] [--players P]';

function flag(name: string, fallback: number, min: number, max: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < min || n > max) {
    process.stderr.write(`--${name} needs an integer ${min}–${max}\n${USAGE}\n`);
    process.exit(2);
  }
  return n;
}
for (let i = 2; i < process.argv.length; i += 2) {
  if (!['--games', '--players'].includes(process.argv[i])) {
    process.stderr.write(`unknown argument ${process.argv[i]}\n${USAGE}\n`);
    process.exit(2);
  }
}
const games = flag('games', 200, 1, 100_000);
const players = flag('players', 4, 2, 5);

/** Microseconds per item of `fn` over `items`, best of three rounds. */
function time<T>(items: readonly T[], fn: (x: T, i: number) => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 3; r++) {
    const start = performance.now();
    for (let i = 0; i < items.length; i++) fn(items[i], i);
    best = Math.min(best, ((performance.now() - start) * 1000) / items.length);
  }
  return best;
}

const deciders = (g: number) => Array.from({ length: players }, (_, p) => randomDecider(core, deriveSeed('bench', g, p)));
const states: TtrState[] = [];
const finals: TtrState[] = [];
let steps = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const { state, record } = runGame(core, deciders(g), { numPlayers: players, seed: deriveSeed('bench', g), onStep: (s) => g % 4 === 0 && states.push(s) });
  steps += record.steps.length;
  finals.push(state);
}
const gameMs = (performance.now() - t0) / games;
const live = states.filter((s) => core.result(s) === null);
const actions: TtrAction[] = live.map((s, i) => {
  const list = core.legalActions(s, core.activePlayers(s)[0]);
  return list[(i * 7919) % list.length];
});
const rng = createRng('bench-apply');
let sink = 0;
const legalUs = time(live, (s) => {
  sink += core.legalActions(s, core.activePlayers(s)[0]).length;
});
const applyUs = time(live, (s, i) => core.apply(s, core.activePlayers(s)[0], actions[i], rng));
const cloneUs = time(live, (s) => structuredClone(s));
const observeUs = time(live, (s) => core.observe(s, core.activePlayers(s)[0]));
const observations = live.map((s) => core.observe(s, core.activePlayers(s)[0]));
const determinizeUs = time(observations, (o, i) => core.determinize(o, core.activePlayers(live[i])[0], rng));
const resultUs = time(finals, (s) => core.result(s));

reportResult('ttr-core', {
  players,
  games,
  stepsPerGame: Math.round(steps / games),
  randomGameMs: +gameMs.toFixed(2),
  legalActionsUs: +legalUs.toFixed(2),
  applyUs: +applyUs.toFixed(2),
  observeUs: +observeUs.toFixed(2),
  determinizeUs: +determinizeUs.toFixed(2),
  finalScoringUs: +resultUs.toFixed(1),
  baselineStructuredCloneUs: +cloneUs.toFixed(2),
  applyVsCloneRatio: +(applyUs / cloneUs).toFixed(3),
  legalActionsPerState: +(sink / live.length / 3).toFixed(1),
});
