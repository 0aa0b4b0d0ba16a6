/**
 * Every one of the 20 event cards of the real deck, drawn on the real map (docs/rules/india-rails.md §10): player 0 delivers a load, the card is on top of the deck.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/engine/rng.ts';
import { DEMAND_CARDS, EVENT_CARDS, IndiaRailsCore as C } from '../../../../src/games/india-rails/index.ts';
import type { IndiaRailsState } from '../../../../src/games/india-rails/rules/types.ts';

const g = C.ctx.graph;
const card = DEMAND_CARDS[0];
const demand = card.demands[0];
const DELIVER = { type: 'deliverLoad' as const, load: demand.load, card: card.id, demand: 0 };

/** Player 0 in the demand's city with its load, the event on top of the deck. */
function drawing(eventId: string): IndiaRailsState {
  let s = C.setup(3, undefined, createRng('real-events'));
  const hand0 = [card.id, DEMAND_CARDS[1].id, DEMAND_CARDS[2].id];
  const others = [DEMAND_CARDS.slice(3, 6), DEMAND_CARDS.slice(6, 9)].map((l) => l.map((c) => c.id));
  const held = new Set([...hand0, ...others.flat()]);
  const rest = [...DEMAND_CARDS.map((c) => c.id), ...EVENT_CARDS.map((e) => e.id)].filter((id) => !held.has(id) && id !== eventId && id !== DEMAND_CARDS[9].id);
  s = {
    ...s,
    phase: 'main',
    firstPlayer: 0,
    turn: { ...s.turn, seat: 0, stage: 'operations', allowance: 9, moved: 0 },
    deck: [...rest, DEMAND_CARDS[9].id, eventId],
    players: s.players.map((p, q) => ({ ...p, hand: q === 0 ? hand0 : others[q - 1] })),
  };
  s.players[0] = { ...s.players[0], at: g.cityById(demand.city)!.milepost, loads: [{ load: demand.load }] };
  s.supply = { ...s.supply, [demand.load]: s.supply[demand.load] - 1 };
  return s;
}

const money = (s: IndiaRailsState) => s.bank + s.players.reduce((n, p) => n + p.cash, 0);

describe('The real event deck', () => {
  for (const e of EVENT_CARDS) {
    it(`Event card ${e.id}: ${e.title}`, () => {
      let s = drawing(e.id);
      const f = C.ctx.footprint(e.id);
      const inArea = f.mileposts.indexOf(1);
      if (e.kind === 'derailment') {
        const city = e.area.kind === 'nearCities' ? g.cityById(e.area.cities[0])! : null;
        s.players[1] = { ...s.players[1], at: city!.milepost, loads: [{ load: 'Salt' }] };
        s.supply = { ...s.supply, Salt: s.supply.Salt - 1 };
      }
      // A segment the event covers, with one end outside its area (for a sand storm) that has another way out.
      const sideOf = (out: number, inn: number) =>
        g.neighbours(out).find((c) => c !== inn && !f.mileposts[c] && !f.edges.has(g.edgeKey(out, c)) && Number.isFinite(g.buildCost(out, c)));
      const ends = (k: number) => {
        const [a, b] = g.edgeEnds(k);
        return f.mileposts[a] ? [b, a] : [a, b];
      };
      const edge = [...f.edges].find((k) => {
        const [out, inn] = ends(k);
        return !f.mileposts[out] && sideOf(out, inn) !== undefined;
      })!;
      if (e.kind === 'flood' || e.kind === 'sandStorm') s.track = [[], [edge], []];
      if (e.kind === 'tax') {
        s.players = s.players.map((p, q) => ({ ...p, cash: [60, 120, 260][q] }));
        s.bank = s.params.bankStart - 440;
      }
      const before = s;
      s = C.apply(s, 0, DELIVER, createRng(1));
      expect(s.eventLog.map((x) => x.card)).toEqual([e.id]);
      expect(money(s)).toBe(s.params.bankStart);
      switch (e.kind) {
        case 'derailment':
          expect(s.players[1].loads).toEqual([]);
          // Player 1 loses his next turn (already skipped if the drawer was derailed too).
          expect(s.players[1].lostTurns + s.players[1].turns).toBe(1);
          expect(s.discard).toContain(e.id);
          break;
        case 'flood':
        case 'sandStorm': {
          expect(s.track[1]).toEqual([]);
          expect(s.events.map((x) => x.card)).toEqual([e.id]);
          // Seen from the end of the segment outside the area (a flood: either end), with own track there.
          const [out, inn] = ends(edge);
          const side = sideOf(out, inn)!;
          const t: IndiaRailsState = {
            ...s,
            turn: { ...s.turn, seat: 1 },
            track: [[], [g.edgeKey(out, side)], []],
            players: s.players.map((p, q) => (q === 1 ? { ...p, at: out, prev: side } : p)),
          };
          expect(C.validate(t, 1, { type: 'buildTrack', path: [out, inn] })).toMatch(/while an event is in play/);
          const built = { ...t, track: [[], [g.edgeKey(out, side), edge], []] };
          expect(C.validate(built, 1, { type: 'moveTrain', path: [out, inn] })).toMatch(/no train may move/);
          break;
        }
        case 'strike': {
          expect(s.events.map((x) => x.card)).toEqual([e.id]);
          const city = g.data.cities.find((c) => f.mileposts[c.milepost] && (C.ctx.goodsAt.get(c.id) ?? []).length > 0)!;
          const t = { ...s, players: s.players.map((p, q) => (q === 0 ? { ...p, at: city.milepost, loads: [] } : p)) };
          expect(C.validate(t, 0, { type: 'pickUpLoad', load: C.ctx.goodsAt.get(city.id)![0] })).toMatch(/strike/);
          expect(inArea).toBeGreaterThanOrEqual(0);
          break;
        }
        case 'tax':
          expect(s.players.map((p) => p.cash)).toEqual([60 + demand.payout - (60 + demand.payout >= 100 ? 15 : 10), 105, 230]);
          expect(before.players[2].cash - s.players[2].cash).toBe(30);
          break;
      }
    });
  }
});
