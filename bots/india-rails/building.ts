/**
 * What the India Rails heuristic builds: track toward the trip's first stop the network does not
 * reach (or toward the major cities when the trip is served), a way out of a dead end, and loco
 * upgrades.
 */
import type { Seat } from '../../src/engine/core.ts';
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import { majorsConnected, networkMileposts } from '../../src/games/india-rails/rules/track.ts';
import { trimBuildToBudget } from '../../src/games/india-rails/rules/trim-build.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import type { City } from '../../src/games/india-rails/map/types.ts';
import type { IrBot } from './bot.ts';
import { stopDone } from './memory.ts';
import type { Trip } from './trip.ts';
import { nextPayout, payoutFunds } from './funds.ts';
import { rentToLeave } from './movement.ts';
import { ridePath } from './ride.ts';
import { buildStarts, cityCost, newSegment, reaches, type Situation, situation } from './situation.ts';
import type { IrTuning } from './tuning.ts';

/** A build toward the trip's first unreached stop, or toward the nearest unconnected major city when the trip is served. */
export function chooseBuild(bot: IrBot, s: IndiaRailsState, seat: Seat, sit: Situation, trip: Trip | null, reserve: number): IndiaRailsAction | undefined {
  const { core, ctx } = bot;
  const g = ctx.graph;
  const pl = s.players[seat];
  // A train standing on others' track leaves it by riding on: no build spends the rent for every
  // turn of that ride (rentToLeave), or the train may never move again.
  const targets: City[] = [];
  const remaining = trip ? trip.stops.filter((st) => !stopDone(s, seat, st)) : [];
  // The money for the way to the next payout is not spent on anything else (funds.ts), and no
  // build spends the rent that way still needs: building and riding share one budget.
  const payout = nextPayout(bot, s, seat, sit, remaining);
  const funds = payoutFunds(bot, s, sit, payout);
  const leave = rentToLeave(bot, s, seat, remaining[0] ? g.cityById(remaining[0].city) : undefined);
  const keep = Math.max(leave, payout.index >= 0 ? payout.rent : 0);
  const budget = Math.min(s.params.buildLimit - s.turn.spent, pl.cash - keep);
  if (budget <= 0) return undefined;
  // Each stop is built to from the piece of network that holds the stop before it. Riding, the
  // way is weighed by travel too (plan.ts): a shortcut to a stop the track reaches only far
  // around is built like the way to a stop it does not reach, from where the train will be.
  let origin: number[] | undefined = pl.at !== null ? [pl.at] : undefined;
  let shortcut: City | undefined;
  for (const st of remaining) {
    const c = g.cityById(st.city)!;
    if (!reaches(sit, c)) {
      targets.push(c);
      break;
    }
    if (sit.ride && origin && buildsOnWay(ctx, sit, ridePath(ctx, sit.ride, origin, c.mileposts)?.path)) {
      targets.push(c);
      shortcut = c;
      break;
    }
    origin = c.mileposts;
    sit = situation(bot, s, seat, c.mileposts, !sit.ride);
  }
  const need = Math.min(s.params.majorCitiesToConnect, ctx.majors.length);
  // With the trip served and cash to spare, toward the major cities (joined late: early money is
  // scarce, and track to a major city earns nothing until trips use it).
  // With the cash to win in hand, the connection comes before the trip: every turn spent building
  // toward the trip instead is a turn the win waits (winners idled 5-8 turns).
  const finishing = pl.cash >= s.params.winCash;
  let majorSit: Situation | undefined;
  // Cash well beyond what the way to the next payout needs goes to the major cities first: joined
  // late, the winner waits for them with the target cash in hand.
  const spare = Number.isFinite(payout.cost) ? pl.cash - payout.cost - payout.rent : 0;
  const idle = targets.length === 0 && pl.cash > bot.tuning.majorsIdleCash;
  if ((finishing || idle || spare >= bot.tuning.majorsSpareCash) && majorsConnected(ctx, s, seat) < need) {
    // The major cities count only when joined by one's own track: others' track does not do.
    const mine = situation(bot, s, seat, undefined, true);
    const open = ctx.majors.filter((c) => !reaches(mine, c));
    open.sort((a, b) => cityCost(mine.fromNet, a) - cityCost(mine.fromNet, b));
    if (open[0]) {
      targets.unshift(open[0]);
      majorSit = mine;
    }
  }
  const tripSit = sit;
  for (const city of targets) {
    sit = city === targets[0] && majorSit ? majorSit : tripSit;
    const res = sit.ride
      ? ridePath(ctx, sit.ride, city === shortcut && origin ? origin : [...sit.network], city.mileposts)
      : g.cheapestPath(buildStarts(ctx, s, seat, sit), city.mileposts, { own: sit.own, blocked: sit.closed });
    if (!res) continue;
    // Toward a stop up to the next payout: only when the whole way there can be paid for (a way
    // half built earns nothing, and no income comes before it). Beyond it: keep that way's funds
    // besides the reserve.
    const at = remaining.findIndex((st) => st.city === city.id);
    // (When the way from the train is not found, the build's own search stands for it.)
    const lead = Number.isFinite(payout.cost) ? payout.cost : res.cost;
    const toPayout = at >= 0 && at <= payout.index;
    // (`keep` holds the way's rent.)
    if (toPayout && lead > pl.cash - keep) continue;
    // A way to a payout the cash pays for whole is built whole, into the reserve if need be (a
    // reserve that can never pay for track is no reserve: the train waits, discarding, for ever).
    const keepHere = toPayout ? keep + Math.min(reserve, pl.cash - keep - lead) : payout.index >= 0 && Number.isFinite(funds) ? reserve + funds : reserve;
    // Keep a reserve for rent and the next trip, unless this build completes the way to a delivery
    // of a load aboard: its payout refills the purse. (Spent on anything else, the last millions can
    // strand a train for good: the basic rules lend nothing.)
    let path = trimBuildToBudget(ctx, s, sit.usable, res.path, budget);
    const pays = remaining.some((st) => st.kind === 'deliver' && st.city === city.id && pl.loads.some((c) => c.load === st.load));
    const finishes = pays && path !== undefined && completesPath(ctx, sit.own, res.path, path);
    if (!finishes && budget > pl.cash - keepHere) path = trimBuildToBudget(ctx, s, sit.usable, res.path, pl.cash - keepHere);
    if (path) {
      const a: IndiaRailsAction = { type: 'buildTrack', path };
      if (core.validate(s, seat, a) === null) return a;
    }
  }
  return undefined;
}

