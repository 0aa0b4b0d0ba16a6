/** A promise-based handle on one bot worker (one request at a time is what a worker runs anyway). */
import type { DecideRequest, DecideResponse } from './protocol.ts';

/** A core action as the worker returns it. */
export type WorkerAction = { type: string; [k: string]: unknown };

/** Sends observations to a Web Worker running the bots and resolves with their actions. */
export class BotWorkerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  /** Called when the worker had to replace a failing bot's move by a random legal one. */
  onWarning: ((message: string) => void) | null = null;
  private pending = new Map<number, { resolve: (a: WorkerAction) => void; reject: (e: Error) => void }>();

  private ensure(): Worker {
    if (!this.worker) {
      this.worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bots' });
      this.worker.onmessage = (e: MessageEvent<DecideResponse>) => {
        const p = this.pending.get(e.data.id);
        if (!p) return;
        this.pending.delete(e.data.id);
        if ('error' in e.data) p.reject(new Error(e.data.error));
        else {
          if (e.data.warning) this.onWarning?.(e.data.warning);
          p.resolve(e.data.action);
        }
      };
      this.worker.onerror = (e) => {
        for (const p of this.pending.values()) p.reject(new Error(e.message || 'bot worker failed'));
        this.pending.clear();
      };
    }
    return this.worker;
  }

  /** The action the bot of `level` takes for `seat` given its observation. */
  decide(req: Omit<DecideRequest, 'id'>): Promise<WorkerAction> {
    const id = this.nextId++;
    const w = this.ensure();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      w.postMessage({ ...req, id } satisfies DecideRequest);
    });
  }

  /** Stops the worker; pending requests are rejected. */
  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error('bot worker stopped'));
    this.pending.clear();
  }
}
