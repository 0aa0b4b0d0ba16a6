/**
 * Both boards on a phone (390×844 and 360×740, touch), in Chromium: the page never scrolls; the
 * status line is at the top; the map fills the middle; the turn's actions sit in the bar at the foot
 * of the screen — India Rails' End turn, Ticket to Ride's ticket choice and draws — on screen with
 * the map, nothing covering them; every city name drawn is at least 11 px on screen; the panels open
 * as sheets from the bar (a new ticket choice comes before an open sheet); and Ticket to Ride's map
 * keeps its size from turn to turn. Screenshots:
 * docs/images/phone-{ttr-india,ttr-india-sheet,india-rails}.png (390×844).
 */
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';

const client = serveBuiltClient();
const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function phonePage(size: { width: number; height: number }): Promise<Page> {
  const context = await client.browser.newContext({ viewport: size, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  contexts.push(context);
  return context.newPage();
}

async function box(loc: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await loc.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
}

/** The page does not scroll either way. */
async function expectNoPageScroll(page: Page): Promise<void> {
  const s = await page.evaluate(() => ({
    h: document.scrollingElement?.scrollHeight ?? 0,
    w: document.scrollingElement?.scrollWidth ?? 0,
    ih: window.innerHeight,
    iw: window.innerWidth,
  }));
  expect(s.h).toBeLessThanOrEqual(s.ih);
  expect(s.w).toBeLessThanOrEqual(s.iw);
}

/** `loc` lies inside the window and is what a tap at its middle reaches (nothing covers it). */
async function expectOnScreen(page: Page, loc: Locator): Promise<void> {
  const b = await box(loc);
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(b.y + b.height).toBeLessThanOrEqual(size.height + 0.5);
  const hit = await loc.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(hit).toBe(true);
}

/** The status line is the first thing on the screen. */
async function expectStatusOnTop(page: Page): Promise<void> {
  const status = await box(page.getByTestId('turn-status'));
  expect(status.y).toBeGreaterThanOrEqual(0);
  expect(status.y + status.height).toBeLessThan(130);
}

/** The smallest city name drawn on `mapId`, in screen pixels, and how many are drawn. */
function labelSizes(page: Page, mapId: string): Promise<{ smallest: number; drawn: number }> {
  return page.evaluate((id) => {
    const svg = document.querySelector(`[data-testid="${id}"]`) as SVGSVGElement;
    const scale = svg.getScreenCTM()?.a ?? 0;
    const sizes = [...svg.querySelectorAll('text.city-label, text.ir-city-label')].map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * scale);
    return { smallest: Math.min(...sizes), drawn: sizes.length };
  }, mapId);
}

/** The map's frame takes at least `share` of the screen and starts under the status line. */
async function expectMapFills(page: Page, mapId: string, share: number): Promise<{ width: number; height: number }> {
  const map = await box(page.getByTestId(mapId));
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  expect(map.width).toBeCloseTo(size.width, 0);
  expect(map.height).toBeGreaterThan(size.height * share);
  return { width: map.width, height: map.height };
}

/** Plays one Ticket to Ride turn: claims a route from the list when asked to and one can be, else takes two cards from the deck. */
async function playTtrTurn(page: Page, claim: boolean): Promise<'claimed' | 'drew'> {
  let before = await stateId(page);
  const select = page.getByTestId('claim-select');
  if (claim && (await select.isEnabled())) {
    const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await select.selectOption(values[0]);
    await page.getByTestId('pay-0').tap();
    await waitForNewState(page, before);
    return 'claimed';
  }
  await page.getByTestId('draw-deck').tap();
  await waitForNewState(page, before);
  before = await stateId(page);
  await page.getByTestId('draw-deck').tap();
  await waitForNewState(page, before);
  return 'drew';
}

describe('Boards on a phone', () => {
  for (const size of SIZES) {
    const name = `${size.width}×${size.height}`;

    it(`Ticket to Ride at ${name}: the ticket choice and the draws on screen with the map; the map keeps its size`, async () => {
      const page = await phonePage(size);
      const errors = collectErrors(page);
      await page.goto(`${client.url}/#/play/ttr-india?players=2&bots=random&botDelay=0&seed=phone-board`);
      await page.getByTestId('ticket-choice').waitFor();
      await expectNoPageScroll(page);
      await expectStatusOnTop(page);
      const frame = await expectMapFills(page, 'ttr-map', 0.55);
      await expectOnScreen(page, page.getByTestId('keep-tickets'));
      await expectOnScreen(page, page.getByTestId('offer-0'));
      await expectOnScreen(page, page.getByTestId('draw-deck'));
      // The choice covers the map's foot only: the north of the map shows above it.
      const choice = await box(page.getByTestId('sheet-pinned'));
      const map = await box(page.getByTestId('ttr-map'));
      expect(choice.y - map.y).toBeGreaterThan(size.height * 0.2);
      const labels = await labelSizes(page, 'ttr-map');
      expect(labels.drawn).toBeGreaterThan(10);
      expect(labels.smallest).toBeGreaterThanOrEqual(11);
      if (size.width === 390) await page.screenshot({ path: join(IMAGES, 'phone-ttr-india.png') });
      // The choice folds away to show the whole map, and comes back.
      await page.getByTestId('sheet-fold').tap();
      expect(await page.getByTestId('ticket-choice').count()).toBe(0);
      await page.getByTestId('sheet-fold').tap();
      const before = await stateId(page);
      await page.getByTestId('keep-tickets').tap();
      await waitForNewState(page, before);

      const played = new Set<string>();
      for (let turn = 0; turn < 4; turn++) {
        expect(await waitForMyTurnOrEnd(page)).toBe('turn');
        expect(await expectMapFills(page, 'ttr-map', 0.55)).toEqual(frame);
        await expectOnScreen(page, page.getByTestId('draw-deck'));
        await expectNoPageScroll(page);
        played.add(await playTtrTurn(page, turn > 0));
      }
      expect(await expectMapFills(page, 'ttr-map', 0.55)).toEqual(frame);
      // Turns with a route to claim and without one (the route list on and off) both kept the map's size.
      expect([...played].sort()).toEqual(['claimed', 'drew']);
      // The tickets open as a sheet from the bar, over the map, and close again.
      await page.getByTestId('sheet-tab-tickets').tap();
      await expectOnScreen(page, page.getByTestId('my-tickets'));
      expect(await page.getByTestId('my-tickets').textContent()).toMatch(/\d+ cars? to go|done|blocked/);
      // A finger has no hover: a tap on a ticket keeps it on the map (its two cities ringed), a second tap clears it.
      expect(await page.locator('.city-ticket').count()).toBe(0);
      await page.locator('[data-testid^="show-ticket-"]').first().tap();
      if (size.width === 390) await page.screenshot({ path: join(IMAGES, 'phone-ttr-india-sheet.png') });
      await page.getByTestId('sheet-close').tap();
      expect(await page.getByTestId('my-tickets').count()).toBe(0);
      expect(await page.locator('.city-ticket').count()).toBe(2);
      await page.getByTestId('sheet-tab-tickets').tap();
      await page.locator('[data-testid^="show-ticket-"]').first().tap();
      expect(await page.locator('.city-ticket').count()).toBe(0);
      // Drawing tickets with the sheet open: the new choice comes to the front, its Keep button in sight.
      expect(await waitForMyTurnOrEnd(page)).toBe('turn');
      const drawn = await stateId(page);
      await page.getByTestId('draw-tickets').tap();
      await waitForNewState(page, drawn);
      await page.getByTestId('ticket-choice').waitFor();
      expect(await page.getByTestId('my-tickets').count()).toBe(0);
      await expectOnScreen(page, page.getByTestId('keep-tickets'));
      expect(await expectMapFills(page, 'ttr-map', 0.55)).toEqual(frame);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);

    it(`India Rails at ${name}: End turn on screen with the map, readable names, panels as sheets`, async () => {
      const page = await phonePage(size);
      const errors = collectErrors(page);
      await page.goto(`${client.url}/#/play/india-rails?players=3&bots=random,random&botDelay=0&seed=layout`);
      await page.getByTestId('ir-map').waitFor();
      expect(await waitForMyTurnOrEnd(page)).toBe('turn');
      await expectNoPageScroll(page);
      await expectStatusOnTop(page);
      await expectMapFills(page, 'ir-map', 0.4);
      await expectOnScreen(page, page.getByTestId('end-turn'));
      await expectOnScreen(page, page.getByTestId('mode-build'));
      const labels = await labelSizes(page, 'ir-map');
      expect(labels.drawn).toBeGreaterThan(10);
      expect(labels.smallest).toBeGreaterThanOrEqual(11);
      if (size.width === 390) await page.screenshot({ path: join(IMAGES, 'phone-india-rails.png') });
      // Zoomed in, more names fit and are drawn.
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      await page.getByRole('button', { name: 'Zoom in' }).tap();
      await expect.poll(async () => (await labelSizes(page, 'ir-map')).drawn).toBeGreaterThan(labels.drawn);
      expect((await labelSizes(page, 'ir-map')).smallest).toBeGreaterThanOrEqual(11);
      // The demand cards open as a sheet; End turn stays on screen under it.
      await page.getByTestId('sheet-tab-demands').tap();
      await expectOnScreen(page, page.locator('.demand').first());
      await expectOnScreen(page, page.getByTestId('end-turn'));
      await page.getByTestId('sheet-tab-demands').tap();
      expect(await page.locator('.demand').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
