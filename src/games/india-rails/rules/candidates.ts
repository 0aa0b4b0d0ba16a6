/**
 * The candidate actions offered to bots and boards (docs/architecture.md §3.3): not every
 * segment, but useful whole paths — cheapest builds from the player's network (or a major city)
 * toward his demands' cities and the major cities, trimmed to what he may spend this turn; moves
 * to every city and end of own track the train reaches this turn and toward those beyond; every
 * legal pickup, delivery and drop; loco changes; discarding the hand; ending the turn. Each one
 * passes validate.
 */
import { NodeHeap } from '../../../engine/heap.ts';
import { LOCO_TYPES } from '../data/locos.ts';
import type { RulesContext } from './context.ts';
import { reservedForOther, segmentUnder } from './event-effects.ts';
import { checkDelivery, checkDrop, checkPickup, trainCity } from './loads.ts';
import { checkLocoChange } from './locos.ts';
import { trackOwnersAt } from './move.ts';
import { reachableMileposts } from './reach.ts';
import { adjOwners, networkMileposts, ownEdges } from './track.ts';
import type { BuildSearch } from './rules-memo.ts';
import type { IndiaRailsAction, IndiaRailsState } from './types.ts';
import { TRAIN_ACTIONS, validateAction } from './actions.ts';
import { swapTrains } from './second-train.ts';
import { trimBuildToBudget } from './trim-build.ts';

/** City ids a player's plans point at: his demands' destinations and sources, then the major cities. */
export function targetCities(ctx: RulesContext, s: IndiaRailsState, seat: number): string[] {
  const out = new Set<string>();
  for (const id of s.players[seat].hand) {
    for (const d of ctx.demandById.get(id)!.demands) {
      out.add(d.city);
      for (const src of ctx.loadById.get(d.load)?.sources ?? []) out.add(src);
    }
  }
  for (const c of ctx.majors) out.add(c.id);
  return [...out];
}

/** Cheapest build costs (and the way back) from the player's network and every major city to the whole map. */
function buildSearch(ctx: RulesContext, s: IndiaRailsState, seat: number): BuildSearch {
  // Operations within a turn leave the track unchanged, so one search per track and seat serves them all.
  const bySeat = ctx.memo.searches.get(s.track, () => new Map());
  const hit = bySeat.get(seat);
  if (hit && hit.events === s.events && hit.reservations === s.reservations) return hit;
  const n = ctx.graph.size;
  const owner = adjOwners(ctx, s);
  const dist = new Float64Array(n).fill(Infinity);
  const pred = new Int32Array(n).fill(-1);
  const heap = new NodeHeap(n);
  const sources = new Set<number>(networkMileposts(ctx, s, seat));
  for (const c of ctx.majors) for (const m of c.mileposts) sources.add(m);
  for (const m of sources) {
    dist[m] = 0;
    heap.push(0, m);
  }
  const { start, to, key, red, cost } = ctx.adj;
  const restricted = s.events.length > 0 || s.reservations.length > 0;
  while (heap.size > 0) {
    const d = heap.peekKey();
    const m = heap.pop();
    if (d > dist[m]) continue;
    for (let j = start[m]; j < start[m + 1]; j++) {
      const v = to[j];
      let c: number;
      const o = owner[j];
      if (red[j] || o === seat) c = 0;
      else {
        c = cost[j];
        if (c === Number.POSITIVE_INFINITY || o >= 0) continue;
        if (restricted && (reservedForOther(s, seat, key[j]) || segmentUnder(ctx, s, 'noBuilding', m, v))) continue;
      }
      if (d + c < dist[v]) {
        dist[v] = d + c;
        pred[v] = m;
        heap.push(d + c, v);
      }
    }
  }
  const result = { events: s.events, reservations: s.reservations, dist, pred };
  bySeat.set(seat, result);
  return result;
}

