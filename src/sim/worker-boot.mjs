// The entry of a simulator worker thread. A worker does not inherit tsx's loader from the main
// thread (and `execArgv: ['--import', 'tsx']` does not register it in a Node 20 worker), so register
// it here, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./worker.ts', import.meta.url).href);
