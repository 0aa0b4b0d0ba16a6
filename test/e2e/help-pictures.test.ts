/**
 * The pictures of the how-to-play pages (src/client/help/), taken from the real boards in Chromium:
 * Ticket to Ride's claimed route, grey route and ferry, and India Rails' planned line of track,
 * major city, demand card and an event in play. Each is a small crop of the map or panel, zoomed in
 * first. They go to the screenshot folder as help-<file>; with SCREENSHOT_DIR set (refreshing the
 * pictures on purpose) they are also written to src/client/public/help/, where the build serves them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/games/ttr-india/data/routes.ts';
import { ROOT } from './support/build.ts';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';
import { skipCostQuestions } from './support/questions.ts';

const client = serveBuiltClient();

/** A page with the first-game tips dismissed (they float over the board and would be in the pictures) and the questions before a lost part of a turn answered. */
async function newPage(): Promise<Page> {
  const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.addInitScript(() => {
    for (const game of ['ttr-india', 'india-rails']) localStorage.setItem(`first-game-guide:${game}`, 'dismissed');
  });
  await skipCostQuestions(page);
  return page;
}
const PUBLIC_HELP = join(ROOT, 'src/client/public/help');
/** A picture is a crop: a few tens of kilobytes at most. */
const MAX_BYTES = 80 * 1024;
/** The smallest crop of a map: enough around the subject to see where it is. */
const MIN_CROP = { width: 400, height: 240 };

type Box = { x: number; y: number; width: number; height: number };

/**
 * The union of the boxes of every element `selectors` match, padded by `pad`, grown to at least
 * `min` (a picture wide enough to see where it is) and kept inside `within`.
 */
async function unionBox(page: Page, selectors: string[], pad: number, within: string, min = { width: 0, height: 0 }): Promise<Box> {
  const boxes: Box[] = [];
  for (const sel of selectors) {
    for (const loc of await page.locator(sel).all()) {
      const b = await loc.boundingBox();
      if (b) boxes.push(b);
    }
  }
  if (boxes.length === 0) throw new Error(`nothing matches ${selectors.join(', ')}`);
  const frame = await page.locator(within).boundingBox();
  if (!frame) throw new Error(`${within} is not visible`);
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  const growX = Math.max(pad, (min.width - (right - left)) / 2);
  const growY = Math.max(pad, (min.height - (bottom - top)) / 2);
  const x0 = Math.max(frame.x, left - growX);
  const y0 = Math.max(frame.y, top - growY);
  const x1 = Math.min(frame.x + frame.width, right + growX);
  const y1 = Math.min(frame.y + frame.height, bottom + growY);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Zooms the map `map` (its svg) in by `steps` wheel notches at the centre of what `selectors` match.
 * The wheel event is sent to the svg itself: a tooltip under the mouse would otherwise take it.
 */
async function zoomOn(page: Page, map: string, selectors: string[], steps: number): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const b = await unionBox(page, selectors, 0, map);
    const before = await page.locator(map).getAttribute('viewBox');
    await page.locator(map).dispatchEvent('wheel', { deltaY: -200, clientX: b.x + b.width / 2, clientY: b.y + b.height / 2 });
    await page.waitForFunction(([sel, vb]) => document.querySelector(sel)?.getAttribute('viewBox') !== vb, [map, before] as const);
  }
}

/** Saves a crop of the page (or a picture already taken) as help-<file> in the screenshot folder, and in public/help/ when refreshing on purpose; returns its size. */
async function savePicture(page: Page, clip: Box | Buffer, file: string): Promise<number> {
  const png = Buffer.isBuffer(clip) ? clip : await page.screenshot({ clip });
  writeFileSync(join(IMAGES, `help-${file}`), png);
  if (process.env.SCREENSHOT_DIR) {
    mkdirSync(PUBLIC_HELP, { recursive: true });
    writeFileSync(join(PUBLIC_HELP, file), png);
  }
  return png.length;
}

/** Plays Asha's turns (keep the tickets, draw from the deck) until a route can be claimed, claims the longest, and waits for her next turn; returns the claimed track's and its cities' selectors. */
async function claimOneRoute(page: Page): Promise<string[]> {
  for (let turn = 0; turn < 40; turn++) {
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    const before = await stateId(page);
    if (await page.getByTestId('ticket-choice').isVisible()) {
      await page.getByTestId('keep-tickets').click();
    } else if ((await page.locator('[data-claimable="true"]').count()) > 0) {
      const lit = page.locator('[data-claimable="true"]');
      const lengths = await lit.evaluateAll((gs) => gs.map((g) => g.querySelectorAll('rect.car-glow').length));
      const track = lit.nth(lengths.indexOf(Math.max(...lengths)));
      const id = (await track.getAttribute('data-testid')) ?? '';
      await track.locator('rect.car-glow').first().click();
      await page.getByTestId('pay-0').click();
      await waitForNewState(page, before);
      expect(await waitForMyTurnOrEnd(page)).toBe('turn');
      const route = ROUTES.find((r) => id.startsWith(`track-${r.id}-`));
      if (!route) throw new Error(`no route for ${id}`);
      return [`[data-testid="${id}"]`, `[data-testid="city-${route.a}"]`, `[data-testid="city-${route.b}"]`];
    } else {
      await page.getByTestId('draw-deck').click();
      await waitForNewState(page, before);
      if ((await page.getByTestId('board').getAttribute('data-my-turn')) === 'true') await page.getByTestId('draw-deck').click();
    }
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="board"]')?.getAttribute('data-state-id')) !== b, before);
  }
  throw new Error('no route could be claimed in 40 turns');
}

