/**
 * The shared set-up of the browser tests that go through the lobby server: server.ts's app on a
 * free loopback port with a fresh data directory, serving the built client, and one Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type LobbyServer, startLobbyServer } from '../../../src/server/app.ts';
import { hostedGames } from '../../../src/server/games.ts';
import { createStorage } from '../../../src/server/storage/index.ts';
import { launchBrowser } from './browser.ts';
import { DIST, ensureBuilt } from './build.ts';

/** The running server and the browser, valid inside tests. */
export interface ServedLobby {
  readonly server: LobbyServer;
  readonly browser: Browser;
}

/** Registers beforeAll/afterAll hooks that start the lobby server and Chromium for this test file. */
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

/** A seat of a lobby match as a join from a browser leaves it in that browser's localStorage. */
export interface HeldSeatOf {
  gameId: string;
  playerID: string;
  credentials: string;
  name: string;
}

/** A browser context (1366×800) that holds `seat` of the match, as if this browser had joined it. */
export async function seatContext(browser: Browser, matchID: string, seat: HeldSeatOf): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await ctx.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [`lobby-seat:${matchID}`, JSON.stringify(seat)] as const,
  );
  return ctx;
}
