import { describe, expect, it } from 'vitest';
import { gamePool, withoutTsx } from '../../src/sim/pool.ts';
import { NIM_PROVIDERS } from './helpers.ts';

describe('the worker-thread pool', () => {
  it("reports its own errors to the caller instead of throwing them (piscina's 'unexpected message' after an abort)", async () => {
    // piscina emits 'error' when a thread's result comes back for a task that was aborted meanwhile;
    // with no listener, an EventEmitter throws that error and the process dies of an uncaught exception.
    const heard: string[] = [];
    const pool = await gamePool(NIM_PROVIDERS, 1, (e) => heard.push(e.message));
    try {
      expect(() => pool.emit('error', new Error('Unexpected message from Worker: { taskId: 68 }'))).not.toThrow();
      expect(heard).toEqual(['Unexpected message from Worker: { taskId: 68 }']);
    } finally {
      await pool.destroy();
    }
  });
});

describe('worker threads start without tsx', () => {
  it('drop the flags that load tsx and keep the others', () => {
    expect(withoutTsx(['--import', 'tsx', '--max-old-space-size=4096'])).toEqual(['--max-old-space-size=4096']);
    expect(withoutTsx(['--import=tsx', '--enable-source-maps'])).toEqual(['--enable-source-maps']);
    expect(
      withoutTsx(['--require', '/p/node_modules/tsx/dist/preflight.cjs', '--import', 'file:///p/node_modules/tsx/dist/loader.mjs', '--import', './other.mjs']),
    ).toEqual(['--import', './other.mjs']);
  });
});
