/**
 * End to end, in Chromium: the India Rails build preview says where its path starts and why.
 * With no track yet it starts at the cheapest major city; once the player has
 * track, a click on a far city draws the path from the player's own network, not from some other
 * major city, and the player may pick another start. A path beyond this turn's money says so plainly.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';
import { skipCostQuestions } from './support/questions.ts';

const client = serveBuiltClient();

/** Clicks a city's marker on the map. */
async function clickCity(page: Page, id: string): Promise<void> {
  const b = await page.locator(`[data-testid="ir-city-${id}"]`).locator('polygon, rect, circle').first().boundingBox();
  if (!b) throw new Error(`city ${id} not on screen`);
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
}

describe('India Rails build preview in the browser', () => {
  it("starts at a major city first, then from the player's own track; the start can be chosen", async () => {
    const page = await client.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await skipCostQuestions(page);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Ravi&bots=random&seed=e2e-ir-start&botDelay=30`);
    await waitForMyTurnOrEnd(page);

    // No track yet: Agra is reached from a major city, and the preview says why.
    await clickCity(page, 'agra');
    const start = page.getByTestId('build-start');
    await start.waitFor();
    expect(await start.textContent()).toMatch(/^From Delhi to Agra: \d+M \(new track starts at a major city; this one is cheapest\)\.$/);
    expect(await page.getByTestId('ir-build-start').count()).toBe(1);
    await page.getByTestId('confirm-build').click();
    const before = await stateId(page);
    await page.getByTestId('end-turn').click();
    await waitForNewState(page, before);

    // Second building turn: Nagpur is drawn from Ravi's own Delhi–Agra track, not from Bombay.
    await waitForMyTurnOrEnd(page);
    await clickCity(page, 'nagpur');
    await start.waitFor();
    const own = (await start.textContent()) ?? '';
    expect(own).toMatch(/^From your track at Agra to Nagpur: \d+M \(your own network comes first\)\.$/);
    // More than one turn's money: the shortfall reads plainly.
    expect(await page.getByTestId('build-preview').textContent()).toMatch(/the rest costs \d+M; you can spend \d+M more this turn/);
    await page.mouse.move(2, 400);
    await page.screenshot({ path: join(IMAGES, 'india-rails-build-start.png') });

    // The player may start from a major city instead.
    const select = page.getByTestId('build-start-select');
    expect(await select.locator('option').first().textContent()).toMatch(/^your track \(\d+M\)$/);
    await select.selectOption('bombay');
    expect(await start.textContent()).toMatch(/^From Bombay to Nagpur: \d+M \(your choice\)\.$/);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
