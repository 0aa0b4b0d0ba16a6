/**
 * The shared set-up of the browser tests through the lobby server: the built client served by
 * server.ts's app on a free port with a throw-away SQLite store, and one Chromium, opened before a
 * test file's tests and closed after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type LobbyServer, startLobbyServer } from '../../../src/server/app.ts';
import { hostedGames } from '../../../src/server/games.ts';
import { createStorage } from '../../../src/server/storage/index.ts';
import { launchBrowser } from './browser.ts';
import { DIST, ensureBuilt } from './build.ts';

/** The lobby server and the browser, valid inside tests. */
export interface ServedLobby {
  readonly server: LobbyServer;
  readonly browser: Browser;
}

/** Registers beforeAll/afterAll hooks that start the lobby server over the built client and launch Chromium. */
export function serveLobby(): ServedLobby {
  let server: LobbyServer | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    await ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
    server = await startLobbyServer({ games: hostedGames(), storage: createStorage({ dataDir }), port: 0, botWorkers: 1, distDir: DIST, log: () => {} });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get server() {
      if (!server) throw new Error('the lobby server runs only inside tests');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser runs only inside tests');
      return browser;
    },
  };
}
