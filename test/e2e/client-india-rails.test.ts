/**
 * End to end, in real Chromium: a dozen turns of India Rails against a random bot, through the
 * board's own controls — choosing the nearest demand from the cards (hover lights its source and
 * destination), planning track with the cheapest-path preview, undoing a segment, ending turns,
 * placing the train, moving, picking up (a drop of it asks first) and delivering from the loads row — checking what the page shows at each
 * step; and a short game (house values: 40M and one major city) to its end screen. Screenshots go
 * to docs/images/india-rails-board-{start,mid,delivery,end}.png.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';
import { skipCostQuestions } from './support/questions.ts';

const MAJORS = ['bombay', 'calcutta', 'delhi', 'karachi', 'madras'];
const client = serveBuiltClient();

type Point = { x: number; y: number };

async function centre(loc: Locator): Promise<Point> {
  const b = await loc.boundingBox();
  if (!b) throw new Error('element not visible');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

async function cash(page: Page): Promise<number> {
  return Number.parseInt((await page.getByTestId('ir-cash-0').textContent()) ?? '0', 10);
}

async function mySegments(page: Page): Promise<number> {
  return Number(await page.getByTestId('ir-track-0').getAttribute('data-segments'));
}

/** The demand whose source, destination and nearest major city lie closest together on screen. */
async function pickDemand(page: Page) {
  const demands = page.locator('.demand');
  const n = await demands.count();
  expect(n).toBe(9);
  const majors = await Promise.all(MAJORS.map((id) => centre(page.locator(`[data-testid="ir-city-${id}"] polygon`))));
  let best: { index: number; source: string; dest: string; load: string; score: number } | null = null;
  for (let i = 0; i < n; i++) {
    await demands.nth(i).hover();
    const dests = page.locator('[data-testid^="ir-highlight-dest-"]');
    await dests.first().waitFor();
    const destId = ((await dests.first().getAttribute('data-testid')) ?? '').replace('ir-highlight-dest-', '');
    const destAt = await centre(dests.first().locator('circle'));
    const load = ((await demands.nth(i).locator('.demand-load').textContent()) ?? '').trim();
    const sources = page.locator('[data-testid^="ir-highlight-source-"]');
    for (let j = 0; j < (await sources.count()); j++) {
      const id = ((await sources.nth(j).getAttribute('data-testid')) ?? '').replace('ir-highlight-source-', '');
      const at = await centre(sources.nth(j).locator('circle'));
      const score = dist(at, destAt) + Math.min(...majors.map((m) => dist(m, at)));
      if (load !== 'Pilgrims' && (!best || score < best.score)) best = { index: i, source: id, dest: destId, load, score };
    }
  }
  await page.mouse.move(5, 5);
  if (!best) throw new Error('no demand with a source');
  return best;
}

/** Clicks a city's centre milepost on the map. */
async function clickCity(page: Page, id: string): Promise<void> {
  const marker = page.locator(`[data-testid="ir-city-${id}"]`).locator('polygon, rect, circle').first();
  const p = await centre(marker);
  await page.mouse.click(p.x, p.y);
}

/** Plans the cheapest track toward a city and checks the preview; returns whether anything was planned. */
async function planToward(page: Page, id: string): Promise<boolean> {
  await clickCity(page, id);
  const preview = page.getByTestId('build-preview');
  if (!(await preview.isVisible())) {
    console.log('no preview toward', id, await page.getByTestId('turn-status').textContent());
    return false;
  }
  console.log('preview', id, await preview.textContent());
  expect(await preview.textContent()).toMatch(/^From .+ to .+: \d+M \(.+\)\.\d+M buildable now/);
  const ok = await page.getByTestId('preview-ok').count();
  if (ok === 0 || (await page.getByTestId('confirm-build').isDisabled())) return false;
  await page.getByTestId('confirm-build').click();
  await page.getByTestId('plan-info').waitFor();
  return true;
}

async function endTurn(page: Page): Promise<void> {
  const before = await stateId(page);
  await page.getByTestId('end-turn').click();
  await waitForNewState(page, before);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="board"]')?.getAttribute('data-my-turn') !== 'true' || !document.querySelector('[data-testid="plan-info"]'),
  );
}

