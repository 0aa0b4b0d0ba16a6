/**
 * The replay worker: re-runs a tournament game (bots and all) off the main thread, so the page stays
 * responsive while a long game is played again. One request, one answer.
 */
/// <reference lib="webworker" />
import { createDecider } from '../../../bots/index.ts';
import type { BotLevel } from '../../../bots/index.ts';
import { getGameCore } from '../../games/registry.ts';
import type { ReplayRequest } from '../../sim/replay-data.ts';
import { rerunGame } from './rerun.ts';
import type { RerunResult } from './rerun.ts';

/** The worker's answer. */
export type RerunAnswer = ({ ok: true } & RerunResult) | { ok: false; error: string };

self.onmessage = (e: MessageEvent<ReplayRequest>) => {
  let answer: RerunAnswer;
  try {
    const core = getGameCore(e.data.data.game);
    answer = { ok: true, ...rerunGame(core, (r) => createDecider({ ...r, level: r.level as BotLevel }), e.data) };
  } catch (err) {
    answer = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(answer);
};
