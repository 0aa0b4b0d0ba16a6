/**
 * End to end, in real Chromium: both boards fit a 1366×768 laptop and a 768×1024 tablet (no sideways
 * scrolling, the map large, the main controls on screen), and the map pans and zooms with the mouse
 * wheel, a drag and the keyboard. Tablet screenshots go to docs/images/.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors } from './support/page.ts';

const client = serveBuiltClient();

const BOARDS = [
  { game: 'ttr-india', map: 'ttr-map', control: 'draw-deck', shot: 'ttr-india-tablet.png' },
  { game: 'india-rails', map: 'ir-map', control: 'end-turn', shot: 'india-rails-board-tablet.png' },
];
const SIZES = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
];

async function viewBox(page: Page, testId: string): Promise<number[]> {
  return ((await page.getByTestId(testId).getAttribute('viewBox')) ?? '').split(' ').map(Number);
}

/** Opens an India Rails game whose bot waits, and returns the map, its first view box and its box on screen. */
async function openIrMap(page: Page): Promise<{ map: Locator; start: number[]; box: { x: number; y: number; width: number; height: number } }> {
  await page.goto(`${client.url}/#/play/india-rails?players=2&bots=random&seed=layout&botDelay=60000`);
  const map = page.getByTestId('ir-map');
  await map.waitFor();
  const start = await viewBox(page, 'ir-map');
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  return { map, start, box };
}

describe('Board layout and map navigation', () => {
  for (const b of BOARDS) {
    for (const size of SIZES) {
      it(`${b.game} fits ${size.width}×${size.height}`, async () => {
        const page = await client.browser.newPage({ viewport: size });
        const errors = collectErrors(page);
        // Bots wait a long time here: the layout is checked on the first turn.
        await page.goto(`${client.url}/#/play/${b.game}?players=3&bots=random,random&seed=layout&botDelay=60000`);
        await page.getByTestId(b.map).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const map = await page.getByTestId(b.map).boundingBox();
        expect(map).not.toBeNull();
        // The map takes a good part of the screen in both orientations.
        expect((map?.width ?? 0) * (map?.height ?? 0)).toBeGreaterThan(size.width * size.height * 0.3);
        const control = await page.getByTestId(b.control).boundingBox();
        expect(control).not.toBeNull();
        expect((control?.y ?? 1e9) + (control?.height ?? 0)).toBeLessThanOrEqual(size.height);
        expect((control?.x ?? 1e9) + (control?.width ?? 0)).toBeLessThanOrEqual(size.width);
        if (size.width === 768) await page.screenshot({ path: join(IMAGES, b.shot) });
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it("the top bar's menus (keyboard help, turn alerts) open over the map, never over the player's tickets", async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${client.url}/#/play/ttr-india?players=2&bots=random&seed=layout&botDelay=60000`);
    await page.getByTestId('ticket-choice').waitFor();
    const covered = async (menu: string) => {
      const m = (await page.locator(menu).boundingBox())!;
      const map = (await page.getByTestId('ttr-map').boundingBox())!;
      expect(m.x + m.width).toBeLessThanOrEqual(map.x + map.width);
      return Promise.all(
        ['ticket-choice', 'my-tickets'].map(async (id) => {
          const t = (await page.getByTestId(id).boundingBox())!;
          return m.x < t.x + t.width && t.x < m.x + m.width && m.y < t.y + t.height && t.y < m.y + m.height;
        }),
      );
    };
    await page.getByRole('button', { name: 'Keys' }).click();
    expect(await covered('[data-testid="keys-help"]')).toEqual([false, false]);
    await page.getByRole('button', { name: 'Keys' }).click();
    await page.getByTestId('turn-alerts').click();
    expect(await covered('.turn-alerts-menu')).toEqual([false, false]);
    await page.close();
  });

  it('the map zooms with the wheel, pans with a drag and with the keyboard', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const { map, start, box } = await openIrMap(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await viewBox(page, 'ir-map'))[2]).toBeLessThan(start[2]);
    const zoomed = await viewBox(page, 'ir-map');
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 6 });
    await page.mouse.up();
    const panned = await viewBox(page, 'ir-map');
    expect(panned[0]).toBeGreaterThan(zoomed[0]);
    expect(panned[2]).toBeCloseTo(zoomed[2]);
    await map.focus();
    await page.keyboard.press('ArrowLeft');
    expect((await viewBox(page, 'ir-map'))[0]).toBeLessThan(panned[0]);
    await page.keyboard.press('0');
    expect(await viewBox(page, 'ir-map')).toEqual(start);
    await page.close();
  });

  it('the map zooms with a two-finger pinch on a touch screen', async () => {
    const context = await client.browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
    const page = await context.newPage();
    const { start, box } = await openIrMap(page);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const fingers = (d: number) => [
      { x: cx - d, y: cy, id: 1 },
      { x: cx + d, y: cy, id: 2 },
    ];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (let d = 50; d <= 160; d += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Fingers four times as far apart: the view is about a quarter as wide.
    await expect.poll(async () => (await viewBox(page, 'ir-map'))[2]).toBeLessThan(start[2] / 2);
    await context.close();
  });
});
