/**
 * Hard's opponent model in Ticket to Ride (bots/ttr-india/opponent.ts, blocking.ts): the tickets an
 * opponent's claimed routes already serve are dealt to it more often in the search's worlds, from
 * public information only, and the claim that would cut a likely ticket of the opponent is found
 * (with two players one track of a double route closes both, docs/rules/ttr-india.md §6).
 */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { blockingClaim, blockLosses } from '../../bots/ttr-india/blocking.ts';
import { modelledKit } from '../../bots/ttr-india/hard.ts';
import { ttrKit } from '../../bots/ttr-india/kit.ts';
import { cheapestConnection, TTR_GRAPH } from '../../bots/ttr-india/graph.ts';
import { explainedClaims, pricesFor, redealTickets, ticketWeights } from '../../bots/ttr-india/opponent.ts';
import { claimsView, setLogLikelihood } from '../../bots/ttr-india/ticket-likelihood.ts';
import { TTR_TUNING } from '../../bots/ttr-india/tuning.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { ROUTE_INDEX, ROUTE_TRACKS } from '../../src/games/ttr-india/data/board.ts';
import { DECK_COUNTS } from '../../src/games/ttr-india/data/deck.ts';
import { MAIL_CHARTERS, TICKETS } from '../../src/games/ttr-india/data/tickets.ts';
import { CARD_KINDS } from '../../src/games/ttr-india/data/types.ts';
import { type ClaimRoute, UNCLAIMED } from '../../src/games/ttr-india/rules/state.ts';
import { TtrIndiaCore, type TtrAction, type TtrState } from '../../src/games/ttr-india/index.ts';

const core = TtrIndiaCore;
const REGULAR = new Set(TICKETS.map((t) => t.id));
const route = (id: string) => ROUTE_INDEX.get(id) as number;
const track = (id: string, k = 0) => ROUTE_TRACKS[route(id)][k];
// t03 Raipur–Hyderabad (5): r83 joins them directly (5 yellow), r43 Raipur–Nagpur (3) + r48 Nagpur–Hyderabad (4) the other way.
// t02 Darjeeling–Guwahati (4) lies far from both.

/**
 * Main play with two players, the board empty but for `claims` (route id → seat); seat `me` to
 * move with 8 blue cards, the opponent holding `oppTickets`.
 */
function position(claims: Record<string, number>, oppTickets: string[] = ['t03', 't02']): { s: TtrState; me: number; opp: number } {
  const deciders = [0, 1].map((seat) => createDecider<TtrState, TtrAction>({ game: 'ttr-india', level: 'medium', seed: `opp/${seat}` }));
  const base = runGame(core, deciders, { numPlayers: 2, seed: 'opp', maxSteps: 2 }).state;
  const me = core.activePlayers(base)[0];
  const opp = 1 - me;
  const owners = base.owners.map(() => UNCLAIMED);
  for (const [id, seat] of Object.entries(claims)) owners[track(id)] = seat === 0 ? me : opp;
  // Every ticket stays in play once: the opponent's tickets come out of the deck, its old ones go back.
  const inPlay = new Set([...base.players.flatMap((p) => [...(p.tickets ?? []), ...(p.offer ?? [])]), ...base.ticketDeck]);
  const mine = ['t01'];
  // Charters never enter the ticket deck (docs/rules/ttr-india.md §2.3).
  const rest = [...inPlay].filter((id) => REGULAR.has(id) && !mine.includes(id) && !oppTickets.includes(id));
  const hand = CARD_KINDS.map((k) => (k === 'blue' ? 8 : 0));
  const players = base.players.map((p, i) =>
    i === me
      ? { ...p, hand, handSize: 8, trains: 40, tickets: mine, ticketCount: 1, offer: [], offerCount: 0 }
      : { ...p, trains: 40, tickets: oppTickets, ticketCount: oppTickets.length, offer: [], offerCount: 0 },
  );
  // The draw pile is whatever cards the hands, the display and the discard pile leave.
  const deck = DECK_COUNTS.flatMap((total, k) => {
    let n = total - base.discard[k] - players.reduce((m, p) => m + (p.hand?.[k] ?? 0), 0);
    for (const c of base.faceUp) if (c === k) n--;
    return Array.from({ length: n }, () => k);
  });
  return { s: { ...base, phase: 'main', current: me, drawn: 0, owners, players, deck, ticketDeck: rest }, me, opp };
}

