/** The TTR laws given to the shared harness can fail: they catch the faults they exist for. */
import { describe, expect, it } from 'vitest';
import { ROUTE_INDEX } from '../../../src/games/ttr-india/data/board.ts';
import type { CardColour } from '../../../src/games/ttr-india/data/types.ts';
import type { TtrState } from '../../../src/games/ttr-india/rules/state.ts';
import { checkExactness, type Where } from '../../harness/checks.ts';
import { core, mainState, routeBetween, withHand, withRoutes } from './fixtures.ts';
import { ttrCandidates, ttrConservation } from './laws.ts';

const where: Where = { game: 'ttr-india', numPlayers: 2, seed: 'laws', step: 0 };

describe('TTR conservation law and candidates', () => {
  it('holds on a sound state and catches a lost card, a lost train, a duplicated ticket, both tracks to one player', () => {
    const s = mainState(4);
    expect(ttrConservation(s)).toBeNull();
    expect(ttrConservation({ ...s, deck: s.deck.slice(1) })).toMatch(/cards instead of/);
    expect(ttrConservation({ ...s, players: s.players.map((pl, p) => (p === 0 ? { ...pl, trains: 44 } : pl)) })).toMatch(/trains/);
    const dup = s.players[1].tickets as string[];
    expect(ttrConservation({ ...s, ticketDeck: [...s.ticketDeck, dup[0]] })).toMatch(/two places/);
    const r = routeBetween('delhi', 'agra').id;
    expect(
      ttrConservation(
        withRoutes(s, 0, [
          [r, 0],
          [r, 1],
        ]),
      ),
    ).toMatch(/both tracks/);
  });

  it('the candidates catch a legal payment that legalActions leaves out', () => {
    const r = routeBetween('varanasi', 'patna'); // grey, length 2
    const i = ROUTE_INDEX.get(r.id) as number;
    const turns = (3 - (i % 3)) % 3; // the third of the routes the candidates cover on this turn
    const offered = ttrCandidates({ ...mainState(2), turns }, 0) as { route?: string; colour?: string }[];
    const colour = offered.find((c) => c?.route === r.id && c.colour && !['grey', 'loco'].includes(c.colour))?.colour as CardColour;
    expect(colour).toBeDefined();
    let s: TtrState = withHand(mainState(2), 0, { [colour]: 2 });
    s = { ...s, turns };
    const listed = core.legalActions(s, 0);
    expect(() => checkExactness(core, s, 0, listed, ttrCandidates(s, 0), where)).not.toThrow();
    const missing = listed.filter((a) => !(a.type === 'claimRoute' && a.route === r.id && a.colour === colour));
    expect(missing.length).toBe(listed.length - 1);
    expect(() => checkExactness(core, s, 0, missing, ttrCandidates(s, 0), where)).toThrow(/accepted but not listed/);
  });
});
