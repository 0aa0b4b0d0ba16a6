/**
 * End to end, in real Chromium, at 1366×768 with a mouse and at 390×844 with a finger: moving the
 * India Rails train over several turns. Trains run 3 mileposts a turn (a house value, so that a
 * short line takes three turns); the player builds Delhi–Lucknow (9 mileposts from Delhi's centre),
 * is asked before ending a turn with money left (once, then "don't ask again" holds) and before
 * upgrading ahead of moving (and goes back), places the train in Delhi, chooses "Move to Lucknow"
 * and gets there with one click a turn, the destination surviving a reload. On the way, a click beside one of the train's reachable
 * mileposts at the default zoom lands on it. Screenshots: docs/images/india-rails-multi-turn-move.png,
 * india-rails-upgrade-confirm.png and phone-india-rails-move.png.
 */
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HIT_DIAMETER_PX } from '../../src/client/boards/india-rails/MilepostPicker.tsx';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, okEventNewsWhenInTheWay, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';
import { PHONE } from './support/phone.ts';

const client = serveBuiltClient();
const SEED = 'e2e-ir-plan';
const PARAMS = encodeURIComponent(JSON.stringify({ speed: { freight: 3 } }));

/** Chooses the option of the city list that starts with `name`; returns its text. */
async function chooseCity(page: Page, name: string): Promise<string> {
  const options = await page.getByTestId('city-select').locator('option').allTextContents();
  const label = options.find((o) => o.startsWith(name));
  if (!label) throw new Error(`no ${name} among ${options.join(' | ')}`);
  await page.getByTestId('city-select').selectOption({ label });
  return label;
}

/** Ends the turn; answers the question about what is left if one comes (`skip`: don't ask again), and says whether it came. */
async function endTurn(page: Page, skip = false): Promise<string | null> {
  const before = await stateId(page);
  await page.getByTestId('end-turn').click();
  const dialog = page.getByTestId('confirm-cost-dialog');
  const asked = await Promise.race([dialog.waitFor().then(() => true), waitForNewState(page, before).then(() => false)]);
  let text: string | null = null;
  if (asked) {
    text = await page.getByTestId('confirm-cost-text').textContent();
    if (skip) await page.getByTestId('confirm-cost-skip').check();
    await page.getByTestId('confirm-cost-go').click();
    await waitForNewState(page, before);
  }
  return text;
}

/** The destinations kept in the page's storage, by name and city. */
function keptDestinations(page: Page): Promise<{ name: string; city?: string }[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('ir-destination:'))
      .map((k) => {
        const { dest } = JSON.parse(localStorage.getItem(k) ?? '{}');
        return { name: dest.name, city: dest.city };
      }),
  );
}

/** Two fingers spread apart around a point: the map zooms in there. */
async function pinch(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number | null) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        d === null
          ? []
          : [
              { x: x - d, y, id: 0 },
              { x: x + d, y, id: 1 },
            ],
    });
  await touch('touchStart', 10);
  for (let d = 15; d <= 40; d += 5) await touch('touchMove', d);
  await touch('touchEnd', null);
  await cdp.detach();
}