/** Cheapest new track from the player's network (or any major city) toward each target city, trimmed to this turn's budget. */
function buildCandidates(ctx: RulesContext, s: IndiaRailsState, seat: number): IndiaRailsAction[] {
  const budget = Math.min(s.params.buildLimit - s.turn.spent, s.players[seat].cash);
  if (budget <= 0) return [];
  const g = ctx.graph;
  const { dist, pred } = buildSearch(ctx, s, seat);
  const own = ownEdges(s, seat);
  const out: IndiaRailsAction[] = [];
  const seen = new Set<string>();
  for (const id of targetCities(ctx, s, seat)) {
    const city = g.cityById(id);
    if (!city) continue;
    let end = -1;
    for (const m of city.mileposts) if (dist[m] > 0 && dist[m] < Infinity && (end < 0 || dist[m] < dist[end])) end = m;
    if (end < 0) continue;
    const full: number[] = [end];
    while (pred[full[full.length - 1]] >= 0) full.push(pred[full[full.length - 1]]);
    full.reverse();
    const path = trimBuildToBudget(ctx, s, own, full, budget);
    if (!path) continue;
    const key = path.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: 'buildTrack', path });
  }
  return out;
}

/**
 * The build candidates that pass validate, cached while nothing they depend on changes: the track
 * and the event and reservation lists (by identity), and the seat, phase, turn's builder, money
 * spent, major-city build-outs, upgrade, cash and hand (in the key). Keyed by these rather than by
 * the state: moving, picking up and delivering within a turn leave them all as they are, and in
 * medium games nearly half the calls are answered from the cache (keying by the state would make
 * India Rails games about a tenth slower).
 */
function validBuilds(ctx: RulesContext, s: IndiaRailsState, seat: number): IndiaRailsAction[] {
  const byKey = ctx.memo.builds.get(s.track, () => new Map());
  const pl = s.players[seat];
  const key = `${seat}|${s.phase}|${s.turn.seat}|${s.turn.spent}|${s.turn.majorSegments}|${s.turn.upgraded}|${pl.cash}|${pl.hand.join()}`;
  const hit = byKey.get(key);
  if (hit && hit.events === s.events && hit.reservations === s.reservations) return hit.builds;
  const builds = buildCandidates(ctx, s, seat).filter((a) => validateAction(ctx, s, seat, a) === null);
  byKey.set(key, { events: s.events, reservations: s.reservations, builds });
  return builds;
}

/**
 * Moves to every city and every end of its own track the train reaches this turn, and as far as it
 * gets toward those beyond: so a train at the end of a long spur always has a move when moving is
 * legal, even when no city a card wants is in reach.
 */
function moveCandidates(ctx: RulesContext, s: IndiaRailsState, seat: number): IndiaRailsAction[] {
  const pl = s.players[seat];
  const left = s.turn.allowance - s.turn.moved;
  if (pl.at === null || left <= 0) return [];
  const reach = reachableMileposts(ctx, s, seat);
  const out: IndiaRailsAction[] = [];
  const seen = new Set<string>();
  for (const m of reach.order) {
    if (ctx.isCity[m] !== 1 && !isOwnTrackEnd(ctx, s, seat, m)) continue;
    const path = reach.path(m).slice(0, left + 1);
    const k = path.join(',');
    if (path.length < 2 || seen.has(k)) continue;
    seen.add(k);
    out.push({ type: 'moveTrain', path });
  }
  return out;
}

/**
 * Whether milepost m ends a piece of `seat`'s own track: one segment of track reaches it, and it is
 * his. (The end of someone else's spur outside a city is a trap: the train may neither turn back
 * there nor build on from it.)
 */
function isOwnTrackEnd(ctx: RulesContext, s: IndiaRailsState, seat: number, m: number): boolean {
  if (!networkMileposts(ctx, s, seat).has(m)) return false;
  const owners = trackOwnersAt(ctx, s, m);
  return owners.length === 1 && owners[0] === seat;
}

