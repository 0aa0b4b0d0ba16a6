/** A fixed pool of bot worker threads with a job queue and a per-decision time limit. */
import { Worker } from 'node:worker_threads';
import type { BotJob, BotMove, BotReply, BotWorkerData } from './protocol.ts';

/** Options of the pool. */
export interface BotPoolOptions {
  size: number;
  /** A decision taking longer is abandoned and its worker replaced. */
  timeoutMs: number;
  gamesModule?: string;
}

interface Pending {
  job: BotJob;
  resolve: (move: BotMove) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  busy?: Pending;
  timer?: NodeJS.Timeout;
  dead?: boolean;
}

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./worker.ts', import.meta.url).href;

/** Runs bot decisions in worker threads, `size` at a time. */
export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: BotPoolOptions) {
    for (let i = 0; i < Math.max(1, opts.size); i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const data: BotWorkerData = { entry: ENTRY, gamesModule: this.opts.gamesModule };
    const worker = new Worker(BOOT, { workerData: data });
    const slot: Slot = { worker };
    worker.on('message', (reply: BotReply) => this.finish(slot, reply));
    worker.on('error', (err) => this.fail(slot, err));
    worker.on('exit', (code) => {
      if (!this.closed && !slot.dead) this.fail(slot, new Error(`bot worker exited with code ${code}`));
    });
    worker.unref();
    return slot;
  }

  /** The move a bot decides for a job (the id is assigned here). */
  decide(job: Omit<BotJob, 'id'>): Promise<BotMove> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve, reject });
      this.pump();
    });
  }

  /** Jobs waiting or running. */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.busy).length;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      const p = this.queue.shift()!;
      slot.busy = p;
      slot.timer = setTimeout(() => this.replace(slot, new Error(`bot decision exceeded ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
      slot.worker.postMessage(p.job);
    }
  }

  private finish(slot: Slot, reply: BotReply): void {
    const p = slot.busy;
    if (!p || p.job.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.busy = undefined;
    if ('error' in reply) p.reject(new Error(reply.error));
    else p.resolve(reply.move);
    this.pump();
  }

  private fail(slot: Slot, err: Error): void {
    if (!slot.dead) this.replace(slot, err);
  }

  private replace(slot: Slot, err: Error): void {
    clearTimeout(slot.timer);
    slot.dead = true;
    const p = slot.busy;
    slot.busy = undefined;
    const old = slot.worker;
    if (!this.closed) {
      const fresh = this.spawn();
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots[i] = fresh;
    }
    void old.terminate();
    p?.reject(err);
    this.pump();
  }

  /** Stops every worker; pending decisions are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('bot pool closed'));
    await Promise.all(
      this.slots.map(async (s) => {
        clearTimeout(s.timer);
        s.busy?.reject(new Error('bot pool closed'));
        await s.worker.terminate();
      }),
    );
  }
}
