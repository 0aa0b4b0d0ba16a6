/**
 * A loopback TCP proxy in front of a Redis server that can stall: while stalled it holds every byte
 * both ways, as a server that has stopped answering would, and it says when a client closes its
 * connection meanwhile. A test can then let Redis answer again at the moment something has
 * happened, instead of after a guessed pause.
 */
import { once } from 'node:events';
import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net';

/** A running stall proxy. */
export interface StallProxy {
  /** The URL clients use instead of the server's. */
  url: string;
  /** From now on, every byte either way is held. */
  stall(): void;
  /** Resolves when a client closes its connection while the proxy is stalled. */
  closedWhileStalled: Promise<void>;
  /** Delivers what was held, in order, and passes traffic through again. */
  resume(): void;
  /** Closes every connection and the proxy. */
  close(): Promise<void>;
}

/** Starts a proxy on a free loopback port in front of the Redis server at `target` (a redis:// URL). */
export async function startStallProxy(target: string): Promise<StallProxy> {
  const { hostname, port } = new URL(target);
  let stalled = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  let heardClose = () => {};
  const closedWhileStalled = new Promise<void>((resolve) => {
    heardClose = resolve;
  });
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      const send = () => !to.destroyed && to.write(chunk);
      if (stalled) held.push(send);
      else send();
    });
  const server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      // A reset on either side only ends this pair of connections.
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => {
      upstream.destroy();
      if (stalled) heardClose();
    });
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall() {
      stalled = true;
    },
    closedWhileStalled,
    resume() {
      stalled = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
