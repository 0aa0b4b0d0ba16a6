/**
 * The loop bonus in the hard Ticket to Ride bot (docs/rules/ttr-india.md §9.3): a completed ticket
 * qualifies when two paths of own routes with no route in common join its cities. The search's
 * evaluation counts the bonus, and its candidates include the claim that closes such a loop.
 */
import { describe, expect, it } from 'vitest';
import { loopTickets } from '../../bots/ttr-india/bonuses.ts';
import { ttrBot } from '../../bots/ttr-india/bot.ts';
import { evaluateTtr } from '../../bots/ttr-india/evaluate.ts';
import { loopClosingClaim, ttrKit } from '../../bots/ttr-india/kit.ts';
import { runGame } from '../../src/engine/runner.ts';
import { createDecider } from '../../bots/index.ts';
import { ROUTE_INDEX, ROUTE_TRACKS, TICKET_BY_ID } from '../../src/games/ttr-india/data/board.ts';
import { CARD_KINDS } from '../../src/games/ttr-india/data/types.ts';
import { ownEdges } from '../../src/games/ttr-india/rules/network.ts';
import { type ClaimRoute, UNCLAIMED } from '../../src/games/ttr-india/rules/state.ts';
import { TtrIndiaCore, type TtrAction, type TtrState } from '../../src/games/ttr-india/index.ts';

const core = TtrIndiaCore;
// Ticket t03 Raipur–Hyderabad: r43 Raipur–Nagpur (3 green) and r48 Nagpur–Hyderabad (4 blue) join them one way, r83 (5 yellow) directly.
const TICKET = TICKET_BY_ID.get('t03')!;
const track = (route: string) => ROUTE_TRACKS[ROUTE_INDEX.get(route)!][0];

/**
 * Main play, `seat` to move, the board empty but for `owned` (its routes), holding only t03, with
 * five yellow cards and 40 trains.
 */
function position(owned: readonly string[]): { s: TtrState; seat: number } {
  const deciders = [0, 1].map((seat) => createDecider<TtrState, TtrAction>({ game: 'ttr-india', level: 'medium', seed: `loop/${seat}` }));
  const base = runGame(core, deciders, { numPlayers: 2, seed: 'loop', maxSteps: 2 }).state;
  const seat = core.activePlayers(base)[0];
  const owners = base.owners.map(() => UNCLAIMED);
  for (const r of owned) owners[track(r)] = seat;
  const hand = CARD_KINDS.map((k) => (k === 'yellow' ? 5 : 0));
  const players = base.players.map((p, i) =>
    i === seat ? { ...p, hand, handSize: 5, trains: 40, tickets: ['t03'], ticketCount: 1, offer: [], offerCount: 0 } : p,
  );
  return { s: { ...base, phase: 'main', current: seat, drawn: 0, owners, players }, seat };
}

describe('Ticket to Ride hard bot: the loop bonus', () => {
  it('t03 is complete over r43+r48 but no loop ticket; with r83 too it is one', () => {
    expect([TICKET.a, TICKET.b].sort()).toEqual(['hyderabad-india', 'raipur']);
    const open = position(['r43', 'r48']);
    expect(loopTickets(ownEdges(open.s, open.seat), [TICKET])).toBe(0);
    const closed = position(['r43', 'r48', 'r83']);
    expect(loopTickets(ownEdges(closed.s, closed.seat), [TICKET])).toBe(1);
  });

  it('the evaluation counts the loop bonus (5 for one loop ticket) on top of the same routes and tickets', () => {
    const bot = ttrBot();
    const open = position(['r43', 'r48']);
    const closed = position(['r43', 'r48', 'r83']);
    const gain = evaluateTtr(bot, closed.s)[closed.seat] - evaluateTtr(bot, open.s)[open.seat];
    expect(gain).toBe(closed.s.params.loopBonus[1]);
    expect(gain).toBe(5);
  });

  it('the claim of r83 that closes the loop is found, and is the second search candidate', () => {
    const { s, seat } = position(['r43', 'r48']);
    const claims = core.legalActions(s, seat).filter((a): a is ClaimRoute => a.type === 'claimRoute');
    const closing = loopClosingClaim(s, seat, [TICKET], claims);
    expect(closing?.route).toBe('r83');
    const cands = ttrKit(core).candidates(s, seat);
    expect(cands[1]).toEqual(closing);
  });

  it('a claim that only extends the network closes no loop', () => {
    // With r43 alone, r83 reaches Hyderabad from Raipur but no cycle forms.
    const { s, seat } = position(['r43']);
    const claims = core.legalActions(s, seat).filter((a): a is ClaimRoute => a.type === 'claimRoute');
    expect(claims.some((a) => a.route === 'r83')).toBe(true);
    expect(loopClosingClaim(s, seat, [TICKET], claims)).toBeUndefined();
  });
});
