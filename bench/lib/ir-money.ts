/**
 * Where an India Rails player's money goes, followed action by action (`runGame`'s onStep): the
 * track it paid for, split by how many of its deliveries each segment served; the rent it paid
 * and received; its loco upgrades; its payouts, by phase of the game. A segment serves a delivery
 * when the player's train travelled it on the way to that delivery (since the delivery before it).
 */
import type { RulesContext } from '../../src/games/india-rails/rules/context.ts';
import type { IndiaRailsAction, IndiaRailsState } from '../../src/games/india-rails/rules/types.ts';

/** The own turns that bound each phase of the game (payouts per turn are reported for each). */
export const PHASES = [
  { name: 'turns 1-20', from: 1, to: 20 },
  { name: 'turns 21-40', from: 21, to: 40 },
  { name: 'turns 41-60', from: 41, to: 60 },
  { name: 'turns 61+', from: 61, to: Number.POSITIVE_INFINITY },
] as const;

/** One player's money over a game. */
export interface MoneyLine {
  /** Track paid for (M), and how much of it served no delivery, one, or two and more. */
  track: number;
  trackServedNone: number;
  trackServedOne: number;
  trackServedTwoPlus: number;
  /** Track never travelled by the player's own train (part of `trackServedNone`). */
  trackNeverTravelled: number;
  segments: number;
  rentPaid: number;
  rentReceived: number;
  upgrades: number;
  payouts: number;
  deliveries: number;
  /** Payouts per 1M of track. */
  payoutsPerTrack: number;
  /** Payouts per own turn in each phase (PHASES), null for a phase the game did not reach. */
  payoutsPerTurn: (number | null)[];
  /** Own turns played. */
  turns: number;
}

/** A ledger of every seat's money over one game. */
export interface MoneyLedger {
  /** Takes the state after `action` by `seat`. */
  observe(state: IndiaRailsState, seat: number, action: IndiaRailsAction): void;
  /** Each seat's line so far. */
  lines(): MoneyLine[];
}

/** A ledger for a game of `players` seats that starts with `startingCash` each. */
export function moneyLedger(ctx: RulesContext, players: number, startingCash: number): MoneyLedger {
  const g = ctx.graph;
  const seats = Array.from({ length: players }, (_, i) => i);
  const paid = seats.map(() => new Map<number, number>());
  const served = seats.map(() => new Map<number, number>());
  const travelled = seats.map(() => new Set<number>());
  const journey = seats.map(() => new Set<number>());
  const delivered = seats.map(() => false);
  const sums = seats.map(() => ({ rentPaid: 0, rentReceived: 0, upgrades: 0, payouts: 0, deliveries: 0 }));
  const byPhase = seats.map(() => PHASES.map(() => 0));
  let cash = seats.map(() => startingCash);
  let turns = seats.map(() => 0);

  function observe(s: IndiaRailsState, seat: number, a: IndiaRailsAction): void {
    const before = cash;
    cash = s.players.map((p) => p.cash);
    turns = s.players.map((p) => p.turns);
    if (a.type === 'buildTrack') {
      for (let i = 0; i + 1 < a.path.length; i++) {
        const k = g.edgeKey(a.path[i], a.path[i + 1]);
        paid[seat].set(k, (paid[seat].get(k) ?? 0) + g.buildCost(a.path[i], a.path[i + 1]));
      }
    } else if (a.type === 'upgradeLoco') sums[seat].upgrades += Math.max(0, before[seat] - cash[seat]);
    else if (a.type === 'moveTrain') {
      if (delivered[seat]) {
        journey[seat].clear();
        delivered[seat] = false;
      }
      const own = new Set(s.track[seat]);
      for (let i = 0; i + 1 < a.path.length; i++) {
        const k = g.edgeKey(a.path[i], a.path[i + 1]);
        if (!own.has(k)) continue;
        journey[seat].add(k);
        travelled[seat].add(k);
      }
      for (const q of seats) {
        const d = cash[q] - before[q];
        if (q === seat) sums[q].rentPaid += Math.max(0, -d);
        else sums[q].rentReceived += Math.max(0, d);
      }
    } else if (a.type === 'deliverLoad') {
      const payout = ctx.demandById.get(a.card)!.demands[a.demand].payout;
      sums[seat].payouts += payout;
      sums[seat].deliveries += 1;
      const phase = PHASES.findIndex((p) => s.players[seat].turns + 1 >= p.from && s.players[seat].turns + 1 <= p.to);
      byPhase[seat][phase] += payout;
      for (const k of journey[seat]) served[seat].set(k, (served[seat].get(k) ?? 0) + 1);
      delivered[seat] = true;
    }
  }

  function line(seat: number): MoneyLine {
    let track = 0;
    const split = [0, 0, 0];
    let never = 0;
    for (const [k, cost] of paid[seat]) {
      track += cost;
      split[Math.min(2, served[seat].get(k) ?? 0)] += cost;
      if (!travelled[seat].has(k)) never += cost;
    }
    const t = turns[seat];
    const sum = sums[seat];
    return {
      track,
      trackServedNone: split[0],
      trackServedOne: split[1],
      trackServedTwoPlus: split[2],
      trackNeverTravelled: never,
      segments: paid[seat].size,
      ...sum,
      payoutsPerTrack: track > 0 ? +(sum.payouts / track).toFixed(2) : 0,
      payoutsPerTurn: PHASES.map((p, i) => {
        const played = Math.min(t, p.to) - p.from + 1;
        return played > 0 ? +(byPhase[seat][i] / played).toFixed(2) : null;
      }),
      turns: t,
    };
  }

  return { observe, lines: () => seats.map(line) };
}
