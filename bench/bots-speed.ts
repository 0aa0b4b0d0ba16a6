/**
 * Search speed: our ISMCTS iterations per second against boardgame.io's MCTSBot and against
 * MCTSBot's algorithm ported onto our core (bench/mcts-port.ts) on the same Ticket to Ride
 * position, measured in the same run (the ratios are the figures); where our like-for-like search
 * spends its time; and the median wall time of a `hard` decision at its default budget in each
 * game (and its p95: India Rails targets 1 s). Prints one JSON document.
 *
 *   NODE_ENV=production nice -n 10 npx tsx bench/bots-speed.ts [--bgio-iterations 50]
 *     [--our-iterations N] [--rounds 5] [--decisions 12] [--seed speed]
 *
 * Ours and the port run `--our-iterations` (default: the hard bot's own), interleaved `--rounds`
 * times; the median rate of each counts. Every search is warmed up first (the JIT) on an earlier
 * position, so none pays for compiling its code in the timing.
 */
import { MCTSBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { createBot, createDecider } from '../bots/index.ts';
import { searchAction } from '../bots/mcts/ismcts.ts';
import { randomPolicy } from '../bots/random.ts';
import { ttrKit } from '../bots/ttr-india/kit.ts';
import type { BotKit, SearchSettings } from '../bots/types.ts';
import { createRng, deriveSeed, type Rng } from '../src/engine/rng.ts';
import { nextSeat, runGame } from '../src/engine/runner.ts';
import { median, quantileSorted } from '../src/sim/stats.ts';
import { getBgioGame, getGameCore } from '../src/games/registry.ts';
import { type TtrAction, TtrIndiaCore, type TtrState } from '../src/games/ttr-india/index.ts';
import { intFlag, parseFlags } from './lib/flags.ts';
import { portSearch } from '../test/support/mcts-port.ts';
import { reportResult } from './lib/results.ts';
import { searchBreakdown } from './lib/search-breakdown.ts';

const USAGE =
  "NODE_ENV=production npx tsx bench/bots-speed.ts [--bgio-iterations N] [--our-iterations N (default: the hard bot's own)] [--rounds N] [--decisions N] [--seed S]";
const kit = ttrKit(TtrIndiaCore);
const flags = parseFlags(
  process.argv.slice(2),
  { 'bgio-iterations': '50', 'our-iterations': String(kit.search.iterations), rounds: '5', decisions: '12', seed: 'speed' },
  USAGE,
);
const bgioIterations = intFlag(flags, 'bgio-iterations', USAGE);
const ourIterations = intFlag(flags, 'our-iterations', USAGE);
const decisions = intFlag(flags, 'decisions', USAGE);
const rounds = intFlag(flags, 'rounds', USAGE);

/** Time shares of one like-for-like search (timers on), on the position measured. */
function likeForLikeBreakdown(k: BotKit<TtrState, TtrAction>, observation: TtrState, seat: number, settings: SearchSettings) {
  return searchBreakdown(k, observation, seat, deriveSeed(flags.seed, 'breakdown'), ourIterations, settings);
}

/**
 * The cost of the parts of one random step on the states of 20 random rollouts of 50 actions from
 * `start` (determinized for the acting seat), each timed over all those states in `rounds`
 * interleaved rounds: the total per part relative to `legalActions` + pick.
 */
function randomStepParts(start: TtrState): Record<string, number> {
  const core = TtrIndiaCore;
  const rng = createRng(deriveSeed(flags.seed, 'steps'));
  const seq: { s: TtrState; p: number; a: TtrAction }[] = [];
  for (let r = 0; r < 20; r++) {
    let s = core.determinize(core.observe(start, nextSeat(core, start) ?? 0), nextSeat(core, start) ?? 0, rng);
    for (let d = 0; d < 50 && core.result(s) === null; d++) {
      const p = nextSeat(core, s);
      if (p === undefined) break;
      const a = rng.pick(core.legalActions(s, p));
      seq.push({ s, p, a });
      s = core.apply(s, p, a, rng);
    }
  }
  const r2 = createRng('steps/timed');
  const applyLegal = core.applyLegal as NonNullable<typeof core.applyLegal>;
  const sample = core.sampleAction as NonNullable<typeof core.sampleAction>;
  const parts: Record<string, (x: { s: TtrState; p: number; a: TtrAction }) => unknown> = {
    'legalActions + pick (port)': (x) => r2.pick(core.legalActions(x.s, x.p)),
    'sampleAction (ours)': (x) => sample(x.s, x.p, r2),
    'apply (port)': (x) => core.apply(x.s, x.p, x.a, r2),
    'applyLegal (ours)': (x) => applyLegal(x.s, x.p, x.a, r2),
  };
  const spent: Record<string, number> = {};
  for (let round = -1; round < rounds; round++) {
    for (const [name, f] of Object.entries(parts)) {
      const t = performance.now();
      for (let rep = 0; rep < 5; rep++) for (const x of seq) f(x);
      if (round >= 0) spent[name] = (spent[name] ?? 0) + performance.now() - t; // round -1 warms up
    }
  }
  const base = spent['legalActions + pick (port)'];
  const out: Record<string, number> = { states: seq.length };
  for (const [name, ms] of Object.entries(spent)) out[name] = Math.round((ms / base) * 1000) / 1000;
  return out;
}

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
  //    MCTSBot's playouts); and MCTSBot's algorithm ported onto the core (bench/mcts-port.ts), on
  //    the full state as MCTSBot sees it. Interleaved `--rounds` times; the median rate of each.
  const full = (state.G as { core: TtrState }).core;
  const observation = TtrIndiaCore.observe(full, seat);
  const random = randomPolicy(TtrIndiaCore);
  const likeForLike = { ...kit, rollout: (s: TtrState, p: number, rng: Rng) => random.choose(s, p, rng) };
  const likeSettings = { ...kit.search, rolloutDepth: 50 };
  // Strictly like for like: also the port's tree (every legal action a candidate) and its leaf (the
  // game-over result only; a cut-off playout earns nothing), so only the engineering differs.
  const strict: BotKit<TtrState, TtrAction> = {
    ...likeForLike,
    candidates: (s, p) => TtrIndiaCore.legalActions(s, p),
    evaluate: (s) => s.players.map(() => 0),
  };
  // Warm-up on an earlier position (so that no cached plan of this one helps the timed runs).
  const earlierSeat = Number(actingPlayer(earlier));
  const earlierCore = (earlier.G as { core: TtrState }).core;
  searchAction(kit, TtrIndiaCore.observe(earlierCore, earlierSeat), earlierSeat, 'warm-up', { iterations: 300 });
  searchAction(likeForLike, TtrIndiaCore.observe(earlierCore, earlierSeat), earlierSeat, 'warm-up', { iterations: 300 }, likeSettings);
  searchAction(strict, TtrIndiaCore.observe(earlierCore, earlierSeat), earlierSeat, 'warm-up', { iterations: 300 }, likeSettings);
  portSearch(TtrIndiaCore, earlierCore, earlierSeat, createRng('warm-up'), 300);
  const rates: Record<'ours' | 'likeForLike' | 'strict' | 'port', number[]> = { ours: [], likeForLike: [], strict: [], port: [] };
  let oursIterations = 0;
  let portEnded = 0;
  for (let r = 0; r < rounds; r++) {
    const seed = deriveSeed(flags.seed, r);
    t0 = performance.now();
    oursIterations = searchAction(kit, observation, seat, seed, { iterations: ourIterations }).iterations;
    rates.ours.push(oursIterations / ((performance.now() - t0) / 1000));
    t0 = performance.now();
    const flat = searchAction(likeForLike, observation, seat, seed, { iterations: ourIterations }, likeSettings);
    rates.likeForLike.push(flat.iterations / ((performance.now() - t0) / 1000));
    t0 = performance.now();
    const same = searchAction(strict, observation, seat, seed, { iterations: ourIterations }, likeSettings);
    rates.strict.push(same.iterations / ((performance.now() - t0) / 1000));
    t0 = performance.now();
    portEnded = portSearch(TtrIndiaCore, full, seat, createRng(seed), ourIterations).ended;
    rates.port.push(ourIterations / ((performance.now() - t0) / 1000));
  }
  const oursRate = median(rates.ours);
  const flatRate = median(rates.likeForLike);
  const strictRate = median(rates.strict);
  const portRate = median(rates.port);
  const breakdown = likeForLikeBreakdown(likeForLike, observation, seat, likeSettings);

  // 3b. One random step, by parts, on the states of random rollouts from the position (each
  //     seat's own draws, as the search plays them): listing + pick (the port's way) against the
  //     core's sampler (ours), and apply against applyLegal; interleaved, relative to listing + pick.
  const steps = randomStepParts(full);

  // 4. Median, p95 and longest time of a hard decision at its default budget, over positions of a
  //    medium game; each decider is fresh, so in India Rails each decision also chooses a plan (searched).
  const hardTimes: Record<string, { decisions: number; medianMs: number; p95Ms: number; maxMs: number }> = {};
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
    hardTimes[id] = {
      decisions: times.length,
      medianMs: Math.round(quantileSorted(times, 0.5)),
      p95Ms: Math.round(quantileSorted(times, 0.95)),
      maxMs: Math.round(times[times.length - 1]),
    };
  }

  const round1 = (x: number) => Math.round(x * 10) / 10;
  const result = {
    nodeEnv: process.env.NODE_ENV ?? null,
    position: { game: 'ttr-india', seed: flags.seed, actionsPlayed: 30, seat },
    rounds,
    bgioMCTSBot: { iterations: bgioIterations, playoutDepth: 50, ms: Math.round(bgioMs), iterationsPerSecond: round1(bgioRate) },
    plainPort: {
      algorithm:
        "MCTSBot's (UCT over every legal action, one child expanded, random playout of 50 actions, game-over result backed up) on the core's legalActions/apply, full state",
      iterations: ourIterations,
      playoutsEndingTheGame: portEnded,
      iterationsPerSecond: Math.round(portRate),
    },
    ours: {
      iterations: oursIterations,
      rollouts: `heuristic, up to ${kit.search.rolloutDepth} actions, then the kit's evaluation`,
      iterationsPerSecond: Math.round(oursRate),
    },
    oursLikeForLike: {
      iterations: ourIterations,
      rollouts: "random, 50 actions, then the kit's evaluation",
      iterationsPerSecond: Math.round(flatRate),
      timeShares: breakdown,
    },
    oursStrictlyLikeForLike: {
      iterations: ourIterations,
      candidates: 'every legal action, as the port',
      rollouts: 'random, 50 actions, then the game-over result only (a cut-off playout earns nothing), as the port',
      iterationsPerSecond: Math.round(strictRate),
    },
    ratio: round1(oursRate / bgioRate),
    ratioLikeForLike: round1(flatRate / bgioRate),
    portOverBgio: round1(portRate / bgioRate),
    likeForLikeOverPort: Math.round((flatRate / portRate) * 100) / 100,
    oursOverPort: Math.round((oursRate / portRate) * 100) / 100,
    strictlyLikeForLikeOverPort: Math.round((strictRate / portRate) * 100) / 100,
    randomStep: steps,
    target: { ratio: 20, likeForLikeOverPort: 1.5, hardDecisionMedianMs: 1000, indiaRailsHardDecisionP95Ms: 1000 },
    hardDecision: hardTimes,
  };
  reportResult('bots-speed', result);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