describe('the pictures of the how-to-play pages', () => {
  it('Ticket to Ride: a claimed route, a grey route and a ferry, cropped from the map', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    const map = 'svg[data-testid="ttr-map"]';
    /** Opens a new game (the bots wait `botDelay` ms before each move) and saves a zoomed crop around `selectors`. */
    const shoot = async (botDelay: number, file: string, selectors: () => Promise<string[]>) => {
      await page.goto(`${client.url}/#/play/ttr-india?players=2&bots=random&autoplay=random&botDelay=${botDelay}&seed=help-pictures`);
      await page.getByTestId('ttr-map').waitFor();
      const sel = await selectors();
      await zoomOn(page, map, sel, 4);
      return savePicture(page, await unionBox(page, sel, 30, map, MIN_CROP), file);
    };
    const ends = (id: string) => {
      const route = ROUTES.find((r) => r.id === id);
      if (!route) throw new Error(`no route ${id}`);
      return [`[data-testid="city-${route.a}"]`, `[data-testid="city-${route.b}"]`];
    };
    // Before anyone moves: the grey route Indore–Aurangabad and the ferry Bombay–Panaji (src/games/ttr-india/data/routes.ts).
    const sizes: number[] = [
      await shoot(60_000, 'ttr-grey-route.png', async () => ['[data-testid="track-r53-0"]', ...ends('r53')]),
      await shoot(60_000, 'ttr-ferry.png', async () => ['[data-testid="track-r61-0"]', ...ends('r61')]),
    ];
    // A route claimed by the player, shot on the player's next turn (nothing moves then).
    await page.goto(`${client.url}/#/play/ttr-india?players=2&name=Asha&bots=random&botDelay=0&seed=help-pictures`);
    const route = await claimOneRoute(page);
    await zoomOn(page, map, route, 4);
    sizes.push(await savePicture(page, await unionBox(page, route, 30, map, MIN_CROP), 'ttr-claimed-route.png'));
    for (const s of sizes) expect(s).toBeLessThan(MAX_BYTES);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('India Rails: a line of track being planned, a major city and a demand card', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Ravi&bots=random&seed=help-pictures&botDelay=0`);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    const map = 'svg[data-testid="ir-map"]';
    const sizes: number[] = [];
    // A demand card, as the panel shows it.
    const card = page.locator('[data-testid^="demand-card-"]').first();
    sizes.push(await savePicture(page, (await card.boundingBox()) as Box, 'ir-demand-card.png'));
    // A major city, zoomed in.
    await zoomOn(page, map, ['[data-testid="ir-city-delhi"]'], 4);
    sizes.push(await savePicture(page, await unionBox(page, ['[data-testid="ir-city-delhi"]'], 40, map, MIN_CROP), 'ir-major-city.png'));
    // A line planned from Delhi toward Lucknow: the preview drawn milepost by milepost.
    const to = '[data-testid="ir-city-lucknow"]';
    const city = await unionBox(page, [`${to} polygon, ${to} rect, ${to} circle`], 0, map);
    await page.mouse.click(city.x + city.width / 2, city.y + city.height / 2);
    await page.getByTestId('build-preview').waitFor();
    const line = ['[data-testid="ir-city-delhi"]', to, '[data-testid="preview-ok"]', '[data-testid="preview-bad"]'];
    sizes.push(await savePicture(page, await unionBox(page, line, 30, map, MIN_CROP), 'ir-build.png'));
    for (const s of sizes) expect(s).toBeLessThan(MAX_BYTES);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('India Rails: an event in play, drawn by discarding the hand', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    // With this seed Ravi plays first and the deck's top card is a flood (Indus and Sutlej): discarding
    // the hand in the first building turn draws it.
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Ravi&bots=easy&seed=help-event-69&botDelay=0`);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    await page.getByTestId('discard-hand').click();
    const events = page.locator('[data-testid="ir-events"]:visible');
    await events.locator('li').first().waitFor();
    expect(await events.textContent()).toMatch(/Flood/i);
    // Back to Ravi's turn once the bot has played (its move is the newest in the log), where nothing
    // moves, the flood still in play until the end of it.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="board"]')?.getAttribute('data-my-turn') === 'true' &&
        (document.querySelector('[data-testid="move-log"] li')?.textContent ?? '').includes('Bot 1'),
    );
    const size = await savePicture(page, await events.screenshot(), 'ir-event.png');
    expect(size).toBeLessThan(MAX_BYTES);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
