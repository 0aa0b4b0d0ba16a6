/**
 * boardgame.io's pubSub over Redis (REDIS_URL): every server instance publishes each match update
 * once, and every instance with sockets in that match receives it and sends each of its clients
 * that client's own view. Payloads hold the full state (filtering happens per socket), so Redis
 * must be private to the servers (loopback or a private network).
 */
import { Redis } from 'ioredis';

type Callback = (payload: unknown) => void;

/** A GenericPubSub of boardgame.io over two Redis connections (one publishes, one subscribes). */
export class RedisPubSub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly callbacks = new Map<string, Set<Callback>>();

  constructor(
    url: string,
    private readonly prefix = 'bgio:',
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.sub = new Redis(url);
    for (const r of [this.pub, this.sub]) r.on('error', (err) => console.error('redis:', err.message));
    this.sub.on('message', (channel: string, message: string) => {
      const cbs = this.callbacks.get(channel.slice(this.prefix.length));
      if (!cbs) return;
      const payload = JSON.parse(message) as unknown;
      for (const cb of cbs) cb(payload);
    });
  }

  /** Resolves once both connections are ready. */
  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.sub.ping()]);
  }

  publish(channelId: string, payload: unknown): void {
    void this.pub.publish(this.prefix + channelId, JSON.stringify(payload));
  }

  subscribe(channelId: string, callback: Callback): void {
    let set = this.callbacks.get(channelId);
    if (!set) {
      set = new Set();
      this.callbacks.set(channelId, set);
      void this.sub.subscribe(this.prefix + channelId);
    }
    set.add(callback);
  }

  unsubscribeAll(channelId: string): void {
    if (!this.callbacks.delete(channelId)) return;
    void this.sub.unsubscribe(this.prefix + channelId);
  }

  /** Closes both connections. */
  async close(): Promise<void> {
    await Promise.all([this.pub.quit(), this.sub.quit()]).catch(() => {});
  }
}