/** How often, in `n` modelled worlds, the opponent is dealt `ticket`. */
function dealtShare(s: TtrState, me: number, opp: number, ticket: string, scale: number, n = 400): number {
  const o = core.observe(s, me);
  const weights = ticketWeights(o, me, opp, scale);
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const rng = createRng(`w${i}`);
    const d = redealTickets(o, core.determinize(o, me, rng), opp, { weights }, rng);
    if (d.players[opp].tickets?.includes(ticket)) hits++;
  }
  return hits / n;
}

describe('Ticket to Ride hard: the opponent model', () => {
  it('a ticket the opponent’s routes serve weighs more; one they do not serve, and any with no claims, weigh 1', () => {
    const none = position({});
    const w0 = ticketWeights(core.observe(none.s, none.me), none.me, none.opp, 8);
    expect(w0.get('t03')).toBe(1);
    const half = position({ r43: 1 });
    const w1 = ticketWeights(core.observe(half.s, half.me), half.me, half.opp, 8);
    // With r43 its own, t03 costs 4 trains (r48) instead of 5: a fifth of the way is paid.
    expect(w1.get('t03')).toBeCloseTo(Math.exp(8 * 0.2), 9);
    expect(w1.get('t02')).toBe(1);
    const full = position({ r43: 1, r48: 1 });
    const w2 = ticketWeights(core.observe(full.s, full.me), full.me, full.opp, 8);
    expect(w2.get('t03')).toBeCloseTo(Math.exp(8), 6);
    // The viewer's own ticket is not among the opponent's possible ones.
    expect(w2.has('t01')).toBe(false);
  });

  it('the modelled worlds deal the opponent a ticket its routes join far more often than uniform dealing', () => {
    const { s, me, opp } = position({ r43: 1, r48: 1 });
    const uniform = dealtShare(s, me, opp, 't03', 0);
    const modelled = dealtShare(s, me, opp, 't03', 8);
    // Two kept tickets out of 49 unseen: about 4% at random.
    expect(uniform).toBeLessThan(0.1);
    expect(modelled).toBeGreaterThan(0.6);
    // Far tickets lose nothing against each other: t02 is still dealt about at random.
    expect(dealtShare(s, me, opp, 't02', 8)).toBeLessThan(0.1);
  });

  it('the set-level model: t03 explains both claimed routes, t02 none, and favouring explained claims deals t03 more often', () => {
    const { s, me, opp } = position({ r43: 1, r48: 1 });
    const o = core.observe(s, me);
    const weights = ticketWeights(o, me, opp, 0);
    const explained = explainedClaims(o, opp, weights.keys());
    expect(explained.claims).toBe(2);
    expect([...(explained.byTicket.get('t03') ?? [])].sort()).toEqual([0, 1]);
    expect(explained.byTicket.get('t02')).toEqual([]);
    const share = (explainScale: number) => {
      let hits = 0;
      for (let i = 0; i < 300; i++) {
        const rng = createRng(`e${i}`);
        const d = redealTickets(o, core.determinize(o, me, rng), opp, { weights, explained, explainScale, draws: 8 }, rng);
        if (d.players[opp].tickets?.includes('t03')) hits++;
      }
      return hits / 300;
    };
    const [plain, favoured] = [share(0), share(8)];
    expect(plain).toBeLessThan(0.06);
    expect(favoured).toBeGreaterThan(1.5 * plain);
  });

  it('a redeal keeps every ticket in play exactly once and touches only the opponent’s kept list and the hidden deck', () => {
    const { s, me, opp } = position({ r43: 1, r48: 1 });
    const o = core.observe(s, me);
    const weights = ticketWeights(o, me, opp, 8);
    const rng = createRng('once');
    const d = core.determinize(o, me, rng);
    const r = redealTickets(o, d, opp, { weights }, rng);
    const all = (x: TtrState) => [...x.ticketDeck, ...x.players.flatMap((p) => [...(p.tickets ?? []), ...(p.offer ?? [])])].sort();
    expect(all(r)).toEqual(all(d));
    expect(r.players[me]).toBe(d.players[me]);
    expect(r.players[opp].tickets).toHaveLength(2);
    expect(r.players[opp].hand).toEqual(d.players[opp].hand);
  });

  for (const [label, opponent] of [
    ['per-ticket weights', { scale: 8, blockMin: 1 }],
    ['set-level model', { scale: 3, blockMin: 1, planSets: 16, planFreshUpTo: 1 }],
  ] as const) {
    it(`the sampler never reads the opponent’s real tickets (${label}): states that differ only in them give the same worlds`, () => {
      const a = position({ r43: 1, r48: 1 }, ['t03', 't02', 'm1']);
      const b = position({ r43: 1, r48: 1 }, ['t11', 't20', 'm4']);
      expect(a.s.players[a.opp].tickets).not.toEqual(b.s.players[b.opp].tickets);
      const tuning = { ...TTR_TUNING, opponent: { ...TTR_TUNING.opponent, ...opponent } };
      const kit = ttrKit(core);
      const worlds = (x: { s: TtrState; me: number }) => {
        const o = core.observe(x.s, x.me);
        const k = modelledKit(kit, tuning, o, x.me);
        expect(k).not.toBe(kit);
        return [0, 1, 2].map((i) => k.core.determinize(o, x.me, createRng(`same${i}`)).players.map((p) => p.tickets));
      };
      expect(worlds(a)).toEqual(worlds(b));
    });
  }

  it('is off at scale 0, with more players than maxPlayers, and before the opponent has claimed', () => {
    const kit = ttrKit(core);
    const { s, me } = position({ r43: 1 });
    const o = core.observe(s, me);
    expect(modelledKit(kit, { ...TTR_TUNING, opponent: { ...TTR_TUNING.opponent, scale: 0 } }, o, me)).toBe(kit);
    const on = { ...TTR_TUNING, opponent: { ...TTR_TUNING.opponent, scale: 8 } };
    expect(modelledKit(kit, on, o, me)).not.toBe(kit);
    expect(modelledKit(kit, { ...on, opponent: { ...on.opponent, maxPlayers: 1 } }, o, me)).toBe(kit);
    const bare = position({});
    expect(modelledKit(kit, on, core.observe(bare.s, bare.me), bare.me)).toBe(kit);
  });
});

