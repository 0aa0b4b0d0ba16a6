import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, createBot, createDecider } from '../../bots/index.ts';
import { ttrBot } from '../../bots/ttr-india/bot.ts';
import { chooseTtr } from '../../bots/ttr-india/heuristic.ts';
import { ttrKit } from '../../bots/ttr-india/kit.ts';
import { cheapestConnection, TTR_GRAPH } from '../../bots/ttr-india/graph.ts';
import { planFor, planOf, routeCosts } from '../../bots/ttr-india/view.ts';
import { createRng } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { expectSameActionAtEveryLevel } from './same-action.ts';
import { TtrIndiaCore, type TtrAction, type TtrState } from '../../src/games/ttr-india/index.ts';

const core = TtrIndiaCore;
type D = ReturnType<typeof createDecider<TtrState, TtrAction>>;
const decider = (level: (typeof BOT_LEVELS)[number], seed: string, iterations = 6): D =>
  createDecider<TtrState, TtrAction>({ game: 'ttr-india', level, seed, iterations });

/** A position after `steps` actions of two medium bots (main play, cards in every hand). */
function midGame(seed: string, steps = 30): TtrState {
  return runGame(core, [decider('medium', `${seed}/0`), decider('medium', `${seed}/1`)], { numPlayers: 2, seed, maxSteps: steps }).state;
}

/** A throwing stand-in for a hidden value: reading it in any way fails the test. */
function trap<T>(what: string): T {
  const fail = () => {
    throw new Error(`the bot read ${what}`);
  };
  return new Proxy({}, { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail }) as T;
}

