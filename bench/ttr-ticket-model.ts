/**
 * How well hard's opponent model (bots/ttr-india/opponent.ts, ticket-likelihood.ts) guesses the
 * opponent's hidden tickets in Ticket to Ride, without playing hard: it plays seeded medium-vs-medium
 * 2-player games and, at each turn of a watched seat once the opponent has claimed a route (main
 * play, no card drawn yet, no offer pending: where hard searches), asks each model variant for
 * `--worlds` worlds and measures the **recall**: the share of the opponent's real regular kept tickets
 * among those dealt to it, by phase (the opponent's claimed routes: 1–2, 3–5, 6+), and the share of
 * worlds that deal exactly the real set (and, where it holds a Mail Charter, the share dealing that one). `uniform` (a plain determinization) is the baseline. Time:
 * each variant's cost per world relative to a plain determinization in the same run, with the
 * per-decision set-up spread over 600 worlds (hard's iterations).
 *
 *   NODE_ENV=production npx tsx bench/ttr-ticket-model.ts [--games 6] [--seed fresh|S] [--worlds 50]
 *     [--seats 0|both] [--variants '[{"opponent":{"scale":8}}, …]']
 */
import { loadavg } from 'node:os';
import { createDecider } from '../bots/index.ts';
import { modelledKit } from '../bots/ttr-india/hard.ts';
import { ttrKit } from '../bots/ttr-india/kit.ts';
import type { TtrTuning } from '../bots/ttr-india/tuning.ts';
import type { Overrides } from '../bots/tuned.ts';
import type { BotKit } from '../bots/types.ts';
import { createRng, deriveSeed } from '../src/engine/rng.ts';
import { nextSeat, runGame } from '../src/engine/runner.ts';
import { TRACKS } from '../src/games/ttr-india/data/board.ts';
import { TICKETS } from '../src/games/ttr-india/data/tickets.ts';
import { TtrIndiaCore as core } from '../src/games/ttr-india/rules/core.ts';
import type { TtrAction, TtrState } from '../src/games/ttr-india/rules/state.ts';
import { intFlag, parseFlags, seedSetFlag } from './bots-common.ts';
import { reportResult } from './results.ts';

const USAGE = "npx tsx bench/ttr-ticket-model.ts [--games N] [--seed fresh|S] [--worlds N] [--seats 0|both] [--variants '[{tuning}, …]']";
const DEFAULT_VARIANTS = '[{"opponent":{"scale":3}},{"opponent":{"scale":8}},{"opponent":{"scale":3,"planSets":256}}]';
const flags = parseFlags(process.argv.slice(2), { games: '6', seed: 'fresh', worlds: '50', seats: 'both', variants: DEFAULT_VARIANTS }, USAGE);
const games = intFlag(flags, 'games', USAGE);
const worlds = intFlag(flags, 'worlds', USAGE);
const fail = (message: string): never => {
  process.stderr.write(`${message}\nusage: ${USAGE}\n`);
  process.exit(2);
};
if (flags.seats !== '0' && flags.seats !== 'both') fail(`--seats must be 0 or both, got '${flags.seats}'`);
const seedSet = seedSetFlag(flags.seed);

/** One model variant: its label, its tuning overrides and the kit they make. */
interface Variant {
  name: string;
  overrides: Overrides<TtrTuning> | null;
  kit: BotKit<TtrState, TtrAction>;
}
const base = ttrKit(core);
const variants: Variant[] = [{ name: 'uniform', overrides: null, kit: base }];
{
  let parsed: unknown;
  try {
    parsed = JSON.parse(flags.variants);
  } catch {
    fail(`--variants must be a JSON array of tuning objects, got '${flags.variants}'`);
  }
  if (!Array.isArray(parsed) || parsed.some((v) => typeof v !== 'object' || v === null || Array.isArray(v))) {
    fail(`--variants must be a JSON array of tuning objects, got '${flags.variants}'`);
  }
  for (const v of parsed as Overrides<TtrTuning>[]) {
    try {
      variants.push({ name: JSON.stringify(v), overrides: v, kit: ttrKit(core, v) });
    } catch (e) {
      fail(`--variants: ${(e as Error).message}`);
    }
  }
}

/** The phase of a decision: how many routes the opponent has claimed. */
const PHASES = ['1-2', '3-5', '6+'] as const;
const phaseOf = (claims: number) => (claims <= 2 ? 0 : claims <= 5 ? 1 : 2);
const REGULAR = new Set(TICKETS.map((t) => t.id));

/** Sums per variant and phase. */
interface Tally {
  decisions: number;
  recall: number;
  exact: number;
}
const tallies = variants.map(() => PHASES.map((): Tally => ({ decisions: 0, recall: 0, exact: 0 })));
/** Per variant: decisions where the opponent holds a Mail Charter, and the share of worlds dealing it the right one. */
const charterTallies = variants.map(() => ({ decisions: 0, right: 0 }));
/** Per variant: ms spent on the first world of a decision (with the model's set-up) and on the rest. */
const times = variants.map(() => ({ first: 0, rest: 0, restWorlds: 0, decisions: 0 }));