/**
 * The candidate actions of `seat` now (empty when it is not his move). Without `withBuilds`, the
 * same list less the build candidates (the costly part: a search over the map and a blocking check
 * of each path), for a player that makes its own builds.
 */
export function candidateActions(ctx: RulesContext, s: IndiaRailsState, seat: number, withBuilds = true): IndiaRailsAction[] {
  if (s.phase === 'over') return [];
  const pl = s.players[seat];
  if (s.pending.length > 0) {
    if (s.pending[0].seat !== seat) return [];
    if (s.pending[0].kind === 'discardDemand') return pl.hand.map((card) => ({ type: 'discardDemand', card }));
    if (s.pending[0].kind === 'answerOffer')
      return [
        { type: 'answerOffer', accept: true },
        { type: 'answerOffer', accept: false },
      ];
    return [...new Set(pl.loads.map((c) => c.load))].map((load) => ({ type: 'loseLoad', load }));
  }
  if (s.turn.seat !== seat) return [];
  const out: IndiaRailsAction[] = [];
  const ops = s.phase === 'main' && s.turn.stage === 'operations';
  if (ops && pl.at === null) {
    for (const c of ctx.graph.data.cities) out.push({ type: 'placeTrain', city: c.id });
  }
  if (ops && pl.at !== null) {
    const city = trainCity(ctx, s, seat);
    if (city) {
      const cards = s.variants.openContracts ? [...pl.hand, ...s.openContracts] : pl.hand;
      for (const d of cards.flatMap((id) => ctx.demandById.get(id)!.demands.map((dm, i) => ({ id, dm, i })))) {
        if (checkDelivery(ctx, s, seat, d.dm.load, d.id, d.i) === null) out.push({ type: 'deliverLoad', load: d.dm.load, card: d.id, demand: d.i });
      }
      const here = new Set([...(ctx.goodsAt.get(city.id) ?? []), ...s.warehouse.filter((w) => w.city === city.id).map((w) => w.load)]);
      for (const load of here) if (checkPickup(ctx, s, seat, load) === null) out.push({ type: 'pickUpLoad', load });
      for (const load of new Set(pl.loads.map((c) => c.load))) if (checkDrop(ctx, s, seat, load) === null) out.push({ type: 'dropLoad', load });
    }
    out.push(...moveCandidates(ctx, s, seat));
  }
  for (const to of LOCO_TYPES) if (checkLocoChange(s, seat, to).ok) out.push({ type: 'upgradeLoco', to });
  if (s.variants.borrowing && pl.debt === 0) out.push({ type: 'borrow', amount: s.params.maxLoan });
  if (s.variants.backtracking && ops) out.push({ type: 'backtrack' });
  if (!s.turn.acted) out.push({ type: 'discardHand' });
  out.push({ type: 'endTurn' });
  const valid = out.filter((a) => validateAction(ctx, s, seat, a) === null);
  if (pl.second) {
    // Additional Trains: the second train's own moves, loads and upgrades.
    const swapped = swapTrains(s, seat);
    const others = { ...swapped, players: swapped.players.map((p, q) => (q === seat ? { ...p, second: null } : p)) };
    for (const a of candidateActions(ctx, others, seat, false)) {
      if (!TRAIN_ACTIONS.has(a.type)) continue;
      const b = { ...a, train: 1 } as IndiaRailsAction;
      if (validateAction(ctx, s, seat, b) === null) valid.push(b);
    }
  }
  if (!withBuilds) return valid;
  // Builds go before the loco and turn actions, as they were generated (validated in validBuilds).
  const at = valid.findIndex(
    (a) => a.type === 'upgradeLoco' || a.type === 'borrow' || a.type === 'backtrack' || a.type === 'discardHand' || a.type === 'endTurn',
  );
  valid.splice(at < 0 ? valid.length : at, 0, ...validBuilds(ctx, s, seat));
  return valid;
}