describe('Ticket to Ride bots', () => {
  it('every level plays only legal actions through whole games (the runner refuses any other)', () => {
    for (const level of ['random', 'easy', 'medium'] as const) {
      for (const n of [2, 3]) {
        const deciders = Array.from({ length: n }, (_, s) => decider(level, `${level}/${n}/${s}`));
        const { record } = runGame(core, deciders, { numPlayers: n, seed: `legal/${level}/${n}`, maxSteps: 3000 });
        expect(record.result, `${level} at ${n} players finishes`).not.toBeNull();
      }
    }
    const { record } = runGame(core, [decider('hard', 'h0', 2), decider('medium', 'm1')], { numPlayers: 2, seed: 'legal/hard', maxSteps: 3000 });
    expect(record.result).not.toBeNull();
  });

  it('the heuristic finishes its tickets against a random player and outscores it', () => {
    const { record } = runGame(core, [decider('medium', 'a'), decider('random', 'b')], { numPlayers: 2, seed: 'strength', maxSteps: 3000 });
    const r = record.result!;
    expect(r.scores[0]).toBeGreaterThan(r.scores[1]);
    expect(r.breakdown[0].ticketsCompleted).toBeGreaterThan(0);
  });

  it('the same seed and observation give the same action, at every level', () => {
    expectSameActionAtEveryLevel(core, 'ttr-india', midGame('same'), 'seed-1', 12);
  });

  it('what the bot cannot see (other hands, tickets, deck order) cannot change what it does', async () => {
    const s = midGame('hidden');
    const seat = core.activePlayers(s)[0];
    // Another full state with the same observation: hidden parts re-dealt.
    const other = core.determinize(core.observe(s, seat), seat, createRng('other world'));
    expect(core.observe(other, seat)).toEqual(core.observe(s, seat));
    expect(other.deck).not.toEqual(s.deck);
    for (const level of BOT_LEVELS) {
      const play = (st: TtrState) =>
        createBot({ game: 'ttr-india', level, seed: 5, iterations: 8 }).play(
          { G: { core: st, rng: createRng(st.deck.join()).state() }, ctx: {} },
          String(seat),
        );
      expect((await play(other)).action, level).toEqual((await play(s)).action);
    }
  });

  it('createBot applies playerView first: it never touches hidden hands, tickets, offers, the deck order or the RNG', async () => {
    const s = midGame('proxy');
    const seat = core.activePlayers(s)[0];
    const opp = 1 - seat;
    const trapped: TtrState = {
      ...s,
      deck: s.deck.map(() => trap<number>('the deck order')),
      ticketDeck: s.ticketDeck.map(() => trap<string>('the ticket deck')),
      players: s.players.map((p, q) =>
        q === opp
          ? { ...p, hand: trap('a hidden hand'), tickets: trap('hidden tickets'), offer: p.offer?.map(() => trap<string>('a hidden offer')) ?? null }
          : p,
      ),
    };
    const G = {
      core: trapped,
      get rng(): never {
        throw new Error('the bot read the RNG');
      },
    };
    for (const level of BOT_LEVELS) {
      const { action } = await createBot({ game: 'ttr-india', level, seed: 9, iterations: 8 }).play({ G, ctx: {} }, String(seat));
      expect(action.type).toBe('MAKE_MOVE');
      const [arg] = action.payload.args as [Record<string, unknown> | undefined];
      expect(core.validate(s, seat, { type: action.payload.type, ...arg }), level).toBeNull();
    }
  });

  it('search candidates are legal and start with the heuristic choice', () => {
    const s = midGame('cands', 41);
    const seat = core.activePlayers(s)[0];
    const kit = ttrKit(core);
    const cands = kit.candidates(s, seat);
    expect(cands.length).toBeGreaterThan(1);
    for (const a of cands) expect(core.validate(s, seat, a)).toBeNull();
    expect(cands[0]).toEqual(chooseTtr(ttrBot(), s, seat, createRng(0), kit.medium));
  });

  it('the memoized plan and prices (reused across positions one claim apart) always equal fresh ones', () => {
    // Each position follows the last by one action, so the memo carries prices over a claim and keeps
    // a plan when another player claims a route off it; a structured clone has new owners arrays and
    // is computed from scratch. Two players (a double route closes when one track is taken) and three.
    for (const numPlayers of [2, 3]) {
      const { memo } = ttrBot();
      let checked = 0;
      runGame(
        core,
        Array.from({ length: numPlayers }, (_, p) => decider('medium', `memo/${p}`)),
        {
          numPlayers,
          seed: `memo${numPlayers}`,
          maxSteps: 3000,
          onStep: (s: TtrState) => {
            const fresh = structuredClone(s);
            for (let seat = 0; seat < s.numPlayers; seat++) {
              expect([...routeCosts(memo, s, seat)]).toEqual([...routeCosts(memo, fresh, seat)]);
              // Twice: the second read comes from the memo.
              planOf(memo, s, seat);
              expect(planOf(memo, s, seat)).toEqual(planFor(memo, s, seat));
              expect(planOf(memo, s, seat)).toEqual(planOf(memo, fresh, seat));
              checked++;
            }
          },
        },
      );
      expect(checked).toBeGreaterThan(100);
    }
  });

  it("each bot keeps its own view caches: what one bot computed is not in another bot's memo", () => {
    const s = midGame('own-memo');
    const seat = core.activePlayers(s)[0];
    const [a, b] = [ttrBot(), ttrBot()];
    const plan = planOf(a.memo, s, seat);
    expect(a.memo.byOwners.peek(s.owners)?.size).toBeGreaterThan(0);
    expect(b.memo.byOwners.peek(s.owners)).toBeUndefined();
    expect(planOf(b.memo, s, seat)).not.toBe(plan);
    expect(planOf(b.memo, s, seat)).toEqual(plan);
  });

  it('cheapestConnection finds the cheapest path, with the fewest routes among the cheapest (checked by Bellman–Ford)', () => {
    const rng = createRng('paths');
    const n = TTR_GRAPH.cityIndex.size;
    const ids = [...TTR_GRAPH.cityIndex.keys()];
    for (let k = 0; k < 300; k++) {
      const cost = TTR_GRAPH.routes.map((r) => {
        const x = rng.next();
        return x < 0.15 ? 0 : x < 0.35 ? Number.POSITIVE_INFINITY : r.length;
      });
      const from = ids[Math.floor(rng.next() * n)];
      const to = ids[Math.floor(rng.next() * n)];
      // Reference: (cost, routes) pairs relaxed to a fixed point.
      const best = ids.map(() => [Number.POSITIVE_INFINITY, 0]);
      best[TTR_GRAPH.cityIndex.get(from)!] = [0, 0];
      for (let changed = true; changed; ) {
        changed = false;
        TTR_GRAPH.routes.forEach((r, i) => {
          if (cost[i] === Number.POSITIVE_INFINITY) return;
          for (const [u, v] of [
            [r.a, r.b],
            [r.b, r.a],
          ].map(([a, b]) => [TTR_GRAPH.cityIndex.get(a)!, TTR_GRAPH.cityIndex.get(b)!])) {
            const [d, h] = [best[u][0] + cost[i], best[u][1] + 1];
            if (d < best[v][0] || (d === best[v][0] && h < best[v][1])) {
              best[v] = [d, h];
              changed = true;
            }
          }
        });
      }
      const want = best[TTR_GRAPH.cityIndex.get(to)!];
      const got = cheapestConnection(TTR_GRAPH, from, to, cost);
      if (want[0] === Number.POSITIVE_INFINITY) expect(got).toBeNull();
      else {
        expect(got!.cost).toBe(want[0]);
        expect(got!.routes).toHaveLength(want[1]);
        expect(got!.routes.reduce((sum, r) => sum + cost[r], 0)).toBe(want[0]);
      }
    }
  });
});
