/**
 * India Rails: what a bot's choice of trips earns when track costs nothing. Two bots of one level
 * play 2-player games with 5,000M each and no build limit (so every trip's track is laid at once),
 * and the payouts each has earned by its own turn `--turn` are reported, beside the same games at
 * the normal rules. The gap between the two is what track costs the bot; the free-track figure
 * bounds what better building alone could win. Prints one JSON document.
 *
 *   NODE_ENV=production npx tsx bench/bots-ir-ceiling.ts [--games 12] [--turn 40] [--level medium] [--seed ceiling]
 */
import { createDecider } from '../bots/index.ts';
import type { BotLevel } from '../bots/types.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { type Decider, runGame } from '../src/engine/runner.ts';
import type { IndiaRailsCore } from '../src/games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../src/games/registry.ts';
import { intFlag, listFlag, parseFlags } from './bots-common.ts';
import { reportResult } from './results.ts';

const USAGE = 'NODE_ENV=production npx tsx bench/bots-ir-ceiling.ts [--games N] [--turn N] [--level easy|medium|hard] [--seed S]';
const flags = parseFlags(process.argv.slice(2), { games: '12', turn: '40', level: 'medium', seed: 'ceiling' }, USAGE);
const games = intFlag(flags, 'games', USAGE);
const turn = intFlag(flags, 'turn', USAGE);
const [level] = listFlag(flags, 'level', ['easy', 'medium', 'hard'], USAGE) as BotLevel[];

const base = getGameCore('india-rails') as unknown as IndiaRailsCore;
/** The same rules with money no object: 5,000M each, no build limit, no tax, an unreachable cash target. */
const freeTrack: IndiaRailsCore = {
  ...base,
  setup(n, options, rng) {
    const s = base.setup(n, options, rng);
    return { ...s, params: { ...s.params, buildLimit: 100_000, taxBands: [] }, target: 1e9, players: s.players.map((p) => ({ ...p, cash: 5000 })) };
  },
};

/** Payouts earned by each player's own turn `turn` (or by the game's end), over `games` games. */
function incomes(core: IndiaRailsCore): number[] {
  const out: number[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `${flags.seed}-${g}`;
    const deciders = [0, 1].map((seat) => createDecider<IndiaRailsState>({ game: 'india-rails', level, seed: deriveSeed(seed, 'bot', seat) })) as Decider<
      IndiaRailsState,
      IndiaRailsAction
    >[];
    const earned = [0, 0];
    const STOP = 'turn reached';
    try {
      runGame(core, deciders, {
        numPlayers: 2,
        seed,
        maxSteps: 20_000,
        onStep(s) {
          s.players.forEach((p, i) => {
            if (p.turns <= turn) earned[i] = p.income;
          });
          if (s.players.every((p) => p.turns > turn)) throw new Error(STOP);
        },
      });
    } catch (e) {
      if (!(e instanceof Error) || e.message !== STOP) throw e;
    }
    out.push(...earned);
    process.stderr.write(`  game ${g + 1}/${games}: ${earned.join(', ')}\n`);
  }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const t0 = Date.now();
process.stderr.write(`free track, ${games} games of ${level}…\n`);
const free = incomes(freeTrack);
process.stderr.write(`normal rules, the same games…\n`);
const normal = incomes(base);
reportResult('bots-ir-ceiling', {
  nodeEnv: process.env.NODE_ENV ?? null,
  level,
  games,
  byOwnTurn: turn,
  meanPayoutsFreeTrack: +mean(free).toFixed(1),
  meanPayoutsNormal: +mean(normal).toFixed(1),
  ratioNormalToFree: +(mean(normal) / mean(free)).toFixed(3),
  perTurnFreeTrack: +(mean(free) / turn).toFixed(2),
  ms: Date.now() - t0,
});