/** Clicks (or taps) the map at a point. */
async function press(page: Page, touch: boolean, x: number, y: number): Promise<void> {
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/**
 * A reachable milepost and the point farthest from its centre (up to `most` pixels), away from its
 * nearest reachable neighbour, that still lies nearer to it than to any other reachable milepost
 * and to any city (a city is a place to head for, so it is clickable too), with that distance and
 * the radius of its drawn disc.
 */
async function clearSpot(page: Page, most: number): Promise<{ m: number; x: number; y: number; offset: number; drawn: number }> {
  const spots = await page.locator('circle.ir-reach').evaluateAll((cs) =>
    cs.map((c) => {
      const b = c.getBoundingClientRect();
      return { m: Number(c.getAttribute('data-milepost')), x: b.x + b.width / 2, y: b.y + b.height / 2, drawn: b.width / 2 };
    }),
  );
  const cities = await page
    .locator('[data-testid^="ir-city-"] > :first-child')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  const toCity = (x: number, y: number) =>
    Math.min(...cities.map((r) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom))));
  expect(spots.length).toBeGreaterThan(1);
  let best = { m: -1, x: 0, y: 0, offset: 0, drawn: 0 };
  for (const s of spots) {
    const others = spots.filter((o) => o !== s);
    const n = others.reduce((a, b) => (Math.hypot(b.x - s.x, b.y - s.y) < Math.hypot(a.x - s.x, a.y - s.y) ? b : a));
    const len = Math.hypot(s.x - n.x, s.y - n.y);
    for (let offset = Math.floor(most); offset > best.offset; offset--) {
      const x = s.x + ((s.x - n.x) / len) * offset;
      const y = s.y + ((s.y - n.y) / len) * offset;
      if (Math.min(toCity(x, y), ...others.map((o) => Math.hypot(o.x - x, o.y - y))) > offset + 1) {
        best = { m: s.m, x, y, offset, drawn: s.drawn };
        break;
      }
    }
  }
  return best;
}

