/**
 * A bot worker thread: decides moves for bot seats, one job at a time, from the seat's view only.
 * Running in a worker keeps a slow search from stalling the server's sockets and other matches.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type BotLevel, createBot } from '../../../bots/index.ts';
import type { AnyGameCore } from '../../engine/core.ts';
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
    bot = createBot({ game: resolve(job.game), level: job.level as BotLevel, seed: job.seed, budgetMs: job.budgetMs });
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
