/**
 * The India Rails planner's path searches (bots/india-rails/ride.ts), recorded from real games and
 * replayed on this tree's implementation and a baseline checkout's (issue 22): every call must give
 * the same answer on both (costs and hops per milepost, or the way and its cost; this tree's costs
 * also through `LazyRideCosts`, as the planner reads them), and the replay
 * times each side over the same calls, alternating sides round by round. Prints one JSON document
 * and exits 1 on any difference.
 *
 *   NODE_ENV=production npx tsx bench/ride-replay.ts --baseline <checkout> [--games N] [--rounds R] [--seed S]
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RideCall, RideMap } from '../bots/india-rails/ride.ts';
import * as here from '../bots/india-rails/ride.ts';
import { LazyRideCosts } from '../bots/india-rails/ride-lazy.ts';
import { checkoutPlayer, THIS_TREE } from './ir-checkout.ts';
import { valuedFlags } from './argv.ts';
import { reportResult } from './results.ts';

type RideModule = Pick<typeof here, 'rideCosts' | 'ridePath'>;

const USAGE = 'usage: npx tsx bench/ride-replay.ts --baseline <checkout> [--games N] [--rounds R] [--seed S]';
const args = valuedFlags(['--baseline', '--games', '--rounds', '--seed'], fail);
const baselineDir = resolve(args.get('--baseline') ?? fail('--baseline <checkout> is required'));
const games = positive('--games', 2);
const rounds = positive('--rounds', 3);
const baseFile = join(baselineDir, 'bots/india-rails/ride.ts');
if (!existsSync(baseFile)) fail(`"${baselineDir}" is not a checkout of this project (no bots/india-rails/ride.ts)`);

function positive(flag: string, fallback: number): number {
  const n = Number(args.get(flag) ?? fallback);
  if (!Number.isInteger(n) || n < 1) fail(`${flag} needs a positive integer, got "${args.get(flag)}"`);
  return n;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

// Record: every search the medium bots make in `games` games played by this tree.
const calls: RideCall[] = [];
here.rideTrace.record = (call) => calls.push(call);
const play = await checkoutPlayer(THIS_TREE, { game: 'india-rails', bots: ['medium', 'medium', 'medium'], games, seed: args.get('--seed') ?? 'ride-replay' });
for (let i = 0; i < games; i++) play(i);
here.rideTrace.record = null;
const base = (await import(pathToFileURL(baseFile).href)) as RideModule;

/** One call's answer, as a string that is equal exactly when the answers are. */
function answer(ride: RideModule, call: RideCall): string {
  if (call.kind === 'path') return JSON.stringify(ride.ridePath(call.ctx, call.map, call.from, call.to));
  const hops = call.hops ? new Float64Array(call.ctx.graph.size) : undefined;
  const costs = ride.rideCosts(call.ctx, call.map, call.from, call.maxCost, call.buildFrom, hops);
  return `${Array.from(costs).join(',')}|${hops ? Array.from(hops).join(',') : ''}`;
}

function replay(ride: RideModule): number {
  // Fresh copies of the ride maps each round: what an implementation keeps per map counts only
  // within the round, as within a game.
  const copies = new Map<RideMap, RideMap>();
  const copy = (map: RideMap) => copies.get(map) ?? copies.set(map, { ...map }).get(map)!;
  const t0 = performance.now();
  for (const call of calls) {
    if (call.kind === 'path') ride.ridePath(call.ctx, copy(call.map), call.from, call.to);
    else ride.rideCosts(call.ctx, copy(call.map), call.from, call.maxCost, call.buildFrom, call.hops ? new Float64Array(call.ctx.graph.size) : undefined);
  }
  return performance.now() - t0;
}

/** A cost search's answer through `LazyRideCosts`, every milepost asked, from the last to the first. */
function lazyAnswer(call: Extract<RideCall, { kind: 'costs' }>): string {
  const lazy = new LazyRideCosts(call.ctx, call.map, call.from, call.maxCost, call.buildFrom, call.hops);
  const size = call.ctx.graph.size;
  const costs = new Float64Array(size);
  const hops = new Float64Array(size);
  for (let m = size - 1; m >= 0; m--) {
    costs[m] = lazy.cost(m);
    hops[m] = lazy.hops(m);
  }
  return `${Array.from(costs).join(',')}|${call.hops ? Array.from(hops).join(',') : ''}`;
}

const differ: { index: number; kind: string }[] = [];
calls.forEach((call, index) => {
  const expected = answer(base, call);
  if (answer(here, call) !== expected) differ.push({ index, kind: call.kind });
  else if (call.kind === 'costs' && lazyAnswer(call) !== expected) differ.push({ index, kind: 'lazy costs' });
});
const loadBefore = loadavg()[0];
const ms = { here: 0, baseline: 0 };
for (let r = 0; r < rounds; r++) {
  if (r % 2 === 0) {
    ms.here += replay(here);
    ms.baseline += replay(base);
  } else {
    ms.baseline += replay(base);
    ms.here += replay(here);
  }
}
const round2 = (x: number) => Math.round(x * 100) / 100;
reportResult('ride-replay', {
  nodeEnv: process.env.NODE_ENV ?? null,
  baseline: baselineDir,
  games,
  calls: { costs: calls.filter((c) => c.kind === 'costs').length, path: calls.filter((c) => c.kind === 'path').length },
  rounds,
  loadAverage1m: { before: round2(loadBefore), after: round2(loadavg()[0]) },
  differ: differ.length,
  firstDiffers: differ.slice(0, 5),
  msPerRound: { here: round2(ms.here / rounds), baseline: round2(ms.baseline / rounds) },
  speedup: round2(ms.baseline / ms.here),
});
process.exit(differ.length === 0 ? 0 : 1);
