// Bot worker entry: plain JavaScript that registers tsx, then loads the TypeScript worker, so
// the worker runs the same sources whether the server was started by tsx or by Vitest.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
