/** Scenario tests of "How the Game Ends & Scoring" and the tie-breaks. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng.ts';
import { CITY_INDEX } from '../../../src/games/ttr-india/data/board.ts';
import { ROUTES } from '../../../src/games/ttr-india/data/routes.ts';
import { TICKETS } from '../../../src/games/ttr-india/data/tickets.ts';
import { type Edge, edgeDisjointPaths, longestTrail } from '../../../src/games/ttr-india/rules/network.ts';
import { scoreAll, type TtrScore, ticketStatus, winnersOf } from '../../../src/games/ttr-india/rules/scoring.ts';
import type { TtrState } from '../../../src/games/ttr-india/rules/state.ts';
import { core, mainState, play, routeBetween, withHand, withRoutes } from './fixtures.ts';

const id = (a: string, b: string) => routeBetween(a, b).id;
const withTickets = (s: TtrState, p: number, tickets: string[]): TtrState => ({
  ...s,
  players: s.players.map((pl, q) => (q === p ? { ...pl, tickets, ticketCount: tickets.length } : pl)),
});
const noTickets = (s: TtrState): TtrState => s.players.reduce((st, _, p) => withTickets(st, p, []), s);
const ticket = (a: string, b: string) => {
  const t = TICKETS.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
  if (!t) throw new Error(`no ticket ${a}–${b}`);
  return t;
};

describe('How the Game Ends', () => {
  it('End trigger: a player who ends a turn with two or fewer trains gives every player, including that one, exactly one more turn', () => {
    const r = routeBetween('bombay', 'pune'); // length 1
    let s = withHand(mainState(3), 0, { green: 1 });
    s = { ...s, players: s.players.map((pl, p) => (p === 0 ? { ...pl, trains: 3 } : pl)) };
    const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'green', locos: 0 }]]);
    expect(s1.players[0].trains).toBe(2);
    expect(s1.phase).toBe('lastRound');
    expect(s1.current).toBe(1);
    const s2 = play(s1, [[1, { type: 'drawTickets' }]]);
    const s3 = play(s2, [[1, { type: 'keepTickets', keep: [(s2.players[1].offer as string[])[0]] }]]);
    expect([s3.phase, s3.current]).toEqual(['lastRound', 2]);
    const s4 = play(s3, [
      [2, { type: 'drawFromDeck' }],
      [2, { type: 'drawFromDeck' }],
    ]);
    expect([s4.phase, s4.current]).toEqual(['lastRound', 0]);
    expect(core.result(s4)).toBeNull();
    const s5 = play(s4, [
      [0, { type: 'drawFromDeck' }],
      [0, { type: 'drawFromDeck' }],
    ]);
    expect(s5.phase).toBe('over');
    expect(core.activePlayers(s5)).toEqual([]);
    expect(core.legalActions(s5, 1)).toEqual([]);
    expect(core.result(s5)).not.toBeNull();
  });

  it('End trigger: three trains left does not trigger the last round', () => {
    let s = withHand(mainState(2), 0, { green: 1 });
    s = { ...s, players: s.players.map((pl, p) => (p === 0 ? { ...pl, trains: 4 } : pl)) };
    const s1 = play(s, [[0, { type: 'claimRoute', route: id('bombay', 'pune'), track: 0, colour: 'green', locos: 0 }]]);
    expect([s1.players[0].trains, s1.phase]).toEqual([3, 'main']);
  });
});

describe('Scoring 1: route points', () => {
  it('Route points: length 1 = 1, 2 = 2, 3 = 4, 4 = 7, 5 = 10, 6 = 15, scored when claimed', () => {
    const expected = [0, 1, 2, 4, 7, 10, 15];
    for (let length = 1; length <= 6; length++) {
      const r = ROUTES.find((x) => x.length === length) as (typeof ROUTES)[number];
      const s = withHand(mainState(2), 0, { loco: length });
      const s1 = play(s, [[0, { type: 'claimRoute', route: r.id, track: 0, colour: 'loco', locos: length }]]);
      expect([length, s1.players[0].routePoints - s.players[0].routePoints]).toEqual([length, expected[length]]);
      expect(s1.players[0].trains).toBe(45 - length);
    }
  });
});

describe('Scoring 2: tickets and charters', () => {
  it('Tickets: add the value of every one completed, subtract every one not; no floor, so a score can go negative', () => {
    const t1 = ticket('jaipur', 'bhopal');
    const t2 = ticket('delhi', 'bangalore');
    let s = noTickets(mainState(2));
    s = withRoutes(s, 0, [id('jaipur', 'indore'), id('bhopal', 'indore')]);
    s = withTickets(s, 0, [t1.id, t2.id]);
    s = withTickets(s, 1, [t2.id]);
    const [a, b] = scoreAll({ ...s, phase: 'over' });
    expect(a.tickets).toBe(t1.value - t2.value);
    expect([a.ticketsCompleted, a.ticketsFailed]).toEqual([1, 1]);
    expect(b.total).toBe(-t2.value);
    expect(b.total).toBeLessThan(0);
  });

  it('Mail Charters count like tickets: plus when completed, minus when not', () => {
    let s = noTickets(mainState(2));
    s = withTickets(s, 1, ['m1']);
    const [, b] = scoreAll({ ...s, phase: 'over' });
    expect(b.tickets).toBe(-20);
  });

  it('A ticket is completed through a chain of own routes only, not another player’s', () => {
    const t1 = ticket('jaipur', 'bhopal');
    let s = noTickets(mainState(2));
    s = withRoutes(s, 0, [id('jaipur', 'indore')]);
    s = withRoutes(s, 1, [id('bhopal', 'indore')]);
    s = withTickets(s, 0, [t1.id]);
    expect(ticketStatus(s, 0)).toEqual([{ id: t1.id, completed: false, loop: false }]);
  });
});

describe('Scoring 3: the loop bonus', () => {
  const t = ticket('jaipur', 'bhopal');

  it('Loop bonus: a completed ticket joined by two routes of own trains without a common segment qualifies', () => {
    let s = noTickets(mainState(2));
    s = withRoutes(s, 0, [id('jaipur', 'indore'), id('indore', 'bhopal'), id('jaipur', 'agra'), id('agra', 'bhopal')]);
    s = withTickets(s, 0, [t.id]);
    expect(ticketStatus(s, 0)).toEqual([{ id: t.id, completed: true, loop: true }]);
    expect(scoreAll({ ...s, phase: 'over' })[0].loopBonus).toBe(5);
  });

  it('Loop bonus: the two paths may share a city, never a route segment', () => {
    let s = noTickets(mainState(2));
    // jaipur–agra–bhopal and jaipur–delhi–agra–lucknow–jabalpur–bhopal: both pass Agra, no route in common
    s = withRoutes(s, 0, [
      id('jaipur', 'agra'),
      id('agra', 'bhopal'),
      id('jaipur', 'delhi'),
      id('delhi', 'agra'),
      id('agra', 'lucknow'),
      id('lucknow', 'jabalpur'),
      id('jabalpur', 'bhopal'),
    ]);
    s = withTickets(s, 0, [t.id]);
    expect(ticketStatus(s, 0)[0].loop).toBe(true);
    let shared = noTickets(mainState(2));
    // jaipur–agra–bhopal and jaipur–delhi–agra–bhopal share Agra–Bhopal
    shared = withRoutes(shared, 0, [id('jaipur', 'agra'), id('agra', 'bhopal'), id('jaipur', 'delhi'), id('delhi', 'agra')]);
    shared = withTickets(shared, 0, [t.id]);
    expect(ticketStatus(shared, 0)).toEqual([{ id: t.id, completed: true, loop: false }]);
  });

  it('Loop bonus: computed by max-flow, not by a greedy path search', () => {
    const [S, a, b, c, d, T] = [0, 1, 2, 3, 4, 5];
    const e = (x: number, y: number): Edge => ({ a: x, b: y, length: 1 });
    // a greedy first path S–a–b–T blocks the second; max-flow finds S–a–d–T and S–c–b–T
    const edges = [e(S, a), e(a, b), e(b, T), e(S, c), e(c, b), e(a, d), e(d, T)];
    expect(edgeDisjointPaths(edges, S, T)).toBe(2);
    expect(edgeDisjointPaths([e(S, a), e(a, T), e(S, b), e(b, a)], S, T)).toBe(1);
  });

  it('Loop bonus: 1, 2, 3, 4, 5 or more qualifying tickets earn 5, 10, 20, 30, 40', () => {
    let s = noTickets(mainState(2));
    s = withRoutes(s, 0, [id('jaipur', 'indore'), id('indore', 'bhopal'), id('jaipur', 'agra'), id('agra', 'bhopal')]);
    const bonus = [0, 5, 10, 20, 30, 40, 40];
    for (let k = 0; k <= 6; k++) {
      // the same qualifying ticket k times stands for k qualifying tickets
      const scored = scoreAll({
        ...withTickets(
          s,
          0,
          Array.from({ length: k }, () => t.id),
        ),
        phase: 'over',
      })[0];
      expect([k, scored.loopTickets, scored.loopBonus]).toEqual([k, k, bonus[k]]);
    }
  });

  it('Loop bonus: an uncompleted ticket never qualifies', () => {
    let s = noTickets(mainState(2));
    s = withRoutes(s, 0, [id('jaipur', 'indore'), id('indore', 'bhopal'), id('jaipur', 'agra'), id('agra', 'bhopal')]);
    s = withTickets(s, 0, ['m1', t.id]);
    expect(ticketStatus(s, 0).map((x) => [x.id, x.completed, x.loop])).toEqual([
      ['m1', false, false],
      [t.id, true, true],
    ]);
  });

  it('Loop bonus: completed Mail Charters count too', () => {
    let s = noTickets(mainState(2));
    const northern = [id('bikaner', 'delhi'), id('delhi', 'lucknow'), id('lucknow', 'varanasi'), id('varanasi', 'patna'), id('patna', 'calcutta')];
    const southern = [
      id('bikaner', 'jaipur'),
      id('jaipur', 'agra'),
      id('agra', 'lucknow'),
      id('lucknow', 'jabalpur'),
      id('jabalpur', 'raipur'),
      id('raipur', 'bhubaneswar'),
      id('bhubaneswar', 'calcutta'),
    ];
    s = withTickets(withRoutes(s, 0, [...northern, ...southern]), 0, ['m1']); // Bikaner–Calcutta
    expect(ticketStatus(s, 0)).toEqual([{ id: 'm1', completed: true, loop: true }]);
    const [a] = scoreAll({ ...s, phase: 'over' });
    expect([a.tickets, a.loopTickets, a.loopBonus]).toEqual([20, 1, 5]);
  });

  it('Variants: the loop bonus is always part of the game (on by default, no option needed)', () => {
    expect(mainState(2).params.loopBonus).toEqual([0, 5, 10, 20, 30, 40]);
  });
});

describe('Scoring 4: the longest route', () => {
  const e = (x: number, y: number, length: number): Edge => ({ a: x, b: y, length });

  it('Longest route: no route used twice — a star of three arms counts only two of them', () => {
    expect(longestTrail([e(0, 1, 3), e(0, 2, 3), e(0, 3, 3)])).toBe(6);
  });

  it('Longest route: cities may repeat — a loop with a tail is run around the loop and out along the tail', () => {
    expect(longestTrail([e(0, 1, 2), e(1, 2, 2), e(2, 0, 2), e(0, 3, 5)])).toBe(11);
    // a figure of eight through one city uses every route
    expect(longestTrail([e(0, 1, 1), e(1, 2, 1), e(2, 0, 1), e(0, 3, 1), e(3, 4, 1), e(4, 0, 1)])).toBe(6);
  });

  it('Longest route: 10 points to every player tied for the longest', () => {
    expect(routeBetween('delhi', 'agra').length + routeBetween('agra', 'bhopal').length).toBe(6);
    expect(routeBetween('madras', 'port-blair').length).toBe(6);
    let s = noTickets(mainState(3));
    s = withRoutes(s, 0, [id('delhi', 'agra'), id('agra', 'bhopal')]);
    s = withRoutes(s, 1, [id('madras', 'port-blair')]);
    s = withRoutes(s, 2, [id('bombay', 'pune')]);
    const scores = scoreAll({ ...s, phase: 'over' });
    expect(scores.map((x) => x.longestTrail)).toEqual([6, 6, 1]);
    expect(scores.map((x) => x.longestBonus)).toEqual([10, 10, 0]);
    const alone = scoreAll({ ...withRoutes(s, 2, [id('pune', 'aurangabad'), id('aurangabad', 'hyderabad-india')]), phase: 'over' });
    expect(alone[2].longestTrail).toBeGreaterThan(6);
    expect(alone.map((x) => x.longestBonus)).toEqual([0, 0, 10]);
  });
});

describe('Scoring: the graph algorithms against brute force', () => {
  /** Every trail from every city, no pruning: the definition itself. */
  function bruteTrail(edges: readonly Edge[]): number {
    let best = 0;
    const used = edges.map(() => false);
    const walk = (v: number, length: number) => {
      best = Math.max(best, length);
      edges.forEach((e, i) => {
        if (used[i] || (e.a !== v && e.b !== v)) return;
        used[i] = true;
        walk(e.a === v ? e.b : e.a, length + e.length);
        used[i] = false;
      });
    };
    for (const e of edges) {
      walk(e.a, 0);
      walk(e.b, 0);
    }
    return best;
  }
  const connected = (edges: readonly Edge[], a: number, b: number) => {
    const seen = new Set([a]);
    const stack = [a];
    while (stack.length) {
      const v = stack.pop() as number;
      for (const e of edges) {
        const w = e.a === v ? e.b : e.b === v ? e.a : -1;
        if (w >= 0 && !seen.has(w)) {
          seen.add(w);
          stack.push(w);
        }
      }
    }
    return seen.has(b);
  };
  /** Menger: two edge-disjoint paths iff connected and no single route's removal separates them. */
  const bruteLoop = (edges: readonly Edge[], a: number, b: number) =>
    connected(edges, a, b) &&
    edges.every((_, i) =>
      connected(
        edges.filter((_, j) => j !== i),
        a,
        b,
      ),
    );

  const randomNetwork = (seed: number): Edge[] => {
    const rng = createRng(`net-${seed}`);
    const start = rng.int(ROUTES.length);
    // a random connected-ish network of up to 45 trains, grown from one route
    const chosen = new Set([start]);
    let trains = 45 - ROUTES[start].length;
    for (let tries = 0; tries < 200 && trains > 0; tries++) {
      const r = rng.int(ROUTES.length);
      const touches = [...chosen].some((c) => [ROUTES[c].a, ROUTES[c].b].some((x) => x === ROUTES[r].a || x === ROUTES[r].b));
      if (!chosen.has(r) && ROUTES[r].length <= trains && (touches || rng.next() < 0.1)) {
        chosen.add(r);
        trains -= ROUTES[r].length;
      }
    }
    return [...chosen].map((i) => ({ a: CITY_INDEX.get(ROUTES[i].a) as number, b: CITY_INDEX.get(ROUTES[i].b) as number, length: ROUTES[i].length }));
  };

  it('Longest route: the fast exact search equals brute force on 150 random networks', () => {
    for (let seed = 0; seed < 150; seed++) {
      const edges = randomNetwork(seed);
      expect([seed, longestTrail(edges)]).toEqual([seed, bruteTrail(edges)]);
    }
  });

  it('Loop bonus: max-flow agrees with Menger’s theorem (no single route separates the cities) on random networks', () => {
    let loops = 0;
    for (let seed = 0; seed < 150; seed++) {
      const edges = randomNetwork(seed);
      const cities = [...new Set(edges.flatMap((e) => [e.a, e.b]))];
      for (let k = 0; k < 5; k++) {
        const a = cities[(seed * 7 + k * 3) % cities.length];
        const b = cities[(seed * 11 + k * 5 + 1) % cities.length];
        if (a === b) continue;
        const flow = edgeDisjointPaths(edges, a, b) >= 2;
        if (flow) loops++;
        expect([seed, a, b, flow]).toEqual([seed, a, b, bruteLoop(edges, a, b)]);
      }
    }
    expect(loops).toBeGreaterThan(0);
  });
});

