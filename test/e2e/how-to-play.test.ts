/**
 * End to end in Chromium: how to play, in the app (docs/client.md#how-to-play). The page of each
 * game opens from the home page with its pictures; the board's Rules button opens it over the
 * board, keys typed there do not play, and the game is intact when the player comes back. The
 * first-game tips say what to do, and once dismissed never come back. Both at 1366×768 and on a
 * 390×844 phone. Screenshots: docs/images/how-to-play-*.png, first-game-guide.png, phone-*.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGES, serveBuiltClient } from './support/client.ts';
import { collectErrors, stateId, waitForMyTurnOrEnd, waitForNewState } from './support/page.ts';
import { MIN_TAP, overflow, PHONE } from './support/phone.ts';
import { newPage, seen, ttrTurn, waitForSaved } from './support/saved.ts';

const client = serveBuiltClient();

/** Waits for the how-to-play text of `game` and checks every picture in it has loaded. */
async function helpShown(page: Page, game: string): Promise<void> {
  await page.locator(`[data-testid="how-to-play"][data-game="${game}"] [data-testid="help-board"]`).waitFor();
  const pictures = page.locator('[data-testid="how-to-play"] img');
  expect(await pictures.count()).toBeGreaterThanOrEqual(3);
  for (const img of await pictures.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelector('.help-dialog')?.scrollTo(0, 0);
  });
}

describe('how to play', () => {
  it('opens from the home page for each game, with its pictures and the variants', async () => {
    const page = await newPage(client);
    const errors = collectErrors(page);
    for (const [game, file] of [
      ['ttr-india', 'how-to-play-ttr-india.png'],
      ['india-rails', 'how-to-play-india-rails.png'],
    ]) {
      await page.goto(`${client.url}/#/`);
      await page.getByTestId(`how-to-play-${game}`).click();
      await helpShown(page, game);
      await page.screenshot({ path: join(IMAGES, file) });
    }
    expect(await page.getByTestId('help-ferries').count()).toBe(0);
    expect(await page.getByTestId('help-variants').textContent()).toContain('Fast Trains');
    await page.goto(`${client.url}/#/help/ttr-india`);
    expect(await page.getByTestId('help-ferries').textContent()).toContain('Monsoon Season');
    expect(await page.getByTestId('help-scoring').textContent()).toContain('Loop bonus');
    expect(await page.getByTestId('help-charters').textContent()).toContain('Mail Charter');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('opens over the board: keys typed there do not play, and the game is as it was when the player comes back', async () => {
    const page = await newPage(client);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/ttr-india?players=2&name=Asha&bots=random&seed=e2e-help-board&botDelay=0`);
    await ttrTurn(page);
    await ttrTurn(page);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    const before = await seen(page);
    await page.getByTestId('open-rules').click();
    await helpShown(page, 'ttr-india');
    await page.screenshot({ path: join(IMAGES, 'how-to-play-over-board.png') });
    // D draws from the deck on the board; in the dialog it is only a key.
    await page.keyboard.press('d');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('help-overlay').count()).toBe(0);
    expect(await seen(page)).toEqual(before);
    // The Back button closes it too, and play goes on.
    await page.getByTestId('open-rules').click();
    await page.getByTestId('help-close').click();
    const id = await stateId(page);
    await page.getByTestId('draw-deck').click();
    await waitForNewState(page, id);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('the first-game tips say what to do next, and once dismissed never come back for that game', async () => {
    const page = await newPage(client, undefined, true);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/play/ttr-india?players=2&name=Asha&bots=random&seed=e2e-guide&botDelay=0`);
    const guide = page.getByTestId('first-game-guide');
    await expect.poll(() => guide.getAttribute('data-tip')).toBe('opening');
    expect(await guide.textContent()).toContain('Choose your tickets');
    await page.screenshot({ path: join(IMAGES, 'first-game-guide.png') });
    await ttrTurn(page);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    await expect.poll(() => guide.getAttribute('data-tip')).toMatch(/^turn-/);
    expect(await guide.textContent()).toContain('Draw or claim');
    await page.getByTestId('guide-dismiss').click();
    expect(await guide.count()).toBe(0);
    await waitForSaved(page);
    await page.reload();
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    expect(await guide.count()).toBe(0);
    // India Rails keeps its own tips.
    await page.goto(`${client.url}/#/play/india-rails?players=2&name=Asha&bots=random&seed=e2e-guide&botDelay=0`);
    expect(await waitForMyTurnOrEnd(page)).toBe('turn');
    await expect.poll(() => guide.getAttribute('data-tip')).toBe('build-first');
    await page.screenshot({ path: join(IMAGES, 'first-game-guide-india-rails.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('on a phone: the page, the dialog over the board and the tips fit the width, with buttons a finger can tap', async () => {
    const page = await newPage(client, PHONE, true);
    const errors = collectErrors(page);
    await page.goto(`${client.url}/#/help/india-rails`);
    await helpShown(page, 'india-rails');
    expect((await overflow(page)).culprits).toEqual([]);
    await page.screenshot({ path: join(IMAGES, 'phone-how-to-play.png') });
    await page.goto(`${client.url}/#/play/ttr-india?players=2&name=Asha&bots=random&seed=e2e-help-phone&botDelay=0`);
    await page.getByTestId('first-game-guide').waitFor();
    expect((await overflow(page)).culprits).toEqual([]);
    await page.screenshot({ path: join(IMAGES, 'phone-first-game-guide.png') });
    await page.getByTestId('open-rules').click();
    await helpShown(page, 'ttr-india');
    expect((await overflow(page)).culprits).toEqual([]);
    const close = await page.getByTestId('help-close').boundingBox();
    expect(Math.min(close?.width ?? 0, close?.height ?? 0)).toBeGreaterThanOrEqual(MIN_TAP);
    await page.screenshot({ path: join(IMAGES, 'phone-how-to-play-over-board.png') });
    await page.getByTestId('help-close').click();
    await page.getByTestId('ticket-choice').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);
});
