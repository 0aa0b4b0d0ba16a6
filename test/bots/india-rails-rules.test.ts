/**
 * The India Rails heuristic's rules (bots/india-rails/rules.ts), each tried alone on a decision set
 * up for it: which action it takes, and when it leaves the decision to the next rule.
 */
import { describe, expect, it } from 'vitest';
import { irBot } from '../../bots/india-rails/bot.ts';
import { newMemory } from '../../bots/india-rails/memory.ts';
import { deliver, discard, dropDead, IR_RULES, type IrTurn, upgrade, upgradeFirst } from '../../bots/india-rails/rules.ts';
import { situation } from '../../bots/india-rails/situation.ts';
import { createRng } from '../../src/engine/rng.ts';
import type { IndiaRailsCore } from '../../src/games/india-rails/rules/core.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';
import { getGameCore } from '../../src/games/registry.ts';
import { demandFor, edgesAlong } from '../support/ir-positions.ts';

const core = getGameCore('india-rails') as unknown as IndiaRailsCore;
const bot = irBot(core);
const ctx = core.ctx;

/** A 2-player position in the operations stage of a main turn, seat 0's train in Delhi with `loads` aboard and `hand`. */
function running(hand: string[], loads: string[]): IndiaRailsState {
  const s = core.setup(2, undefined, createRng('rules')) as IndiaRailsState;
  const delhi = ctx.graph.cityById('delhi')!;
  return {
    ...s,
    phase: 'main',
    turn: { ...s.turn, seat: 0, stage: 'operations', acted: false, spent: 0, moved: 0 },
    players: s.players.map((p, i) => (i === 0 ? { ...p, at: delhi.milepost, hand, loads: loads.map((load) => ({ load })) } : p)),
  };
}

/** The decision of seat 0 in `s`, with `legal` as the actions offered. */
function turnOf(s: IndiaRailsState, legal: IndiaRailsAction[], more: Partial<IrTurn> = {}): IrTurn {
  return {
    bot,
    s,
    seat: 0,
    settings: bot.tuning.medium,
    memory: newMemory(),
    legal,
    sit: situation(bot, s, 0),
    trips: undefined,
    trip: null,
    stop: undefined,
    stopCity: undefined,
    ops: true,
    cannotLeave: false,
    ...more,
  };
}

const cards = ctx.demandCards;