/** Whether a way the planner chose runs over new track (neither usable track nor a red area). */
function buildsOnWay(ctx: RulesContext, sit: Situation, path: readonly number[] | undefined): boolean {
  return path?.some((m, i) => i > 0 && newSegment(ctx, sit, path[i - 1], m)) ?? false;
}

/**
 * Whether building `part` (the first run of new segments of `full`, as `trimBuildToBudget` cuts it)
 * completes `full`: the rest of `full` runs on own track or red areas. The run need not end in the
 * city: it may join a piece of own track that already reaches it.
 */
export function completesPath(ctx: RulesContext, own: ReadonlySet<number>, full: readonly number[], part: readonly number[]): boolean {
  const g = ctx.graph;
  const end = full.indexOf(part[part.length - 1], full.indexOf(part[0]));
  for (let j = end; j + 1 < full.length; j++) if (!g.isRedAreaEdge(full[j], full[j + 1]) && !own.has(g.edgeKey(full[j], full[j + 1]))) return false;
  return true;
}

/**
 * Track that frees a train that cannot move (outside a city at the end of a track, facing away
 * from the only way back). On its own track: onward from the train toward its next stop (or the
 * nearest city). On someone else's track, from where it may not build: from its own network to
 * the train, so that the next turn it can leave over its own track. With `keep`, only a way out
 * that is finished this turn and leaves that much cash, unless it joins the train to its next stop.
 */
export function buildOutOfDeadEnd(
  bot: IrBot,
  s: IndiaRailsState,
  seat: Seat,
  sit: Situation,
  stopCity: City | undefined,
  keep = 0,
): IndiaRailsAction | undefined {
  const { core, ctx } = bot;
  const g = ctx.graph;
  const pl = s.players[seat];
  const at = pl.at;
  if (at === null || pl.prev === null) return undefined;
  const budget = Math.min(s.params.buildLimit - s.turn.spent, pl.cash);
  if (budget <= 0) return undefined;
  // Outside a city the train may not turn back: the way out never runs over the segment it came
  // by. In a city it may (after a flood erased the track into it, that segment is the way back).
  const blocked = new Set(sit.closed);
  if (ctx.isCity[at] !== 1) blocked.add(g.edgeKey(at, pl.prev));
  const mine = networkMileposts(ctx, s, seat);
  let res: ReturnType<typeof g.cheapestPath>;
  if (mine.has(at)) {
    const goal = stopCity?.mileposts ?? [...g.data.cities].sort((a, b) => g.distance(at, a.milepost) - g.distance(at, b.milepost))[0].mileposts;
    res = g.cheapestPath([at], goal, { own: sit.own, blocked });
  } else {
    const from = [...mine];
    for (const c of ctx.majors) from.push(...c.mileposts);
    res = g.cheapestPath(from, [at], { own: sit.own, blocked });
  }
  if (!res) return undefined;
  const path = trimBuildToBudget(ctx, s, sit.own, res.path, budget);
  if (!path) return undefined;
  // With `keep`, only a way out the player can finish keeping that much (half a way out frees
  // nothing). Not a way that joins the train to the piece of its network holding its next stop:
  // the train then runs there on its own track, and a load aboard pays on arrival (trains kept 6M
  // for 20 turns two segments short of the way to a 48M delivery).
  const home = !mine.has(at) && stopCity !== undefined && joins(bot, s, seat, res.path[0], stopCity);
  if (keep > 0 && !home && res.cost > Math.min(budget, pl.cash - keep)) return undefined;
  const a: IndiaRailsAction = { type: 'buildTrack', path };
  return core.validate(s, seat, a) === null ? a : undefined;
}

/** Whether `city` lies on the piece of `seat`'s own track that holds milepost `m`. */
function joins(bot: IrBot, s: IndiaRailsState, seat: Seat, m: number, city: City): boolean {
  const piece = situation(bot, s, seat, [m], true).network;
  return city.mileposts.some((c) => piece.has(c));
}

/** An upgrade when nothing is being built this turn and cash stays comfortable (the order and reserve are tunables). */
export function chooseUpgrade(tuning: Readonly<IrTuning>, s: IndiaRailsState, seat: Seat, legal: readonly IndiaRailsAction[]): IndiaRailsAction | undefined {
  const pl = s.players[seat];
  // Not in the building turns: the money is for the first track.
  if (s.phase !== 'main' || s.turn.spent > 0 || pl.cash - s.params.upgradeCost < tuning.upgradeReserve) return undefined;
  // A faster train is worth nothing without track to run on: the money is for the first track.
  if (s.track[seat].length === 0) return undefined;
  const first = tuning.heavyFirst ? ['heavyFreight', 'fastFreight'] : ['fastFreight', 'heavyFreight'];
  const order = pl.loco === 'freight' ? first : tuning.superFreight ? ['superFreight'] : [];
  for (const to of order) {
    const a = legal.find((x) => x.type === 'upgradeLoco' && x.to === to);
    if (a) return a;
  }
  return undefined;
}
