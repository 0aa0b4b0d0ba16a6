/**
 * A Redis server of one test's own, on a free loopback port, as a child process: the test can kill
 * it (to see what the simulator does when Redis goes away) without touching anyone else's server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A running private Redis: its URL, and how to kill it. */
export interface PrivateRedis {
  url: string;
  /** SIGKILLs the server and resolves when it is gone. */
  kill(): Promise<void>;
}

/** A loopback port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts `redis-server` (no persistence) on a free loopback port; resolves once it accepts connections. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  while (!log.includes('Ready to accept connections')) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}
