/**
 * End to end in Chromium: the installable app. After one visit the service worker has precached the
 * built client, so with the network cut the home page reloads and a game against bots (bots in a Web
 * Worker) starts and plays; the lobby says the server cannot be reached. A new build installs beside
 * the old one, the page offers to reload, and the reload runs the new build from a cache that no
 * longer holds the old files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { builtSnapshot } from './support/build.ts';
import { IMAGES } from './support/screenshots.ts';
import { collectErrors } from './support/page.ts';
import { type StaticServer, serveStatic } from './support/staticServer.ts';

let dir = '';
let cleanup = () => {};
let server: StaticServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  const snapshot = await builtSnapshot();
  dir = snapshot.dir;
  cleanup = snapshot.cleanup;
  server = await serveStatic(dir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  cleanup();
});

/** Opens the home page and waits until the service worker is activated and controls the page. */
async function installed(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  // The first visit is not controlled yet (the worker does not claim open pages): reload under it.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** The URLs in the app's precache, without Workbox's revision parameter. */
function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls.sort();
  });
}

describe('the installable app', () => {
  it('links a manifest with a name, a start URL, standalone display and a maskable icon', async () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'Rail games of India', short_name: 'Rail games', start_url: './', display: 'standalone', theme_color: '#203040' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('./manifest.webmanifest');
    for (const icon of manifest.icons) expect((await page.request.get(`${server.url}/${icon.src}`)).headers()['content-type']).toBe('image/png');
    await page.close();
  });

  it('with the network cut, reloads the home page and plays a game against bots', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await installed(context);
    const errors = collectErrors(page);
    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('heading', { name: /Ticket to Ride/ })
      .first()
      .waitFor();
    // Every seat a bot (autoplay plays ours): the game runs on the bots' Web Worker, from the cache.
    await page.goto(`${server.url}/#/play/ttr-india?players=2&bots=random&autoplay=random&botDelay=0&seed=offline`);
    await page.getByTestId('ttr-map').waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="board"]')?.getAttribute('data-state-id')) >= 6, undefined, {
      timeout: 30_000,
    });
    // India Rails's board and map chunks come from the cache too.
    await page.goto(`${server.url}/#/play/india-rails?players=2&bots=random&autoplay=random&botDelay=0&seed=offline`);
    await page.getByTestId('board').waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="board"]')?.getAttribute('data-state-id')) >= 2, undefined, {
      timeout: 30_000,
    });
    // A page that needs the server says it cannot be reached, and points to the bots.
    await page.goto(`${server.url}/#/lobby`);
    const banner = page.getByTestId('server-unreachable');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/The server cannot be reached.*you are offline/);
    await page.screenshot({ path: join(IMAGES, 'offline-lobby.png') });
    expect(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });

  it('offers to reload into a new build, whose files replace the old ones in the cache', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await installed(context);
    const before = await precached(page);
    const oldIndex = before.find((u) => /\/index\.html\b/.test(u));
    expect(oldIndex).toMatch(/__WB_REVISION__=/);
    // A new build: index.html changes, and so does its revision in the worker's precache list.
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    const entry = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/.exec(sw);
    expect(entry).not.toBeNull();
    writeFileSync(join(dir, 'sw.js'), sw.replace(entry?.[0] ?? '', '{"revision":"0000000000000000000000000000beef","url":"index.html"}'));
    writeFileSync(join(dir, 'index.html'), readFileSync(join(dir, 'index.html'), 'utf8').replace('<head>', '<head><meta name="build" content="2" />'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByTestId('update-prompt').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(IMAGES, 'update-prompt.png') });
    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
    await page.waitForFunction(() => document.querySelector('meta[name="build"]') !== null);
    const after = await precached(page);
    expect(after.find((u) => /\/index\.html\b/.test(u))).toMatch(/__WB_REVISION__=0000000000000000000000000000beef/);
    expect(after).not.toContain(oldIndex);
    await context.close();
  });
});
