/**
 * server.ts from the environment, as `npm start` runs it: one port serving the Lobby API (both games)
 * and the client (or a note when it is not built); a wrong variable is named and the process exits
 * non-zero; SIGTERM stops it cleanly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer as run } from './spawn-server.ts';

describe('server.ts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-entry-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the Lobby API of both games and the client page on one port, and stops on SIGTERM', async () => {
    const server = run({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), BOT_WORKERS: '1', DATABASE_URL: '', REDIS_URL: '' });
    const deadline = Date.now() + 60_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline) {
      url = /lobby server: (http:\/\/\S+)/.exec(server.output())?.[1];
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(url, server.output()).toBeDefined();
    expect(server.output()).toContain(`SQLite ${join(dataDir, 'matches.sqlite')}`);
    expect(await (await fetch(`${url}/games`)).json()).toEqual(expect.arrayContaining(['ttr-india', 'india-rails']));
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/not built/);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 90_000);

  it('a wrong environment variable is named and the server exits with status 2', async () => {
    const server = run({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exit).toBe(2);
    expect(server.output()).toMatch(/PORT must be an integer from 0 to 65535, got 'eighty'/);
  }, 60_000);
});
