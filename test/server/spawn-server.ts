/** Test support: server.ts (or `npm start`'s scripts/start.ts) in a child process, with its output collected. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

/** A spawned server: the process, everything it printed so far, and its exit code. */
export interface SpawnedServer {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** Starts server.ts (or `script`, such as scripts/start.ts) with `env` added to this process's environment. */
export function spawnServer(env: Record<string, string>, script = 'server.ts'): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