const VIEWS: { name: string; options: BrowserContextOptions; touch: boolean; image: string }[] = [
  { name: '1366×768 with a mouse', options: { viewport: { width: 1366, height: 768 } }, touch: false, image: 'india-rails-multi-turn-move.png' },
  {
    name: '390×844 with a finger',
    options: { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    touch: true,
    image: 'phone-india-rails-move.png',
  },
];

describe.each(VIEWS)('India Rails moves at $name', ({ options, touch, image }) => {
  it('goes to a city over three turns with one click a turn, asking before giving part of a turn up', async () => {
    const context = await client.browser.newContext(options);
    // A player who has read the first-game tips.
    await context.addInitScript(() => localStorage.setItem('first-game-guide:india-rails', 'dismissed'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await okEventNewsWhenInTheWay(page);
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Ravi&bots=random&seed=${SEED}&botDelay=30&params=${PARAMS}`);

    // Building turns: Delhi to Lucknow, then end the turns with money left (asked once, then not again).
    await waitForMyTurnOrEnd(page);
    await chooseCity(page, 'Lucknow');
    await page.getByTestId('build-preview').waitFor();
    expect(await page.getByTestId('build-preview').textContent()).toMatch(/^From Delhi to Lucknow: 12M/);
    await page.getByTestId('confirm-build').click();
    await page.getByTestId('plan-info').waitFor();
    expect(await endTurn(page)).toBe('You still have 8M to build with this turn. Ending now gives it up: nothing carries over to your next turn.');
    await waitForMyTurnOrEnd(page);
    expect(await endTurn(page, true)).toMatch(/^You still have 20M to build with/);

    // The first operations turn: place the train in Delhi.
    await waitForMyTurnOrEnd(page);
    expect(await page.getByTestId('turn-status').textContent()).toContain('Place your train');
    let before = await stateId(page);
    await chooseCity(page, 'Delhi');
    await waitForNewState(page, before);

    // An upgrade before moving says what it costs; going back changes nothing.
    before = await stateId(page);
    await page.getByTestId('upgrade-fastFreight').click();
    const dialog = page.getByTestId('confirm-cost-dialog');
    expect(await dialog.getAttribute('data-kind')).toBe('ir-upgrade-before-moving');
    expect(await page.getByTestId('confirm-cost-text').textContent()).toContain('it will not move the 3 mileposts it has left this turn');
    if (!touch) await page.screenshot({ path: join(IMAGES, 'india-rails-upgrade-confirm.png') });
    await page.getByTestId('confirm-cost-back').click();
    expect(await dialog.count()).toBe(0);
    expect(await stateId(page)).toBe(before);
    expect(await page.locator('.ir-actions h3').textContent()).toMatch(/^Your train: Freight/);

    // Move to Lucknow: three turns on own track, one click each.
    expect(await chooseCity(page, 'Lucknow')).toBe('Lucknow — 3 turns');
    expect(await page.getByTestId('move-plan-heading').textContent()).toBe('To Lucknow: 9 mileposts, 3 turns (3 this turn).');
    expect(await page.getByTestId('move-plan-track').textContent()).toBe('On your own track: no rent.');
    expect(await page.getByTestId('ir-turn-end').count()).toBe(2);
    const labels: string[] = [];
    const lucknow = ((await page.getByTestId('ir-destination').getAttribute('data-targets')) ?? '').split(',').map(Number);
    expect(lucknow.length).toBeGreaterThan(0);
    for (let turn = 0; turn < 3; turn++) {
      if (turn > 0) await waitForMyTurnOrEnd(page);
      const go = page.getByTestId('go-destination');
      await go.waitFor();
      if (turn === 1) {
        // The destination is kept in the browser: a reload of the saved game still offers to continue.
        expect(await keptDestinations(page)).toEqual([{ name: 'Lucknow', city: 'lucknow' }]);
        await page.reload();
        await waitForMyTurnOrEnd(page);
        await go.waitFor();
      }
      labels.push((await go.textContent()) ?? '');
      if (turn === 1) {
        // Zoomed in on the way for the picture (wheel or pinch), then back to the default zoom.
        await page.getByTestId('ir-map').scrollIntoViewIfNeeded();
        const dest = await page.getByTestId('ir-destination').boundingBox();
        const train = await page.getByTestId('ir-train-0').boundingBox();
        if (!dest || !train) throw new Error('the destination or the train is not drawn');
        const mid = { x: (dest.x + dest.width / 2 + train.x + train.width / 2) / 2, y: (dest.y + dest.height / 2 + train.y + train.height / 2) / 2 };
        if (touch) await pinch(page, mid.x, mid.y);
        else {
          await page.mouse.move(mid.x, mid.y);
          for (let i = 0; i < 9; i++) await page.mouse.wheel(0, -120);
          await page.mouse.move(1, 760);
        }
        await page.screenshot({ path: join(IMAGES, image) });
        await page.getByRole('button', { name: 'Reset view' }).click();
        // A click beside a reachable milepost, outside its drawn disc but inside its hit area, lands on it.
        await page.getByTestId('ir-map').scrollIntoViewIfNeeded();
        const spot = await clearSpot(page, HIT_DIAMETER_PX[touch ? 'touch' : 'mouse'] / 2 - 1);
        // With a mouse the end of the line of reach has its whole hit area, 24 px across; on a phone
        // the whole map puts mileposts about 5 px apart, so neighbours share the finger's 44 px by nearness.
        if (!touch) expect(spot.offset).toBe(HIT_DIAMETER_PX.mouse / 2 - 1);
        expect(spot.offset).toBeGreaterThan(spot.drawn);
        await press(page, touch, spot.x, spot.y);
        await page.getByTestId('move-preview').waitFor();
        expect(Number(await page.getByTestId('ir-move-path').getAttribute('data-to'))).toBe(spot.m);
        await page.keyboard.press('Escape');
        await go.waitFor();
      }
      before = await stateId(page);
      await go.click();
      await waitForNewState(page, before);
      if (turn < 2) {
        expect(await page.locator('.ir-actions h3').textContent()).toContain('moved 3 of 3');
        expect(await endTurn(page)).toBeNull();
      }
    }
    expect(labels).toEqual(['Move toward Lucknow (Enter)', 'Continue to Lucknow (Enter)', 'Move to Lucknow (Enter)']);
    // The train stands in Lucknow (the mileposts the destination ring was drawn for).
    expect(lucknow).toContain(Number(await page.getByTestId('ir-train-0').getAttribute('data-at')));
    // Arrived: the destination is done with.
    expect(await page.getByTestId('move-plan').count()).toBe(0);
    expect(await keptDestinations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
