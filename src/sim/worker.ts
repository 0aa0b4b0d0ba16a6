/**
 * A worker thread of the tournament pool: it loads the providers module it is given, then plays the
 * game indices the main thread sends and posts each outcome back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playTournamentGame } from './play.ts';
import type { WorkerInit, WorkerReply, WorkerRequest } from './protocol.ts';
import { loadProvidersFrom } from './providers-loader.ts';

const port = parentPort;
if (!port) throw new Error('src/sim/worker.ts must run in a worker thread');
const init = workerData as WorkerInit;
const post = (reply: WorkerReply) => port.postMessage(reply);

try {
  const providers = await loadProvidersFrom(init.providersModule);
  const core = await providers.getGameCore(init.config.game);
  port.on('message', (request: WorkerRequest) => {
    for (const index of request.indices) post({ type: 'outcome', outcome: playTournamentGame(core, providers, init.config, index) });
    post({ type: 'idle' });
  });
  post({ type: 'ready' });
} catch (e) {
  post({ type: 'fatal', error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}
