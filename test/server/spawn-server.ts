/** Test support: server.ts in a child process, as `npm start` runs it, with its output collected. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

/** A spawned server: the process, everything it printed so far, and its exit code. */
export interface SpawnedServer {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** Starts server.ts with `env` added to this process's environment. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}
