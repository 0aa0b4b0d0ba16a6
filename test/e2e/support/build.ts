/**
 * Makes sure dist/ holds a build of the current client: rebuilds with `vite build` unless dist/ is
 * newer than every source file the client bundles. Concurrent callers share one build (a lock file).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root and the built client. */
export const ROOT = resolve(import.meta.dirname, '../../..');
export const DIST = join(ROOT, 'dist');

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Whether dist/index.html is newer than the client's sources (src/, bots/, vite.config.ts). */
export function distIsFresh(): boolean {
  const index = join(DIST, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(newest(join(ROOT, 'src')), newest(join(ROOT, 'bots')), statSync(join(ROOT, 'vite.config.ts')).mtimeMs);
  return built > sources;
}

const LOCK = join(ROOT, 'node_modules', '.client-build.lock');

/** Builds the client unless dist/ is fresh. A lock directory makes parallel test files build once. */
export async function ensureBuilt(): Promise<void> {
  if (distIsFresh()) return;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (Date.now() > deadline) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (distIsFresh()) return;
    execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds if needed, then copies dist/ to a fresh temporary directory and returns it: a test serves
 * its own copy, so a rebuild started by another test file (or another person's run in the same work
 * tree) cannot pull files from under a page that is still loading them. `cleanup` removes the copy.
 */
export async function builtSnapshot(): Promise<{ dir: string; cleanup: () => void }> {
  await ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'client-dist-'));
  for (let attempt = 0; ; attempt++) {
    try {
      cpSync(DIST, dir, { recursive: true });
      if (existsSync(join(dir, 'index.html'))) break;
    } catch (err) {
      if (attempt >= 5) throw err;
    }
    // A rebuild was emptying dist/ at that moment: wait for it and copy again.
    await new Promise((r) => setTimeout(r, 500));
    await ensureBuilt();
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
