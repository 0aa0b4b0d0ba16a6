/**
 * `npm start`: checks the settings (a wrong one stops here, before a minute of building), builds
 * the client with Vite when dist/ is missing (or FORCE_BUILD=1), then starts the lobby server on
 * PORT (default 8000).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkedEnv, main } from '../server.ts';

const env = await checkedEnv();
const dist = env.distDir;
if (process.env.FORCE_BUILD === '1' || !existsSync(join(dist, 'index.html'))) {
  console.log('start: building the client (vite build)…');
  const r = spawnSync('npx', ['vite', 'build', '--outDir', resolve(dist), '--emptyOutDir'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('start: the client build failed');
    process.exit(r.status ?? 1);
  }
}
await main(env);