const TRACK_ROUTE = TRACKS.map((t) => t.routeIndex);

/** How many routes `q` holds (a double route's two tracks are one route). */
function claimedRoutes(s: TtrState, q: number): number {
  const seen = new Set<number>();
  s.owners.forEach((o, t) => {
    if (o === q) seen.add(TRACK_ROUTE[t]);
  });
  return seen.size;
}

/** Every decision of a watched seat in one medium-vs-medium game. */
function decisionsOf(g: number): { s: TtrState; seat: number }[] {
  const seed = deriveSeed(seedSet, 'ttr-ticket-model', g);
  const deciders = [0, 1].map((seat) => createDecider<TtrState, TtrAction>({ game: 'ttr-india', level: 'medium', seed: deriveSeed(seed, 'bot', seat) }));
  const out: { s: TtrState; seat: number }[] = [];
  runGame(core, deciders, {
    numPlayers: 2,
    seed,
    maxSteps: 8000,
    onStep: (s) => {
      const seat = nextSeat(core, s);
      if (seat === undefined || (flags.seats === '0' && seat !== 0)) return;
      if (s.phase === 'opening' || s.phase === 'over' || s.drawn > 0 || (s.players[seat].offer?.length ?? 0) > 0) return;
      if (claimedRoutes(s, 1 - seat) === 0) return;
      out.push({ s, seat });
    },
  });
  return out;
}

const t0 = Date.now();
const load0 = loadavg();
for (let g = 0; g < games; g++) {
  for (const [i, { s, seat }] of decisionsOf(g).entries()) {
    const opp = 1 - seat;
    const real = new Set((s.players[opp].tickets ?? []).filter((id) => REGULAR.has(id)));
    const charters = (s.players[opp].tickets ?? []).filter((id) => !REGULAR.has(id));
    if (real.size === 0) continue;
    const phase = phaseOf(claimedRoutes(s, opp));
    const o = core.observe(s, seat);
    variants.forEach((v, vi) => {
      let hits = 0;
      let exact = 0;
      let charterRight = 0;
      let start = performance.now();
      const kit = v.overrides ? modelledKit(v.kit, v.kit.tuning as TtrTuning, o, seat) : v.kit;
      for (let w = 0; w < worlds; w++) {
        const d = kit.core.determinize(o, seat, createRng(deriveSeed(seedSet, g, i, w)));
        const dealt = (d.players[opp].tickets ?? []).filter((id) => real.has(id)).length;
        hits += dealt / real.size;
        if (dealt === real.size) exact++;
        if (charters.length > 0 && charters.every((id) => d.players[opp].tickets?.includes(id))) charterRight++;
        if (w === 0) {
          const now = performance.now();
          times[vi].first += now - start;
          start = now;
        }
      }
      times[vi].rest += performance.now() - start;
      times[vi].restWorlds += worlds - 1;
      times[vi].decisions++;
      if (charters.length > 0) {
        charterTallies[vi].decisions++;
        charterTallies[vi].right += charterRight / worlds;
      }
      const t = tallies[vi][phase];
      t.decisions++;
      t.recall += hits / worlds;
      t.exact += exact / worlds;
    });
  }
}

const round = (x: number) => +x.toFixed(3);
const plainPerWorld = times[0].rest / times[0].restWorlds;
reportResult('ttr-ticket-model', {
  heldOut: seedSet.startsWith('heldout-'),
  seed: seedSet,
  games,
  worlds,
  seats: flags.seats,
  variants: variants.map((v, vi) => {
    const perWorld = times[vi].rest / times[vi].restWorlds;
    const setup = Math.max(0, times[vi].first / times[vi].decisions - perWorld);
    const all = tallies[vi].reduce((a, t) => ({ decisions: a.decisions + t.decisions, recall: a.recall + t.recall, exact: a.exact + t.exact }));
    return {
      name: v.name,
      recall: Object.fromEntries([
        ...PHASES.map((p, k) => [
          p,
          {
            decisions: tallies[vi][k].decisions,
            recall: round(tallies[vi][k].recall / tallies[vi][k].decisions),
            exactSet: round(tallies[vi][k].exact / tallies[vi][k].decisions),
          },
        ]),
        ['all', { decisions: all.decisions, recall: round(all.recall / all.decisions), exactSet: round(all.exact / all.decisions) }],
      ]),
      charter: { decisions: charterTallies[vi].decisions, right: round(charterTallies[vi].right / Math.max(1, charterTallies[vi].decisions)) },
      // A world's cost relative to a plain determinization, the per-decision set-up spread over 600 worlds.
      costPerWorldAt600: round((setup / 600 + perWorld) / plainPerWorld),
      setupMsPerDecision: round(setup),
      usPerWorld: round(perWorld * 1000),
    };
  }),
  wallMs: Date.now() - t0,
  loadavg: [load0, loadavg()].map((l) => l.map((x) => +x.toFixed(2))),
});
