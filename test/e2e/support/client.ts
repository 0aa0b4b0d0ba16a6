/**
 * The shared set-up of the browser tests: the built client (rebuilt when stale) served from a
 * snapshot, and one Chromium, opened before a test file's tests and closed after them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { builtSnapshot } from './build.ts';
import { type StaticServer, serveStatic } from './staticServer.ts';

export { IMAGES } from './screenshots.ts';

/** The served client and the browser, valid inside tests. */
export interface BuiltClient {
  readonly url: string;
  readonly browser: Browser;
}

/** Registers beforeAll/afterAll hooks that serve the built client and launch Chromium for this test file. */
export function serveBuiltClient(): BuiltClient {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  let cleanup = () => {};
  beforeAll(async () => {
    const snapshot = await builtSnapshot();
    cleanup = snapshot.cleanup;
    server = await serveStatic(snapshot.dir);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    cleanup();
  });
  return {
    get url() {
      if (!server) throw new Error('the client is served only inside tests');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('the browser runs only inside tests');
      return browser;
    },
  };
}
