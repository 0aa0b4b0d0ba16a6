/**
 * A fixed pool of bot worker threads with a per-decision time limit, shared fairly: quick bots
 * (random, easy, medium) go first and have workers of their own, so they answer while hard searches
 * run; among waiting jobs the owner (the address that created the match) served longest ago goes
 * first; an owner runs at most `hardPerOwner` hard searches at once.
 */
import { Worker } from 'node:worker_threads';
import type { BotJob, BotMove, BotReply, BotWorkerData } from './protocol.ts';

/** Options of the pool. */
export interface BotPoolOptions {
  size: number;
  /** A decision taking longer is abandoned and its worker replaced. */
  timeoutMs: number;
  gamesModule?: string;
  /** Hard searches one owner may run at once (default 1). */
  hardPerOwner?: number;
  /** Workers besides `size` that take only quick bots (default 1). */
  quickWorkers?: number;
}

interface Pending {
  job: BotJob;
  owner: string;
  seq: number;
  resolve: (move: BotMove) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Takes quick bots only. */
  quick: boolean;
  busy?: Pending;
  timer?: NodeJS.Timeout;
  dead?: boolean;
}

const isHard = (p: Pending) => p.job.level === 'hard';

/** Lexicographic order of two ranks. */
function less(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./worker.ts', import.meta.url).href;

/** Runs bot decisions in worker threads, `size` at a time. */
export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** When each owner last had a job started (a tick count), for round-robin between owners. */
  private readonly served = new Map<string, number>();
  private tick = 0;

  constructor(private readonly opts: BotPoolOptions) {
    for (let i = 0; i < (opts.quickWorkers ?? 1); i++) this.slots.push(this.spawn(true));
    for (let i = 0; i < Math.max(1, opts.size); i++) this.slots.push(this.spawn(false));
  }

  private spawn(quick: boolean): Slot {
    const data: BotWorkerData = { entry: ENTRY, gamesModule: this.opts.gamesModule };
    const worker = new Worker(BOOT, { workerData: data });
    const slot: Slot = { worker, quick };
    worker.on('message', (reply: BotReply) => this.finish(slot, reply));
    worker.on('error', (err) => this.fail(slot, err));
    worker.on('exit', (code) => {
      if (!this.closed && !slot.dead) this.fail(slot, new Error(`bot worker exited with code ${code}`));
    });
    worker.unref();
    return slot;
  }

  /** The move a bot decides for a job (the id is assigned here), queued under its owner. */
  decide(job: Omit<BotJob, 'id'>, owner = ''): Promise<BotMove> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.queue.push({ job: { ...job, id }, owner, seq: id, resolve, reject });
      this.pump();
    });
  }

  /** Jobs waiting or running. */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.busy).length;
  }

  private hardRunning(owner: string): number {
    return this.slots.filter((s) => s.busy && isHard(s.busy) && s.busy.owner === owner).length;
  }

  /** The job a free slot takes: quick before hard, then the owner served longest ago, then the oldest. */
  private next(slot: Slot): Pending | undefined {
    let best: Pending | undefined;
    let bestRank: number[] = [];
    for (const p of this.queue) {
      if (isHard(p) && (slot.quick || this.hardRunning(p.owner) >= (this.opts.hardPerOwner ?? 1))) continue;
      const rank = [isHard(p) ? 1 : 0, this.served.get(p.owner) ?? -1, p.seq];
      if (!best || less(rank, bestRank)) {
        best = p;
        bestRank = rank;
      }
    }
    return best;
  }

  private pump(): void {
    // Quick-only slots first, so that quick jobs leave the others to hard searches.
    for (const slot of [...this.slots].sort((a, b) => Number(b.quick) - Number(a.quick))) {
      if (slot.busy || slot.dead || this.queue.length === 0) continue;
      const p = this.next(slot);
      if (!p) continue;
      this.queue.splice(this.queue.indexOf(p), 1);
      this.served.set(p.owner, ++this.tick);
      if (this.served.size > 10_000) this.served.clear();
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
      const fresh = this.spawn(slot.quick);
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
