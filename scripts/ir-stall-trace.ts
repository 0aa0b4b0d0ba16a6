/**
 * One India Rails medium self-play game of the stalls benchmark, traced for one seat: each of its
 * actions with the cash, loads, hand and position around it (to find why a player stops delivering).
 *
 *   npx tsx scripts/ir-stall-trace.ts <game seed, e.g. stalls-74b3314d7c34/24> <seat> [fromTurn] [toTurn]
 */
import { createDecider } from '../bots/index.ts';
import { irBot } from '../bots/india-rails/bot.ts';
import { chooseIr } from '../bots/india-rails/heuristic.ts';
import { newMemory } from '../bots/india-rails/memory.ts';
import { IR_TUNING } from '../bots/india-rails/tuning.ts';
import type { Decider } from '../src/engine/runner.ts';
import { createRng } from '../src/engine/rng.ts';
import type { IndiaRailsCore } from '../src/games/india-rails/rules/core.ts';
import type { IndiaRailsAction } from '../src/games/india-rails/rules/types.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { runGame } from '../src/engine/runner.ts';
import type { IndiaRailsState } from '../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../src/games/registry.ts';

const [gameSeed, seatArg, fromArg, toArg] = process.argv.slice(2);
const seat = Number(seatArg);
if (!gameSeed || !Number.isInteger(seat) || seat < 0 || seat > 1) {
  console.error('usage: npx tsx scripts/ir-stall-trace.ts <game seed> <seat 0|1> [fromTurn] [toTurn]');
  process.exit(2);
}
const from = Number(fromArg ?? 0);
const to = Number(toArg ?? 1e9);
const core = getGameCore('india-rails');
const deciders = [0, 1].map((s) => createDecider({ game: 'india-rails', level: 'medium', seed: deriveSeed(gameSeed, 'bot', s) }));
// The traced seat plays the medium heuristic with its memory in reach (medium reads no randomness).
const bot = irBot(core as unknown as IndiaRailsCore);
const memory = newMemory();
let tripSeen = '';
const traced: Decider<IndiaRailsState, IndiaRailsAction> = {
  decide(obs, st) {
    const a = chooseIr(bot, obs, st, createRng(0), IR_TUNING.medium, memory);
    const key = memory.trip ? memory.trip.stops.map((x) => `${x.kind[0]}:${x.city}:${x.load}`).join('>') : 'none';
    if (key !== tripSeen && obs.players[st].turns >= from && obs.players[st].turns <= to) {
      tripSeen = key;
      const t = memory.trip;
      console.log(
        `  trip ${key}${t ? ` payout ${t.payout} build ${t.build.toFixed(1)} turns ${t.turns.toFixed(1)}` : ''} hand ${obs.players[st].hand
          .map((id) =>
            bot.ctx.demandById
              .get(id)!
              .demands.map((d) => `${d.load}>${d.city}:${d.payout}`)
              .join('|'),
          )
          .join('  ')}`,
      );
    }
    if (bot.core.validate(obs, st, a) === null) return a;
    console.log('  (invalid, fallback)');
    return bot.core.legalActions(obs, st).find((x) => x.type === 'endTurn') ?? bot.core.legalActions(obs, st)[0];
  },
};
(deciders as unknown as Decider<IndiaRailsState, IndiaRailsAction>[])[seat] = traced;
let prev: IndiaRailsState | null = null;
runGame(core, deciders, {
  numPlayers: 2,
  seed: gameSeed,
  maxSteps: 20_000,
  onStep: (raw, step) => {
    const s = raw as IndiaRailsState;
    const before = prev;
    prev = s;
    if (step.seat !== seat || !before) return;
    const pl = before.players[seat];
    if (pl.turns < from || pl.turns > to) return;
    const a = step.action as { type: string; path?: number[] };
    const act = a.path ? `${a.type}(${a.path.length - 1} hops ${a.path[0]}→${a.path[a.path.length - 1]})` : JSON.stringify(a);
    console.log(
      `t${pl.turns} ${before.phase} cash ${pl.cash}→${s.players[seat].cash} at ${pl.at} loco ${pl.loco} track ${before.track[seat].length} loads [${pl.loads.map((l) => l.load).join(',')}] deliveries ${pl.deliveries}: ${act}`,
    );
  },
});