describe('India Rails heuristic rules, each alone', () => {
  it('Delivering a Load: of two deliveries offered, the rule takes the one that pays more', () => {
    const [a, b] = cards;
    const pays = (id: string, i: number) => ctx.demandById.get(id)!.demands[i].payout;
    const low: IndiaRailsAction = { type: 'deliverLoad', load: a.demands[0].load, card: a.id, demand: 0 };
    const high: IndiaRailsAction = { type: 'deliverLoad', load: b.demands[0].load, card: b.id, demand: 0 };
    const [cheap, dear] = pays(a.id, 0) < pays(b.id, 0) ? [low, high] : [high, low];
    expect(pays(a.id, 0)).not.toBe(pays(b.id, 0));
    const s = running([a.id, b.id], []);
    expect(deliver(turnOf(s, [cheap, dear, { type: 'endTurn' }]))).toEqual(dear);
    // Nothing to deliver: the rule leaves the decision to the next one.
    expect(deliver(turnOf(s, [{ type: 'endTurn' }]))).toBeUndefined();
  });

  it('Dropping a Load: a load no card in hand wants is dropped; a wanted one is kept', () => {
    const card = cards[0];
    const wanted = card.demands[0].load;
    const unwanted = ctx.loads.map((l) => l.id).find((id) => !card.demands.some((d) => d.load === id))!;
    const drops: IndiaRailsAction[] = [
      { type: 'dropLoad', load: wanted },
      { type: 'dropLoad', load: unwanted },
    ];
    expect(dropDead(turnOf(running([card.id], [wanted, unwanted]), drops))).toEqual({ type: 'dropLoad', load: unwanted });
    expect(dropDead(turnOf(running([card.id], [wanted]), [drops[0]]))).toBeUndefined();
  });

  it('Discarding a hand: after idleTurns own turns without a delivery the hand goes, and the trip is forgotten', () => {
    const s = running([cards[0].id], []);
    const memory = { ...newMemory(), idle: bot.tuning.idleTurns };
    const legal: IndiaRailsAction[] = [{ type: 'discardHand' }, { type: 'endTurn' }];
    expect(discard(turnOf(s, legal, { memory, cannotLeave: true }))).toEqual({ type: 'discardHand' });
    expect(memory.idle).toBe(0);
    expect(memory.trip).toBeNull();
    // Not once the turn has acted: a discard is the whole turn.
    const acted = { ...s, turn: { ...s.turn, acted: true } };
    expect(discard(turnOf(acted, legal, { memory: { ...newMemory(), idle: bot.tuning.idleTurns }, cannotLeave: true }))).toBeUndefined();
  });

  it("Discarding a hand: a poor player keeps a hopeless hand while the way to its plan's next payout is paid for; with more cash the hand goes", () => {
    // Own track from Delhi to Agra; the plan delivers a load aboard in Agra, slowly (below discardBelow a turn).
    const g = ctx.graph;
    const agra = g.cityById('agra')!;
    const way = g.cheapestPath(g.cityById('delhi')!.mileposts, agra.mileposts)!.path;
    const { card, demand, load } = demandFor(ctx, agra);
    const trip = { stops: [{ city: agra.id, kind: 'deliver' as const, load, card, demand }], payout: 6, build: 0, travel: 40, turns: 6, value: 1 };
    expect(trip.payout / trip.turns).toBeLessThan(bot.tuning.discardBelow);
    const legal: IndiaRailsAction[] = [{ type: 'discardHand' }, { type: 'endTurn' }];
    const at = (cash: number) => {
      const base = running([card], [load]);
      const s = { ...base, track: [edgesAlong(g, way), []], players: base.players.map((p, i) => (i === 0 ? { ...p, cash } : p)) };
      return discard(turnOf(s, legal, { sit: situation(bot, s, 0, undefined, true), trip, trips: [trip], memory: { ...newMemory(), trip } }));
    };
    expect(at(bot.tuning.keepPaidBelow - 14), 'a poor player keeps it').toBeUndefined();
    expect(at(bot.tuning.keepPaidBelow + 10), 'a richer one draws anew').toEqual({ type: 'discardHand' });
  });

  it('Upgrading: a player with no plan its cash pays (broke) takes neither the first upgrade nor a later one', () => {
    const base = running([cards[0].id], []);
    const s = { ...base, track: base.track.map((t, i) => (i === 0 ? [1] : t)), players: base.players.map((p) => ({ ...p, cash: 200 })) };
    const legal: IndiaRailsAction[] = [{ type: 'upgradeLoco', to: 'fastFreight' }, { type: 'endTurn' }];
    const broke = { ...newMemory(), broke: true };
    expect(upgradeFirst(turnOf(s, legal, { memory: broke }))).toBeUndefined();
    expect(upgrade(turnOf(s, legal, { memory: broke }))).toBeUndefined();
    // With a plan in budget, both are taken.
    expect(upgradeFirst(turnOf(s, legal))).toEqual({ type: 'upgradeLoco', to: 'fastFreight' });
    expect(upgrade(turnOf(s, legal))).toEqual({ type: 'upgradeLoco', to: 'fastFreight' });
  });

  it('Upgrading: the easy player (depth 1) never upgrades, whatever is offered', () => {
    // Seat 0 owns a segment of track: with none, no level upgrades (india-rails-opening.test.ts).
    const base = running([cards[0].id], []);
    const s = { ...base, track: base.track.map((t, i) => (i === 0 ? [1] : t)), players: base.players.map((p) => ({ ...p, cash: 200 })) };
    const legal: IndiaRailsAction[] = [{ type: 'upgradeLoco', to: 'fastFreight' }, { type: 'endTurn' }];
    expect(upgrade(turnOf(s, legal, { settings: bot.tuning.easy }))).toBeUndefined();
    expect(upgrade(turnOf(s, legal))).toEqual({ type: 'upgradeLoco', to: 'fastFreight' });
  });

  it('the rules run in the order of the rulebook turn: place, the Mercy loan and backtrack, discard, deliver, drop, pick up, move, then the building phase (first upgrade, build, later upgrades)', () => {
    expect(IR_RULES.map((r) => r.name)).toEqual([
      'placeTrain',
      'borrow',
      'backtrack',
      'discard',
      'deliver',
      'dropDead',
      'pickUpTripLoad',
      'pickUpExtra',
      'move',
      'upgradeFirst',
      'build',
      'upgrade',
    ]);
  });
});
