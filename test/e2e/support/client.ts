/**
 * The shared set-up of the browser tests: the built client (rebuilt when stale) served from a
 * snapshot, and one Chromium, opened before a test file's tests and closed after them.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { builtSnapshot, ROOT } from './build.ts';
import { type StaticServer, serveStatic } from './staticServer.ts';

/** Where the browser tests put their screenshots (the README shows them). */
export const IMAGES = join(ROOT, 'docs/images');

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
