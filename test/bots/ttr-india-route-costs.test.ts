/**
 * The Ticket to Ride bot's route prices (bots/ttr-india/view.ts `routeCosts`, computed in one pass
 * over the owners) equal their definition on every state of real games: 0 for a route with a track
 * of the seat's own, its length when a track is open to the seat (`trackOpenTo`, the double-route
 * rule of 2–3 players closing the parallel track and of 4+ leaving it open), else Infinity.
 */
import { describe, expect, it } from 'vitest';
import { createDecider } from '../../bots/index.ts';
import { ttrBot } from '../../bots/ttr-india/bot.ts';
import { routeCosts } from '../../bots/ttr-india/view.ts';
import { deriveSeed } from '../../src/engine/rng.ts';
import { runGame } from '../../src/engine/runner.ts';
import { ROUTE_TRACKS, TRACKS } from '../../src/games/ttr-india/data/board.ts';
import { TtrIndiaCore as core } from '../../src/games/ttr-india/index.ts';
import { trackOpenTo } from '../../src/games/ttr-india/rules/claim.ts';
import type { TtrState } from '../../src/games/ttr-india/rules/state.ts';

/** The price of route `r` to `seat` by its definition. */
function definedCost(s: TtrState, seat: number, r: number): number {
  const tracks = ROUTE_TRACKS[r].map((t) => TRACKS[t]);
  if (tracks.some((t) => s.owners[t.index] === seat)) return 0;
  return tracks.some((t) => trackOpenTo(s, seat, t)) ? tracks[0].route.length : Number.POSITIVE_INFINITY;
}

describe('TTR bot route prices', () => {
  for (const numPlayers of [2, 4]) {
    it(`equal their definition on every state of a ${numPlayers}-player game, for every seat`, () => {
      const seed = deriveSeed('route-costs', numPlayers);
      const deciders = Array.from({ length: numPlayers }, (_, p) => createDecider<TtrState>({ game: 'ttr-india', level: 'medium', seed: deriveSeed(seed, p) }));
      let doubleHalfTaken = 0;
      runGame(core, deciders as never, {
        numPlayers,
        seed,
        onStep: (s) => {
          const t = s as TtrState;
          for (let seat = 0; seat < numPlayers; seat++) {
            // A fresh bot each time: no cached or incrementally updated prices, the full computation.
            const got = Array.from(routeCosts(ttrBot().memo, t, seat));
            expect(got).toEqual(ROUTE_TRACKS.map((_, r) => definedCost(t, seat, r)));
          }
          doubleHalfTaken = Math.max(doubleHalfTaken, ROUTE_TRACKS.filter((ts) => ts.length === 2 && ts.filter((i) => t.owners[i] >= 0).length === 1).length);
        },
      });
      expect(doubleHalfTaken).toBeGreaterThan(0); // the double-route rule was exercised
    });
  }
});
