/**
 * A bench's share of its games in a child process: the child runs the same script with `--shard
 * k/n` and prints one JSON line per game, which this collects.
 */
import { spawn } from 'node:child_process';

/** Runs `node <args>` (stderr passed through) and resolves with its stdout's JSON lines; rejects naming `label` if it fails. */
export function runShardProcess<T>(args: readonly string[], label: string): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(
            out
              .trim()
              .split('\n')
              .filter(Boolean)
              .map((l) => JSON.parse(l) as T),
          )
        : reject(new Error(`${label} exited with ${code}`)),
    );
  });
}
