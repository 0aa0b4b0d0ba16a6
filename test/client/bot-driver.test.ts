/**
 * The client's bot driver (src/client/bots/BotDriver.ts) against boardgame.io's Local master, with
 * the Web Worker replaced by a slow in-process stand-in: every bot seat gets its own playerView,
 * decides once per state, never twice on one turn, and the game runs to its end.
 */
import type { Game } from 'boardgame.io';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import { BotDriver } from '../../src/client/bots/BotDriver.ts';
import type { BotWorkerClient, WorkerAction } from '../../src/client/bots/botWorkerClient.ts';
import type { DecideRequest } from '../../src/client/bots/protocol.ts';
import { type CoreG, coreEndIf, coreMove, corePlayerView, coreSetup, coreTurnOrder } from '../../src/engine/bgio.ts';
import { Nim, type NimState } from '../fixtures/nim.ts';

function nimGame(): Game<CoreG<NimState>> {
  return {
    name: 'nim',
    setup: (ctx) => coreSetup(Nim as never)(ctx, { seed: 'driver-test', pile: 21 } as never) as CoreG<NimState>,
    turn: { order: coreTurnOrder(Nim) },
    moves: { take: coreMove(Nim, 'take') },
    playerView: corePlayerView(Nim),
    endIf: coreEndIf(Nim),
  };
}

describe('BotDriver (the page-side bot loop)', () => {
  it('plays every bot seat from its own view, once per state, until the game ends', async () => {
    const calls: Omit<DecideRequest, 'id'>[] = [];
    const worker = {
      onWarning: null,
      decide(req: Omit<DecideRequest, 'id'>): Promise<WorkerAction> {
        calls.push(req);
        const obs = req.observation as NimState;
        // Slow on purpose, so that state notifications arrive while a decision is in flight.
        return new Promise((ok) => setTimeout(() => ok({ type: 'take', n: Math.min(2, obs.pile) }), 15));
      },
      terminate() {},
    } as unknown as BotWorkerClient;
    const statuses: number[][] = [];
    const game = nimGame();
    const driver = new BotDriver({
      game: game as Game,
      core: Nim,
      numPlayers: 2,
      multiplayer: Local(),
      matchID: 'driver-test',
      bots: [
        { seat: 0, level: 'random' },
        { seat: 1, level: 'random' },
      ],
      seed: 'driver',
      worker,
      delayMs: 0,
      onStatus: (s) => statuses.push(s.thinking),
    });
    driver.start();
    // 21 counters taken 2 at a time (1 at the end): 11 moves.
    await expect.poll(() => calls.length, { timeout: 10_000, interval: 20 }).toBe(11);
    await new Promise((r) => setTimeout(r, 200));
    driver.stop();
    expect(calls.length).toBe(11);
    // Seats alternate: nobody acted twice in a row, and each saw a smaller pile than before.
    calls.forEach((c, i) => {
      expect(c.seat).toBe(i % 2);
      expect(c.game).toBe('nim');
      if (i > 0) expect((c.observation as NimState).pile).toBeLessThan((calls[i - 1].observation as NimState).pile);
    });
    // Each bot saw only its own secret bonus (its playerView), never the other's.
    for (const c of calls) {
      const bonus = (c.observation as NimState).bonus;
      expect(bonus[c.seat]).not.toBeNull();
      expect(bonus[1 - c.seat]).toBeNull();
    }
    expect(statuses.some((t) => t.length > 0)).toBe(true);
    expect(statuses[statuses.length - 1]).toEqual([]);
  });
});