/** The set-level model as tuned in docs/bots/tuning-log.md, with fewer recorded sets for speed. */
const SET_MODEL = { ...TTR_TUNING, opponent: { ...TTR_TUNING.opponent, scale: 3, planSets: 32, planOff: 30, planOccam: 6, planFreshUpTo: 0 } };

/** The opponent's tickets in `n` worlds of the kit modelled by `tuning` (null: plain determinizations), from `me`'s observation. */
function dealtTickets(s: TtrState, me: number, opp: number, tuning: typeof TTR_TUNING | null, n = 200): string[][] {
  const o = core.observe(s, me);
  const k = tuning ? modelledKit(ttrKit(core), tuning, o, me) : ttrKit(core);
  return Array.from({ length: n }, (_, i) => k.core.determinize(o, me, createRng(`set${i}`)).players[opp].tickets ?? []);
}

describe('Ticket to Ride hard: the set-level opponent model (ticket-likelihood.ts)', () => {
  it('a set whose plan covers the claims is likelier; of two that cover them, the one with the smaller plan', () => {
    // The opponent holds r43 (Raipur–Nagpur) and r48 (Nagpur–Hyderabad); t02 (Darjeeling–Guwahati, one route) explains neither.
    const { s, opp } = position({ r43: 1, r48: 1 });
    const ids = TICKETS.map((t) => t.id);
    const view = claimsView(s, opp, ids, 0);
    expect(view.claims).toBe(2);
    const ll = (set: string[]) =>
      setLogLikelihood(
        view,
        set.map((id) => ids.indexOf(id)),
        { off: SET_MODEL.opponent.planOff, occam: SET_MODEL.opponent.planOccam, freshUpTo: 0 },
      );
    // t03 Raipur–Hyderabad runs r43 + r48 (plan: 3 routes with t02); t16 Bhubaneswar–Hyderabad adds r41 (4);
    // t48 Guwahati–Pune runs six routes through both; t07 Nagpur–Vijayawada covers r48 only; t01 Bombay–Panaji neither.
    const [t03, t16, t48, t07, t01] = ['t03', 't16', 't48', 't07', 't01'].map((t) => ll([t, 't02']));
    expect(t03).toBeGreaterThan(t16);
    expect(t16).toBeGreaterThan(t48);
    expect(t48).toBeGreaterThan(t07);
    expect(t07).toBeGreaterThan(t01);
  });

  it('the worlds deal the opponent the ticket its claims follow far more often than uniform dealing', () => {
    const { s, me, opp } = position({ r43: 1, r48: 1 });
    const share = (tuning: typeof TTR_TUNING | null) => dealtTickets(s, me, opp, tuning).filter((t) => t.includes('t03')).length / 200;
    const uniform = share(null);
    expect(uniform).toBeLessThan(0.1);
    expect(share(SET_MODEL)).toBeGreaterThan(0.8);
  });

  it('a charter whose whole connection the opponent claimed is dealt to it, not another', () => {
    // m1 Bikaner–Calcutta: the opponent holds every route of its cheapest connection.
    const m1 = MAIL_CHARTERS.find((t) => t.id === 'm1');
    const conn =
      m1 &&
      cheapestConnection(
        TTR_GRAPH,
        m1.a,
        m1.b,
        TTR_GRAPH.routes.map((r) => r.length),
      );
    expect(conn?.routes.length).toBeGreaterThan(2);
    const claims = Object.fromEntries((conn?.routes ?? []).map((r) => [TTR_GRAPH.routes[r].id, 1]));
    const { s, me, opp } = position(claims, ['t03', 't02', 'm1']);
    const worlds = dealtTickets(s, me, opp, SET_MODEL);
    // Every world gives it two regular tickets and one charter, as the counts say.
    for (const t of worlds) expect(t.filter((id) => REGULAR.has(id))).toHaveLength(2);
    expect(worlds.filter((t) => t.includes('m1')).length / worlds.length).toBeGreaterThan(0.8);
    const plain = dealtTickets(s, me, opp, null);
    expect(plain.filter((t) => t.includes('m1')).length / plain.length).toBeLessThan(0.4);
  });
});

