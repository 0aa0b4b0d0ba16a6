/**
 * Search speed: our ISMCTS iterations per second against boardgame.io's MCTSBot on the same Ticket
 * to Ride position, measured in the same run (the ratio is the figure), and the median wall time of
 * a `hard` decision at its default budget in each game. Prints one JSON document.
 *
 *   NODE_ENV=production npx tsx bench/bots-speed.ts [--bgio-iterations 50] [--our-iterations N]
 *     [--decisions 12] [--seed speed]
 *
 * Ours runs at its shipped default iteration count unless `--our-iterations` says otherwise. Both
 * searches are warmed up first (the JIT), so neither pays for compiling its code in the timing.
 */
import { MCTSBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { createBot, createDecider } from '../bots/index.ts';
import { searchAction } from '../bots/mcts/ismcts.ts';
import { randomPolicy } from '../bots/random.ts';
import { ttrKit } from '../bots/ttr-india/kit.ts';
import { type createRng, deriveSeed } from '../src/engine/rng.ts';
import { nextSeat, runGame } from '../src/engine/runner.ts';
import { quantileSorted } from '../src/sim/stats.ts';
import { getBgioGame, getGameCore } from '../src/games/registry.ts';
import { TtrIndiaCore, type TtrState } from '../src/games/ttr-india/index.ts';
import { intFlag, parseFlags } from './bots-common.ts';
import { reportResult } from './results.ts';

const USAGE =
  "NODE_ENV=production npx tsx bench/bots-speed.ts [--bgio-iterations N] [--our-iterations N (default: the hard bot's own)] [--decisions N] [--seed S]";
const kit = ttrKit(TtrIndiaCore);
const flags = parseFlags(
  process.argv.slice(2),
  { 'bgio-iterations': '50', 'our-iterations': String(kit.search.iterations), decisions: '12', seed: 'speed' },
  USAGE,
);
const bgioIterations = intFlag(flags, 'bgio-iterations', USAGE);
const ourIterations = intFlag(flags, 'our-iterations', USAGE);
const decisions = intFlag(flags, 'decisions', USAGE);

type BgioState = ReturnType<typeof InitializeGame>;
const actingPlayer = (st: BgioState) => (st.ctx.activePlayers ? Object.keys(st.ctx.activePlayers)[0] : st.ctx.currentPlayer);

async function main() {
  // 1. One Ticket to Ride position, reached through boardgame.io's own reducer by two medium bots.
  const game = getBgioGame('ttr-india');
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 2, setupData: { seed: flags.seed } }) as BgioState;
  const movers = [0, 1].map((s) => createBot({ game: 'ttr-india', level: 'medium', seed: deriveSeed(flags.seed, s) }));
  let earlier = state;
  for (let i = 0; i < 30; i++) {
    const pid = actingPlayer(state);
    const { action } = await movers[Number(pid)].play(state, pid);
    state = reducer(state, action as never) as BgioState;
    if (i === 23) earlier = state;
  }
  const pid = actingPlayer(state);
  const seat = Number(pid);

  // 2. boardgame.io's MCTSBot (full reducer per step, 50-step random playouts by default).
  await new MCTSBot({ game, enumerate: game.ai!.enumerate, seed: 'warm-up', iterations: 10 }).play(earlier, actingPlayer(earlier));
  const bgio = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed: flags.seed, iterations: bgioIterations });
  let t0 = performance.now();
  await bgio.play(state, pid);
  const bgioMs = performance.now() - t0;
  const bgioRate = bgioIterations / (bgioMs / 1000);

  // 3. Ours on the same position, from that seat's observation: as shipped (depth-limited heuristic
  //    rollouts, then the kit's evaluation), and like for like (random rollouts of 50 actions, as
  //    MCTSBot's playouts).
  const observation = TtrIndiaCore.observe((state.G as { core: TtrState }).core, seat);
  // Warm-up on an earlier position (so that no cached plan of this one helps the timed run).
  const earlierSeat = Number(actingPlayer(earlier));
  searchAction(kit, TtrIndiaCore.observe((earlier.G as { core: TtrState }).core, earlierSeat), earlierSeat, 'warm-up', { iterations: 300 });
  t0 = performance.now();
  const ours = searchAction(kit, observation, seat, flags.seed, { iterations: ourIterations });
  const oursMs = performance.now() - t0;
  const random = randomPolicy(TtrIndiaCore);
  const likeForLike = { ...kit, rollout: (s: TtrState, p: number, rng: ReturnType<typeof createRng>) => random.choose(s, p, rng) };
  t0 = performance.now();
  const flat = searchAction(likeForLike, observation, seat, flags.seed, { iterations: ourIterations }, { ...kit.search, rolloutDepth: 50 });
  const flatMs = performance.now() - t0;
  const oursRate = ours.iterations / (oursMs / 1000);
  const flatRate = flat.iterations / (flatMs / 1000);

  // 4. Median time of a hard decision at its default budget, over positions of a medium game.
  const hardTimes: Record<string, { decisions: number; medianMs: number; maxMs: number }> = {};
  for (const id of ['ttr-india', 'india-rails']) {
    const core = getGameCore(id);
    const positions: { s: unknown; seat: number }[] = [];
    const deciders = [0, 1].map((s) => createDecider({ game: id, level: 'medium', seed: deriveSeed(flags.seed, id, s) }));
    runGame(core, deciders, {
      numPlayers: 2,
      seed: deriveSeed(flags.seed, id),
      maxSteps: 400,
      onStep: (s, _step, i) => {
        const p = nextSeat(core, s);
        if (p !== undefined && i % 7 === 3 && positions.length < decisions) positions.push({ s: core.observe(s, p), seat: p });
      },
    });
    const times: number[] = [];
    for (const [i, { s, seat: p }] of positions.entries()) {
      const hard = createDecider({ game: id, level: 'hard', seed: deriveSeed(flags.seed, 'hard', i) });
      const t = performance.now();
      hard.decide(s, p);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    hardTimes[id] = { decisions: times.length, medianMs: Math.round(quantileSorted(times, 0.5)), maxMs: Math.round(times[times.length - 1]) };
  }

  const result = {
    nodeEnv: process.env.NODE_ENV ?? null,
    position: { game: 'ttr-india', seed: flags.seed, actionsPlayed: 30, seat },
    bgioMCTSBot: { iterations: bgioIterations, playoutDepth: 50, ms: Math.round(bgioMs), iterationsPerSecond: Math.round(bgioRate * 10) / 10 },
    ours: {
      iterations: ours.iterations,
      rollouts: `heuristic, up to ${kit.search.rolloutDepth} actions, then the kit's evaluation`,
      ms: Math.round(oursMs),
      iterationsPerSecond: Math.round(oursRate),
    },
    oursLikeForLike: { iterations: flat.iterations, rollouts: 'random, 50 actions', ms: Math.round(flatMs), iterationsPerSecond: Math.round(flatRate) },
    ratio: Math.round((oursRate / bgioRate) * 10) / 10,
    ratioLikeForLike: Math.round((flatRate / bgioRate) * 10) / 10,
    target: { ratio: 20, hardDecisionMedianMs: 1000 },
    hardDecision: hardTimes,
  };
  reportResult('bots-speed', result);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
