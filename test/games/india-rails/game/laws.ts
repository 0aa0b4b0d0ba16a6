/**
 * What India Rails supplies to the shared harness: its conservation laws (money between the bank
 * and the players, the load chips, the cards) and a simple scripted player.
 */
import type { Seat } from '../../../../src/engine/core.ts';
import { createRng } from '../../../../src/engine/rng.ts';
import type { Decider } from '../../../../src/engine/runner.ts';
import type { IndiaRailsCore } from '../../../../src/games/india-rails/rules/core.ts';
import { edgeOwners, networkMileposts, ownEdges } from '../../../../src/games/india-rails/rules/track.ts';
import type { Demand, IndiaRailsAction, IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';

/** The conservation laws of a state on a core's decks, or what breaks them. */
export function conservation(core: IndiaRailsCore): (s: IndiaRailsState) => string | null {
  const chips = core.ctx.loads.reduce((n, l) => n + l.count, 0);
  const cards = core.ctx.demandCards.length + core.ctx.eventCards.length;
  return (s) => {
    const money = s.bank + s.players.reduce((n, p) => n + p.cash, 0);
    if (money !== s.params.bankStart) return `money: bank + cash = ${money}, not ${s.params.bankStart}`;
    if (s.players.some((p) => p.cash < 0)) return 'a player has negative cash';
    const inTray = Object.values(s.supply).reduce((a, b) => a + b, 0);
    const onTrains = s.players.reduce((n, p) => n + p.loads.length + (p.second?.loads.length ?? 0), 0);
    const stored = s.warehouse.length;
    if (inTray + onTrains + stored !== chips) return `chips: ${inTray} in the tray + ${onTrains} on trains + ${stored} warehoused ≠ ${chips}`;
    if (Object.values(s.supply).some((n) => n < 0)) return 'a negative chip count in the tray';
    const seen = [...s.deck, ...s.discard, ...s.openContracts, ...s.players.flatMap((p) => p.hand), ...s.events.map((e) => e.card)];
    const removed = s.variants.fastGame ? cards - seen.length : 0;
    if (new Set(seen).size !== seen.length) return 'a card is in two places';
    if (seen.length + removed !== cards) return `cards: ${seen.length} found of ${cards}`;
    const owners = new Set<number>();
    for (const list of s.track)
      for (const k of list) {
        if (owners.has(k)) return `edge ${k} has two tracks`;
        owners.add(k);
      }
    return null;
  };
}

/**
 * A simple scripted player: it commits to the cheapest-looking demand of its hand (the smallest
 * payout of at least 10M, payouts grow with distance), builds toward the load's nearest source and
 * then the destination, travels there, picks up, delivers, and otherwise ends the turn.
 */
export function scriptedDecider(core: IndiaRailsCore, seed: string): Decider<IndiaRailsState, IndiaRailsAction> {
  const rng = createRng(seed);
  const ctx = core.ctx;
  const g = ctx.graph;
  const near = (m: number, cityId: string) => g.distance(m, g.cityById(cityId)!.milepost);
  /** Cheapest new track from the own network (or, for the first build, the major city nearest the source) toward the first of the cities not yet joined. */
  const buildToward = (o: IndiaRailsState, seat: Seat, source: string, dest: string): IndiaRailsAction | null => {
    const net = networkMileposts(ctx, o, seat);
    const joined = (id: string) => g.cityById(id)!.mileposts.some((m) => net.has(m));
    const goal = [source, dest].find((id) => !joined(id));
    if (!goal) return null;
    const sourceAt = g.cityById(source)!.milepost;
    const from = net.size > 0 ? [...net] : [...ctx.majors].sort((a, b) => g.distance(a.milepost, sourceAt) - g.distance(b.milepost, sourceAt))[0].mileposts;
    const own = ownEdges(o, seat);
    const blocked = new Set([...edgeOwners(o).entries()].filter(([, q]) => q !== seat).map(([k]) => k));
    const found = g.cheapestPath(from, g.cityById(goal)!.mileposts, { own, blocked });
    if (!found) return null;
    const p = found.path;
    let i = 0;
    while (i + 1 < p.length && (g.isRedAreaEdge(p[i], p[i + 1]) || own.has(g.edgeKey(p[i], p[i + 1])))) i++;
    const budget = Math.min(o.params.buildLimit - o.turn.spent, o.players[seat].cash);
    const path = [p[i]];
    let spent = 0;
    let majors = o.turn.majorSegments;
    for (let j = i; j + 1 < p.length; j++) {
      const c = g.buildCost(p[j], p[j + 1]);
      const m = ctx.isMajor[p[j]] ? 1 : 0;
      if (g.isRedAreaEdge(p[j], p[j + 1]) || own.has(g.edgeKey(p[j], p[j + 1])) || spent + c > budget || majors + m > o.params.majorCitySegmentsPerTurn) break;
      spent += c;
      majors += m;
      path.push(p[j + 1]);
    }
    const action: IndiaRailsAction = { type: 'buildTrack', path };
    return path.length > 1 && core.validate(o, seat, action) === null ? action : null;
  };
  type Plan = { demand: Demand; card: string; source: string; score: number };
  const plans = new Map<string, Plan | null>();
  const committed = new Map<Seat, Plan>();
  /** The demand with the best payout less the track still to build (source, then destination), cached per hand and network. */
  const choosePlan = (o: IndiaRailsState, seat: Seat) => {
    const key = `${seat}|${o.players[seat].hand.join()}|${o.track[seat].length}`;
    if (plans.has(key)) return plans.get(key)!;
    const own = ownEdges(o, seat);
    const blocked = new Set([...edgeOwners(o).entries()].filter(([, q]) => q !== seat).map(([k]) => k));
    const net = [...networkMileposts(ctx, o, seat)];
    const from = net.length > 0 ? net : ctx.majors.flatMap((c) => c.mileposts);
    let best: Plan | null = null;
    for (const id of o.players[seat].hand) {
      for (const d of ctx.demandById.get(id)!.demands) {
        for (const src of ctx.loadById.get(d.load)?.sources ?? []) {
          if (!g.cityById(src)) continue;
          const a = g.cheapestPath(from, g.cityById(src)!.mileposts, { own, blocked });
          const b = g.cheapestPath(g.cityById(src)!.mileposts, g.cityById(d.city)!.mileposts, { own, blocked });
          if (!a || !b) continue;
          const score = d.payout - a.cost - b.cost;
          if (a.cost + b.cost > o.players[seat].cash) continue;
          if (!best || score > best.score) best = { demand: d, card: id, source: src, score };
        }
      }
    }
    plans.set(key, best);
    return best;
  };
  return {
    decide(o: IndiaRailsState, seat: Seat) {
      const actions = core.legalActions(o, seat);
      const pl = o.players[seat];
      const of = <T extends IndiaRailsAction['type']>(t: T) => actions.filter((a): a is Extract<IndiaRailsAction, { type: T }> => a.type === t);
      const lose = of('loseLoad');
      if (lose.length) return lose[0];
      const drop = of('discardDemand');
      if (drop.length) {
        // Fast Game: keep the cards with the best single payouts.
        const best = (id: string) => Math.max(...ctx.demandById.get(id)!.demands.map((d) => d.payout));
        return drop.reduce((a, b) => (best(a.card) <= best(b.card) ? a : b));
      }
      const deliver = of('deliverLoad');
      if (deliver.length) return deliver[0];
      const kept = committed.get(seat);
      const live = kept && pl.hand.includes(kept.card) ? kept : undefined;
      const carried = live && pl.loads.some((c) => c.load === live.demand.load) ? live.demand : undefined;
      const best = carried ? live! : (live ?? choosePlan(o, seat));
      if (best) committed.set(seat, best);
      if (!carried && (!best || best.score < -10) && !o.turn.acted && o.phase === 'main') return { type: 'discardHand' };
      const plan = carried ?? best?.demand;
      if (!plan) return { type: 'endTurn' };
      const source = best!.source;
      const target = carried ? plan.city : source;
      const pick = of('pickUpLoad').filter((a) => a.load === plan.load);
      if (pick.length && !carried) return pick[0];
      const place = of('placeTrain');
      if (place.length) return place.find((a) => a.city === source) ?? rng.pick(place);
      const moves = of('moveTrain');
      if (moves.length && pl.at !== null) {
        const best = moves.reduce((a, b) => (near(a.path[a.path.length - 1], target) <= near(b.path[b.path.length - 1], target) ? a : b));
        if (near(best.path[best.path.length - 1], target) < near(pl.at, target)) return best;
      }
      if (pl.cash > 5) {
        const build = buildToward(o, seat, source, plan.city);
        if (build) return build;
      }
      if (pl.cash >= 120) {
        const up = of('upgradeLoco');
        if (up.length) return up[0];
      }
      return { type: 'endTurn' };
    },
  };
}