describe('Ticket to Ride hard: the blocking claim', () => {
  it('with two players, one track of a double route closes the other to the opponent (rules §6); with four it stays open', () => {
    const { s, me, opp } = position({});
    const owners = [...s.owners];
    owners[track('r58', 0)] = me;
    expect(pricesFor({ ...s, owners }, opp).own[route('r58')]).toBe(Number.POSITIVE_INFINITY);
    expect(pricesFor({ ...s, owners, numPlayers: 4 }, opp).own[route('r58')]).toBe(2);
  });

  it('the link a likely ticket needs, with its bypass closed, costs the opponent most and is the claim chosen', () => {
    // The opponent holds r43 (Raipur–Nagpur); the viewer holds r83, the direct Raipur–Hyderabad route,
    // so t03 now hangs on r48 (Nagpur–Hyderabad, 4 blue), which the viewer can pay for.
    const { s, me, opp } = position({ r43: 1, r83: 0 });
    const o = core.observe(s, me);
    const weights = ticketWeights(o, me, opp, 8);
    const losses = blockLosses(o, opp, weights, 0.5);
    const r48 = losses.get(route('r48')) ?? 0;
    expect(r48).toBeGreaterThan(0);
    for (const [r, v] of losses) if (r !== route('r48')) expect(v).toBeLessThan(r48);
    const claims = core.legalActions(o, me).filter((a): a is ClaimRoute => a.type === 'claimRoute');
    expect(blockingClaim(claims, losses, 0)?.route).toBe('r48');
    expect(blockingClaim(claims, losses, r48 + 1)).toBeUndefined();
  });

  it('the modelled kit adds the blocking claim to the root candidates only', () => {
    const { s, me, opp } = position({ r43: 1, r83: 0 });
    const o = core.observe(s, me);
    const kit = ttrKit(core);
    const tuning = { ...TTR_TUNING, opponent: { ...TTR_TUNING.opponent, scale: 8, blockMin: 0.1 } };
    const k = modelledKit(kit, tuning, o, me);
    expect(k.candidates(o, me).some((a) => a.type === 'claimRoute' && a.route === 'r48')).toBe(true);
    expect(kit.candidates(o, me).some((a) => a.type === 'claimRoute' && a.route === 'r48')).toBe(false);
    const world = k.core.determinize(o, me, createRng('x'));
    expect(k.candidates(world, me)).toEqual(kit.candidates(world, me));
    expect(opp).not.toBe(me);
  });
});
