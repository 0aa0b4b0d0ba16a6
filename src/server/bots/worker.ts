/**
 * A bot worker thread: decides moves for bot seats, one job at a time, from the seat's view only.
 * Running in a worker keeps a slow search from stalling the server's sockets and other matches.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type BotLevel, createBot } from '../../../bots/index.ts';
import type { AnyGameCore } from '../../engine/core.ts';
import { getGameCore } from '../../games/registry.ts';
import type { BotJob, BotReply, BotWorkerData } from './protocol.ts';

const data = workerData as BotWorkerData;
type Resolver = (id: string) => string | AnyGameCore;
let resolve: Resolver = (id) => id;
if (data.gamesModule) {
  const mod = (await import(data.gamesModule)) as { resolveBotGame: Resolver };
  resolve = mod.resolveBotGame;
}

const bots = new Map<string, ReturnType<typeof createBot>>();

function botFor(job: BotJob) {
  const key = `${job.game}|${job.level}|${job.seed}|${job.budgetMs ?? ''}`;
  let bot = bots.get(key);
  if (!bot) {
    if (bots.size > 500) bots.clear();
    const opts = { level: job.level as BotLevel, seed: job.seed, budgetMs: job.budgetMs };
    try {
      bot = createBot({ ...opts, game: resolve(job.game) });
    } catch (err) {
      // A game the bots have no kit for yet still gets the generic bots over its registered core.
      if (!/unknown game/.test((err as Error).message)) throw err;
      bot = createBot({ ...opts, game: getGameCore(job.game) });
    }
    bots.set(key, bot);
  }
  return bot;
}

parentPort!.on('message', async (job: BotJob) => {
  let reply: BotReply;
  try {
    const { action } = await botFor(job).play(job.state, job.playerID);
    reply = { id: job.id, move: { type: action.payload.type, args: action.payload.args ?? [] } };
  } catch (err) {
    reply = { id: job.id, error: (err as Error).stack ?? String(err) };
  }
  parentPort!.postMessage(reply);
});
