/**
 * The bot worker: runs the bots' synchronous deciders off the main thread so the page never freezes.
 * It keeps one decider per (game, level, seed) so a heuristic remembers its plan between turns. If a
 * bot fails, it answers a random legal move instead and says so, so a game never stalls.
 */
/// <reference lib="webworker" />
import { createDecider } from '../../../bots/index.ts';
import type { AnyGameCore } from '../../../src/engine/core.ts';
import { getGameCore } from '../../../src/games/registry.ts';
import { createRng } from '../../../src/engine/rng.ts';
import type { Decider } from '../../../src/engine/runner.ts';
import type { DecideRequest, DecideResponse } from './protocol.ts';

type Action = { type: string; [k: string]: unknown };
const deciders = new Map<string, Decider<unknown, Action>>();

function fallback(req: DecideRequest, reason: string): DecideResponse {
  let core: AnyGameCore;
  try {
    core = getGameCore(req.game);
  } catch {
    return { id: req.id, error: reason };
  }
  const legal = core.legalActions(req.observation, req.seat) as Action[];
  if (legal.length === 0) return { id: req.id, error: reason };
  return { id: req.id, action: createRng(`${req.seed}:${req.id}`).pick(legal), ms: 0, warning: `bot failed (${reason}); played a random legal move` };
}

self.onmessage = (e: MessageEvent<DecideRequest>) => {
  const req = e.data;
  const t0 = performance.now();
  let res: DecideResponse;
  try {
    const key = `${req.game}|${req.level}|${req.seed}`;
    let d = deciders.get(key);
    if (!d) {
      d = createDecider({ game: req.game, level: req.level, seed: req.seed });
      deciders.set(key, d);
    }
    const action = d.decide(req.observation, req.seat);
    res = { id: req.id, action, ms: performance.now() - t0 };
  } catch (err) {
    res = fallback(req, err instanceof Error ? err.message : String(err));
  }
  (self as unknown as Worker).postMessage(res);
};