describe('Scoring: the final total and the tie-breaks', () => {
  const base: TtrScore = {
    routes: 0,
    tickets: 0,
    ticketsCompleted: 0,
    ticketsFailed: 0,
    loopTickets: 0,
    loopBonus: 0,
    longestTrail: 0,
    longestBonus: 0,
    trainsLeft: 0,
    total: 50,
  };
  const sc = (x: Partial<TtrScore>): TtrScore => ({ ...base, ...x });

  it('Score = route points + completed tickets − failed tickets + loop bonus + longest-route bonus', () => {
    const t = ticket('jaipur', 'bhopal');
    let s = noTickets(mainState(2));
    s = withRoutes(s, 0, [id('jaipur', 'indore'), id('indore', 'bhopal'), id('jaipur', 'agra'), id('agra', 'bhopal')]);
    s = withTickets(s, 0, [t.id, 'm6']);
    const r = core.result({ ...s, phase: 'over' });
    const [a] = scoreAll({ ...s, phase: 'over' });
    expect(a.total).toBe(a.routes + t.value - 35 + 5 + 10);
    expect(r?.scores[0]).toBe(a.total);
    expect(r?.breakdown[0].total).toBe(a.total);
  });

  it('The highest total wins', () => {
    expect(winnersOf([sc({ total: 10 }), sc({ total: 30 }), sc({ total: 20 })])).toEqual([1]);
  });

  it('Tie-break 1: most completed tickets', () => {
    expect(winnersOf([sc({ ticketsCompleted: 2, longestBonus: 10 }), sc({ ticketsCompleted: 3 })])).toEqual([1]);
  });

  it('Tie-break 2: then who holds the longest-route bonus', () => {
    expect(winnersOf([sc({ ticketsCompleted: 2, loopTickets: 3 }), sc({ ticketsCompleted: 2, longestBonus: 10 })])).toEqual([1]);
  });

  it('Tie-break 3: then loop-bonus tickets', () => {
    expect(winnersOf([sc({ loopTickets: 2, trainsLeft: 0 }), sc({ loopTickets: 1 })])).toEqual([0]);
  });

  it('Tie-break 4: then fewest trains remaining', () => {
    expect(winnersOf([sc({ trainsLeft: 2 }), sc({ trainsLeft: 1 }), sc({ trainsLeft: 1, total: 40 })])).toEqual([1]);
  });

  it('Tie-break 5: if everything is still tied, a shared victory', () => {
    expect(winnersOf([sc({ trainsLeft: 1 }), sc({ trainsLeft: 2 }), sc({ trainsLeft: 1 })])).toEqual([0, 2]);
  });

  it('Result: the winners come from the full scores of a finished game', () => {
    let s = noTickets(mainState(2));
    s = withRoutes(s, 1, [id('delhi', 'agra')]);
    expect(core.result(s)).toBeNull();
    const r = core.result({ ...s, phase: 'over' });
    expect(r?.winners).toEqual([1]);
    expect(CITY_INDEX.size).toBe(40);
  });
});