describe('India Rails in the browser', () => {
  it('builds, places the train, moves, picks up and delivers through the board controls', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await skipCostQuestions(page);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Ravi&bots=random&seed=e2e-ir-3&botDelay=30`);
    await waitForMyTurnOrEnd(page);
    expect(await page.getByTestId('turn-status').textContent()).toMatch(/Your turn\. Building turn/);
    expect(await page.getByTestId('build-budget').textContent()).toContain('20M');
    await page.screenshot({ path: join(IMAGES, 'india-rails-board-start.png') });

    const goal = await pickDemand(page);
    const startCash = await cash(page);

    // First building turn: plan toward the source, undo one segment, plan again, build.
    expect(await planToward(page, goal.source)).toBe(true);
    const planned = Number(((await page.getByTestId('plan-info').textContent()) ?? '').match(/Planned: (\d+)/)?.[1]);
    expect(planned).toBeGreaterThan(0);
    await page.getByTestId('undo-segment').click();
    if (planned > 1) {
      expect(await page.getByTestId('plan-info').textContent()).toContain(`Planned: ${planned - 1} segments`);
    }
    await planToward(page, goal.source);
    await planToward(page, goal.dest);
    await endTurn(page);
    await expect.poll(() => mySegments(page)).toBeGreaterThan(0);
    expect(await cash(page)).toBeLessThan(startCash);

    let turns = 1;
    let placed = false;
    let pickedUp = false;
    let droppedAsked = false;
    let delivered = false;
    let moved = false;
    let midShot = false;
    while (turns < 14 && !delivered) {
      const now = await waitForMyTurnOrEnd(page);
      if (now === 'over') break;
      turns++;
      if (await page.getByTestId('lose-load-dialog').isVisible()) {
        await page.getByTestId('lose-load-dialog').locator('button').first().click();
        continue;
      }
      const status = (await page.getByTestId('turn-status').textContent()) ?? '';
      if (status.includes('Place your train')) {
        const before = await stateId(page);
        await clickCity(page, goal.source);
        await waitForNewState(page, before);
        await expect.poll(() => page.getByTestId('ir-train-0').count()).toBe(1);
        placed = true;
      }
      // Operations: pick up at the source, move toward the destination, deliver there.
      for (let step = 0; step < 4; step++) {
        const pickup = page.getByTestId(`pickup-${goal.load}`);
        if (!pickedUp && (await pickup.isVisible())) {
          const before = await stateId(page);
          await pickup.click();
          await waitForNewState(page, before);
          await expect.poll(async () => (await page.getByTestId('ir-loads-0').textContent()) ?? '').toContain(goal.load);
          pickedUp = true;
          // Drop is a quiet secondary action, and a load a demand card pays for is not dropped without asking.
          const drop = page.getByTestId(`drop-${goal.load}`);
          expect(await drop.getAttribute('class')).toContain('link-button');
          const atDrop = await stateId(page);
          await drop.click();
          expect(await page.getByTestId('confirm-drop-dialog').textContent()).toMatch(
            new RegExp(`Drop ${goal.load}\\? A demand card in your hand pays for it: \\d+M at `),
          );
          await page.screenshot({ path: join(IMAGES, 'india-rails-drop-confirm.png') });
          await page.getByTestId('cancel-drop').click();
          expect(await page.getByTestId('confirm-drop-dialog').count()).toBe(0);
          expect(await stateId(page)).toBe(atDrop);
          expect(await page.getByTestId('my-loads').textContent()).toContain(goal.load);
          droppedAsked = true;
        }
        // The delivery is offered next to the load it carries, as the main action.
        const deliver = page.locator('[data-testid^="deliver-load-"]').first();
        if (pickedUp && (await deliver.count()) > 0) {
          expect(await deliver.textContent()).toMatch(/^Deliver to .+ for \d+M$/);
          expect(await deliver.getAttribute('class')).toContain('primary');
          // At 1366×768 neither the page nor the side column scrolls; only the move log scrolls inside itself.
          const fit = await page.evaluate(() => {
            const side = document.querySelector('.board-side') as HTMLElement;
            return { page: document.documentElement.scrollHeight - window.innerHeight, side: side.scrollHeight - side.clientHeight };
          });
          expect(fit).toEqual({ page: 0, side: 0 });
          await page.screenshot({ path: join(IMAGES, 'india-rails-deliver.png') });
          const before = await stateId(page);
          const cashBefore = await cash(page);
          await deliver.click();
          await waitForNewState(page, before);
          await expect.poll(() => cash(page)).toBeGreaterThan(cashBefore);
          delivered = true;
          break;
        }
        if (!placed || !(await page.getByTestId('mode-move').isEnabled())) break;
        const reach = page.locator('circle.ir-reach');
        if ((await reach.count()) === 0) break;
        const target = pickedUp ? goal.dest : goal.source;
        const dest = await centre(page.locator(`[data-testid="ir-city-${target}"]`).locator('polygon, rect, circle').first());
        const spots = await reach.evaluateAll((cs) =>
          cs.map((c) => {
            const b = c.getBoundingClientRect();
            return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
          }),
        );
        const here = await centre(page.getByTestId('ir-train-0').locator('rect'));
        const best = spots.reduce((a, b) => (dist(a, dest) <= dist(b, dest) ? a : b));
        if (dist(best, dest) >= dist(here, dest) - 1) break;
        await page.mouse.click(best.x, best.y);
        await page.getByTestId('move-preview').waitFor();
        expect(await page.getByTestId('move-preview').textContent()).toMatch(/\d+ mileposts/);
        expect(await page.getByTestId('ir-move-path').count()).toBe(1);
        const before = await stateId(page);
        await page.getByTestId('confirm-move').click();
        await waitForNewState(page, before);
        moved = true;
        if (!midShot) {
          await page.mouse.move(2, 400);
          await page.screenshot({ path: join(IMAGES, 'india-rails-board-mid.png') });
          midShot = true;
        }
      }
      if (delivered) break;
      // Building: extend the line toward the destination with what money allows.
      if (await page.getByTestId('mode-build').isEnabled()) {
        await page.getByTestId('mode-build').click();
        await planToward(page, goal.dest);
      }
      await endTurn(page);
    }
    await page.mouse.move(2, 400);
    await page.screenshot({ path: join(IMAGES, 'india-rails-board-delivery.png') });
    expect({ goal, turns, placed, moved, pickedUp, delivered }).toMatchObject({ placed: true, moved: true });
    expect(pickedUp).toBe(true);
    expect(droppedAsked).toBe(true);
    expect(delivered).toBe(true);
    expect(await page.locator('[data-testid="move-log"] li').count()).toBeGreaterThan(5);
    // Still our turn after the delivery: ask the medium bot and play its suggestion.
    const before = await stateId(page);
    await page.getByTestId('hint-button').click();
    await page.getByTestId('hint-text').waitFor();
    expect(await page.getByTestId('hint-text').textContent()).toMatch(/^Suggestion: /);
    await page.getByTestId('hint-apply').click();
    await expect.poll(async () => (await page.getByTestId('plan-info').isVisible()) || (await stateId(page)) !== before).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('the map key lists each terrain with its symbol and build cost, as the map draws them', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await skipCostQuestions(page);
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Ravi&bots=random&seed=e2e-ir-key&botDelay=30`);
    const key = page.getByTestId('ir-legend');
    await key.locator('summary').click();
    const items = key.locator('li');
    for (const text of ['Clear 1M', 'Mountain 2M', 'Alpine 5M', 'Desert 2M', 'Salt flat 3M'])
      await expect(items.filter({ hasText: text }).count()).resolves.toBe(1);
    // Four terrains have a tinted disc behind their symbol; clear has none.
    await expect(key.locator('li svg circle').count()).resolves.toBeGreaterThanOrEqual(4);
    // Each player's track in its own colour, by name, and never in the rivers' colour.
    expect(await key.getByTestId('ir-legend-seat-0').textContent()).toContain('Ravi: blue track');
    const river = await items.filter({ hasText: 'River' }).locator('path').getAttribute('stroke');
    const seats = await key.locator('[data-testid^="ir-legend-seat-"] line:last-child').evaluateAll((ls) => ls.map((l) => l.getAttribute('stroke')));
    expect(seats).toHaveLength(2);
    expect(new Set([river, ...seats]).size).toBe(3);
    await key.screenshot({ path: join(IMAGES, 'india-rails-map-key.png') });
    await page.close();
  });

  it("a short game ends with every player's scoring breakdown", async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await skipCostQuestions(page);
    const errors = collectErrors(page);
    const params = encodeURIComponent(JSON.stringify({ winCash: 40, majorCitiesToConnect: 1 }));
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Ravi&bots=random&seed=e2e-ir-short&botDelay=30&params=${params}`);
    let placedByKeyboard = false;
    for (let turn = 0; turn < 6; turn++) {
      if ((await waitForMyTurnOrEnd(page)) === 'over') break;
      const status = (await page.getByTestId('turn-status').textContent()) ?? '';
      const before = await stateId(page);
      if (status.includes('Place your train')) {
        // The keyboard path: C focuses the city list; choosing a city places the train.
        await page.keyboard.press('c');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('city-select');
        await page.getByTestId('city-select').selectOption({ label: 'Delhi' });
        placedByKeyboard = true;
      } else {
        // One segment out of Delhi: the player's track then touches one major city.
        const delhi = await centre(page.locator('[data-testid="ir-city-delhi"] polygon'));
        await page.mouse.click(delhi.x + 14, delhi.y + 14);
        if (await page.getByTestId('confirm-build').isVisible()) await page.getByTestId('confirm-build').click();
        await page.getByTestId('end-turn').click();
      }
      await waitForNewState(page, before);
    }
    await page.getByTestId('end-screen').waitFor();
    expect(placedByKeyboard).toBe(true);
    await expect.poll(() => page.getByTestId('ir-train-0').count()).toBe(1);
    const table = (await page.getByTestId('score-table').textContent()) ?? '';
    expect(table).toContain('Ravi');
    expect(table).toContain('Cash');
    expect(table).toContain('Track segments');
    expect(await page.getByTestId('final-score-0').textContent()).toMatch(/^\d+M$/);
    await page.screenshot({ path: join(IMAGES, 'india-rails-board-end.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
